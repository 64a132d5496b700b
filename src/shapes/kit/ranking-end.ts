// The ranking a ranking's end is read off, shared by the plan (which asks for the country the answer will name) and the
// composer (which names it): the rank_countries results of a series, the ranking shown, and the end country with the
// one next to it. Moved down from planner/follow.ts (which re-exports them) so that a shape's plan and sentence use them.
import type { CountryCode } from '../../lexicon/codes.js'
import type { Part } from '../../reading/schema.js'
import type { RankResult, ToolOutcome } from '../../tools/toolbox.js'

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
