// The sentence layer's registry: each shape's sentence (src/shapes/<id>/sentence.ts), by its id. The composer
// (planner/compose.ts) asks it for a part's sentence and for what a shape declares of it (two countries, a margin).
import type { ShapeId } from '../ids.js'
import type { ShapeSentence } from '../kit/sentence.js'
import { sentence as aheadEveryYear } from '../ahead_every_year/sentence.js'
import { sentence as among } from '../among/sentence.js'
import { sentence as average } from '../average/sentence.js'
import { sentence as cagr } from '../cagr/sentence.js'
import { sentence as change } from '../change/sentence.js'
import { sentence as changeRank } from '../change_rank/sentence.js'
import { sentence as compare } from '../compare/sentence.js'
import { sentence as difference } from '../difference/sentence.js'
import { sentence as everyYear } from '../every_year/sentence.js'
import { sentence as extreme } from '../extreme/sentence.js'
import { sentence as figure } from '../figure/sentence.js'
import { sentence as gap } from '../gap/sentence.js'
import { sentence as median } from '../median/sentence.js'
import { sentence as multiple } from '../multiple/sentence.js'
import { sentence as overtake } from '../overtake/sentence.js'
import { sentence as pace } from '../pace/sentence.js'
import { sentence as peak } from '../peak/sentence.js'
import { sentence as place } from '../place/sentence.js'
import { sentence as rankOf } from '../rank_of/sentence.js'
import { sentence as ranking } from '../ranking/sentence.js'
import { sentence as ratio } from '../ratio/sentence.js'
import { sentence as recover } from '../recover/sentence.js'
import { sentence as spanAverage } from '../span_average/sentence.js'
import { sentence as threshold } from '../threshold/sentence.js'
import { sentence as top } from '../top/sentence.js'
import { sentence as total } from '../total/sentence.js'
import { sentence as value } from '../value/sentence.js'
import { sentence as versusAverage } from '../versus_average/sentence.js'

/** Every shape's sentence, by its id. */
export const SENTENCES: Record<ShapeId, ShapeSentence> = {
  value: value,
  compare: compare,
  difference: difference,
  ratio: ratio,
  gap: gap,
  extreme: extreme,
  place: place,
  top: top,
  rank_of: rankOf,
  among: among,
  ranking: ranking,
  average: average,
  versus_average: versusAverage,
  change: change,
  multiple: multiple,
  recover: recover,
  pace: pace,
  overtake: overtake,
  ahead_every_year: aheadEveryYear,
  every_year: everyYear,
  figure: figure,
  total: total,
  threshold: threshold,
  peak: peak,
  change_rank: changeRank,
  median: median,
  span_average: spanAverage,
  cagr: cagr,
}
