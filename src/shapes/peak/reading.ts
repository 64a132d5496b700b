// What the shape peak (the year of a series' highest or lowest, or its biggest move) asks of a reading: its flags and
// fields, its years, the question's words it needs and its line in the model's prompt (each field:
// src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'year of highest (lowest); up (down): of the biggest one-year rise (fall)',
  promptExample: "What was the biggest one-year fall in Brazil's GDP between 2000 and 2024?",
  // (The biggest move in percent.)
  readsFlags: ['faster', 'slower'],
  noYearIsEveryYear: true,
  // (The table reads it over years, never in one: "its highest since 2007" is since, one year alone is refused.)
  oneYearNeedsSince: true,
  words: ['high', 'low', 'which_year', 'since_when'],
}
