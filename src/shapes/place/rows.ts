// The row of the reading table that reads the place shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, ranked, order, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const place: Shape = {
  id: 'place',
  when: (s) => s.places.length > 0 && s.countries.length === 0,
  cue: ['high', 'low', 'rank'],
  needs: { countries: [0, 0], time: ONE_YEAR },
  meaning: {
    en: 'the country at one place of the ranking of the eight, counted from the top (or from the bottom); the whole ranking when a tie spans that place',
    fr: 'le pays à une place du classement des huit, comptée depuis le haut (ou le bas) ; tout le classement en cas d’égalité',
  },
  examples: examples.place,
  read: (s) =>
    s.places.length > 1 || !ranked(s) || (has(s, 'high') && has(s, 'low'))
      ? 'not_understood'
      : parts(s, 'place', oneYear(s.time), { order: order(s), place: s.places[0]!.place }),
}
