// The claim of "change_rank": whether a series rose (fell) in every country, or in any, between two years.
import { COUNTRY_CODES } from '../../lexicon/codes.js'
import type { Part } from '../../reading/schema.js'
import type { ClaimEvidence, FactIndex, ShapeClaim } from '../kit/claim.js'

/**
 * The two years of every country's change a part is about: the span named, or ("since 2015", "last year") the latest
 * end the facts hold a change for, from its start (from the year before, for "last year").
 */
function changeSpanOf(part: Part, facts: FactIndex, evidence: ClaimEvidence): [number, number] | null {
  const t = part.time
  if (t.kind === 'span' && !t.since) return [t.from, t.to]
  if (t.kind !== 'span' && t.kind !== 'latest') return null
  const top = t.kind === 'span' ? t.to : evidence.snapshotYears[1]
  // The latest end the facts hold every country's change for (the one the plan looks back to), else any country's.
  for (const every of [true, false]) {
    for (let to = top; to > evidence.snapshotYears[0]; to -= 1) {
      const from = t.kind === 'span' ? t.from : to - 1
      if (to <= from) break
      const held = (code: string) => facts.change(code, part.indicator, from, to)
      if (every ? COUNTRY_CODES.every(held) : COUNTRY_CODES.some(held)) return [from, to]
    }
  }
  return null
}

export const claim: ShapeClaim = {
  verdict(part, facts, evidence) {
    const i = part.indicator
    // "Did it rise in every country (in any)": over the countries whose change the facts hold between the two years.
    if (part.order !== undefined || !part.direction) return null
    const span = changeSpanOf(part, facts, evidence)
    if (!span) return null
    const went = (code: string) => {
      const change = facts.change(code, i, span[0], span[1])
      return change ? (part.direction === 'up' ? change.difference > 0 : change.difference < 0) : undefined
    }
    const ways = COUNTRY_CODES.map(went).filter((w) => w !== undefined)
    const complete = ways.length === COUNTRY_CODES.length
    if (part.ever) return ways.some(Boolean) ? true : complete ? false : null
    return ways.some((w) => !w) ? false : complete ? true : null
  },
}
