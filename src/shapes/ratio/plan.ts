// The plan of a ratio: both countries compared in the year asked, and the other way round when it is under one.
import { callKey, compare, type Need, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  needs: ({ indicator: i }, { a, b, oneYear, present }) => {
    // A ratio under one reads better the other way round ("India's was 14.9 times Nigeria's"): the tool gives it.
    const inverse: Need = (results) => {
      for (const outcome of results.values()) {
        if (!outcome.ok || outcome.tool !== 'compare_countries' || outcome.indicator !== i) continue
        if (outcome.country[0] !== a || outcome.other_country[0] !== b || outcome.ratio >= 1) continue
        const call = compare(i, outcome.year, b, a)
        return results.has(callKey(call)) ? null : call
      }
      return null
    }
    return [...oneYear((y) => compare(i, y, a, b), present), inverse]
  },
}
