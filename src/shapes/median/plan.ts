// The plan of a median of the eight: the ranking of the eight (its values all).
import { rankingPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = rankingPlan
