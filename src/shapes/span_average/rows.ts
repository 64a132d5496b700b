// The row of the reading table that reads the span_average shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, twoYears, parts, ends, TWO_YEARS } from '../kit/rows.js'
import { examples } from './examples.js'

export const spanAverage: Shape = {
  id: 'span_average',
  when: (s) => has(s, 'average') && s.countries.length === 1 && twoYears(s.time),
  cue: ['average'],
  needs: { countries: [1, 1], time: TWO_YEARS },
  meaning: {
    en: "one country's average over the years of the span that have a value",
    fr: "la moyenne d'un pays sur les années de la période qui ont une valeur",
  },
  examples: examples.spanAverage,
  // ("The average annual change": an average of the steps, not of the values.)
  read: (s) =>
    has(s, 'change', 'up', 'down') ? 'not_understood' : parts(s, 'span_average', ends(s.time), { polar: false }),
}
