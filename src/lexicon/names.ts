// The names of the eight countries (with their articles) and the six indicators (labels, phrases, units), in English
// and French: what the planner writes and what gate 2 says when it explains a figure to a desk editor.
import type { Language } from '../text/language.js'
import type { CountryCode, IndicatorCode } from './codes.js'

interface CountryForms {
  en: string
  fr: string
  frOf: string
  /** "au Canada", "en Inde", "aux États-Unis". */
  frIn: string
  /** A plural name in French ("les États-Unis étaient"), for the verb's agreement. */
  frPlural?: true
  /** The people: "Canadians", "les Canadiens". */
  peopleEn: string
  peopleFr: string
}
export const COUNTRY_FORMS: Record<string, CountryForms> = {
  BRA: {
    en: 'Brazil',
    fr: 'le Brésil',
    frOf: 'du Brésil',
    frIn: 'au Brésil',
    peopleEn: 'Brazilians',
    peopleFr: 'les Brésiliens',
  },
  CAN: {
    en: 'Canada',
    fr: 'le Canada',
    frOf: 'du Canada',
    frIn: 'au Canada',
    peopleEn: 'Canadians',
    peopleFr: 'les Canadiens',
  },
  GBR: {
    en: 'the United Kingdom',
    fr: 'le Royaume-Uni',
    frOf: 'du Royaume-Uni',
    frIn: 'au Royaume-Uni',
    peopleEn: 'the British',
    peopleFr: 'les Britanniques',
  },
  IND: { en: 'India', fr: "l'Inde", frOf: "de l'Inde", frIn: 'en Inde', peopleEn: 'Indians', peopleFr: 'les Indiens' },
  JPN: {
    en: 'Japan',
    fr: 'le Japon',
    frOf: 'du Japon',
    frIn: 'au Japon',
    peopleEn: 'the Japanese',
    peopleFr: 'les Japonais',
  },
  MEX: {
    en: 'Mexico',
    fr: 'le Mexique',
    frOf: 'du Mexique',
    frIn: 'au Mexique',
    peopleEn: 'Mexicans',
    peopleFr: 'les Mexicains',
  },
  NGA: {
    en: 'Nigeria',
    fr: 'le Nigeria',
    frOf: 'du Nigeria',
    frIn: 'au Nigeria',
    peopleEn: 'Nigerians',
    peopleFr: 'les Nigérians',
  },
  USA: {
    en: 'the United States',
    fr: 'les États-Unis',
    frOf: 'des États-Unis',
    frIn: 'aux États-Unis',
    frPlural: true,
    peopleEn: 'Americans',
    peopleFr: 'les Américains',
  },
} satisfies Record<CountryCode, CountryForms>

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
  /** The unit of one: "year", "an" (French agrees in the singular below 2: "0,45 an", "1,5 an"). */
  unitOneEn: string
  unitOneFr: string
  /** French gender of the label: "la population" (true), "le PIB" (false), for agreement. */
  feminineFr: boolean
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
    unitOneEn: 'person',
    unitOneFr: 'habitant',
    feminineFr: true,
    kind: 'count',
  },
  'NY.GDP.MKTP.CD': {
    labelEn: 'GDP',
    labelFr: 'le PIB',
    en: 'the GDP of',
    fr: 'le PIB',
    unitEn: 'current US dollars',
    unitFr: 'dollars US courants',
    unitOneEn: 'current US dollar',
    unitOneFr: 'dollar US courant',
    feminineFr: false,
    kind: 'money',
  },
  'NY.GDP.PCAP.CD': {
    labelEn: 'GDP per capita',
    labelFr: 'le PIB par habitant',
    en: 'GDP per capita in',
    fr: 'le PIB par habitant',
    unitEn: 'current US dollars per person',
    unitFr: 'dollars US courants par habitant',
    unitOneEn: 'current US dollar per person',
    unitOneFr: 'dollar US courant par habitant',
    feminineFr: false,
    kind: 'money-per-person',
  },
  'SP.DYN.LE00.IN': {
    labelEn: 'life expectancy at birth',
    labelFr: "l'espérance de vie à la naissance",
    en: 'life expectancy at birth in',
    fr: "l'espérance de vie à la naissance",
    unitEn: 'years',
    unitFr: 'ans',
    unitOneEn: 'year',
    unitOneFr: 'an',
    feminineFr: true,
    kind: 'years',
  },
  'EG.ELC.ACCS.ZS': {
    labelEn: 'access to electricity',
    labelFr: "l'accès à l'électricité",
    en: 'access to electricity in',
    fr: "l'accès à l'électricité",
    unitEn: 'of the population',
    unitFr: 'de la population',
    unitOneEn: 'of the population',
    unitOneFr: 'de la population',
    feminineFr: false,
    kind: 'percent',
  },
  'IT.NET.USER.ZS': {
    labelEn: 'Internet use',
    labelFr: "l'usage d'Internet",
    en: 'Internet use in',
    fr: "l'usage d'Internet",
    unitEn: 'of the population',
    unitFr: 'de la population',
    unitOneEn: 'of the population',
    unitOneFr: 'de la population',
    feminineFr: false,
    kind: 'percent',
  },
}

/** Access to electricity and Internet use: shares of the population, in percent. */
export const isShareIndicator = (i: IndicatorCode) => INDICATOR_WORDS[i].kind === 'percent'

/** "Canada's", "the United States'": the English possessive, for a desk editor's explanation. */
export const possessive = (code: string) => {
  const name = COUNTRY_FORMS[code]?.en ?? code
  return name.endsWith('s') ? `${name}'` : `${name}'s`
}

/** "population", "GDP per capita": the English label of a series, or its code if unknown. */
export const indicatorLabel = (code: string) => INDICATOR_WORDS[code as IndicatorCode]?.labelEn ?? code
