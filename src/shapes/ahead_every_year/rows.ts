// The row of the reading table that reads the ahead_every_year shape: the words that ask for it, what it needs and what
// it means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are
// in examples.ts.
import { type Shape, has, turned, parts, everyYear } from '../kit/rows.js'
import { examples } from './examples.js'

export const aheadEveryYear: Shape = {
  id: 'ahead_every_year',
  when: (s) => has(s, 'each_year') && s.countries.length === 2,
  cue: ['each_year'],
  needs: { countries: [2, 2], time: ['none', 'span', 'years', 'ever'] },
  meaning: {
    en: "both countries' values in every year of the span: whether the first was ahead every year, and the years it was not",
    fr: 'les valeurs des deux pays chaque année de la période : si le premier a été devant chaque année, et les années où il ne l’a pas été',
  },
  examples: examples.aheadEveryYear,
  read: (s) => parts(turned(s), 'ahead_every_year', everyYear(s.time, s.years), { polar: true }),
}
