// The row of the reading table that reads the average shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const average: Shape = {
  id: 'average',
  when: (s) => has(s, 'average'),
  cue: ['average'],
  needs: { countries: [0, 0], time: ONE_YEAR },
  countriesDecline: 'average_of_some',
  meaning: {
    en: 'the average of the eight countries (of those with a value) in one year',
    fr: 'la moyenne des huit pays (de ceux qui ont une valeur) pour une année',
  },
  examples: examples.average,
  // "Which countries were above the average": a filter of the eight, not the average alone.
  read: (s) => (has(s, 'compare') ? 'filter' : parts(s, 'average', oneYear(s.time))),
}
