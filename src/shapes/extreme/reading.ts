// What the shape extreme (the country at one end of a ranking) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import { ORDER_WORDS, type ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFields: ['top'],
  words: ORDER_WORDS,
  // (An end's lead over the next, "and by how much?", is its top 2.)
  leadIsTopTwo: true,
  ranked: true,
  rankingEnd: 'always',
}
