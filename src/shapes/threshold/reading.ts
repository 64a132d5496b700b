// What the shape threshold (how many countries are past a figure) asks of a reading: its flags and fields, its years,
// the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import { RANK_WORDS, type ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'the eight above (more), below (less) a figure',
  readsFields: ['figure'],
  words: ['count', 'all', 'any', 'share', ...RANK_WORDS],
  countsPastFigure: true,
}
