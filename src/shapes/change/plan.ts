// The plan of a change: each country's change over the years asked.
import { changePlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = changePlan
