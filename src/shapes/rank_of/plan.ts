// The plan of a country's place: the ranking of the eight, with that country.
import { rankingPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = rankingPlan
