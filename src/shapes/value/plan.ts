// The plan of a value: each country's values over the years asked.
import { seriesPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = seriesPlan
