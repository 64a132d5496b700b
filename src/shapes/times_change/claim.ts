// The claim of "times_change": one country's last value over its first, against the question's own multiple.
import { figureHolds } from '../../reading/verdicts.js'
import type { ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const [a] = part.countries as [string]
    if (part.time.kind !== 'span' || !part.figure) return null
    const to = part.time.to
    const held = facts.years(a, part.indicator).filter((y) => y <= to)
    const change = facts.change(a, part.indicator, part.time.from, held.at(-1) ?? to)
    return change?.ratio == null ? null : figureHolds(part, change.ratio)
  },
}
