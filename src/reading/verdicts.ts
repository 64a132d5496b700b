// What a yes-or-no part of a question means, computed from values: the planner writes its verdict with these, and
// gate 2 checks a model's verdict with the same functions, so that both read "did A overtake B" the one way.
import { INDICATOR_WORDS } from '../lexicon/names.js'
import type { Part } from './schema.js'
import { detectLanguage } from '../text/language.js'
import { readNumbers } from '../text/numbers.js'
import { paceByPercent } from '../shapes/kit/reading.js'

/** Whether the data's value bears out the question's own figure, at the tolerance docs/gates.md states. */
export function figureHolds(part: Pick<Part, 'figure'>, value: number): boolean {
  const f = part.figure!
  switch (f.relation) {
    case 'more':
      return value > f.value
    case 'least':
      return value >= f.value
    case 'less':
      return value < f.value
    case 'most':
      return value <= f.value
    case 'about':
      // (Within 5 %: never stricter than the bare figure, whose range at two significant figures or more lies inside.)
      return within5(f.value, value)
    case 'nearly':
      return value <= f.value && value >= 0.95 * f.value - slack(f.value)
    case 'exactly':
      return roundsTo(f, value)
  }
}

const within5 = (figure: number, value: number) => Math.abs(value - figure) <= 0.05 * Math.abs(figure) + slack(figure)

/** Floating point's error at a range's end: 1.9 is 5 % below 2, though 2 - 1.9 is 0.10000000000000009. */
const slack = (figure: number) => Math.abs(figure) * 1e-12

/**
 * The unit a bare figure of the question is read to: its last digit shown ("2.5" the tenth, "2.50" the hundredth, a
 * plain number's zeros count: "20 points" the unit), the zeros before a scale word not counting ("125 million" the
 * million), and never coarser than two significant figures, as a fact-checker reads a round figure: "10 million" is
 * 9.5 to 10.5 million (not 7.3 million), "twice" 1.95 to 2.05 (not 2.16), "84 years" 83.5 to 84.5.
 */
export function claimUnit(f: Pick<NonNullable<Part['figure']>, 'text' | 'value'>): number {
  const scaled = /\b(thousand|million|billion|trillion|mille|milliers?|millions?|milliards?|billions?|bn|k|m)\b/i.test(
    f.text,
  )
  const shown = f.text.replace(/[^0-9]/g, '').replace(/^0+/, '')
  // ("29 298,0 milliards", "29,298.0 billion": zeros written after a decimal separator are digits the figure is read
  // to; only a whole number's trailing zeros before a scale say nothing of its precision, "4 200 milliards".)
  const decimals = readNumbers(f.text, detectLanguage(f.text))[0]?.fraction ?? ''
  const digits = (scaled && decimals === '' ? shown.replace(/0+$/, '') : shown).length
  const magnitude = Math.floor(Math.log10(Math.abs(f.value))) + 1
  return 10 ** (magnitude - Math.max(2, digits))
}

/**
 * The values a figure of the question holds for, said as a range in read-as (none for more, at least, less): the bare
 * figure's rounding range (its low end in, its high end out), about's 5 % either side, nearly's 5 % below.
 */
export function figureRange(f: NonNullable<Part['figure']>): { low: number; high: number } | null {
  const unit = claimUnit(f)
  // (Decimal arithmetic on binary doubles: the ends are cut to the digits they have, 1.95 and not 1.9500000000000002.)
  const places = Math.min(12, Math.max(0, 1 - Math.floor(Math.log10(unit))))
  const at = (x: number) => Number(x.toFixed(places + 2))
  switch (f.relation) {
    case 'exactly':
      return { low: at(f.value - unit / 2), high: at(f.value + unit / 2) }
    case 'about':
      return { low: at(f.value - 0.05 * Math.abs(f.value)), high: at(f.value + 0.05 * Math.abs(f.value)) }
    case 'nearly':
      return { low: at(0.95 * f.value), high: f.value }
    default:
      return null
  }
}

/**
 * The value rounded (half away from zero) to the unit the figure is read to is the figure: "125 million" is 125,124,989
 * rounded to the million; "10 million" is not 7,342,908. Compared to a thousandth of the unit: 4.1 × 10^6 is not
 * exactly 4,100,000 in floating point.
 */
function roundsTo(f: NonNullable<Part['figure']>, value: number): boolean {
  const unit = claimUnit(f)
  if (!Number.isFinite(unit) || unit === 0) return value === f.value
  // (Nine places first: 2.05 / 0.1 is 20.499999999999996 in floating point, and 2.05 is 2.1 to the tenth.)
  const rounded = Math.sign(value) * Math.round(Number((Math.abs(value) / unit).toFixed(9)))
  return Math.abs(rounded * unit - f.value) < unit / 1000
}

/**
 * A comparison's verdict from both values: whether the first is above (below, `direction` down) the second and, with
 * the question's own margin ("by more than 15 years"), by that margin: the difference for an amount (in points for a
 * share), the difference over the second's value for a percent of another measure.
 */
export function compareVerdict(part: Pick<Part, 'figure' | 'direction' | 'indicator'>, a: number, b: number): boolean {
  const up = part.direction !== 'down'
  if (!part.figure) return a > b === up
  const ahead = up ? a > b : a < b
  const byPercent = part.figure.percent && INDICATOR_WORDS[part.indicator].kind !== 'percent'
  const margin = byPercent ? (Math.abs(a - b) / Math.abs(b)) * 100 : Math.abs(a - b)
  return ahead && figureHolds(part, margin)
}

/** One year of two series: both values, and whether the first was ahead. */
export interface YearPair {
  year: number
  a: number
  b: number
  ahead: boolean
}

/** The years both series have a value, in order. */
export function pairs(a: ReadonlyMap<number, number | null>, b: ReadonlyMap<number, number | null>): YearPair[] {
  return [...a.entries()]
    .sort((x, y) => x[0] - y[0])
    .flatMap(([year, x]) => {
      const y = b.get(year)
      return x == null || y == null ? [] : [{ year, a: x, b: y, ahead: x > y }]
    })
}

/** The first year the first series was ahead after being behind: an overtaking. */
export const crossingOf = (years: readonly YearPair[]) => years.find((p, k) => k > 0 && p.ahead && !years[k - 1]!.ahead)

/**
 * The verdict of an overtaking part over every year of its span: "in 2012" asks whether A was ahead that year; "ever"
 * whether A was ahead in any year; `now` ("has A overtaken B") whether A overtook B and is ahead in the last year;
 * otherwise whether A overtook B within the span (behind, then ahead); `everyYear`
 * (the shape asks "ahead every year"), whether A was ahead in each; a negated question ("never") the opposite.
 */
export function overtakeVerdict(
  part: Pick<Part, 'at' | 'ever' | 'negated' | 'now'>,
  years: readonly YearPair[],
  everyYear = false,
): boolean {
  const yes = everyYear
    ? years.every((p) => p.ahead)
    : part.at !== undefined
      ? years.at(-1)!.ahead
      : part.ever
        ? years.some((p) => p.ahead)
        : // ("Has it overtaken": ahead in the latest year, having been behind before; ahead in every year, or passed
          // and then behind again, is no.)
          part.now
          ? crossingOf(years) !== undefined && years.at(-1)!.ahead
          : crossingOf(years) !== undefined
  return part.negated ? !yes : yes
}

/**
 * The years an every-year question does not hold: for "rise every year", each step that did not rise; for "never
 * fell" (`never`), each step that fell.
 */
export function yearsAgainst(known: readonly { year: number; v: number }[], part: Pick<Part, 'direction' | 'never'>) {
  const up = part.direction !== 'down'
  return part.never
    ? known.slice(1).filter((p, k) => (up ? p.v > known[k]!.v : p.v < known[k]!.v))
    : stepsAgainst(known, up)
}

/** The years a series did not move the way asked ("rise every year"): each step against it. */
export function stepsAgainst(known: readonly { year: number; v: number }[], up: boolean) {
  return known.slice(1).filter((p, k) => (up ? p.v <= known[k]!.v : p.v >= known[k]!.v))
}

/** A change's verdict: "did it double (triple, halve)", "did it recover its first year's level". */
export function targetMet(target: NonNullable<Part['target']>, percentChange: number): boolean {
  const goal = target === 'double' ? 100 : target === 'triple' ? 200 : target === 'halve' ? -50 : 0
  return target === 'halve' ? percentChange <= goal : percentChange >= goal
}

/** One year's known value. */
export interface YearValue {
  year: number
  v: number
}

/**
 * A figure of the question's own over every year of a span. "ever": whether it held in some year; "crossed" ("when did
 * it pass"): the first year it held after a year it did not (none when it held from the first year: the crossing is
 * earlier than the data, and the verdict unknown); otherwise whether it held in every year. A negated question the
 * opposite.
 */
export function figureOverYears(
  part: Pick<Part, 'figure' | 'ever' | 'crossed' | 'negated'>,
  known: readonly YearValue[],
) {
  const held = known.map((p) => figureHolds(part, p.v))
  const crossing = known.find((_, k) => k > 0 && held[k] && !held[k - 1])
  const before = crossing ? known[known.indexOf(crossing) - 1] : undefined
  const earlier = part.crossed === true && held[0] === true
  const yes = part.ever ? held.some(Boolean) : part.crossed ? crossing !== undefined : held.every(Boolean)
  return {
    held: known.filter((_, k) => held[k]),
    against: known.filter((_, k) => !held[k]),
    crossing,
    before,
    /** Held from the first year of the data: when it crossed is earlier than the data. */
    earlier,
    verdict: known.length === 0 || earlier ? null : part.negated ? !yes : yes,
  }
}

/**
 * A change against the question's own figure ("did it fall by more than 20 %", "grow by 10 million"): the change in
 * the way asked (a fall counted as a positive amount), or its size when no way is asked; never a change the other way.
 */
export function changeFigureHolds(
  part: Pick<Part, 'figure' | 'direction' | 'faster'>,
  change: { percent: number | null; difference: number },
): boolean | null {
  const measured = part.figure!.percent ? change.percent : change.difference
  if (measured === null) return null
  // A growth rate against a figure ("above 5 %"): the rate as it is, a fall a negative rate.
  if (part.faster) return figureHolds(part, measured)
  if (part.direction === undefined) return figureHolds(part, Math.abs(measured))
  const sign = part.direction === 'down' ? -1 : 1
  return Math.sign(change.difference) === sign && figureHolds(part, measured * sign)
}

/**
 * Each year with a value whose year before has one, with that value: the steps a "since when has it been falling
 * (rising)" run is read over, by the planner and by gate 2 alike.
 */
export function stepsFromYearBefore(known: readonly { year: number; v: number }[]) {
  return known.flatMap((p, k) =>
    k > 0 && known[k - 1]!.year === p.year - 1 ? [{ ...p, before: known[k - 1]!.v }] : [],
  )
}

/**
 * "Since when" over every year with values, in order: the run of years the claim held that lasts to the latest one.
 * Held in the latest year: `since`, the run's first year, and `before`, the year before it, when it did not hold (none:
 * it held in every year, so since the first year of the data, and the data says nothing earlier). Not held in the
 * latest year: `lastHeld`, the last year it did, if any. The planner writes it and gate 2 checks it with this one.
 */
export function heldSince<T extends { year: number }>(years: readonly T[], holds: (p: T) => boolean) {
  const latest = years.at(-1)
  if (latest === undefined) return null
  if (!holds(latest)) return { latest, held: false as const, lastHeld: [...years].reverse().find(holds) }
  let k = years.length - 1
  while (k >= 0 && holds(years[k]!)) k -= 1
  return { latest, held: true as const, since: years[k + 1]!, before: k >= 0 ? years[k] : undefined }
}

/** One step of a series: the move into `year` from the year before, and its ratio (null from a zero). */
export interface YearStep {
  year: number
  move: number
  ratio: number | null
}

/**
 * "The biggest fall in percent from one year to the next": of a series' steps, the largest (smallest) one that way,
 * by percent (`byPercent`) or by the difference; null when none went that way. The planner fetches its change and
 * writes it with the same function.
 */
export function biggestStep(
  values: Readonly<Record<string, number | null>>,
  up: boolean,
  byPercent: boolean,
): YearStep | null {
  const known = new Map(Object.entries(values).flatMap(([y, v]) => (v === null ? [] : [[Number(y), v] as const])))
  const steps = [...known].flatMap(([year, v]) => {
    const before = known.get(year - 1)
    return before === undefined ? [] : [{ year, move: v - before, ratio: before === 0 ? null : v / before - 1 }]
  })
  const measure = (x: YearStep) => (byPercent ? x.ratio : x.move)
  return steps
    .filter((x) => measure(x) !== null && (up ? measure(x)! > 0 : measure(x)! < 0))
    .reduce<YearStep | null>(
      (b, x) => (!b || (up ? measure(x)! > measure(b)! : measure(x)! < measure(b)!) ? x : b),
      null,
    )
}

/** One country's change between two years, as both the planner's results and gate 2's facts hold it. */
export interface ChangeMeasure {
  /** The difference, in the series' own unit (percentage points for a share, years, people, US dollars). */
  difference: number
  /** The percent change; null where the first year's value is zero. */
  percent: number | null
}

/**
 * Two countries' changes compared ("did Brazil's internet use grow faster than Mexico's", "did it rise more in Brazil
 * than in Mexico, in points"): by percent change when the part asks a pace (`faster` set: "faster", "in percent"),
 * else by the difference in the series' own unit ("rose more", "by more points": a share in points, GDP in current US
 * dollars), the first's against the second's, upward unless asked "slower", "less", "fell more" (`direction` down).
 * True when the first's change is above (below) the second's; null when the measure is not there to compare.
 */
export function paceVerdict(
  part: Pick<Part, 'faster' | 'direction'>,
  a: ChangeMeasure,
  b: ChangeMeasure,
): boolean | null {
  const byPercent = paceByPercent(part)
  const [x, y] = byPercent ? [a.percent, b.percent] : [a.difference, b.difference]
  if (x === null || y === null) return null
  const higher = byPercent ? part.faster !== false : part.direction !== 'down'
  return higher ? x > y : x < y
}

/** A pace part compares percent changes unless it was read "by the difference": its reading's (shapes/kit/reading.ts). */
export { paceByPercent }

/**
 * "Was 2001 the UK's lowest GDP year", "was 2009 the year US GDP fell the most": a year claimed as one country's own
 * peak, against its series over the span (the year `at`). The year of its highest (lowest) value, the first year that
 * had it as the tools' summary gives it; with `direction`, the year of its biggest move that way (`faster`: in percent);
 * the verdict whether that year is the one claimed. Null when the series has no such year. The planner writes it, and
 * gate 2 checks a verdict, with this one.
 */
export function peakClaim(
  part: Pick<Part, 'at' | 'order' | 'direction' | 'faster'>,
  values: Readonly<Record<string, number | null>>,
): { year: number; verdict: boolean } | null {
  if (part.at === undefined) return null
  if (part.direction) {
    const step = biggestStep(values, part.direction === 'up', part.faster === true)
    return step ? { year: step.year, verdict: step.year === part.at } : null
  }
  const known = Object.entries(values)
    .flatMap(([y, v]) => (v === null ? [] : [{ year: Number(y), v }]))
    .sort((a, b) => a.year - b.year)
  if (known.length === 0) return null
  const low = part.order === 'lowest'
  const end = known.reduce((best, p) => ((low ? p.v < best.v : p.v > best.v) ? p : best))
  return { year: end.year, verdict: end.year === part.at }
}
