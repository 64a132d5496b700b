// What the shape difference (the difference between two countries) asks of a reading: its flags and fields, its years,
// the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFields: ['figure'],
  words: ['difference', 'compare', 'high', 'low', 'overtake'],
  ordered: true,
}
