// The claim of a peak asked yes or no: "was 2001 the UK's lowest GDP year", "was 2009 the year US GDP fell the most":
// whether the year claimed (`at`) is the year of the country's highest (lowest) value, or biggest move, over the span.
import { peakClaim } from '../../reading/verdicts.js'
import type { ShapeClaim } from '../kit/claim.js'

export const claim: ShapeClaim = {
  verdict(part, facts) {
    if (part.at === undefined || part.time.kind !== 'span') return null
    const series = facts.series(part.countries[0]!, part.indicator, part.time.from, part.time.to)
    return series ? (peakClaim(part, Object.fromEntries(series))?.verdict ?? null) : null
  },
}
