// The registry of shapes: every shape's module (src/shapes/<id>/index.ts), one line each, in SHAPE_IDS order. A new
// shape is a new folder, its id in ids.ts, one line here, and its rows' place in the reading table
// (src/shapes/layers/rows.ts). The views in src/shapes/layers/ give each layer's dispatcher what it asks of a shape.
import { SHAPE_IDS, type ShapeId } from './ids.js'
import type { ShapeModule } from './module.js'
import { shape as value } from './value/index.js'
import { shape as compare } from './compare/index.js'
import { shape as difference } from './difference/index.js'
import { shape as ratio } from './ratio/index.js'
import { shape as gap } from './gap/index.js'
import { shape as extreme } from './extreme/index.js'
import { shape as place } from './place/index.js'
import { shape as top } from './top/index.js'
import { shape as rankOf } from './rank_of/index.js'
import { shape as among } from './among/index.js'
import { shape as ranking } from './ranking/index.js'
import { shape as average } from './average/index.js'
import { shape as versusAverage } from './versus_average/index.js'
import { shape as change } from './change/index.js'
import { shape as multiple } from './multiple/index.js'
import { shape as recover } from './recover/index.js'
import { shape as pace } from './pace/index.js'
import { shape as overtake } from './overtake/index.js'
import { shape as aheadEveryYear } from './ahead_every_year/index.js'
import { shape as everyYear } from './every_year/index.js'
import { shape as figure } from './figure/index.js'
import { shape as total } from './total/index.js'
import { shape as threshold } from './threshold/index.js'
import { shape as peak } from './peak/index.js'
import { shape as changeRank } from './change_rank/index.js'
import { shape as median } from './median/index.js'
import { shape as spanAverage } from './span_average/index.js'
import { shape as cagr } from './cagr/index.js'
import { shape as closest } from './closest/index.js'
import { shape as countYears } from './count_years/index.js'
import { shape as timesChange } from './times_change/index.js'

export const SHAPE_MODULES: Readonly<Record<ShapeId, ShapeModule>> = {
  value,
  compare,
  difference,
  ratio,
  gap,
  extreme,
  place,
  top,
  rank_of: rankOf,
  among,
  ranking,
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
  span_average: spanAverage,
  cagr,
  closest,
  count_years: countYears,
  times_change: timesChange,
}

/** The module of a part's shape. */
export const shapeOf = (id: ShapeId): ShapeModule => SHAPE_MODULES[id]

/** One layer of every shape, by id (src/shapes/layers/: what each dispatcher asks). */
export const layerOf = <T>(pick: (shape: ShapeModule) => T): Readonly<Record<ShapeId, T>> =>
  Object.fromEntries(SHAPE_IDS.map((id) => [id, pick(SHAPE_MODULES[id])])) as Record<ShapeId, T>
