// The row of the reading table that reads the versus_average shape: the words that ask for it, what it needs and what
// it means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are
// in examples.ts.
import { type Shape, has, twoYears, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const versusAverage: Shape = {
  id: 'versus_average',
  when: (s) => has(s, 'average') && s.countries.length === 1 && !twoYears(s.time),
  cue: ['average'],
  needs: { countries: [1, 1], time: ONE_YEAR },
  meaning: {
    en: "the country's value, the average of the eight in that year, and whether the value is above it",
    fr: 'la valeur du pays, la moyenne des huit cette année-là, et si la valeur est au-dessus',
  },
  examples: examples.versusAverage,
  read: (s) => parts(s, 'versus_average', oneYear(s.time), s.polar ? { direction: s.lower ? 'down' : 'up' } : {}),
}
