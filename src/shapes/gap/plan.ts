// The plan of a gap at each end: both countries in the first year, and in the last (or the latest with a value).
import { compare, fixed, toLatest, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  needs: ({ indicator: i }, { a, b, span }) => [
    fixed(compare(i, span.from, a, b)),
    toLatest((to) => compare(i, to, a, b), span.to, span.from),
  ],
}
