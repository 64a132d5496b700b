// The plan of a place in a ranking: the ranking of the eight. A part that follows it takes the country at that place.
import { rankingPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = { ...rankingPlan, endAtPlace: true }
