// What the shape multiple (whether a series multiplied since a year) asks of a reading: its flags and fields, its
// years, the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  readsFlags: ['double', 'triple', 'halve'],
  alwaysYesNo: true,
  perCountry: true,
  // ("Has it doubled since 2000": one year named is where it starts.)
  sinceOneYear: true,
  stepsFromYearBefore: true,
  words: ['double', 'triple', 'halve', 'ratio'],
}
