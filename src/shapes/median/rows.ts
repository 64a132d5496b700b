// The row of the reading table that reads the median shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const median: Shape = {
  id: 'median',
  when: (s) => has(s, 'median') && s.countries.length === 0,
  cue: ['median'],
  needs: { countries: [0, 0], time: ONE_YEAR },
  meaning: {
    en: 'the median of the eight countries (of those with a value) in one year',
    fr: 'la médiane des huit pays (de ceux qui ont une valeur) pour une année',
  },
  examples: examples.median,
  read: (s) => parts(s, 'median', oneYear(s.time), { polar: false }),
}
