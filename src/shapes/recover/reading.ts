// What the shape recover (whether a series got back to a year's level) asks of a reading: its flags and fields, its
// years, the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: "back at the first year's level",
  // (A recovery's crossing back: "did it get back to its 2019 level, and when?")
  readsFlags: ['crossed', 'recover'],
  alwaysYesNo: true,
  perCountry: true,
  // ("Did it get back to its 2011 level": one year named is where it starts.)
  sinceOneYear: true,
  stepsFromYearBefore: true,
  words: ['recover'],
  whenIsCrossing: true,
  givesFirstYear: (part) => part.crossed === true,
}
