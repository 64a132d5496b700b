// What the shape value (a lookup of a series' figure) asks of a reading: its flags and fields, its years, the
// question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: null,
  perCountry: true,
  // (The every-year values the rules give beside a change over a short span, "how did it evolve from 2019 to 2023":
  // a lookup over the very span, country and series of one of its changes is that change's detail.)
  isDetailOf: (part, other) =>
    part.time.kind === 'span' && !part.polar && other.shape === 'change' && other.time.kind === 'span',
}
