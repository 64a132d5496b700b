// The row of the reading table that reads the difference shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const difference: Shape = {
  id: 'difference',
  when: (s) => has(s, 'difference') && s.countries.length === 2,
  cue: ['difference'],
  needs: { countries: [2, 2], time: ONE_YEAR },
  meaning: {
    en: 'the difference between the two countries in one year',
    fr: "l'écart entre les deux pays pour une année",
  },
  examples: examples.difference,
  read: (s) => parts(s, 'difference', oneYear(s.time)),
}
