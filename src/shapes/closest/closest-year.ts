// What "the year two countries were closest" means, once: of the years both have a value, the one in which the
// absolute difference between them was smallest (the earliest, on a tie). The plan, the sentence and the claim of the
// closest shape all ask it here, so that the year fetched, the year said and the year gate 2 expects cannot drift.

/** Two series' values by year (as get_values gives them, or as the facts hold them). */
export type Series = ReadonlyMap<number, number | null> | Readonly<Record<string, number | null>>

/** The years both series hold a value, in order, with both values. */
export function bothYears(a: Series, b: Series): { year: number; a: number; b: number }[] {
  const [ma, mb] = [asMap(a), asMap(b)]
  return [...ma.entries()]
    .flatMap(([year, va]) => {
      const vb = mb.get(year)
      return va === null || va === undefined || vb === null || vb === undefined ? [] : [{ year, a: va, b: vb }]
    })
    .sort((x, y) => x.year - y.year)
}

/**
 * The year of the smallest absolute difference between the two series, with both values, and whether another year had
 * that same gap (`tied`: the earliest is the one given); null when no year has both.
 */
export function closestYear(
  a: Series,
  b: Series,
): { year: number; a: number; b: number; gap: number; tied: boolean } | null {
  let best: { year: number; a: number; b: number; gap: number; tied: boolean } | null = null
  for (const y of bothYears(a, b)) {
    // (The difference as the decimal it is, so that two equal gaps are a tie, won by the earlier year.)
    const gap = Number(Math.abs(y.a - y.b).toFixed(9))
    if (best === null || gap < best.gap) best = { ...y, gap, tied: false }
    else if (gap === best.gap) best.tied = true
  }
  return best
}

const asMap = (s: Series): ReadonlyMap<number, number | null> =>
  s instanceof Map
    ? (s as ReadonlyMap<number, number | null>)
    : new Map(Object.entries(s as Record<string, number | null>).map(([y, v]) => [Number(y), v]))
