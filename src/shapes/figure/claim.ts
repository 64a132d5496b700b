// The claim of "figure": a country's value against the question's own figure, in a year or over a span's years.
import { figureHolds, figureOverYears } from '../../reading/verdicts.js'
import { yearOfPart, type ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const i = part.indicator
    const [a] = part.countries as [string]
    if (part.time.kind === 'span') {
      // Over every year of a span: in some year ("ever"), or in every year.
      const series = facts.series(a, i, part.time.from, part.time.to)
      if (!series) return null
      const known = [...series.entries()]
        .sort((x, y) => x[0] - y[0])
        .flatMap(([year, v]) => (v === null ? [] : [{ year, v }]))
      return figureOverYears(part, known).verdict
    }
    const y = yearOfPart(part, facts, a)
    const v = y === null ? undefined : facts.value(a, i, y)
    return v === undefined ? null : figureHolds(part, v)
  },
}
