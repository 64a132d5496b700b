// The row of the reading table that reads the ranking shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, ranked, order, parts, oneYear, endByHowMuch, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const ranking: Shape = {
  id: 'ranking',
  when: (s) => (ranked(s) || has(s, 'ascending', 'descending')) && s.countries.length === 0,
  cue: ['rank'],
  needs: { countries: [0, 0], time: ONE_YEAR },
  meaning: {
    en: 'the eight countries in order, each with its value',
    fr: 'les huit pays dans l’ordre, chacun avec sa valeur',
  },
  examples: examples.ranking,
  read: (s) =>
    has(s, 'ascending', 'descending')
      ? parts(s, 'ranking', oneYear(s.time), has(s, 'ascending') ? { order: 'lowest' } : {})
      : has(s, 'high', 'low', 'compare')
        ? parts(s, 'extreme', oneYear(s.time), {
            order: s.lower && !has(s, 'high') ? 'lowest' : order(s),
            ...(endByHowMuch(s) ? { top: 2 } : {}),
          })
        : parts(s, 'ranking', oneYear(s.time)),
}
