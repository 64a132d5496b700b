// What the shape overtake (whether and when one country got ahead of another) asks of a reading: its flags and fields,
// its years, the question's words it needs and its line in the model's prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'

export const reading: ShapeReading = {
  promptLine: 'when the first got ahead',
  // ("Since when has Nigeria had more people than Japan"; "since Nigeria overtook the US in 2010, ...": an overtaking
  // taken as given, checked over every year.)
  // ("Has India now overtaken the UK": the present perfect with a word of the present, `now`, asks whether it is ahead in the latest year.)
  readsFlags: ['ever', 'never', 'since_when', 'negated', 'premise', 'now'],
  readsFields: ['at'],
  overEveryYear: true,
  yearNamedIsAt: true,
  measuredBetween: true,
  stepsFromYearBefore: true,
  noYearIsEveryYear: true,
  words: ['overtake', 'ever', 'since_when', 'compare', 'which_year', 'high', 'low'],
  ordered: true,
  givesFirstYear: (part) => part.at === undefined,
}
