// The rows of the reading table that give the cagr shape (`cagr_rate`, `cagr`): the words that ask for it, what each
// needs and what it means exactly. src/shapes/layers/rows.ts places them in the table, whose first match wins; their
// worked examples are in examples.ts.
import { type Shape, has, twoYears, parts, ends, everyYear, annualRate, TWO_YEARS } from '../kit/rows.js'
import { examples } from './examples.js'

export const cagrRate: Shape = {
  id: 'cagr_rate',
  gives: 'cagr',
  when: (s) => has(s, 'growth_rate') && annualRate(s) && twoYears(s.time) && s.countries.length > 0,
  cue: ['growth_rate'],
  needs: { countries: [1, 4], time: TWO_YEARS },
  meaning: {
    en: '"the annual growth rate from 2000 to 2020": a rate a year over a span, the compound annual growth rate (as the cagr row)',
    fr: '« le taux de croissance annuel de 2000 à 2020 » : un taux par an sur une période, le taux de croissance annuel composé',
  },
  examples: examples.cagrRate,
  // (A figure of the question's own, or a way asked of the rate itself, is no compound rate's verdict.)
  read: (s) =>
    s.figure !== null || has(s, 'change', 'up', 'down')
      ? 'not_understood'
      : parts(s, 'cagr', ends(s.time), { polar: false }, true),
}

export const cagr: Shape = {
  id: 'cagr',
  when: (s) => has(s, 'cagr'),
  cue: ['cagr'],
  needs: { countries: [1, 4], time: ['none', 'span', 'years', 'ever'] },
  meaning: {
    en: 'the compound annual growth rate between the first and the last year of the span with a value (every year of the data when none is named), with both values',
    fr: 'le taux de croissance annuel moyen (composé) entre la première et la dernière année de la période ayant une valeur, avec les deux valeurs',
  },
  examples: examples.cagr,
  read: (s) => parts(s, 'cagr', everyYear(s.time, s.years), { polar: false }, true),
}
