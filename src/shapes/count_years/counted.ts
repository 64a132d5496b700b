// What "the years X held" means, once: of the years of the span with a value, those in which the series was above
// (below) the question's figure; or moved from the year before the way asked (the step from the span's previous year
// with a value, so the span's first year is never counted); or, asked as a growth rate, whose percent change from the
// year before bears out the question's figure. The sentence and the claim ask it here, so that the years said and the
// years gate 2 expects cannot drift; the corpus reckons its expected answers by its own code.
import type { Part } from '../../reading/schema.js'
import { figureHolds } from '../../reading/verdicts.js'

/** One year's value, in year order. */
export interface Known {
  year: number
  v: number
}

/** What a part counts: a level against its figure, a move the way asked, or a yearly rate against its figure. */
export type Counting = 'level' | 'move' | 'rate'

export const countingOf = (part: Part): Counting =>
  part.faster ? 'rate' : part.direction !== undefined ? 'move' : 'level'

/**
 * The years counted, of the values known (in year order): for a level, every year with a value; for a move or a rate,
 * every step from the year before (the years after the first). `of`: the years that could be counted.
 */
export function countedYears(part: Part, known: readonly Known[]): { years: Known[]; of: number } {
  const how = countingOf(part)
  if (how === 'level') return { years: known.filter((p) => figureHolds(part, p.v)), of: known.length }
  const up = part.direction !== 'down'
  const steps = known.slice(1).map((p, k) => ({ p, before: known[k]! }))
  const held = steps.filter(({ p, before }) => {
    if (how === 'move') return up ? p.v > before.v : p.v < before.v
    // (A rate asked of a fall is the fall's size: "fell by more than 1 %" is a percent change below -1 %; "grew by
    // less than 1 %" counts the years it grew, by less than that.)
    const rate = before.v === 0 ? Number.NaN : (p.v / before.v - 1) * 100
    return Number.isFinite(rate) && (up ? rate > 0 : rate < 0) && figureHolds(part, up ? rate : -rate)
  })
  return { years: held.map(({ p }) => p), of: steps.length }
}

/**
 * The count asked yes or no ("did it fall in more than 3 years"): a move's figure is the number of years asked, and
 * the verdict whether the count bears it out.
 */
export const countAsked = (part: Part) => countingOf(part) === 'move' && part.figure !== undefined

/** A series' known values within the part's span, in year order. */
export function knownIn(part: Part, series: ReadonlyMap<number, number | null | undefined>): Known[] {
  const [from, to] =
    part.time.kind === 'span' ? [part.time.from, part.time.to] : [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]
  return [...series.entries()]
    .flatMap(([year, v]) => (v === null || v === undefined || year < from || year > to ? [] : [{ year, v }]))
    .sort((x, y) => x.year - y.year)
}
