// What the shape median (the median of the countries) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  words: ['median'],
}
