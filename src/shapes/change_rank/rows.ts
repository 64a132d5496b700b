// The rows of the reading table that give the change_rank shape (`rate_rank`, `every_country`, `change_rank`): the
// words that ask for it, what each needs and what it means exactly. src/shapes/layers/rows.ts places them in the table,
// whose first match wins; their worked examples are in examples.ts.
import type { Form } from '../../lexicon/question-words.js'
import {
  type Shape,
  has,
  ranked,
  twoYears,
  order,
  parts,
  wayAsked,
  ends,
  annualRate,
  stepInto,
  TWO_YEARS,
} from '../kit/rows.js'
import { examples } from './examples.js'

/** Words that ask something else of every country's change than its way ("the fastest", "every year", "ever"). */
const NOT_A_WAY: Form[] = [
  'high',
  'low',
  'top',
  'faster',
  'slower',
  'each_year',
  'ever',
  'compare',
  'average',
  'median',
  'sum',
  'double',
  'triple',
  'halve',
  'recover',
  'overtake',
  'which_year',
  'since_when',
  'growth_rate',
  'cagr',
]

export const rateRank: Shape = {
  id: 'rate_rank',
  gives: 'change_rank',
  when: (s) => has(s, 'growth_rate') && s.countries.length === 0 && ranked(s),
  cue: ['growth_rate'],
  needs: { countries: [0, 0], time: ['none', 'latest', 'year', 'span', 'years'] },
  meaning: {
    en: "every country's growth rate (its percent change into the year named, from the year before; between two years named), and the country with the highest (lowest)",
    fr: "le taux de croissance de chaque pays (son évolution en pourcentage vers l'année nommée, depuis la précédente ; entre deux années nommées), et le pays qui a le plus élevé (le plus faible)",
  },
  examples: examples.rateRank,
  read: (s) => {
    // ("Annual" over a span is a compound rate a year, which no tool ranks.)
    if (s.figure !== null || (twoYears(s.time) && annualRate(s))) return 'rank_of_changes'
    const time = twoYears(s.time) ? ends(s.time) : stepInto(s.time, s.years[0], true)
    if (!time) return 'two_years'
    return parts(s, 'change_rank', time, { polar: false, order: order(s), faster: true })
  },
}

export const everyCountry: Shape = {
  id: 'every_country',
  gives: 'change_rank',
  when: (s) =>
    s.countries.length === 0 &&
    s.figure === null &&
    has(s, 'up', 'down') &&
    !has(s, ...NOT_A_WAY) &&
    (has(s, 'all', 'any') || (has(s, 'rank') && !s.polar)),
  cue: ['all', 'any', 'up', 'down'],
  needs: { countries: [0, 0], time: ['latest', 'year', 'years', 'span'] },
  meaning: {
    en: 'every country\'s change between two years ("in 2020": from 2019; "last year": into the latest year with a value), and the countries whose change went the way asked: "did it rise in every country" (in any country, "did any of the eight"): yes or no; "which countries fell": those',
    fr: "l'évolution de chaque pays entre deux années (« en 2020 » : depuis 2019 ; « l'an dernier » : vers la dernière année disponible), et les pays dont l'évolution va dans le sens demandé : « a-t-il augmenté dans tous les pays » (dans au moins un) : oui ou non ; « quels pays ont baissé » : ceux-là",
  },
  examples: examples.everyCountry,
  read: (s) => {
    const direction = wayAsked(s)
    // ("Every country and any": two claims; "never fell in every country": a negation of the whole.)
    if (!direction || s.negated || (has(s, 'all') && has(s, 'any') && s.polar)) return 'not_understood'
    const time = twoYears(s.time) ? ends(s.time) : stepInto(s.time, s.years[0], false)
    if (!time) return 'two_years'
    const any = s.polar && has(s, 'any')
    return parts(s, 'change_rank', time, { polar: s.polar, direction, ...(any ? { ever: true as const } : {}) })
  },
}

export const changeRank: Shape = {
  id: 'change_rank',
  when: (s) =>
    s.countries.length === 0 &&
    s.figure === null &&
    ((has(s, 'change', 'up', 'down') && ranked(s)) || has(s, 'faster', 'slower')),
  cue: ['change', 'up', 'down', 'faster', 'slower'],
  words: (s) => s.formWords('high', 'low', 'change', 'up', 'down', 'faster', 'slower'),
  needs: { countries: [0, 0], time: TWO_YEARS },
  meaning: {
    en: 'every country\'s change between two years ("since 2000": to the latest year all have), and the country with the largest (smallest) one: by percent change for "fastest" ("slowest") or growth ranked ("the strongest growth"), else by the difference ("the biggest fall": the lowest)',
    fr: "l'évolution de chaque pays entre deux années, et le pays qui a la plus forte (la plus faible) : en pourcentage pour « le plus vite » ou une croissance classée (« la plus forte croissance »), sinon par l'écart (« la plus forte baisse » : le plus bas)",
  },
  examples: examples.changeRank,
  read: (s) => {
    // ("Did it rise in most countries": a count of the eight, asked yes or no, which no end of a ranking answers.)
    if (s.polar) return 'not_understood'
    // ("The biggest fall in percent", "en pourcentage", "in relative terms": by percent change too.)
    // ("The strongest growth", "la plus forte croissance", "progression": growth ranked is relative, as "fastest" is;
    // "la plus forte hausse", "rose most", and any change said "in points" stay the difference.)
    const fold = (w: string) =>
      w
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    const growthNoun =
      s.formWords('up', 'down').some((w) => /^(growth|croissance|progression)$/.test(fold(w))) &&
      !s.formWords('change').some((w) => /point/.test(fold(w)))
    const byPercent = has(s, 'faster', 'slower', 'relative') || growthNoun
    // "The biggest fall": the lowest change; "the smallest fall", the highest; else "slowest", "least" the lowest.
    const falls = has(s, 'down') && !has(s, 'up')
    const low = falls ? !has(s, 'low') : has(s, 'low', 'slower')
    return parts(s, 'change_rank', ends(s.time), {
      polar: false,
      order: low ? 'lowest' : 'highest',
      ...(byPercent ? { faster: true } : {}),
    })
  },
}
