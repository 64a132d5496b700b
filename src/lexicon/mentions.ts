// What a piece of text names: which of the eight countries, which of the six indicators, which years. Gate 2 binds each
// figure to what its sentence names; the same words serve the planner when it reads a question.
import { readNumbers } from '../text/numbers.js'
import type { Language } from '../text/language.js'
import { foldInPlace, foldWords } from '../text/normalise.js'
import { remembered } from '../text/remembered.js'
import { COUNTRY_CODES, type IndicatorCode } from './codes.js'
import {
  COUNTRY_NAMES,
  COUNTRY_WORDS,
  CURRENCY_PHRASES,
  OTHER_COUNTRIES,
  PLACES_WITHIN,
  REGIONS_NAMED_LIKE_A_COUNTRY,
} from './countries.js'
import { INDICATOR_PHRASES, POPULATION_WEAK_WORDS, SHARE_WORDS } from './indicators.js'

export interface Mentions {
  countries: Set<string>
  indicators: Set<IndicatorCode>
  years: Set<number>
}

/** One regular expression for a list of phrases of normalised text, each standing as whole words. */
const anyOf = (list: readonly string[]) =>
  new RegExp(
    ` (?:${[...list]
      .sort((x, y) => y.length - x.length)
      .map((p) => p.replace(/[$%]/g, '\\$&'))
      .join('|')})(?= )`,
    'g',
  )

/** Names that contain a country's name but are not it: a place within, a region, a currency ("US dollars"). */
const NOT_THE_COUNTRY = anyOf([...PLACES_WITHIN, ...REGIONS_NAMED_LIKE_A_COUNTRY, ...CURRENCY_PHRASES])
const CURRENCY_AS_WRITTEN = /\bU\.?S\.? ?\$|\bUS ?dollars?\b|\bU\.S\. dollars?\b|\bUSD\b|\$ ?US\b|\bdollars? US\b/g
const COUNTRY_PATTERNS = COUNTRY_CODES.map((code) => [code, anyOf(COUNTRY_NAMES[code])] as const)

/**
 * The six indicators by the words that name them, the most specific first: a phrase is masked once it has matched, so
 * "GDP per capita" names GDP per capita and not GDP, while "GDP ... and GDP per capita" names both. A share's
 * denominator ("share of Nigeria's population") is not the population; the population's weak words ("people")
 * name it only when nothing else is named.
 */
const INDICATOR_NAMES = INDICATOR_PHRASES.map(([code, list]) => [code, anyOf(list)] as const)
const WEAK = anyOf(POPULATION_WEAK_WORDS)
// (A share word stands after a space, or "%" right after its digits: "96.2% of the population".)
const DENOMINATOR = new RegExp(
  `((?: |(?<=[0-9]))(?:${SHARE_WORDS.map((w) => w.replace('%', '\\%')).join('|')}) (?:of|de|des|du|d) (?:the |la |l )?(?:[a-z]+ s |[a-z]+ )?)(population|people|inhabitants|habitants|personnes)(?= )`,
  'g',
)

const blank = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length))

/** A place named in a text, where it stands. */
export interface PlaceMention {
  code: string
  start: number
  end: number
}

/** The eight as a text names them, in order: by name, adjective, people or code ("US", not the pronoun "us"). */
export const countryMentions = (text: string): PlaceMention[] => [...placesIn(text)]

/** The places a text names, remembered (a caller gets its own copy of the list). */
const placesIn = remembered((text: string): readonly PlaceMention[] => {
  const raw = blank(text, CURRENCY_AS_WRITTEN)
  const words = blank(foldInPlace(text), NOT_THE_COUNTRY)
  const found: PlaceMention[] = []
  for (const [code, pattern] of COUNTRY_PATTERNS)
    for (const m of words.matchAll(pattern)) found.push({ code, start: m.index, end: m.index + m[0].length - 1 })
  for (const code of COUNTRY_CODES)
    for (const m of raw.matchAll(new RegExp(COUNTRY_WORDS[code].asWritten.source, 'g')))
      if (!found.some((f) => f.start <= m.index && m.index < f.end))
        found.push({ code, start: m.index, end: m.index + m[0].length })
  return found.sort((a, b) => a.start - b.start)
})

const OTHER_COUNTRY_PATTERN = anyOf(OTHER_COUNTRIES)

/** Other countries and groups a text names ("ahead of China"), where they stand. */
export function otherCountryMentions(text: string): PlaceMention[] {
  const words = blank(foldInPlace(text), NOT_THE_COUNTRY)
  return [...words.matchAll(new RegExp(OTHER_COUNTRY_PATTERN))].map((m) => ({
    code: m[0].trim(),
    start: m.index,
    end: m.index + m[0].length - 1,
  }))
}

export function countriesNamed(text: string): Set<string> {
  return new Set(countryMentions(text).map((m) => m.code))
}

export const indicatorsNamed = (text: string): Set<IndicatorCode> => new Set(seriesIn(text))

/** The series a text names, remembered (a caller gets its own copy of the set). */
const seriesIn = remembered((text: string): ReadonlySet<IndicatorCode> => {
  let words = foldWords(text).replace(DENOMINATOR, (_m, head: string, word: string) => head + ' '.repeat(word.length))
  const found = new Set<IndicatorCode>()
  for (const [code, pattern] of INDICATOR_NAMES) {
    const masked = blank(words, pattern)
    if (masked !== words) found.add(code)
    words = masked
  }
  if (found.size === 0 && new RegExp(WEAK).test(words)) found.add('SP.POP.TOTL')
  return found
})

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
