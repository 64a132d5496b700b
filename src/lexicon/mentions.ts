// What a piece of text names: which of the eight countries, which of the six indicators, which years. Gate 2 binds each
// figure to what its sentence names; the same words serve the planner when it reads a question.
import { readNumbers } from '../text/numbers.js'
import type { Language } from '../text/language.js'
import { COUNTRY_CODES_AS_WRITTEN, COUNTRY_WORDS, normalise, type IndicatorCode } from './patterns.js'

export interface Mentions {
  countries: Set<string>
  indicators: Set<IndicatorCode>
  years: Set<number>
}

/**
 * Names that contain a country's name but are not the country: a city, a state, a region, a currency ("US dollars"
 * name the unit, not the United States).
 */
const NOT_THE_COUNTRY =
  / (?:mexico city|ciudad de mexico|new mexico|nouveau mexique|british columbia|colombie britannique|latin america|latin american|south america|north america|central america|the americas|les ameriques|amerique latine|amerique du sud|amerique du nord|amerique centrale|american samoa|indian ocean|ocean indien|west indies|indes occidentales|british virgin islands|(?:current )?(?:us|u s|american) dollars?|dollars? (?:us|u s|americains?|des etats unis)|us\$|usd)(?= )/g
const CURRENCY_AS_WRITTEN = /\bU\.?S\.? ?\$|\bUS ?dollars?\b|\bU\.S\. dollars?\b|\bUSD\b|\$ ?US\b|\bdollars? US\b/g

/**
 * The six indicators by the words that name them, the most specific first: a phrase is masked once it has matched, so
 * "GDP per capita" names GDP per capita and not GDP, while "GDP ... and GDP per capita" names both.
 */
const INDICATOR_NAMES: [IndicatorCode, RegExp][] = [
  [
    'NY.GDP.PCAP.CD',
    / (?:(?:gdp|pib|gross domestic product|produit interieur brut|income|revenu|output)(?: [a-z0-9]+){0,3} )?(?:per capita|per person|per head|per inhabitant|par habitant|par tete|par personne)(?= )| ny gdp pcap cd(?= )/g,
  ],
  [
    'NY.GDP.MKTP.CD',
    / (?:gdp|pib|gross domestic product|produit interieur brut|economy|economies|economie|economic output|ny gdp mktp cd)(?= )/g,
  ],
  [
    'SP.DYN.LE00.IN',
    / (?:life expectancy|esperance de vie|live longest|live longer|vivent le plus longtemps|sp dyn le00 in)(?= )/g,
  ],
  ['EG.ELC.ACCS.ZS', / (?:electricity|electricite|electrique|electric power|eg elc accs zs)(?= )/g],
  ['IT.NET.USER.ZS', / (?:internet|internautes|online|en ligne|it net user zs)(?= )/g],
  [
    'SP.POP.TOTL',
    / (?:population|populations|people|inhabitants|residents|habitants|habitant|populous|peuple|peuplee|peuples|lived|live|vivaient|vivait|vivent|persons|personnes|sp pop totl)(?= )/g,
  ],
]

const blank = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length))

export function countriesNamed(text: string): Set<string> {
  const raw = blank(text, CURRENCY_AS_WRITTEN)
  const words = blank(normalise(text), NOT_THE_COUNTRY)
  const found = new Set<string>()
  for (const [code, pattern] of Object.entries(COUNTRY_WORDS)) if (pattern.test(words)) found.add(code)
  for (const [code, pattern] of Object.entries(COUNTRY_CODES_AS_WRITTEN)) if (pattern.test(raw)) found.add(code)
  return found
}

export function indicatorsNamed(text: string): Set<IndicatorCode> {
  let words = normalise(text)
  const found = new Set<IndicatorCode>()
  for (const [code, pattern] of INDICATOR_NAMES) {
    const masked = blank(words, pattern)
    if (masked !== words) found.add(code)
    words = masked
  }
  return found
}

export function mentionsIn(text: string, language: Language): Mentions {
  return {
    countries: countriesNamed(text),
    indicators: indicatorsNamed(text),
    years: new Set(
      readNumbers(text, language)
        .filter((n) => n.kind === 'year')
        .map((n) => n.shown),
    ),
  }
}
