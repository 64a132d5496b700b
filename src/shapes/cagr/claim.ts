// The claim of "cagr": a rate a year claimed over a span ("grew by about 2.5% a year since 2000"), judged by the
// compound annual growth rate between the first and the last year of the span with a value, as get_values gives it.
import { changeFigureHolds } from '../../reading/verdicts.js'
import type { ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    if (!part.figure) return null
    const [from, to] = part.time.kind === 'span' ? [part.time.from, part.time.to] : [-Infinity, Infinity]
    const rate = facts.cagr(part.countries[0]!, part.indicator, from, to)
    return rate === null ? null : changeFigureHolds(part, { percent: rate, difference: rate })
  },
}
