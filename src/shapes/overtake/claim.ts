// The claim of "overtake": two countries over every year of a span, which was ahead year by year; "since when" asks
// for the run of years the first has been ahead of the second.
import { aheadVerdict, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = { verdict: (part, facts) => aheadVerdict(part, facts), sinceAhead: true }
