// The planner's words: names with their articles, indicator phrases and units, in English and French.
import type { Language } from '../text/language.js'
import { formatFixed, formatScaled, formatUpTo } from '../text/format.js'
import type { IndicatorCode } from '../question/lexicon.js'

interface CountryForms {
  en: string
  fr: string
  frOf: string
}
export const COUNTRY_FORMS: Record<string, CountryForms> = {
  BRA: { en: 'Brazil', fr: 'le Brésil', frOf: 'du Brésil' },
  CAN: { en: 'Canada', fr: 'le Canada', frOf: 'du Canada' },
  GBR: { en: 'the United Kingdom', fr: 'le Royaume-Uni', frOf: 'du Royaume-Uni' },
  IND: { en: 'India', fr: "l'Inde", frOf: "de l'Inde" },
  JPN: { en: 'Japan', fr: 'le Japon', frOf: 'du Japon' },
  MEX: { en: 'Mexico', fr: 'le Mexique', frOf: 'du Mexique' },
  NGA: { en: 'Nigeria', fr: 'le Nigeria', frOf: 'du Nigeria' },
  USA: { en: 'the United States', fr: 'les États-Unis', frOf: 'des États-Unis' },
}

/** "Canada", "les États-Unis": the bare name for lists. */
export const countryName = (code: string, language: Language) =>
  language === 'fr'
    ? COUNTRY_FORMS[code]!.fr.replace(/^(le |la |les |l')/u, '')
    : COUNTRY_FORMS[code]!.en.replace(/^the /, '')

interface IndicatorWords {
  en: string
  fr: string
  labelEn: string
  labelFr: string
  unitEn: string
  unitFr: string
  kind: 'count' | 'money' | 'money-per-person' | 'years' | 'percent'
}
export const INDICATOR_WORDS: Record<IndicatorCode, IndicatorWords> = {
  'SP.POP.TOTL': {
    labelEn: 'population',
    labelFr: 'la population',
    en: 'the population of',
    fr: 'la population',
    unitEn: 'people',
    unitFr: 'habitants',
    kind: 'count',
  },
  'NY.GDP.MKTP.CD': {
    labelEn: 'GDP',
    labelFr: 'le PIB',
    en: 'the GDP of',
    fr: 'le PIB',
    unitEn: 'current US dollars',
    unitFr: 'dollars US courants',
    kind: 'money',
  },
  'NY.GDP.PCAP.CD': {
    labelEn: 'GDP per capita',
    labelFr: 'le PIB par habitant',
    en: 'GDP per capita in',
    fr: 'le PIB par habitant',
    unitEn: 'current US dollars per person',
    unitFr: 'dollars US courants par habitant',
    kind: 'money-per-person',
  },
  'SP.DYN.LE00.IN': {
    labelEn: 'life expectancy at birth',
    labelFr: "l'espérance de vie à la naissance",
    en: 'life expectancy at birth in',
    fr: "l'espérance de vie à la naissance",
    unitEn: 'years',
    unitFr: 'ans',
    kind: 'years',
  },
  'EG.ELC.ACCS.ZS': {
    labelEn: 'access to electricity',
    labelFr: "l'accès à l'électricité",
    en: 'access to electricity in',
    fr: "l'accès à l'électricité",
    unitEn: 'of the population',
    unitFr: 'de la population',
    kind: 'percent',
  },
  'IT.NET.USER.ZS': {
    labelEn: 'Internet use',
    labelFr: "l'usage d'Internet",
    en: 'Internet use in',
    fr: "l'usage d'Internet",
    unitEn: 'of the population',
    unitFr: 'de la population',
    kind: 'percent',
  },
}

/** "the population of Canada" / "la population du Canada". */
export function subject(indicator: IndicatorCode, country: string, language: Language): string {
  const words = INDICATOR_WORDS[indicator]
  return language === 'fr' ? `${words.fr} ${COUNTRY_FORMS[country]!.frOf}` : `${words.en} ${COUNTRY_FORMS[country]!.en}`
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
