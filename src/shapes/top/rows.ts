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
  // ("What was the GDP of the 3 most populous countries?", "le PIB des 3 pays les plus peuplés": one series picks the
  // countries, another is asked of them, a filter the tools do not apply; never each series' own top N, which would
  // show the richest three as "the GDP of the most populous".)
  read: (s) =>
    s.indicators.length > 1 ? 'filter' : parts(s, 'top', oneYear(s.time), { order: order(s), top: s.top! }),
}
