// The plan of a count of years: the country's values over the years asked (every year of the data when none is named).
import { seriesPlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = seriesPlan
