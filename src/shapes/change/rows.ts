// The rows of the reading table that give the change shape (`growth_rate`, `figure_change`, `change`): the words that
// ask for it, what each needs and what it means exactly. src/shapes/layers/rows.ts places them in the table, whose
// first match wins; their worked examples are in examples.ts.
import {
  type Slots,
  type Shape,
  has,
  twoYears,
  levelOverYears,
  parts,
  wayAsked,
  ends,
  endByHowMuch,
  stepInto,
  TWO_YEARS,
} from '../kit/rows.js'
import { examples } from './examples.js'

/** The longest span ("how did it evolve") whose every year is given beside the change between its ends. */
const EVERY_YEAR_SPAN = 6

/**
 * "Was Mexico's GDP per capita higher in 2023 than in 2013?": one country compared with itself in two years named, the
 * first year's value against the second's: the way of the change between them, up when the first year named is the
 * later one, turned over for "lower" ("higher in 2013 than in 2023" asks whether it fell).
 */
function yearsCompared(s: Slots): 'up' | 'down' | undefined {
  const typed = s.yearsTyped ?? []
  if (!has(s, 'compare') || s.countries.length !== 1 || s.time.kind !== 'years' || typed.length !== 2) return undefined
  const [first, second] = typed as [number, number]
  return first > second !== s.lower ? 'up' : 'down'
}

export const growthRate: Shape = {
  id: 'growth_rate',
  gives: 'change',
  // ("India's annual population growth in 2022": "annual" and "growth" apart ask the same rate.)
  when: (s) => has(s, 'growth_rate') || (has(s, 'annual') && wayAsked(s) === 'up' && !s.polar),
  cue: ['growth_rate', 'annual'],
  needs: { countries: [1, 8], time: ['none', 'latest', 'year', 'span'] },
  meaning: {
    en: 'a growth rate: the percent change into the year named from the year before ("in 2023": from 2022; none named: into the latest year with a value), or between the two years named; with a figure of the question\'s own, whether the rate bears it out: yes or no',
    fr: "un taux de croissance : l'évolution en pourcentage vers l'année nommée depuis la précédente (« en 2023 » : depuis 2022 ; aucune nommée : vers la dernière année disponible), ou entre les deux années nommées ; avec un chiffre donné par la question, si le taux le confirme : oui ou non",
  },
  examples: examples.growthRate,
  read: (s) => {
    // "Did the growth rate rise": a change of the rate itself, which no tool gives.
    const rate = has(s, 'growth_rate')
    // ("How much did it grow annually from 2010 to 2020": an amount or a rate a year, which the words do not say.)
    if (!rate && twoYears(s.time)) return 'not_understood'
    if (
      has(s, 'change', 'down', 'each_year', 'ever') ||
      (rate && has(s, 'up')) ||
      (has(s, 'compare') && s.figure === null)
    )
      return 'not_understood'
    if (s.figure !== null && !s.figure.percent) return 'not_understood'
    const time = s.time.kind === 'span' ? ends(s.time) : stepInto(s.time, s.years[0], true)
    if (!time) return 'two_years'
    const figure = s.figure ? { figure: s.figure, polar: true } : { polar: false }
    return parts(s, 'change', time, { faster: true, ...figure }, true)
  },
}

/** The words of a figure said a year ("a year", "par an", "on average a year", "every year"). */
const PER_YEAR = ['annual', 'cagr', 'each_year'] as const
const perYear = (s: Slots) => has(s, ...PER_YEAR)

export const figureChange: Shape = {
  id: 'figure_change',
  gives: 'change',
  // ("Did it drop below 2 trillion between 2005 and 2020": a level, over every year; "by" a change.)
  when: (s) => s.figure !== null && has(s, 'change', 'up', 'down') && twoYears(s.time) && !levelOverYears(s),
  cue: ['change', 'up', 'down'],
  // ("Grew 8% a year since 2000": a rate a year, declined naming its words.)
  words: (s) => (perYear(s) ? s.formWords(...PER_YEAR) : s.formWords('change', 'up', 'down')),
  needs: { countries: [1, 1], time: TWO_YEARS },
  meaning: {
    en: "the change between two years, and whether it bears out the question's own figure (a percent, or an amount): yes or no",
    fr: "l'évolution entre deux années, et si elle confirme le chiffre donné par la question (un pourcentage ou un montant) : oui ou non",
  },
  examples: examples.figureChange,
  read: (s) => {
    // "Did it grow by more than 2% a year from 2000 to 2020", "de 10 % par an", "10% a year on average", "by more than
    // 2% every year": a rate a year over the span, or every year's step, which the change between its two ends is not
    // (never judged on the whole change).
    const direction = wayAsked(s)
    // ("Grew by about 2.5% a year since 2000", "de 10 % par an": a percent a year is the compound annual growth rate
    // over the span, judged against the figure; every year's step, or an amount a year, is declined.)
    const rate = has(s, 'annual', 'cagr') && !has(s, 'each_year') && s.figure!.percent
    if (rate)
      return parts(
        s,
        'cagr',
        ends(s.time),
        { figure: s.figure!, polar: true, ...(direction ? { direction } : {}) },
        true,
      )
    if (perYear(s)) return 'not_understood'
    return parts(
      s,
      'change',
      ends(s.time),
      { figure: s.figure!, polar: true, ...(direction ? { direction } : {}) },
      true,
    )
  },
}

export const change: Shape = {
  id: 'change',
  when: (s) =>
    has(s, 'change', 'up', 'down') ||
    (has(s, 'difference') && !endByHowMuch(s)) ||
    (s.countries.length === 1 && twoYears(s.time) && has(s, 'compare')),
  cue: ['change', 'up', 'down', 'difference'],
  needs: { countries: [1, 8], time: [...TWO_YEARS, 'latest'] },
  meaning: {
    en: 'the change between two years: the difference (in percentage points for a share) and the percent change; with "did it rise (fall)", yes or no ("in 2021": from the year before; "last year": into the latest year with a value, from the year before); "how did it evolve" (one country, one series) over a span of up to 6 years, every year\'s value too',
    fr: "l'évolution entre deux années : l'écart (en points de pourcentage pour une part) et l'évolution en pourcentage ; « comment a-t-il évolué » (un pays, une série) sur 6 ans au plus, aussi la valeur de chaque année",
  },
  examples: examples.change,
  read: (s) => {
    // "Did the US grow by more people than Nigeria": two changes compared, which no tool ranks (a yes or no for each
    // would answer another question).
    if (s.polar && s.countries.length >= 2 && has(s, 'compare')) return 'rank_of_changes'
    const direction = wayAsked(s) ?? yearsCompared(s)
    // "Did it go up last year": the step into the latest year with a value (the answer names both years); "now",
    // "currently" name no step.
    const time = s.time.kind === 'latest' ? stepInto(s.time, s.years[0], false) : ends(s.time)
    if (!time) return 'two_years'
    // ("The annual change from 2010 to 2020": a change a year, which the change between the two ends is not.)
    if (has(s, 'annual') && !(time.kind === 'span' && time.to - time.from === 1) && time.kind !== 'latest')
      return 'not_understood'
    const change = parts(s, 'change', time, direction && s.polar ? { direction } : { polar: false }, true)
    // "How did it evolve from 2019 to 2022": over a short span, every year's value too, so that a fall and a
    // rebound between the two ends are not hidden by them.
    const t = s.time
    const short = t.kind === 'span' && t.to - t.from >= 2 && t.to - t.from <= EVERY_YEAR_SPAN
    // ("By how much", "de combien": the difference alone; several series or countries: too long an answer.)
    const one = s.countries.length === 1 && s.indicators.length === 1
    if (!s.polar && has(s, 'change') && !has(s, 'difference') && short && one)
      return [...change, ...parts(s, 'value', ends(t), { polar: false }, true)]
    return change
  },
}
