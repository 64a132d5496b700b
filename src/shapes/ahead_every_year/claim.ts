// The claim of "ahead_every_year": two countries over every year of a span, which was ahead year by year.
import { aheadVerdict, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = { verdict: (part, facts) => aheadVerdict(part, facts, true) }
