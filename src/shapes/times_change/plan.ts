// The plan of a change as a multiple: the country's change over the years asked (both values, whose ratio it is).
import { changePlan, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = changePlan
