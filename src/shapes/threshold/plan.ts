// The plan of how many countries pass a figure: the eight split at it, in a year with all their values.
import type { ToolOutcome } from '../../tools/toolbox.js'
import { split, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  needs: (part, { oneYear }) => {
    const t = part.figure!.value
    const complete = (o: ToolOutcome) => o.ok && o.tool === 'rank_countries' && o.no_value.length === 0
    return oneYear((y) => split(part.indicator, y, t), complete)
  },
}
