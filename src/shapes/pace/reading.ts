// What the shape pace (which of two countries' changes was faster) asks of a reading: its flags and fields, its years,
// the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import { paceByPercent, type ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'faster in percent (in points: a change of each)',
  readsFlags: ['faster', 'slower'],
  stepsFromYearBefore: true,
  // (Two changes compared by percent need "faster", "slower" or "in percent"; by the difference, "more", "less": a
  // model's pace read by the difference for "grew faster than" lacks them, and is refused.)
  words: (part) => (paceByPercent(part) ? ['faster', 'slower', 'relative'] : ['compare']),
  ordered: true,
}
