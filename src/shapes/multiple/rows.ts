// The row of the reading table that reads the multiple shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, parts, ends, TWO_YEARS } from '../kit/rows.js'
import { examples } from './examples.js'

export const multiple: Shape = {
  id: 'multiple',
  when: (s) => has(s, 'double', 'triple', 'halve'),
  cue: ['double', 'triple', 'halve'],
  needs: { countries: [1, 4], time: TWO_YEARS },
  meaning: {
    en: 'the change between two years, and whether the value at least doubled (tripled, halved): yes or no',
    fr: "l'évolution entre deux années, et si la valeur a au moins doublé (triplé, été divisée par deux) : oui ou non",
  },
  examples: examples.multiple,
  read: (s) =>
    parts(
      s,
      'multiple',
      ends(s.time),
      { target: has(s, 'triple') ? 'triple' : has(s, 'halve') ? 'halve' : 'double', polar: true },
      true,
    ),
}
