// The plan of a recovery: each country's change over the years asked.
import { changeNeeds, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  // ("And when?" of a recovery: every year's value, for the first one back at the level.)
  needs: (part, scope) => changeNeeds(part, scope, Boolean(part.crossed)),
}
