// The plan of a country against the eight's average: the ranking of the eight (its values all).
import { rankingPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = rankingPlan
