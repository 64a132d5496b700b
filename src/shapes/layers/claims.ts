// The claim layer's registry: what each shape says of the claim its question makes (src/shapes/<id>/claim.ts). Gate 2
// asks it for a polar part's expected verdict and for the shape's traits; a shape with no claim.ts gets NO_CLAIM.
import type { ShapeId } from '../ids.js'
import { NO_CLAIM, type ShapeClaim } from '../kit/claim.js'
import { claim as aheadEveryYear } from '../ahead_every_year/claim.js'
import { claim as change } from '../change/claim.js'
import { claim as changeRank } from '../change_rank/claim.js'
import { claim as compare } from '../compare/claim.js'
import { claim as difference } from '../difference/claim.js'
import { claim as everyYear } from '../every_year/claim.js'
import { claim as figure } from '../figure/claim.js'
import { claim as gap } from '../gap/claim.js'
import { claim as multiple } from '../multiple/claim.js'
import { claim as overtake } from '../overtake/claim.js'
import { claim as pace } from '../pace/claim.js'
import { claim as rankOf } from '../rank_of/claim.js'
import { claim as ratio } from '../ratio/claim.js'
import { claim as recover } from '../recover/claim.js'
import { claim as versusAverage } from '../versus_average/claim.js'

export const CLAIMS: Record<ShapeId, ShapeClaim> = {
  value: NO_CLAIM,
  compare,
  difference,
  ratio,
  gap,
  extreme: NO_CLAIM,
  place: NO_CLAIM,
  top: NO_CLAIM,
  rank_of: rankOf,
  among: NO_CLAIM,
  ranking: NO_CLAIM,
  average: NO_CLAIM,
  versus_average: versusAverage,
  change,
  multiple,
  recover,
  pace,
  overtake,
  ahead_every_year: aheadEveryYear,
  every_year: everyYear,
  figure,
  total: NO_CLAIM,
  threshold: NO_CLAIM,
  peak: NO_CLAIM,
  change_rank: changeRank,
  median: NO_CLAIM,
  span_average: NO_CLAIM,
  cagr: NO_CLAIM,
}

/** What a shape says of its claim. */
export const claimOf = (shape: ShapeId): ShapeClaim => CLAIMS[shape]
