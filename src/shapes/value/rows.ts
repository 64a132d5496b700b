// The row of the reading table that reads the value shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import type { Form } from '../../lexicon/question-words.js'
import type { PartTime } from '../../reading/schema.js'
import { type Shape, has, parts, ends } from '../kit/rows.js'
import { examples } from './examples.js'

/** Forms a lookup never answers: left to the value row, they mean the question was not understood. */
const LOOKUP_LEFTOVERS: Form[] = [
  'high',
  'low',
  'rank',
  'top',
  'compare',
  'ratio',
  'difference',
  'overtake',
  'ever',
  'double',
  'triple',
  'halve',
  'faster',
  'slower',
  'recover',
  'average',
  'sum',
  'which_year',
  'since_when',
  'ascending',
  'descending',
  'any',
  'growth_rate',
  'annual',
]

export const value: Shape = {
  id: 'value',
  when: () => true,
  cue: [],
  words: (s) => s.formWords(...LOOKUP_LEFTOVERS),
  needs: { countries: [1, 8], time: ['none', 'latest', 'year', 'years', 'span'] },
  meaning: {
    en: "each country's value of each series, in the year asked, in each year named or over a span; the latest year with a value when none is named",
    fr: 'la valeur de chaque série pour chaque pays, l’année demandée, chaque année nommée ou sur une période ; la dernière année disponible sinon',
  },
  examples: examples.value,
  read: (s) => {
    // A form no row above took ("the highest" of one country over the years, "more" with nothing to compare) is not
    // read as a lookup: the question is declined, naming its words.
    // ("Its highest year": of one country, the highest is over the years, a search the tools do not make.)
    if (s.countries.length === 1 && has(s, 'high', 'low')) return 'which_year'
    if (LOOKUP_LEFTOVERS.some((f) => has(s, f))) return 'not_understood'
    const t = s.time
    const time: PartTime =
      t.kind === 'year' || t.kind === 'years'
        ? t.kind === 'year'
          ? { kind: 'year', year: t.year }
          : { kind: 'years', years: t.years }
        : t.kind === 'span'
          ? ends(t)
          : { kind: 'latest' }
    return parts(s, 'value', time, { polar: false }, true)
  },
}
