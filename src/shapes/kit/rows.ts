// What every row of the reading table shares: the slots a clause names (Slots), the row's type (Shape), the times a row
// takes, and the helpers rows read a clause with (its forms, its times, its parts). A question's part matches the first
// row whose words it uses (src/shapes/layers/rows.ts orders them); it must then have what that row needs (unmet), or it
// is declined with a reason that names the words. No row stands in for a neighbour with another meaning: "did India
// overtake the UK" is read over every year, never as a comparison of two years. Nothing here names a shape: a helper
// that builds parts takes the shape from its row.
import type { CountryCode, IndicatorCode } from '../../lexicon/codes.js'
import type { Form } from '../../lexicon/question-words.js'
import type { Decline, DeclineReason, Part, PartTime, QuotedFigure, ShapeId, TimeAsked } from '../../reading/schema.js'
import { foldWords } from '../../text/normalise.js'

/** What one clause of a question names, read once (reading/clause.ts). */
export interface Slots {
  countries: CountryCode[]
  indicators: IndicatorCode[]
  time: TimeAsked
  forms: ReadonlySet<Form>
  /** The words as typed that carry a form, for a reason that names them. */
  formWords: (...forms: Form[]) => string[]
  /** Places in a ranking ("second", "3rd"). */
  places: { place: number; text: string }[]
  /** "top 3", "bottom five". */
  top: number | null
  figure: QuotedFigure | null
  /** The figure is a margin between two values ("higher than Mexico's by more than 10 years"). */
  margin: boolean
  /** The figure is a level placed by its relation ("below 91 %"), not the amount of a change ("by 5 %"). */
  level: boolean
  polar: boolean
  negated: boolean
  /** "Has India now overtaken the UK": the present perfect with a word of the present (reading/question/time.ts). */
  perfect?: boolean
  /** A comparison asked downward: "less", "fewer", "lower", "behind", "poorer". */
  lower: boolean
  /** "Bigger in 2015 but smaller in 2023": a comparison's way for each year named, when the clause asks both ways. */
  lowerIn?: ReadonlyMap<number, boolean>
  /** "the total GDP of Japan and the UK": "total" with several countries. */
  total: string[]
  /** The years named, in the order typed ("higher in 2023 than in 2013": 2023 first); `time` holds them in order. */
  yearsTyped?: number[]
  /** The snapshot's first and last year. */
  years: readonly [number, number]
  /**
   * "How many years", "combien de fois": the words of a count of the years something held, as typed (none when the
   * clause counts nothing, or counts life expectancy's own unit: "how many years did it gain").
   */
  yearsCounted?: string[]
  /** "In more than 3 years", "en plus de 3 ans": the number of years a yes or no counts, as the question's figure. */
  yearsFigure?: QuotedFigure | null
  /**
   * "Was 2001 the UK's lowest GDP year", "2010 a-t-elle été l'année où la population du Japon a été la plus forte": a
   * year claimed as one country's own highest (lowest, biggest move) over its series, never its rank in that year
   * (reading/question/peak-claim.ts); `time` is then every year of the data.
   */
  claimedYear?: number
}

export type TimeKind = TimeAsked['kind']

/** A row's worked examples in both languages: the model prompt's, docs/shapes.md's, and questions the tests read. */
export interface Examples {
  en: string[]
  fr: string[]
}

export interface Shape {
  /** A row's name: the shape of its parts, or the reason a question of that kind is declined. */
  id:
    | ShapeId
    | DeclineReason
    | 'figure_change'
    | 'figure_ratio'
    | 'figure_over_years'
    | 'figure_margin'
    | 'rate_rank'
    | 'cagr_rate'
    | 'every_country'
    | 'biggest_move'
    | 'moved_since'
  /** The shape of its parts, when the row's name is not one. */
  gives?: ShapeId
  when: (s: Slots) => boolean
  /** The forms whose words a decline names. */
  cue: Form[]
  /** The words a decline names, when they are not only the cue's. */
  words?: (s: Slots) => string[]
  needs: { countries: [number, number]; time: TimeKind[] }
  /**
   * The reason a clause naming countries this row does not take is declined, when the row has one of its own ("the
   * average of Japan and India": `average_of_some`); such a clause is then never read as a filter of the eight.
   */
  countriesDecline?: DeclineReason
  /** What a question of this shape asks, exactly (docs/shapes.md's table). */
  meaning: { en: string; fr: string }
  examples: Examples
  /** The parts, one per country or series asked; or the reason the tools cannot answer it. */
  read: (s: Slots) => Part[] | DeclineReason
  /**
   * It reads a count of the years something held ("how many years", "in more than 3 years"): a clause that counts
   * years and matches any other row is declined, naming the words, never answered with one year or a yes or no.
   */
  countsYears?: true
  /** It reads a year claimed as a peak of one country's own series (`claimedYear`): such a clause asks it first. */
  readsClaimedYear?: true
}

export const has = (s: Slots, ...forms: Form[]) => forms.some((f) => s.forms.has(f))
export const ranked = (s: Slots) => has(s, 'high', 'low', 'rank', 'top')
export const twoYears = (t: TimeAsked) => t.kind === 'span' || (t.kind === 'years' && t.years.length >= 2)
export const order = (s: Slots): 'highest' | 'lowest' => (has(s, 'low') && !has(s, 'high') ? 'lowest' : 'highest')

/**
 * "Has it ever dropped below 91 % since 2014", "did it fall under 125 million between 2010 and 2024": a figure over a
 * span that is a level (asked "ever", or placed by "below", "above" with no "by"), which every year's value answers,
 * never the change between the two ends.
 */
export const levelOverYears = (s: Slots) => s.figure !== null && !s.margin && (has(s, 'ever') || s.level)

/** "Did Japan fall below the UK", "was Nigeria ever less populous": the second ahead of the first, asked the other way. */
export const turned = (s: Slots): Slots => (s.lower ? { ...s, countries: [...s.countries].reverse() } : s)

/** One part per series (and per country for `each`), with what every part of the question shares. */
export function parts(s: Slots, shape: ShapeId, time: PartTime, extra: Partial<Part> = {}, each = false): Part[] {
  const groups = each ? s.countries.map((c) => [c]) : [s.countries]
  return s.indicators.flatMap((indicator) =>
    groups.map((countries) => ({
      shape,
      countries,
      indicator,
      time,
      polar: s.polar,
      ...(s.negated ? { negated: true as const } : {}),
      ...extra,
    })),
  )
}

/** The way a change is asked: "rise" up, "fall" down; both or neither, none. */
export const wayAsked = (s: Slots): 'up' | 'down' | undefined =>
  has(s, 'up') && !has(s, 'down') ? 'up' : has(s, 'down') && !has(s, 'up') ? 'down' : undefined

/** One year: the year named, or the latest year with a value. */
export const oneYear = (t: TimeAsked): PartTime =>
  t.kind === 'year' ? { kind: 'year', year: t.year } : { kind: 'latest' }
/** Two ends: a span, or the first and last of several years. */
export function ends(t: TimeAsked): PartTime {
  if (t.kind === 'span') return { kind: 'span', from: t.from, to: t.to, ...(t.since ? { since: true as const } : {}) }
  if (t.kind === 'years') return { kind: 'span', from: Math.min(...t.years), to: Math.max(...t.years) }
  throw new Error('two years expected')
}
/** Every year: the span named; up to a year named; or every year of the data. */
export function everyYear(t: TimeAsked, [first, last]: readonly [number, number]): PartTime {
  if (t.kind === 'span' || t.kind === 'years') return ends(t)
  if (t.kind === 'year') return { kind: 'span', from: first, to: t.year }
  return { kind: 'span', from: first, to: last }
}

/**
 * "Quel pays a le PIB par habitant le plus bas en 2024, et de combien ?": "by how much" of a ranking's end, with no
 * country named, asks by how much that end leads the next country: the end, its value, and the margin over the second
 * (the extreme row gives them), not a change. (One end only, and no comparison: "how much higher than the lowest" is
 * none.)
 */
export const endByHowMuch = (s: Slots) =>
  s.countries.length === 0 &&
  has(s, 'difference') &&
  has(s, 'high') !== has(s, 'low') &&
  !has(s, 'compare', 'change', 'up', 'down') &&
  asksAmountAlone(s.formWords('difference'))
/** The words of a difference that ask an amount alone, with no comparative of their own ("how much higher" has one). */
const AMOUNT_ASKED = new Set([
  'by how much',
  'how much',
  'de combien',
  'combien',
  'how far ahead',
  'by what margin',
  'what margin',
  'margin',
  'lead',
  'its lead',
  'how big a lead',
  'avec quelle avance',
  'quelle avance',
  'avance',
])
/** Words of a difference that ask an amount alone ("by how much", "how far ahead", "avec quelle avance"). */
export const asksAmountAlone = (words: readonly string[]) =>
  words.length > 0 && words.every((w) => AMOUNT_ASKED.has(foldWords(w).trim()))

/** "The annual growth rate", "taux de croissance annuel": a rate a year, compounded over a span of years. */
export const annualRate = (s: Slots) =>
  has(s, 'annual') || s.formWords('growth_rate').some((w) => /\b(?:annual|yearly|annuel|annuelle)\b/.test(foldWords(w)))
/**
 * The step into one year: "in 2023", from 2022; "last year" (or no year, for a growth rate), into the latest year
 * with a value, from the year before; null when there is no year before in the data.
 */
export function stepInto(t: TimeAsked, first: number, latest: boolean): PartTime | null {
  if (t.kind === 'year') return t.year > first ? { kind: 'span', from: t.year - 1, to: t.year } : null
  if (t.kind === 'latest' && (t.lastYear || latest)) return { kind: 'latest' }
  if (t.kind === 'none' && latest) return { kind: 'latest' }
  return null
}

export const ALL_TIMES: TimeKind[] = ['none', 'latest', 'year', 'years', 'span', 'ever']
export const ONE_YEAR: TimeKind[] = ['none', 'latest', 'year']
export const TWO_YEARS: TimeKind[] = ['span', 'years']

/** What a row needs and a clause lacks, as a reason that names the row's words. */
export function unmet(shape: Shape, s: Slots): Decline | null {
  const [min, max] = shape.needs.countries
  const n = s.countries.length
  // (A multiple of the question's own is named by its words, never its figure, which no tool gave: "5 times" is "times".)
  // (The words are read only for a decline: most clauses meet their shape's needs.)
  const cueWords = () =>
    s.formWords(...shape.cue).flatMap((w) => {
      const bare = /\d/.test(w) ? w.replace(/[\d.,-]+\s*/g, '').trim() : w
      return bare === '' ? [] : [bare]
    })
  const indicator = s.indicators[0] ?? null
  if (n < min || n > max) {
    if (n === 0 && !shape.countriesDecline && (s.figure !== null || has(s, 'all')))
      // "Which countries had more than 100 million people", "did it rise in every country": a filter of the eight.
      // (The figure is not quoted back: a number in a decline is one no tool gave; nor is the group's "8" of "des 8",
      // "the 8", the eight countries, which the reason names in words.)
      return { reason: 'filter', words: s.formWords('all').filter((w) => !/\d/.test(w)), indicator }
    const reason: DeclineReason =
      shape.countriesDecline ??
      (min >= 2 || max === 2 ? 'two_countries' : n === 0 ? 'no_country' : max === 1 ? 'one_country' : 'not_understood')
    return { reason, words: cueWords(), indicator }
  }
  if (!shape.needs.time.includes(s.time.kind)) {
    const reason: DeclineReason = shape.needs.time.includes('span') ? 'two_years' : 'one_year'
    return { reason, words: cueWords(), indicator }
  }
  return null
}
