// The plan of a ratio: both countries compared in the year asked, and the other way round when it is under one.
import { callKey, compare, fixed, type Need, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  needs: ({ indicator: i, time }, { a, b, oneYear, present }) => {
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
    // (Separate years, "in 2002 and 2023": the two countries in each one, as asked.)
    const each = time.kind === 'years' ? time.years.map((y) => fixed(compare(i, y, a, b))) : null
    return [...(each ?? oneYear((y) => compare(i, y, a, b), present)), inverse]
  },
}
