// What the shape figure (a figure of the question's own, checked) asks of a reading: its flags and fields, its years,
// the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: "the question's figure checked",
  // ("Depuis quand dépasse-t-elle 84 ans".)
  readsFlags: ['ever', 'never', 'crossed', 'since_when', 'negated'],
  readsFields: ['figure'],
  checksOwnFigure: true,
  negationOverSpanOnly: true,
  givesFirstYear: (part) => part.ever === true || part.crossed === true,
}
