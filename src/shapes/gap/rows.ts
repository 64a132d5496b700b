// The row of the reading table that reads the gap shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, twoYears, parts, wayAsked, ends, TWO_YEARS } from '../kit/rows.js'
import { examples } from './examples.js'

export const gap: Shape = {
  id: 'gap',
  when: (s) => has(s, 'difference') && s.countries.length === 2 && twoYears(s.time),
  cue: ['difference'],
  needs: { countries: [2, 2], time: TWO_YEARS },
  meaning: {
    en: 'the difference between the two countries at each end of the span; "did it widen (narrow)": yes or no',
    fr: "l'écart entre les deux pays au début et à la fin de la période ; « s'est-il creusé (resserré) » : oui ou non",
  },
  examples: examples.gap,
  read: (s) => {
    const direction = wayAsked(s)
    return parts(s, 'gap', ends(s.time), direction && s.polar ? { direction } : { polar: false })
  },
}
