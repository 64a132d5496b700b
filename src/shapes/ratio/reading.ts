// What the shape ratio (one country's figure over another's) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'first over second',
  readsFields: ['figure'],
  words: ['ratio', 'double', 'triple', 'halve', 'compare'],
  // ("More than double India's": the figure of a ratio may be a multiple in words.)
  figureMayBeMultiple: true,
  ordered: true,
}
