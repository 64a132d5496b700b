// The row of the reading table that reads the extreme shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, order, parts, oneYear, endByHowMuch, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const extreme: Shape = {
  id: 'extreme',
  when: (s) => has(s, 'high', 'low', 'compare') && s.countries.length === 0 && !has(s, 'rank', 'all'),
  cue: ['high', 'low'],
  needs: { countries: [0, 0], time: ONE_YEAR },
  meaning: {
    en: 'the country with the highest (lowest) value of the eight in one year, every country that shares it named; "and by how much?": also the country second from that end and the margin between them',
    fr: 'le pays qui a la valeur la plus élevée (la plus faible) des huit pour une année, tous ceux qui la partagent nommés ; « et de combien ? » : aussi le deuxième pays depuis ce bout et l’écart entre eux',
  },
  examples: examples.extreme,
  // "And by how much?": the lead of that end over the next country (top 2: the two ends compared).
  read: (s) => parts(s, 'extreme', oneYear(s.time), { order: order(s), ...(endByHowMuch(s) ? { top: 2 } : {}) }),
}
