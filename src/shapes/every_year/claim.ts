// The claim of "every_year": a country's value moved the way asked (or bore it out) in every year of a span.
import { yearsAgainst } from '../../reading/verdicts.js'
import type { ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const [a] = part.countries as [string]
    if (part.time.kind !== 'span') return null
    const series = facts.series(a, part.indicator, part.time.from, part.time.to)
    if (!series) return null
    const known = [...series.entries()].flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
    const held = yearsAgainst(known, part).length === 0
    return part.negated ? !held : held
  },
  sinceSteps: true,
}
