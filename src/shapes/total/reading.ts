// What the shape total (the sum of the countries, and a country's share of it) asks of a reading: its flags and fields,
// its years, the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: "sum and share of the eight's (a country's share: its total)",
  promptExample: "What share of the eight countries' population did India have in 2024?",
  words: ['sum', 'share'],
  askedByTotal: true,
  group: true,
  // (Its answer is one year's sum: two years are two parts, as the rules read "in 2000 and 2023".)
  onePartPerYear: true,
}
