// The claim of "pace": which of two countries changed faster (or more) over the same two years.
import { paceByPercent, paceVerdict } from '../../reading/verdicts.js'
import type { ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const i = part.indicator
    const [a, b] = part.countries as [string, string]
    // Both changes over the same two years: the span named, ending in the latest year both have (for "since", or when
    // the year named has no values for both, as the composer answers it and names that year).
    if (part.time.kind !== 'span') return null
    const from = part.time.from
    const measure = (code: string, to: number) => {
      const change = facts.change(code, i, from, to)
      const difference = facts.difference(code, i, from, to)
      if (!change || (!paceByPercent(part) && difference === undefined)) return null
      return { difference: difference ?? 0, percent: change.ratio === null ? null : (change.ratio - 1) * 100 }
    }
    const ends = facts.years(a, i).filter((y) => y > from && y <= (part.time as { to: number }).to)
    const named = part.time.to
    const toLatest = part.time.since || !(measure(a, named) && measure(b, named))
    const to = toLatest ? ends.filter((y) => measure(a, y) && measure(b, y)).at(-1) : named
    const [x, y] = to === undefined ? [null, null] : [measure(a, to), measure(b, to)]
    return x && y ? paceVerdict(part, x, y) : null
  },
}
