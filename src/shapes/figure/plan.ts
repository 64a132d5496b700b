// The plan of a question's figure held against a series: each country's values over the years asked.
import { seriesPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = seriesPlan
