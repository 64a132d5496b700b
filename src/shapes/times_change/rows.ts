// The row of the reading table that reads the times_change shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, parts, ends, twoYears, TWO_YEARS } from '../kit/rows.js'
import { foldWords } from '../../text/normalise.js'
import { examples } from './examples.js'

/** "Quadrupled", « décuplé »: a verb of a multiple, as "doubled" is, claims at least that multiple. */
const FOLD_VERB = /(?:upl|uple)/i
/** "By what factor", « par combien »: the multiple asked, not a yes or no, whatever the verb's inversion. */
const ASKED = /\b(?:what|which|how|combien)\b/i

export const timesChange: Shape = {
  id: 'times_change',
  // "By what factor did India's GDP grow", "how many times bigger in 2020 than in 2000", "did it multiply by 5",
  // "fivefold", « multiplié par combien »: one country against itself over two years, as a multiple. ("Did it double"
  // keeps its own row: a target.)
  // (A multiple of the question's own with no two years, "did India's GDP multiply by 5?", is declined naming the
  // years it needs, never the figure read as a value.)
  when: (s) =>
    has(s, 'ratio') &&
    s.countries.length === 1 &&
    (twoYears(s.time) || s.figure !== null) &&
    !has(s, 'double', 'triple', 'halve', 'recover', 'high', 'low', 'rank', 'top', 'average', 'cagr'),
  cue: ['ratio'],
  // (The words of a multiple without the question's own figure, which an answer may not repeat: "5 times" is "times".)
  words: (s) =>
    s.formWords('ratio').flatMap((w) => {
      const bare = w.replace(/[\d.,-]+\s*/g, '').trim()
      return bare === '' ? [] : [bare]
    }),
  needs: { countries: [1, 1], time: TWO_YEARS },
  meaning: {
    en: 'the value in the last year over the value in the first, as a multiple ("5.71 times", "0.84 times"), with both values; with a multiple of the question\'s own, whether it bears it out: yes or no',
    fr: "la valeur de la dernière année rapportée à celle de la première, en multiple (« 5,71 fois », « 0,84 fois »), avec les deux valeurs ; avec un multiple donné par la question, s'il le confirme : oui ou non",
  },
  examples: examples.timesChange,
  read: (s) => {
    const f = s.figure
    // (A percent, or a figure that is no multiple, is another question; a yes or no needs the multiple it checks.)
    if (f && (f.percent || f.value <= 0)) return 'not_understood'
    const asked = s.formWords('ratio').some((w) => ASKED.test(foldWords(w)))
    if (!f && s.polar && !asked) return 'not_understood'
    const figure = f
      ? { ...f, relation: f.relation === 'exactly' && FOLD_VERB.test(f.text) ? ('least' as const) : f.relation }
      : null
    if (!twoYears(s.time)) return 'two_years'
    return parts(s, 'times_change', ends(s.time), figure ? { figure, polar: true } : { polar: false }, true)
  },
}
