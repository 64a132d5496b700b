// Gate 2's check of "since when": the year an answer says a claim has held since must open the run of years it held
// that lasts to the latest year with values.
import { indicatorLabel } from '../../lexicon/names.js'
import type { QuestionReading } from '../../reading/schema.js'
import { figureHolds, heldSince, pairs, stepsFromYearBefore } from '../../reading/verdicts.js'
import { claimOf } from '../../shapes/layers/claims.js'
import type { FactIndex } from '../../shapes/kit/claim-facts.js'
import { foldInPlace } from '../../text/normalise.js'
import type { Problem } from '../../problem.js'
import { countryName } from './types.js'
import { SINCE_YEAR } from './words.js'

const EVERY_SINCE_YEAR = new RegExp(SINCE_YEAR.source, 'g')

/**
 * "Since when has Nigeria had more people than Japan": every "since <year>" the answer says must be the first year of
 * the run of years the claim held that lasts to the latest year with values (every year from it to the end held, the
 * year before did not, or it is the first year with values), and an answer to a claim that held at the end names it;
 * one that did not hold at the end says no "since".
 */
export function sinceProblems(
  text: string,
  reading: QuestionReading | null,
  facts: FactIndex,
  quoted: (at: number) => boolean,
): Problem[] {
  // (Folded in place, with a space before it: a match, from the space before "since", starts where the word does.)
  const said = [...foldInPlace(text).matchAll(EVERY_SINCE_YEAR)]
    .filter((m) => !quoted(m.index))
    .map((m) => Number(m[1]))
  const problems: Problem[] = []
  for (const part of reading?.parts ?? []) {
    if (!part.since_when || part.time.kind !== 'span') continue
    const { from, to } = part.time
    const [a, b] = part.countries as [string, string | undefined]
    const i = part.indicator
    // (Whether the run is the first country ahead of the second, or its value bearing out the question's figure.)
    // (Or, "since when has it been falling", its steps from the year before going the way asked.)
    const ahead = claimOf(part.shape).sinceAhead === true
    const steps = claimOf(part.shape).sinceSteps === true
    const up = part.direction !== 'down'
    const label = ahead
      ? `${countryName(a)}'s ${indicatorLabel(i)} ahead of ${countryName(b!)}'s`
      : steps
        ? `${countryName(a)}'s ${indicatorLabel(i)} ${up ? 'rising' : 'falling'} from the year before`
        : `${countryName(a)}'s ${indicatorLabel(i)} bearing out the question's figure`
    const sa = facts.series(a, i, from, to)
    const sb = b === undefined ? undefined : facts.series(b, i, from, to)
    if (!sa || (ahead && !sb)) {
      problems.push({
        code: 'unsupported_claim',
        detail: `the facts do not hold every year from ${from} to ${to}, so since when ${label} cannot be checked`,
      })
      continue
    }
    const known = [...sa.entries()].flatMap(([year, v]) => (v === null ? [] : [{ year, v }]))
    const run = ahead
      ? heldSince(pairs(sa, sb!), (p) => p.ahead)
      : steps
        ? heldSince(stepsFromYearBefore(known), (p) => (up ? p.v > p.before : p.v < p.before))
        : heldSince(known, (p) => figureHolds(part, p.v))
    if (!run) continue
    if (!run.held) {
      for (const y of said)
        problems.push({
          code: 'wrong_year',
          detail: `the facts do not give ${label} in ${run.latest.year}, the latest year with values, so it holds since no year; the answer says since ${y}`,
        })
      continue
    }
    const since = run.since.year
    const wrong = said.filter((y) => y !== since)
    if (wrong.length > 0 || said.length === 0)
      problems.push({
        code: 'wrong_year',
        detail: `the facts give ${since} as the first year of the run of years with ${label} that lasts to ${run.latest.year}; the answer ${wrong.length > 0 ? `says since ${wrong.join(', ')}` : 'does not name it'}`,
      })
  }
  return problems
}
