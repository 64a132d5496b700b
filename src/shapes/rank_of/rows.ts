// The row of the reading table that reads the rank_of shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, order, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const rankOf: Shape = {
  id: 'rank_of',
  when: (s) =>
    s.countries.length === 1 &&
    (has(s, 'rank') || s.places.length > 0 || s.top !== null || (has(s, 'high', 'low') && s.polar)),
  cue: ['rank', 'high', 'low'],
  needs: { countries: [1, 1], time: [...ONE_YEAR, 'years'] },
  meaning: {
    en: 'the country\'s place in the ranking of the eight in one year (in each year named), with its value; asked as yes or no ("was it second", "did it have the highest"), the verdict in one year',
    fr: 'la place du pays dans le classement des huit pour une année (pour chaque année nommée), avec sa valeur',
  },
  examples: examples.rankOf,
  read: (s) => {
    const extra = {
      ...(s.places.length === 1 ? { place: s.places[0]!.place, order: order(s) } : {}),
      ...(s.places.length === 0 && s.top === null && has(s, 'high', 'low') ? { place: 1, order: order(s) } : {}),
      // "Is Brazil in the top 3": within the first N places.
      ...(s.top !== null ? { top: s.top, order: order(s) } : {}),
    }
    if (s.time.kind !== 'years') return parts(s, 'rank_of', oneYear(s.time), extra)
    // "Its rank in 2005 and in 2025": the rank in each year named (a verdict is one year's).
    if (s.polar || Object.keys(extra).length > 0) return 'one_year'
    return s.time.years.flatMap((year) => parts(s, 'rank_of', { kind: 'year', year }))
  },
}
