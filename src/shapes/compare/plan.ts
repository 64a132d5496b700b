// The plan of a comparison: both countries, in the year asked (or each year asked, or the latest with both).
import { pairPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = pairPlan
