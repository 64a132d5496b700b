// What the shape cagr (a compound annual growth rate) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  // (A rate a year claimed, "grew by about 2.5% a year": judged against the question's figure.)
  readsFields: ['figure'],
  perCountry: true,
  stepsFromYearBefore: true,
  noYearIsEveryYear: true,
  words: ['cagr', 'growth_rate', 'annual', 'average'],
}
