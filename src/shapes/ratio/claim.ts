// The claim of "ratio": the two countries' ratio in a year, against the question's own figure.
import { figureHolds } from '../../reading/verdicts.js'
import { yearOfPart, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const [a, b] = part.countries as [string, string]
    const y = yearOfPart(part, facts, a)
    // (From both values where the facts hold them: the tool's ratio is to the hundredth, and "more than a third" is
    // whether the first is more than a third of the second, not whether 0.33 is.)
    const pair = y === null ? null : facts.pair(a, b, part.indicator, y)
    const ratio = y === null ? null : pair && pair[1] !== 0 ? pair[0] / pair[1] : facts.ratio(a, b, part.indicator, y)
    return ratio === null || !part.figure ? null : figureHolds(part, ratio)
  },
}
