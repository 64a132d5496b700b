// What the shape among (a country's place among those named) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import { RANK_WORDS, type ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  words: RANK_WORDS,
  ranked: true,
  group: true,
}
