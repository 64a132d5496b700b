// Two countries' values of a series year by year, as the shapes that follow which was ahead say them: every year with
// values for both, the first and the last, each year's figures, and the words that name the second country's value.
import type { CountryCode, IndicatorCode } from '../../lexicon/codes.js'
import { COUNTRY_FORMS, countryName, INDICATOR_WORDS } from '../../lexicon/names.js'
import { bareValue, capitalise, subject } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { pairs, type YearPair } from '../../reading/verdicts.js'
import type { Language } from '../../text/language.js'
import { nameOf, pairOf, short, verdict, type Results } from './sentence.js'

/** Two countries' years side by side, and the words a sentence about which was ahead is made of. */
export interface AheadYears {
  i: IndicatorCode
  a: CountryCode
  b: CountryCode
  /** Every year with values for both, the first year first. */
  years: YearPair[]
  start: YearPair
  end: YearPair
  from: number
  to: number
  /**
   * A year's figures: "2010: Brazil 40.7% of the population, Mexico 31.1% of the population"; in the compact form, a
   * mark that `keyed` turns into "2010: Brazil 40.7% vs Mexico 31.1% of the population" (the first of a sentence)
   * or "2010: Brazil 40.7% vs Mexico 31.1%" (each later one).
   */
  fig: (p: { year: number; a: number; b: number }) => string
  /** One sentence, its compact figures written out: the first names the countries and the unit, once. */
  keyed: (sentence: string) => string
  /** The first country's series ("Internet use in Brazil"), and the second's value ("that of Mexico"). */
  sA: string
  of: string
  /** "supérieur(e)": French agrees with the series' gender. */
  higherFr: string
  behind: YearPair[]
  ahead: YearPair[]
  /** The sentence, opened by a verdict when the question asks yes or no. */
  judged: (yes: boolean, text: string) => string
}

/** The marks of a compact figure, which no sentence's words hold: year, the two values (as numbers), end. */
const MARK = { open: '\u{e000}', sep: '\u{e001}', close: '\u{e002}' }
const MARKED = /\u{e000}(\d+)\u{e001}([^\u{e001}]+)\u{e001}([^\u{e002}]+)\u{e002}/gu

/**
 * Did A overtake B, or was it ever (or every year) ahead: computed over every year of the span that has values for
 * both; none when fewer than two years have them.
 */
export function aheadYears(part: Part, r: Results, lang: Language, compact = false): AheadYears | null {
  const i = part.indicator
  const [a, b] = pairOf(part)
  // (Its own span's years only: "did it overtake in 2008 and 2009" is two parts, each judged to its own year.)
  const t = part.time
  const years = pairs(r.series(a, i), r.series(b, i)).filter(
    (p) => t.kind !== 'span' || (p.year >= t.from && p.year <= t.to),
  )
  if (years.length < 2) return null
  const start = years[0]!
  const end = years.at(-1)!
  const [from, to] = [start.year, end.year]
  const colon = lang === 'fr' ? ' :' : ':'
  const fig = (p: { year: number; a: number; b: number }) =>
    compact
      ? `${MARK.open}${p.year}${MARK.sep}${p.a}${MARK.sep}${p.b}${MARK.close}`
      : `${p.year}${colon} ${countryName(a, lang)} ${short(i, p.a, lang)}, ${countryName(b, lang)} ${short(i, p.b, lang)}`
  // (The unit after the second figure, as its short form says it: "de dollars US courants" after "milliards".)
  const vs = lang === 'fr' ? 'contre' : 'vs'
  const keyed = (sentence: string) => {
    let first = true
    return sentence.replace(MARKED, (_, year: string, x: string, y: string) => {
      const [va, vb] = [bareValue(i, Number(x), lang), bareValue(i, Number(y), lang)]
      // (Each figure keeps its country's name: gate 2 holds a figure to the country its clause or its own words name.)
      const unit = first ? short(i, Number(y), lang).slice(vb.length) : ''
      first = false
      return `${year}${colon} ${countryName(a, lang)} ${va} ${vs} ${countryName(b, lang)} ${vb}${unit}`
    })
  }
  const sA = subject(i, a, lang)
  const feminine = INDICATOR_WORDS[i].feminineFr
  const of = lang === 'fr' ? `${feminine ? 'celle' : 'celui'} ${COUNTRY_FORMS[b]!.frOf}` : `that of ${nameOf(b, lang)}`
  const higherFr = feminine ? 'supérieure' : 'supérieur'
  const behind = years.filter((p) => !p.ahead)
  const ahead = years.filter((p) => p.ahead)
  // "When did Nigeria overtake Japan" asks a year: no verdict opens the answer.
  const judged = (yes: boolean, text: string) => (part.polar ? verdict(yes, text, lang) : capitalise(text))
  return { i, a, b, years, start, end, from, to, fig, keyed, sA, of, higherFr, behind, ahead, judged }
}
