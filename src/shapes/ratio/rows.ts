// The rows of the reading table that give the ratio shape (`figure_ratio`, `ratio`): the words that ask for it, what
// each needs and what it means exactly. src/shapes/layers/rows.ts places them in the table, whose first match wins;
// their worked examples are in examples.ts.
import { type Shape, has, parts, oneYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

export const figureRatio: Shape = {
  id: 'figure_ratio',
  gives: 'ratio',
  when: (s) => s.figure !== null && has(s, 'ratio') && s.countries.length === 2,
  cue: ['ratio'],
  needs: { countries: [2, 2], time: ONE_YEAR },
  meaning: {
    en: "the first country's value over the second's, and whether it bears out the question's own multiple: yes or no",
    fr: 'la valeur du premier pays rapportée à celle du second, et si elle confirme le multiple donné par la question',
  },
  examples: examples.figureRatio,
  read: (s) => parts(s, 'ratio', oneYear(s.time), { figure: s.figure!, polar: true }),
}

export const ratio: Shape = {
  id: 'ratio',
  when: (s) => has(s, 'ratio'),
  cue: ['ratio'],
  needs: { countries: [2, 2], time: ['none', 'latest', 'year', 'years'] },
  meaning: {
    en: "the first country's value divided by the second's, in one year",
    fr: 'la valeur du premier pays divisée par celle du second, pour une année',
  },
  examples: examples.ratio,
  read: (s) =>
    s.time.kind === 'years'
      ? s.time.years.flatMap((year) => parts(s, 'ratio', { kind: 'year', year }))
      : parts(s, 'ratio', oneYear(s.time)),
}
