// What the shape compare (which of two countries is higher) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'higher of two (figure: margin)',
  readsFields: ['figure'],
  words: ['compare', 'high', 'low', 'overtake', 'difference', 'ratio'],
  yesNoHasWay: true,
  ordered: true,
  // ("Which was higher" beside the difference between the same two: the difference says which.)
  isDetailOf: (part, other) => !part.polar && !part.figure && other.shape === 'difference' && !other.polar,
}
