// What a piece of text names: which of the eight countries, which of the six indicators, which years. Gate 2 binds each
// figure to what its sentence names; the same words serve the planner when it reads a question.
import { readNumbers } from '../text/numbers.js'
import type { Language } from '../text/language.js'
import { foldInPlace, foldWords } from '../text/normalise.js'
import { PhraseIndex, wordsOf, type Word } from '../text/phrases.js'
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

/**
 * A list of phrases of normalised text, each standing as whole words one space apart, looked up by first word (an
 * alternation of every name tried at every space cost a tenth of the application's time per question).
 */
const anyOf = (list: readonly string[]) => new PhraseIndex(list, { spaces: 'one' })

/** Names that contain a country's name but are not it: a place within, a region, a currency ("US dollars"). */
const NOT_THE_COUNTRY = anyOf([...PLACES_WITHIN, ...REGIONS_NAMED_LIKE_A_COUNTRY, ...CURRENCY_PHRASES])
const CURRENCY_AS_WRITTEN = /\bU\.?S\.? ?\$|\bUS ?dollars?\b|\bU\.S\. dollars?\b|\bUSD\b|\$ ?US\b|\bdollars? US\b/g
// (No name of one of the eight is part of another's, so one index of them all finds what one per country would.)
const COUNTRY_OF = new Map(COUNTRY_CODES.flatMap((code) => COUNTRY_NAMES[code].map((name) => [name, code] as const)))
const COUNTRY_INDEX = anyOf([...COUNTRY_OF.keys()])
/** The eight's codes as typed ("UK", "U.S."), one expression: no code's letters are another's, so none overlap. */
const AS_WRITTEN = new RegExp(COUNTRY_CODES.map((code) => `(${COUNTRY_WORDS[code].asWritten.source})`).join('|'), 'g')
/** The group of `AS_WRITTEN` each code's match fills. */
const AS_WRITTEN_GROUP: [code: string, group: number][] = []
let group = 1
for (const code of COUNTRY_CODES) {
  AS_WRITTEN_GROUP.push([code, group])
  // (Its own group, then the groups of its code's expression: `(?:…)|` matches "" with each of them unset.)
  group += new RegExp(`${COUNTRY_WORDS[code].asWritten.source}|`).exec('')!.length
}

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

/** The words of `words` that none of `index`'s phrases covers (as if those phrases were blanked out of the text). */
function outside(text: string, words: Word[], index: PhraseIndex): Word[] {
  const hits = index.matchIn(text, words)
  if (hits.length === 0) return words
  const covered = new Array<boolean>(words.length).fill(false)
  for (const {
    words: [first, count],
  } of hits)
    covered.fill(true, first, first + count)
  return words.filter((_, i) => !covered[i])
}

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
  const folded = foldInPlace(text)
  const words = outside(folded, wordsOf(folded), NOT_THE_COUNTRY)
  const found: PlaceMention[] = COUNTRY_INDEX.matchIn(folded, words).map((m) => ({
    code: COUNTRY_OF.get(m.phrase)!,
    start: m.index,
    end: m.index + m[0].length - 1,
  }))
  for (const m of raw.matchAll(AS_WRITTEN)) {
    const code = AS_WRITTEN_GROUP.find(([, group]) => m[group] !== undefined)![0]
    if (!found.some((f) => f.start <= m.index && m.index < f.end))
      found.push({ code, start: m.index, end: m.index + m[0].length })
  }
  return found.sort((a, b) => a.start - b.start)
})

const OTHER_COUNTRY_PATTERN = anyOf(OTHER_COUNTRIES)

/** Other countries and groups a text names ("ahead of China"), where they stand. */
export function otherCountryMentions(text: string): PlaceMention[] {
  const folded = foldInPlace(text)
  return OTHER_COUNTRY_PATTERN.matchIn(folded, outside(folded, wordsOf(folded), NOT_THE_COUNTRY)).map((m) => ({
    code: m[0].trim(),
    start: m.index,
    end: m.index + m[0].length - 1,
  }))
}

export function countriesNamed(text: string): Set<string> {
  return new Set(placesIn(text).map((m) => m.code))
}

export const indicatorsNamed = (text: string): Set<IndicatorCode> => new Set(seriesIn(text))

/** The series a text names, remembered (a caller gets its own copy of the set). */
const seriesIn = remembered((text: string): ReadonlySet<IndicatorCode> => {
  const folded = foldWords(text).replace(
    DENOMINATOR,
    (_m, head: string, word: string) => head + ' '.repeat(word.length),
  )
  let words = wordsOf(folded)
  const found = new Set<IndicatorCode>()
  for (const [code, names] of INDICATOR_NAMES) {
    const left = outside(folded, words, names)
    if (left !== words) found.add(code)
    words = left
  }
  if (found.size === 0 && WEAK.test(folded)) found.add('SP.POP.TOTL')
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
