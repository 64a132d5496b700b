// The plan of a series' peak year or biggest move: each country's values over the years asked.
import { percentStep, seriesNeeds, values, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  needs: (part, scope) => {
    const { span } = scope
    // "The biggest fall in percent": every year's values, then the change into that year, whose percent it shows.
    if (part.direction && part.faster)
      return part.countries.map((c) =>
        percentStep(values(c, part.indicator, span.from, span.to), part.direction === 'up'),
      )
    return seriesNeeds(part, scope)
  },
}
