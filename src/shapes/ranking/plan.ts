// The plan of a ranking: the ranking of the eight.
import { rankingPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = rankingPlan
