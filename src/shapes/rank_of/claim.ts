// The claim of "rank_of": a country's place in a year's ranking, or whether it is within the first N.
import { yearOfPart, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const i = part.indicator
    const [a] = part.countries as [string]
    const y = yearOfPart(part, facts, a)
    const rank = y === null ? undefined : facts.rank(a, i, y)
    if (rank === undefined || (part.place === undefined && part.top === undefined)) return null
    const count = y === null ? null : (facts.all(i, y)?.size ?? null)
    const place = part.order === 'lowest' ? (count === null ? null : count - rank + 1) : rank
    // "Is Brazil in the top 3": within the first N places.
    if (place === null) return null
    return part.top !== undefined ? place <= part.top : place === part.place
  },
}
