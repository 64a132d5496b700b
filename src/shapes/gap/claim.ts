// The claim of "gap": whether the distance between two countries widened (or narrowed) over a span.
import type { ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const i = part.indicator
    const [a, b] = part.countries as [string, string]
    // "Did the gap widen": the distance between the two at the span's ends (the latest year with both, at most).
    if (part.time.kind !== 'span' || part.direction === undefined) return null
    const from = facts.pair(a, b, i, part.time.from)
    const last = facts.years(a, i).filter((y) => y <= (part.time as { to: number }).to && facts.pair(a, b, i, y))
    const to = last.length > 0 ? facts.pair(a, b, i, last.at(-1)!) : null
    if (!from || !to) return null
    // (Neither wider nor narrower, "the same as" at both ends: no to either.)
    const [before, after] = [Math.abs(from[0] - from[1]), Math.abs(to[0] - to[1])]
    return part.direction === 'up' ? after > before : after < before
  },
}
