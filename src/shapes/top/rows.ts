// The row of the reading table that reads the top shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, order, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const top: Shape = {
  id: 'top',
  when: (s) => s.top !== null && s.countries.length === 0,
  cue: ['top', 'high', 'low'],
  needs: { countries: [0, 0], time: ONE_YEAR },
  meaning: {
    en: 'the N highest (lowest) countries of the ranking, each with its value',
    fr: 'les N pays les mieux (moins bien) classés, chacun avec sa valeur',
  },
  examples: examples.top,
  read: (s) => parts(s, 'top', oneYear(s.time), { order: order(s), top: s.top! }),
}
