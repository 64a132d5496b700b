// The row of the reading table that reads the total shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import type { IndicatorCode } from '../../lexicon/codes.js'
import { isShareIndicator } from '../../lexicon/names.js'
import { type Shape, has, ranked, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

/** Series whose countries add up: a number of people, an amount of money (not a share, per person or in years). */
const summable = (i: IndicatorCode) => i === 'SP.POP.TOTL' || i === 'NY.GDP.MKTP.CD'

export const total: Shape = {
  id: 'total',
  when: (s) =>
    has(s, 'sum') ||
    (s.total.length > 0 && (s.countries.length >= 2 || has(s, 'all')) && !ranked(s) && !has(s, 'average', 'compare')) ||
    // ("Japan's share of the eight's life expectancy": a share of a whole that does not add up, declined as a sum,
    // never answered as Japan's value with the share dropped; a share series' own words, "internet usage rate", are
    // its name, not a share of the eight.)
    (has(s, 'share') &&
      has(s, 'all') &&
      s.countries.length >= 1 &&
      s.indicators.every((i) => summable(i) || !isShareIndicator(i))),
  cue: ['sum', 'share'],
  // (A sum weighed against one country is declined naming the sum's words and the comparison's, "combined" and
  // "more", "cumulé" and "dépasse": the comparison with a sum is what no part reads.)
  words: (s) => [...s.formWords('sum', 'share', 'compare', 'overtake'), ...s.total],
  needs: { countries: [0, 8], time: [...ONE_YEAR, 'years'] },
  meaning: {
    en: "the sum of the countries named (of all eight when none is named) in one year (in each year named), each one's value, and their share of the eight's total; population and GDP only (other series do not add up)",
    fr: "la somme des pays nommés (des huit si aucun ne l'est) pour une année (pour chaque année nommée), la valeur de chacun, et leur part du total des huit ; population et PIB seulement (les autres séries ne s'additionnent pas)",
  },
  examples: examples.total,
  // "Combined internet use": a share, a per-person figure or a life span does not add up across countries.
  read: (s) =>
    // ("Was the US share of the eight's GDP bigger in 2000 or in 2023", "more than half of it": a share weighed
    // against another year's or a figure, which no verdict of this shape gives; declined, naming the words.)
    has(s, 'share') && has(s, 'all') && s.countries.length >= 1 && (has(s, 'compare', 'high', 'low') || s.polar)
      ? 'share_compared'
      : // ("Did India have more people than the US, UK, Canada and Mexico combined?": one country against a sum, which
        // no part compares; declined, never the sum alone with the comparison dropped. "Le PIB cumulé du Brésil, du
        // Mexique et du Canada dépasse-t-il celui du Japon": a sum said to exceed one country, the same.)
        has(s, 'compare', 'overtake') && s.figure === null
        ? 'not_understood'
        : !s.indicators.every(summable)
          ? 'sum'
          : s.time.kind !== 'years'
            ? parts(s, 'total', oneYear(s.time), { polar: false })
            : // "India's share of the eight's population in 2000 and 2023": the sum (and share) in each year named; a
              // verdict or a figure is one year's.
              s.polar || s.figure !== null
              ? 'one_year'
              : s.time.years.flatMap((year) => parts(s, 'total', { kind: 'year', year }, { polar: false })),
}
