// What the shape top (the first N countries of a ranking) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFields: ['top'],
  words: ['top', 'high', 'low'],
  ranked: true,
  // (Its top 1 is a ranking's end, a country.)
  rankingEnd: 'when_top_one',
}
