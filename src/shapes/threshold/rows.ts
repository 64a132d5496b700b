// The row of the reading table that reads the threshold shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { isShareIndicator } from '../../lexicon/names.js'
import { atCeiling, countsPast } from '../../reading/schema.js'
import { type Shape, has, twoYears, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const threshold: Shape = {
  id: 'threshold',
  when: (s) =>
    s.figure !== null && s.countries.length === 0 && !has(s, 'change', 'up', 'down', 'average') && !twoYears(s.time),
  cue: ['all'],
  needs: { countries: [0, 0], time: ONE_YEAR },
  meaning: {
    en: 'the eight split by the question\'s own figure in one year: how many, and which, are above it (below it, asked "less than"; at it or above, asked "at least", or a share of 100 %), each with its value',
    fr: 'les huit pays partagés par le chiffre donné par la question pour une année : combien, et lesquels, sont au-dessus (en dessous, demandé « moins de » ; à ce chiffre ou au-dessus, demandé « au moins », ou une part de 100 %), chacun avec sa valeur',
  },
  examples: examples.threshold,
  // The tools count the countries above, at or below a figure: "at least" is those at it and above; "about" one is
  // not counted (the count of those above would be given as theirs); a bare share of 100 % is at least 100 %.
  // ("Among the countries with GDP above 1 trillion, which had the highest life expectancy?": the figure picks the
  // countries a second question is asked of, a filter the tools do not apply; never the figure held against a second
  // series, nor a count with the superlative dropped.)
  read: (s) => {
    const figure = s.indicators.length === 1 ? atCeiling(s.figure, isShareIndicator(s.indicators[0]!)) : null
    return countsPast(figure) && !has(s, 'high', 'low')
      ? parts(s, 'threshold', oneYear(s.time), { figure: figure!, polar: false })
      : 'filter'
  },
}
