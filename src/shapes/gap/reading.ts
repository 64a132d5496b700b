// What the shape gap (the difference between two countries at both ends of a span) asks of a reading: its flags and
// fields, its years, the question's words it needs and its line in the model's prompt (each field:
// src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'difference at both ends',
  // (A gap of one year is the difference that year, whose margin a figure is.)
  readsFields: ['figure'],
  words: ['difference', 'compare', 'change'],
  // "The gap between India and Nigeria in 2024": a gap in one year is the difference in that year (the shapes table's
  // gap is its two ends over a span); read as a gap, it would find one end and say no value was published.
  inOneYearIs: 'difference',
  stepsFromYearBefore: true,
  yesNoHasWay: true,
  ordered: true,
}
