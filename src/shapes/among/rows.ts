// The row of the reading table that reads the among shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, ranked, order, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const among: Shape = {
  id: 'among',
  when: (s) => s.countries.length >= 3 && (ranked(s) || has(s, 'compare')),
  cue: ['high', 'low', 'rank'],
  needs: { countries: [3, 8], time: ONE_YEAR },
  meaning: {
    en: 'the ranking of the countries named, each with its value, and the highest (lowest) of them',
    fr: 'le classement des pays nommés, chacun avec sa valeur, et le plus élevé (le plus faible)',
  },
  examples: examples.among,
  read: (s) => parts(s, 'among', oneYear(s.time), has(s, 'high', 'low', 'compare') ? { order: order(s) } : {}),
}
