// What the shape rank_of (a country's rank) asks of a reading: its flags and fields, its years, the question's words it
// needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import { RANK_WORDS, type ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFields: ['place', 'top'],
  words: RANK_WORDS,
  ranked: true,
  placeAsksYesNo: true,
  // "Japan's rank in 2005 and in 2025" is two rank_of parts (reading/shapes.ts rank_of), since the plan fetches one
  // year's ranking per part and the composer writes one year's rank. A model's rank_of of two years would be answered
  // for one of them (the latest), so gate 1 asks it for two parts, as the rules read it.
  onePartPerYear: true,
}
