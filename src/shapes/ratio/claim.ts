// The claim of "ratio": the two countries' ratio in a year, against the question's own figure.
import { figureHolds } from '../../reading/verdicts.js'
import { yearOfPart, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const [a, b] = part.countries as [string, string]
    const y = yearOfPart(part, facts, a)
    const ratio = y === null ? null : facts.ratio(a, b, part.indicator, y)
    return ratio === null || !part.figure ? null : figureHolds(part, ratio)
  },
}
