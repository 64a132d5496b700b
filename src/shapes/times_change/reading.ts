// What the shape times_change (one country's last value over its first: how many times it grew) asks of a reading:
// its flags and fields, its years, the question's words it needs and its line in the model's prompt (each field:
// src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFields: ['figure'],
  perCountry: true,
  measuredBetween: true,
  // ("Has it multiplied by 5 since 2000": one year named is where it starts.)
  sinceOneYear: true,
  words: ['ratio'],
}
