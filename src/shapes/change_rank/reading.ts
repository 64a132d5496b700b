// What the shape change_rank (every country's change, ranked) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import { CHANGE_WORDS, type ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'biggest change of the eight; no end: all (ever: any) moved so',
  // (A change of every country, yes or no: "ever" asks whether any country moved that way; a ranking of rates.)
  readsFlags: ['ever', 'faster', 'slower'],
  ranksChanges: true,
  // (Two years named apart are the ends of every country's change, as the rules read "between 2021 and 2024".)
  measuredBetween: true,
  stepsFromYearBefore: true,
  words: [...CHANGE_WORDS, 'faster', 'slower'],
}
