// The claim layer's kit: what a shape declares about the claim its question makes (src/shapes/<id>/claim.ts), and
// the verdicts several shapes share. Gate 2 (src/gates/claims/) asks each shape, through src/shapes/layers/claims.ts,
// for the yes or no the facts give its polar question.
import type { Problem } from '../../problem.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import { changeFigureHolds, compareVerdict, overtakeVerdict, pairs, targetMet } from '../../reading/verdicts.js'
import type { ClaimEvidence, FactIndex } from './claim-facts.js'

export { FactIndex, type ClaimEvidence } from './claim-facts.js'

/** What one shape says of its claim; a shape with nothing of its own here has none of it. */
export interface ShapeClaim {
  /** The verdict a polar part of this shape gets from the facts, or null when the facts do not establish it. */
  verdict?(part: Part, facts: FactIndex, evidence: ClaimEvidence): boolean | null
  /**
   * "Since when has Nigeria had more people than Japan": the run of years a "since when" part asks about is the first
   * country ahead of the second (else: the first country's value bearing out the question's figure).
   */
  sinceAhead?: true
  /** "Since when has it been falling": the run is of the country's steps from the year before going the way asked. */
  sinceSteps?: true
  /**
   * Its own check of an answer's claim against the facts, for each part of this shape (gate 2 runs it on an answered
   * question's parts): the problems found, none when the facts establish what the answer says ("the year they were
   * closest" must be the year the facts give).
   */
  answerProblems?(part: Part, text: string, language: Language, facts: FactIndex, evidence: ClaimEvidence): Problem[]
  /**
   * The figures of an answer that no tool states but that this shape's own check establishes from the facts (a count
   * of years, "in 5 years", found right by `answerProblems`'s reckoning): where each stands in the text. Gate 2's figure
   * check leaves these to it; any other figure must still be a fact.
   */
  figures?(part: Part, text: string, language: Language, facts: FactIndex): { start: number; end: number }[]
}

/** The claim of a shape with nothing of its own here: no verdict of the facts answers its polar question. */
export const NO_CLAIM: ShapeClaim = {}

/** The year a part is about for a country: the one it names, else the latest the facts hold for that country. */
export const yearOfPart = (part: Part, facts: FactIndex, country: string) =>
  part.time.kind === 'year' ? part.time.year : (facts.years(country, part.indicator).at(-1) ?? null)

/** Two countries' values in one year, against each other (or the question's own margin). */
export function pairVerdict(part: Part, facts: FactIndex): boolean | null {
  const i = part.indicator
  const [a, b] = part.countries as [string, string]
  // (A margin asked with no way, "more than 20 points ahead", is the first country ahead by it.)
  const y = yearOfPart(part, facts, a)
  const p = y === null ? null : facts.pair(a, b, i, y)
  return p === null || (part.direction === undefined && !part.figure) ? null : compareVerdict(part, p[0], p[1])
}

/** One country's change over a span (or last year): its way, its target, or the question's own figure. */
export function changeVerdict(part: Part, facts: FactIndex): boolean | null {
  const i = part.indicator
  const [a] = part.countries as [string]
  // "Last year": the step into the latest year the facts hold, from the year before.
  const latest = facts.years(a, i).at(-1)
  if (part.time.kind === 'latest' && latest === undefined) return null
  const time = part.time.kind === 'latest' ? { kind: 'span' as const, from: latest! - 1, to: latest! } : part.time
  if (time.kind !== 'span') return null
  const held = facts.years(a, i).filter((y) => y <= time.to)
  const change = facts.change(a, i, time.from, held.at(-1) ?? time.to)
  if (!change) return null
  if (part.target)
    return change.ratio === null
      ? null
      : targetMet(part.target, (change.ratio - 1) * 100) !== (part.direction === 'down')
  const way = change.difference > 0 === (part.direction !== 'down')
  if (part.figure) {
    // The change in the way asked, against the question's own figure (a percent, or an amount).
    const percent = change.ratio === null ? null : (change.ratio - 1) * 100
    return changeFigureHolds(part, { percent, difference: change.difference })
  }
  return part.direction ? way : null
}

/** Two countries over every year of a span: which was ahead, year by year (`everyYear`: ahead in each of them). */
export function aheadVerdict(part: Part, facts: FactIndex, everyYear = false): boolean | null {
  const i = part.indicator
  const [a, b] = part.countries as [string, string]
  if (part.time.kind !== 'span') return null
  const [sa, sb] = [facts.series(a, i, part.time.from, part.time.to), facts.series(b, i, part.time.from, part.time.to)]
  if (!sa || !sb) return null
  const years = pairs(sa, sb)
  return years.length < 2 ? null : overtakeVerdict(part, years, everyYear)
}
