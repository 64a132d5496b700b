// The plan of a ranking among some countries: the ranking of the eight, with theirs.
import { rankingPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = rankingPlan
