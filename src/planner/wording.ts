// The planner's words: subjects, values with their units, in English and French (the names are in lexicon/names.ts).
import type { Language } from '../text/language.js'
import { formatFixed, formatScaled, formatUpTo } from '../text/format.js'
import type { IndicatorCode } from '../lexicon/codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../lexicon/names.js'

/**
 * "the population of Canada" / "la population du Canada", "l'espérance de vie au Canada"; of several countries, "le
 * PIB des États-Unis et du Canada".
 */
export function subject(indicator: IndicatorCode, country: string | readonly string[], language: Language): string {
  const words = INDICATOR_WORDS[indicator]
  const countries = typeof country === 'string' ? [country] : country
  const and = (names: string[]) =>
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${names.at(-1)!}`
  if (language === 'en') return `${words.en} ${and(countries.map((c) => COUNTRY_FORMS[c]!.en))}`
  // A country's own count or money is "of" it; a rate or a life span is "in" it.
  const inIt = words.kind === 'years' || words.kind === 'percent'
  return `${words.fr} ${and(countries.map((c) => (inIt ? COUNTRY_FORMS[c]!.frIn : COUNTRY_FORMS[c]!.frOf)))}`
}

/**
 * A value with its unit: exact and, when large, also scaled ("41,262,329 people (41.3 million)"); `short` keeps only
 * the scaled form ("41.3 million people").
 */
export function valueWithUnit(
  indicator: IndicatorCode,
  value: number,
  language: Language,
  { short = false } = {},
): string {
  const words = INDICATOR_WORDS[indicator]
  const unit = language === 'fr' ? words.unitFr : words.unitEn
  const scaled = formatScaled(value, language)
  if (short && scaled && (words.kind === 'count' || words.kind === 'money')) {
    return language === 'fr' ? `${scaled} ${/^[aeiouhé]/iu.test(unit) ? "d'" : 'de '}${unit}` : `${scaled} ${unit}`
  }
  switch (words.kind) {
    case 'count':
    case 'money': {
      const exact = `${formatFixed(value, 0, language)} ${unit}`
      return scaled ? `${exact} (${scaled})` : exact
    }
    case 'money-per-person':
      return `${formatFixed(value, 0, language)} ${unit}`
    case 'years':
      return `${formatUpTo(value, 1, language)} ${unit}`
    case 'percent':
      return `${formatUpTo(value, 1, language)}${language === 'fr' ? '\u00a0%' : '%'} ${unit}`
  }
}

export const unitLabel = (indicator: IndicatorCode, language: Language) =>
  language === 'fr' ? INDICATOR_WORDS[indicator].unitFr : INDICATOR_WORDS[indicator].unitEn

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
