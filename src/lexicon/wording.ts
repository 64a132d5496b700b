// The answers' words: subjects, values with their units, in English and French (the names are in lexicon/names.ts).
import type { Language } from '../text/language.js'
import { formatFixed, formatLike, formatScaled, formatUpTo } from '../text/format.js'
import type { IndicatorCode } from './codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from './names.js'

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
 * A value with its unit: exact and, when large, also scaled ("41,262,329 people (41.3 million)"), a sum of money
 * scaled only ("6.33 trillion current US dollars"); `short` keeps only the scaled form ("41.3 million people"); `decimals`, the most a share or a number of years shows (one unless a
 * value must be told from a figure it rounds to).
 */
export function valueWithUnit(
  indicator: IndicatorCode,
  value: number,
  language: Language,
  { short = false, decimals = 1, like = '' } = {},
): string {
  const words = INDICATOR_WORDS[indicator]
  const unit = language === 'fr' ? words.unitFr : words.unitEn
  // (`like`: a figure as the question typed it, whose scale and decimals the value is written at.)
  const scaled = (like ? formatLike(value, like, language) : null) ?? formatScaled(value, language)
  // (A sum of money is printed as a newsroom prints it, "6.33 trillion current US dollars", "6 333,8 milliards de
  // dollars US courants", its exact figure left to the citations; a count of people is told exactly first.)
  if (scaled && ((short && words.kind === 'count') || words.kind === 'money')) {
    return language === 'fr' ? `${scaled} ${/^[aeiouhé]/iu.test(unit) ? "d'" : 'de '}${unit}` : `${scaled} ${unit}`
  }
  switch (words.kind) {
    case 'count':
    case 'money': {
      const exact = `${formatFixed(value, 0, language)} ${unit}`
      return scaled ? `${exact} (${scaled})` : exact
    }
    case 'money-per-person':
      return amountWithUnit(formatFixed(value, 0, language), indicator, language)
    case 'years':
      return amountWithUnit(formatUpTo(value, decimals, language), indicator, language)
    case 'percent':
      return `${formatUpTo(value, decimals, language)}${language === 'fr' ? '\u00a0%' : '%'} ${unit}`
  }
}

/**
 * A value as `valueWithUnit` shows it in its short form, without its unit: "38,678", "41.3 million", "40.7%", "1 107,6
 * milliards". Figures side by side say the unit once, after the last ("38,678 vs 40,504 current US dollars per person").
 */
export function bareValue(indicator: IndicatorCode, value: number, language: Language): string {
  const words = INDICATOR_WORDS[indicator]
  const scaled = formatScaled(value, language)
  if (scaled && (words.kind === 'count' || words.kind === 'money')) return scaled
  switch (words.kind) {
    case 'count':
    case 'money':
    case 'money-per-person':
      return formatFixed(value, 0, language)
    case 'years':
      return formatUpTo(value, 1, language)
    case 'percent':
      return `${formatUpTo(value, 1, language)}${language === 'fr' ? '\u00a0%' : '%'}`
  }
}

export const unitLabel = (indicator: IndicatorCode, language: Language) =>
  language === 'fr' ? INDICATOR_WORDS[indicator].unitFr : INDICATOR_WORDS[indicator].unitEn

/**
 * Whether a number as shown takes its unit in the singular: French below 2 ("0,45 an", "1,5 point"), English for one
 * only ("1 year", but "1.0 years", "0.5 years").
 */
export function singular(shown: string, language: Language): boolean {
  const n = Math.abs(Number(shown.replace(/[\s\u202f\u00a0,+]/g, (c) => (c === ',' && language === 'fr' ? '.' : ''))))
  return language === 'fr' ? n < 2 : /^[+-]?1$/.test(shown)
}

/** A number as shown with its series' unit, agreeing: "+0,45 an", "-2,46 ans", "1 year". */
export const amountWithUnit = (shown: string, indicator: IndicatorCode, language: Language) => {
  const words = INDICATOR_WORDS[indicator]
  const one = singular(shown, language)
  const unit = language === 'fr' ? (one ? words.unitOneFr : words.unitFr) : one ? words.unitOneEn : words.unitEn
  return `${shown} ${unit}`
}

/** Percentage points, agreeing with the number shown: "0,5 point de pourcentage", "40,69 points de pourcentage". */
export const pointsOf = (shown: string, language: Language) =>
  `${shown} ${language === 'fr' ? (singular(shown, language) ? 'point de pourcentage' : 'points de pourcentage') : singular(shown, language) ? 'percentage point' : 'percentage points'}`

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
