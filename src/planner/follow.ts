// A part whose country is another part's answer ("which country had the lowest access in 2000, and what was it in
// 2023?"): the country at the end of the ranking that part shows, read off the same result the composer words, so that
// the plan asks for the country the answer names and the answer names the country the plan asked for.
import type { CountryCode } from '../lexicon/codes.js'
import { isRankingEnd, type Part, type QuestionReading } from '../reading/schema.js'
import type { RankResult, ToolOutcome } from '../tools/toolbox.js'

/** Every rank_countries result of a series, the latest year first (as the composer looks them up). */
export function ranksOf(outcomes: Iterable<ToolOutcome>, indicator: string): RankResult[] {
  return [...outcomes]
    .filter((o): o is RankResult & { ok: true } => o.ok && o.tool === 'rank_countries' && o.indicator === indicator)
    .sort((x, y) => y.year - x.year)
}

/**
 * The ranking a ranking's end is read off: the year asked when it has values, else the latest earlier year that has
 * them all (as the composer says it); for no year named, the latest one with values.
 */
export function rankingShown(part: Part, ranks: readonly RankResult[]): RankResult | undefined {
  const asked =
    part.time.kind === 'year' ? ranks.find((x) => x.year === (part.time as { year: number }).year) : undefined
  if (asked && asked.ranking.length > 0) return asked
  if (asked) return ranks.find((x) => x.no_value.length === 0 && x.ranking.length > 0 && x.year < asked.year)
  return ranks.find((x) => x.ranking.length > 0)
}

/** The countries at a ranking's end: the one there, or every country that shares its value (none past a tie). */
export function endCountries(part: Part, r: RankResult): CountryCode[] {
  const place = part.shape === 'place' ? (part.place ?? 1) : 1
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

/**
 * "And by how much?" of a ranking's end: the end country and the country next to it (from that end), in the ranking
 * the answer shows; none when the end is shared (no one leads) or there is no second.
 */
export function leadPair(
  part: Part,
  ranks: readonly RankResult[],
): { year: number; end: CountryCode; next: CountryCode } | null {
  const shown = rankingShown(part, ranks)
  if (!shown) return null
  const rows = part.order === 'lowest' ? [...shown.ranking].reverse() : shown.ranking
  const [end, next] = [rows[0], rows[1]]
  if (!end || !next || end[2] === next[2]) return null
  return { year: shown.year, end: end[1] as CountryCode, next: next[1] as CountryCode }
}
