// The claim of "difference": the two countries' values in a year, one against the other (or by the question's margin).
import { pairVerdict, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = { verdict: pairVerdict }
