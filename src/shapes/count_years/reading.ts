// What the shape count_years (the number of years a series held something) asks of a reading: its flags and fields,
// its years (every year of the data when none is named), the question's words it needs and its line in the model's
// prompt (each field: src/shapes/kit/reading.ts).
import type { ShapeReading } from '../kit/reading.js'
import { countAsked } from './counted.js'

export const reading: ShapeReading = {
  promptLine:
    "the number of years one country's series was above (below) the question's figure, or rose (fell) from the year before (faster: its yearly percent change against the figure); up or down with a figure and yes_no: the figure is the number of years asked",
  readsFlags: ['faster'],
  readsFields: ['figure'],
  overEveryYear: true,
  noYearIsEveryYear: true,
  // ("How many years", "combien de fois"; "did it fall in more than 3 years" asks with its way and its number.)
  words: (part) => (countAsked(part) ? ['up', 'down'] : ['count', 'ratio']),
}
