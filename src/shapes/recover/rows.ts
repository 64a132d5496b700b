// The row of the reading table that reads the recover shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, parts, ends, TWO_YEARS } from '../kit/rows.js'
import { examples } from './examples.js'

export const recover: Shape = {
  id: 'recover',
  when: (s) => has(s, 'recover'),
  cue: ['recover'],
  needs: { countries: [1, 4], time: TWO_YEARS },
  meaning: {
    en: 'the change between two years, and whether the last year\'s value is back at the first year\'s level (asked "below its 2010 level", under it)',
    fr: "l'évolution entre deux années, et si la valeur de la dernière a retrouvé le niveau de la première (demandé « sous son niveau de 2010 », si elle est en dessous)",
  },
  examples: examples.recover,
  read: (s) =>
    parts(
      s,
      'recover',
      ends(s.time),
      { target: 'recover', polar: true, ...(s.lower ? { direction: 'down' } : {}) },
      true,
    ),
}
