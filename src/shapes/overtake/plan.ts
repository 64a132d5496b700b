// The plan of an overtaking: each country's values over the years asked, to find the year one passed the other.
import { seriesPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = seriesPlan
