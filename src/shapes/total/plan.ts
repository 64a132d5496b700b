// The plan of a total: the sum over the countries named (none named: all eight) in the year asked.
import { COUNTRY_CODES } from '../../lexicon/codes.js'
import { sum, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  needs: ({ countries, indicator: i }, { oneYear, present }) => {
    // None named: all eight.
    const codes = countries.length > 0 ? countries : COUNTRY_CODES
    return oneYear((y) => sum(i, y, codes), present)
  },
}
