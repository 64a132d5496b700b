// The reading table: every row, of every shape and of the declines, as one explicit ordered list. The order is the
// table's meaning: a question's part matches the FIRST row whose words it uses (reading/rules.ts), so a row that
// reads a narrower question ("the biggest one-year fall", a figure over the years) stands before its shape's broader
// row, and `value` (which matches anything) comes last. Keep it byte-for-byte in this order.
import type { Shape } from '../kit/rows.js'
import { aheadEveryYear } from '../ahead_every_year/rows.js'
import { among } from '../among/rows.js'
import { average } from '../average/rows.js'
import { cagr, cagrRate } from '../cagr/rows.js'
import { closest } from '../closest/rows.js'
import { countYears } from '../count_years/rows.js'
import { change, figureChange, growthRate } from '../change/rows.js'
import { changeRank, everyCountry, rateRank } from '../change_rank/rows.js'
import { compare, figureMargin } from '../compare/rows.js'
import { difference } from '../difference/rows.js'
import { movedEveryYear, movedSince } from '../every_year/rows.js'
import { extreme } from '../extreme/rows.js'
import { figure, figureOverYears } from '../figure/rows.js'
import { gap } from '../gap/rows.js'
import { median } from '../median/rows.js'
import { multiple } from '../multiple/rows.js'
import { overtake } from '../overtake/rows.js'
import { pace } from '../pace/rows.js'
import { biggestMove, peak } from '../peak/rows.js'
import { place } from '../place/rows.js'
import { rankOf } from '../rank_of/rows.js'
import { ranking } from '../ranking/rows.js'
import { figureRatio, ratio } from '../ratio/rows.js'
import { recover } from '../recover/rows.js'
import { spanAverage } from '../span_average/rows.js'
import { threshold } from '../threshold/rows.js'
import { timesChange } from '../times_change/rows.js'
import { top } from '../top/rows.js'
import { total } from '../total/rows.js'
import { value } from '../value/rows.js'
import { versusAverage } from '../versus_average/rows.js'
import { whichYear } from '../../reading/decline-rows.js'

export const SHAPES: Shape[] = [
  countYears,
  biggestMove,
  rateRank,
  cagrRate,
  growthRate,
  figureMargin,
  threshold,
  everyCountry,
  changeRank,
  timesChange,
  figureChange,
  figureRatio,
  figureOverYears,
  figure,
  closest,
  peak,
  movedSince,
  whichYear,
  total,
  pace,
  multiple,
  recover,
  movedEveryYear,
  aheadEveryYear,
  ratio,
  overtake,
  median,
  cagr,
  spanAverage,
  versusAverage,
  average,
  gap,
  difference,
  change,
  place,
  top,
  rankOf,
  among,
  extreme,
  ranking,
  compare,
  value,
]
