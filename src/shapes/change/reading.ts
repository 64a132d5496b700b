// What the shape change (a change between two years) asks of a reading: its flags and fields, its years, the question's
// words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import { CHANGE_WORDS, type ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'difference (points for a share) and percent',
  // (A growth rate, the biggest move in percent; a multiple of a change, or a recovery to its first year's level: the
  // change's verdict.)
  readsFlags: ['faster', 'slower', 'double', 'triple', 'halve', 'recover'],
  readsFields: ['figure'],
  perCountry: true,
  // (A change's target, "did it double", is a verdict the composer always gives: asked yes or no.)
  targetAsksYesNo: true,
  measuredBetween: true,
  stepsFromYearBefore: true,
  // (A change of one year named, without since, has no second end: "did it fall in 2021" is the step from 2020.)
  oneYearNeedsSince: true,
  words: CHANGE_WORDS,
  // (A change between two years the question writes is "from 2010 to 2020" asked: no change word needed.)
  askedByTwoYears: true,
  yesNoHasWay: true,
  saysAmount: true,
}
