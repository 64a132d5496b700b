// The corpus layer's registry: every shape's corpus (src/shapes/<shape>/corpus.ts), its bank questions. A shape
// with none of its own has the empty corpus.
import type { ShapeId } from '../ids.js'
import type { Corpus } from '../kit/corpus.js'
import { corpus as value } from '../value/corpus.js'
import { corpus as compare } from '../compare/corpus.js'
import { corpus as difference } from '../difference/corpus.js'
import { corpus as ratio } from '../ratio/corpus.js'
import { corpus as extreme } from '../extreme/corpus.js'
import { corpus as top } from '../top/corpus.js'
import { corpus as rankOf } from '../rank_of/corpus.js'
import { corpus as average } from '../average/corpus.js'
import { corpus as versusAverage } from '../versus_average/corpus.js'
import { corpus as change } from '../change/corpus.js'
import { corpus as multiple } from '../multiple/corpus.js'
import { corpus as recover } from '../recover/corpus.js'
import { corpus as pace } from '../pace/corpus.js'
import { corpus as overtake } from '../overtake/corpus.js'
import { corpus as aheadEveryYear } from '../ahead_every_year/corpus.js'
import { corpus as everyYear } from '../every_year/corpus.js'
import { corpus as figure } from '../figure/corpus.js'
import { corpus as total } from '../total/corpus.js'
import { corpus as threshold } from '../threshold/corpus.js'
import { corpus as peak } from '../peak/corpus.js'
import { corpus as changeRank } from '../change_rank/corpus.js'
import { corpus as median } from '../median/corpus.js'
import { corpus as cagr } from '../cagr/corpus.js'

/** A shape with no bank questions of its own. */
const none: Corpus = []

export const CORPORA: Record<ShapeId, Corpus> = {
  value,
  compare,
  difference,
  ratio,
  gap: none,
  extreme,
  place: none,
  top,
  rank_of: rankOf,
  among: none,
  ranking: none,
  average,
  versus_average: versusAverage,
  change,
  multiple,
  recover,
  pace,
  overtake,
  ahead_every_year: aheadEveryYear,
  every_year: everyYear,
  figure,
  total,
  threshold,
  peak,
  change_rank: changeRank,
  median,
  span_average: none,
  cagr,
}
