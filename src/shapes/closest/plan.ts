// The plan of the year two countries were closest: both countries' values over the years asked, then the pair in the
// year of the smallest difference, so that the gap shown is a fact of the trace (compare_countries).
import type { ToolOutcome } from '../../tools/toolbox.js'
import { callKey, compare, fixed, values, type ShapePlan } from '../kit/plan.js'
import { closestYear } from './closest-year.js'

const valuesOf = (o: ToolOutcome | undefined) => (o?.ok && o.tool === 'get_values' ? o.values : null)

export const plan: ShapePlan = {
  needs: ({ indicator: i }, { a, b, span }) => {
    const [ofA, ofB] = [values(a, i, span.from, span.to), values(b, i, span.from, span.to)]
    return [
      fixed(ofA),
      fixed(ofB),
      (results) => {
        const [va, vb] = [valuesOf(results.get(callKey(ofA))), valuesOf(results.get(callKey(ofB)))]
        const closest = va && vb ? closestYear(va, vb) : null
        if (!closest) return null
        const call = compare(i, closest.year, a, b)
        return results.has(callKey(call)) ? null : call
      },
    ]
  },
}
