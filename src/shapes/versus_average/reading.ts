// What the shape versus_average (a country against the average) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  words: ['average'],
  yesNoHasWay: true,
}
