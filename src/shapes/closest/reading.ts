// What the shape closest (the year two countries' values were nearest each other) asks of a reading: its years (every
// year of the data when none is named), the question's words it needs and its line in the model's prompt (each field:
// src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  // (Its name and its example say it whole: every token goes with every reading request.)
  promptLine: null,
  overEveryYear: true,
  noYearIsEveryYear: true,
  words: ['closest', 'difference'],
}
