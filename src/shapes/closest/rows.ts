// The row of the reading table that reads the closest shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, parts, everyYear } from '../kit/rows.js'
import { examples } from './examples.js'

export const closest: Shape = {
  id: 'closest',
  // "Closest", "le plus proches", "the gap was narrowest"; or the gap (the difference) at its smallest, asked by
  // year ("when was the gap smallest", "quand l'écart a-t-il été le plus faible"). Never a yes or no, a figure of the
  // question's own, a ranking or a change: those are other rows' ("did the gap narrow" is a gap's).
  when: (s) =>
    (has(s, 'closest') || (has(s, 'difference') && has(s, 'low') && has(s, 'which_year') && !has(s, 'high'))) &&
    !s.polar &&
    s.figure === null &&
    s.places.length === 0 &&
    !has(s, 'rank', 'top', 'overtake', 'average', 'cagr', 'ratio'),
  cue: ['closest', 'difference', 'low'],
  needs: { countries: [2, 2], time: ['none', 'latest', 'span', 'years', 'ever'] },
  meaning: {
    en: "two countries' values over the span (every year of the data when none is named): the year in which the absolute difference between them was smallest, of the years both have a value, with both values that year and the gap",
    fr: "les valeurs de deux pays sur la période (toutes les années des données si aucune n'est nommée) : l'année où l'écart absolu entre elles était le plus faible, parmi les années où les deux ont une valeur, avec les deux valeurs cette année-là et l'écart",
  },
  examples: examples.closest,
  read: (s) =>
    parts(s, 'closest', everyYear(s.time.kind === 'latest' ? { kind: 'none' } : s.time, s.years), { polar: false }),
}
