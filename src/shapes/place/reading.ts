// What the shape place (the country at a place of a ranking) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import { RANK_WORDS, type ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFields: ['place'],
  words: RANK_WORDS,
  ranked: true,
  rankingEnd: 'always',
}
