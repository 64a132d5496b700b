// The plan of a difference: as a comparison's, both countries in the year (or years) asked.
import { pairPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = pairPlan
