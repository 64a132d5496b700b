// A part whose country is another part's answer ("which country had the lowest access in 2000, and what was it in
// 2023?"): the country at the end of the ranking that part shows, read off the same result the composer words, so that
// the plan asks for the country the answer names and the answer names the country the plan asked for.
//
// The ranking read off and its end's pair live in src/shapes/kit/ranking-end.ts (a shape's plan uses them).
import type { CountryCode } from '../lexicon/codes.js'
import type { Part, QuestionReading } from '../reading/schema.js'
import { isRankingEnd } from '../shapes/layers/reading.js'
import type { RankResult, ToolOutcome } from '../tools/toolbox.js'
import { rankingShown, ranksOf } from '../shapes/kit/ranking-end.js'
import { PLANS } from '../shapes/layers/plans.js'

export { leadPair, rankingShown, ranksOf } from '../shapes/kit/ranking-end.js'

/** The countries at a ranking's end: the one there, or every country that shares its value (none past a tie). */
export function endCountries(part: Part, r: RankResult): CountryCode[] {
  const place = PLANS[part.shape].endAtPlace ? (part.place ?? 1) : 1
  const at = part.order === 'lowest' ? r.ranking[r.ranking.length - place] : r.ranking[place - 1]
  if (!at) return []
  const names = r.ranking.filter((e) => e[2] === at[2]).map((e) => e[1] as CountryCode)
  // (The second highest when four share the top: the answer shows the ranking, and names no one country.)
  return place > 1 && names.length > 1 ? [] : names
}

/**
 * The parts a following part stands for once its source's result is in: one per country at the source's end, each
 * with that country; null while the source has no result (or no single answer).
 */
export function resolvedParts(
  reading: Pick<QuestionReading, 'parts'>,
  part: Part,
  outcomes: Iterable<ToolOutcome>,
): Part[] | null {
  const source = part.of_part === undefined ? undefined : reading.parts[part.of_part]
  if (!isRankingEnd(source)) return null
  const shown = rankingShown(source, ranksOf(outcomes, source.indicator))
  const countries = shown ? endCountries(source, shown) : []
  if (countries.length === 0) return null
  const { of_part: _source, ...rest } = part
  return countries.map((c) => ({ ...rest, countries: [c] }))
}
