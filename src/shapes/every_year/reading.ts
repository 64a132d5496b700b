// What the shape every_year (whether a series moved one way every year) asks of a reading: its flags and fields, its
// years, the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFlags: ['ever', 'never', 'since_when'],
  alwaysYesNo: true,
  overEveryYear: true,
  everAsNeverNegated: true,
  stepsFromYearBefore: true,
  noYearIsEveryYear: true,
  words: ['each_year', 'ever', 'since_when'],
}
