// The plan of a ranking's end: the ranking of the eight, and, asked "by how much", the end against the next.
import { lead, rankingNeeds, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  needs: (part, { budget }) =>
    part.top === 2 ? [...rankingNeeds(part, budget), lead(part, budget)] : rankingNeeds(part, budget),
}
