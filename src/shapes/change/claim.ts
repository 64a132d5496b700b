// The claim of "change": one country's change over a span (or last year), its way, target or the question's figure.
import { changeVerdict, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = { verdict: changeVerdict }
