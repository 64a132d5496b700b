// The read-as layer's registry: every shape's "Read as: ..." words (src/shapes/<id>/read-as.ts), by id;
// reading/read-as.ts asks it.
import type { ShapeId } from '../ids.js'
import type { ShapeReadAs } from '../kit/read-as.js'
import { readAs as value } from '../value/read-as.js'
import { readAs as compare } from '../compare/read-as.js'
import { readAs as difference } from '../difference/read-as.js'
import { readAs as ratio } from '../ratio/read-as.js'
import { readAs as gap } from '../gap/read-as.js'
import { readAs as extreme } from '../extreme/read-as.js'
import { readAs as place } from '../place/read-as.js'
import { readAs as top } from '../top/read-as.js'
import { readAs as rank_of } from '../rank_of/read-as.js'
import { readAs as among } from '../among/read-as.js'
import { readAs as ranking } from '../ranking/read-as.js'
import { readAs as average } from '../average/read-as.js'
import { readAs as versus_average } from '../versus_average/read-as.js'
import { readAs as change } from '../change/read-as.js'
import { readAs as multiple } from '../multiple/read-as.js'
import { readAs as recover } from '../recover/read-as.js'
import { readAs as pace } from '../pace/read-as.js'
import { readAs as overtake } from '../overtake/read-as.js'
import { readAs as ahead_every_year } from '../ahead_every_year/read-as.js'
import { readAs as every_year } from '../every_year/read-as.js'
import { readAs as figure } from '../figure/read-as.js'
import { readAs as total } from '../total/read-as.js'
import { readAs as threshold } from '../threshold/read-as.js'
import { readAs as peak } from '../peak/read-as.js'
import { readAs as change_rank } from '../change_rank/read-as.js'
import { readAs as median } from '../median/read-as.js'
import { readAs as span_average } from '../span_average/read-as.js'
import { readAs as cagr } from '../cagr/read-as.js'

/** Each shape's part, in words. */
export const READ_AS: Record<ShapeId, ShapeReadAs> = {
  value,
  compare,
  difference,
  ratio,
  gap,
  extreme,
  place,
  top,
  rank_of,
  among,
  ranking,
  average,
  versus_average,
  change,
  multiple,
  recover,
  pace,
  overtake,
  ahead_every_year,
  every_year,
  figure,
  total,
  threshold,
  peak,
  change_rank,
  median,
  span_average,
  cagr,
}
