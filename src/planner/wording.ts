// The planner's words: subjects, values with their units, in English and French (the names are in lexicon/names.ts).
import type { Language } from '../text/language.js'
import { formatFixed, formatScaled, formatUpTo } from '../text/format.js'
import type { IndicatorCode } from '../lexicon/codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../lexicon/names.js'

/** "the population of Canada" / "la population du Canada", "l'espérance de vie au Canada". */
export function subject(indicator: IndicatorCode, country: string, language: Language): string {
  const words = INDICATOR_WORDS[indicator]
  if (language === 'en') return `${words.en} ${COUNTRY_FORMS[country]!.en}`
  // A country's own count or money is "of" it; a rate or a life span is "in" it.
  const of =
    words.kind === 'years' || words.kind === 'percent' ? COUNTRY_FORMS[country]!.frIn : COUNTRY_FORMS[country]!.frOf
  return `${words.fr} ${of}`
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
