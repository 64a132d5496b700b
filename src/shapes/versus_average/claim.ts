// The claim of "versus_average": a country's value above (or below) the average of the eight in a year.
import { yearOfPart, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const i = part.indicator
    const [a] = part.countries as [string]
    const y = yearOfPart(part, facts, a)
    const [v, avg] = y === null ? [undefined, undefined] : [facts.value(a, i, y), facts.average(i, y)]
    return v === undefined || avg === undefined ? null : v > avg === (part.direction !== 'down')
  },
}
