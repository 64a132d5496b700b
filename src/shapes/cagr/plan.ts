// The plan of a compound annual growth rate: each country's values over the years asked.
import { seriesPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = seriesPlan
