// Gate 2 binds each figure to the countries and series its sentence names. Those names are now found by a phrase index
// (looked up by first word) instead of one alternation per country and per series: the same places and series, on
// texts made of the lexicon's names, the words that hide a country ("New Mexico", "US dollars"), codes as typed,
// punctuation and runs of spaces. The reference below is the alternation the index replaced.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from '../src/lexicon/codes.js'
import {
  COUNTRY_NAMES,
  COUNTRY_WORDS,
  CURRENCY_PHRASES,
  OTHER_COUNTRIES,
  PLACES_WITHIN,
  REGIONS_NAMED_LIKE_A_COUNTRY,
} from '../src/lexicon/countries.js'
import { INDICATOR_PHRASES, POPULATION_WEAK_WORDS, SHARE_WORDS } from '../src/lexicon/indicators.js'
import { countryMentions, indicatorsNamed, otherCountryMentions } from '../src/lexicon/mentions.js'
import { foldInPlace, foldWords } from '../src/text/normalise.js'

/** ` (?:p1|p2|…)(?= )`: the phrases as whole words one space apart, the longest first. */
const anyOf = (list: readonly string[]) =>
  new RegExp(
    ` (?:${[...list]
      .sort((x, y) => y.length - x.length)
      .map((p) => p.replace(/[$%]/g, '\\$&'))
      .join('|')})(?= )`,
    'g',
  )
const blank = (text: string, pattern: RegExp) => text.replace(pattern, (m) => ' '.repeat(m.length))
const NOT_THE_COUNTRY = anyOf([...PLACES_WITHIN, ...REGIONS_NAMED_LIKE_A_COUNTRY, ...CURRENCY_PHRASES])
const CURRENCY = /\bU\.?S\.? ?\$|\bUS ?dollars?\b|\bU\.S\. dollars?\b|\bUSD\b|\$ ?US\b|\bdollars? US\b/g

function referencePlaces(text: string) {
  const raw = blank(text, CURRENCY)
  const words = blank(foldInPlace(text), NOT_THE_COUNTRY)
  const found: { code: string; start: number; end: number }[] = []
  for (const code of COUNTRY_CODES)
    for (const m of words.matchAll(anyOf(COUNTRY_NAMES[code])))
      found.push({ code, start: m.index, end: m.index + m[0].length - 1 })
  for (const code of COUNTRY_CODES)
    for (const m of raw.matchAll(new RegExp(COUNTRY_WORDS[code].asWritten.source, 'g')))
      if (!found.some((f) => f.start <= m.index && m.index < f.end))
        found.push({ code, start: m.index, end: m.index + m[0].length })
  return found.sort((a, b) => a.start - b.start)
}

function referenceOthers(text: string) {
  const words = blank(foldInPlace(text), NOT_THE_COUNTRY)
  return [...words.matchAll(anyOf(OTHER_COUNTRIES))].map((m) => ({
    code: m[0].trim(),
    start: m.index,
    end: m.index + m[0].length - 1,
  }))
}

const DENOMINATOR = new RegExp(
  `((?: |(?<=[0-9]))(?:${SHARE_WORDS.map((w) => w.replace('%', '\\%')).join('|')}) (?:of|de|des|du|d) (?:the |la |l )?(?:[a-z]+ s |[a-z]+ )?)(population|people|inhabitants|habitants|personnes)(?= )`,
  'g',
)

function referenceSeries(text: string) {
  let words = foldWords(text).replace(DENOMINATOR, (_m, head: string, word: string) => head + ' '.repeat(word.length))
  const found = new Set<string>()
  for (const [code, list] of INDICATOR_PHRASES) {
    const masked = blank(words, anyOf(list))
    if (masked !== words) found.add(code)
    words = masked
  }
  if (found.size === 0 && anyOf(POPULATION_WEAK_WORDS).test(words)) found.add('SP.POP.TOTL')
  return found
}

const names = [
  ...COUNTRY_CODES.flatMap((c) => COUNTRY_NAMES[c]),
  ...PLACES_WITHIN,
  ...REGIONS_NAMED_LIKE_A_COUNTRY,
  ...CURRENCY_PHRASES,
  ...OTHER_COUNTRIES.slice(0, 40),
  ...INDICATOR_PHRASES.flatMap(([, list]) => list),
  ...POPULATION_WEAK_WORDS,
  ...SHARE_WORDS.map((w) => `${w} of the population`),
]
const words = [...new Set(names.flatMap((n) => n.split(' ')))]
const piece = fc.oneof(
  fc.constantFrom(...names),
  fc.constantFrom(...names).map((n) => n.split(' ').slice(0, -1).join(' ')),
  fc.constantFrom(...names).map((n) => n.toUpperCase()),
  fc.constantFrom(...words, 'US', 'UK', 'U.S.', 'U.K.', 'USA', 'GBR', 'IND', 'US$', 'in', '2024', '%', 'l’', 'É'),
)
const text = fc
  .array(fc.tuple(piece, fc.constantFrom(' ', '  ', ', ', '. ', '-', "'")), { maxLength: 10 })
  .map((parts) => parts.map(([p, s]) => p + s).join(''))

describe('the names a text gives, by phrase index', () => {
  it('finds the places, other countries and series the alternations found', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(countryMentions(t)).toEqual(referencePlaces(t))
        expect(otherCountryMentions(t)).toEqual(referenceOthers(t))
        expect([...indicatorsNamed(t)].sort()).toEqual([...referenceSeries(t)].sort())
      }),
      { seed: 38, numRuns: 3000 },
    )
  })

  it("holds no name of one of the eight inside or across another's (one index finds them all)", () => {
    const all = COUNTRY_CODES.flatMap((code) => COUNTRY_NAMES[code].map((name) => ({ code, words: name.split(' ') })))
    for (const a of all)
      for (const b of all) {
        if (a.code === b.code) continue
        // (b inside a, or a's end the start of b.)
        expect(` ${a.words.join(' ')} `.includes(` ${b.words.join(' ')} `)).toBe(false)
        for (let k = 1; k < a.words.length; k += 1)
          expect(a.words.slice(k).every((w, i) => b.words[i] === w) && b.words.length > a.words.length - k).toBe(false)
      }
  })

  it('reads a name cut by punctuation as no name ("United. States"), as the alternation did', () => {
    expect(countryMentions('the United. States grew')).toEqual([])
    expect(countryMentions('the United States grew').map((m) => m.code)).toEqual(['USA'])
    expect(countryMentions('New Mexico, not Mexico').map((m) => m.code)).toEqual(['MEX'])
  })
})
