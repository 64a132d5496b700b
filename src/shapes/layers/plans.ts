// The plan layer's registry: every shape's plan (src/shapes/<id>/plan.ts), by id; planner/plan.ts asks it.
import type { ShapeId } from '../ids.js'
import type { ShapePlan } from '../kit/plan.js'
import { plan as value } from '../value/plan.js'
import { plan as compare } from '../compare/plan.js'
import { plan as difference } from '../difference/plan.js'
import { plan as ratio } from '../ratio/plan.js'
import { plan as gap } from '../gap/plan.js'
import { plan as extreme } from '../extreme/plan.js'
import { plan as place } from '../place/plan.js'
import { plan as top } from '../top/plan.js'
import { plan as rank_of } from '../rank_of/plan.js'
import { plan as among } from '../among/plan.js'
import { plan as ranking } from '../ranking/plan.js'
import { plan as average } from '../average/plan.js'
import { plan as versus_average } from '../versus_average/plan.js'
import { plan as change } from '../change/plan.js'
import { plan as multiple } from '../multiple/plan.js'
import { plan as recover } from '../recover/plan.js'
import { plan as pace } from '../pace/plan.js'
import { plan as overtake } from '../overtake/plan.js'
import { plan as ahead_every_year } from '../ahead_every_year/plan.js'
import { plan as every_year } from '../every_year/plan.js'
import { plan as figure } from '../figure/plan.js'
import { plan as total } from '../total/plan.js'
import { plan as threshold } from '../threshold/plan.js'
import { plan as peak } from '../peak/plan.js'
import { plan as change_rank } from '../change_rank/plan.js'
import { plan as median } from '../median/plan.js'
import { plan as span_average } from '../span_average/plan.js'
import { plan as cagr } from '../cagr/plan.js'

/** Each shape's plan: the tool calls its part needs. */
export const PLANS: Record<ShapeId, ShapePlan> = {
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
