// What the shape ahead_every_year (whether one country was ahead of another every year) asks of a reading: its flags
// and fields, its years, the question's words it needs and its line in the model's prompt (each field:
// src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFlags: ['negated'],
  alwaysYesNo: true,
  overEveryYear: true,
  stepsFromYearBefore: true,
  noYearIsEveryYear: true,
  words: ['each_year', 'ever', 'compare', 'high', 'low', 'overtake'],
  ordered: true,
  aheadEveryYear: true,
}
