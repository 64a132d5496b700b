// The row of the reading table that reads the count_years shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { isShare } from '../../reading/clause.js'
import type { DeclineReason, Part } from '../../reading/schema.js'
import { type Shape, type Slots, has, parts, wayAsked, everyYear } from '../kit/rows.js'
import { examples } from './examples.js'

/** A level (or a yearly rate) is counted above, at least or below the question's figure: never "about" it. */
const COUNTED_RELATIONS = new Set(['more', 'least', 'less'])

/**
 * What a count of years counts, from the clause: the years the series stood above (below) the question's figure; a
 * percent of a count or an amount with a word of growth, the years its growth rate did; no figure, the years it moved
 * the way asked ("in more than 3 years": asked yes or no, the count against that number); or why it cannot be read.
 */
function counted(s: Slots, indicator: Part['indicator']): Partial<Part> | DeclineReason {
  const f = s.figure
  const way = wayAsked(s)
  if (f === null) {
    if (!way) return 'count_of_years'
    const asked = s.yearsFigure
    if (asked && !COUNTED_RELATIONS.has(asked.relation) && asked.relation !== 'exactly') return 'count_of_years'
    return { direction: way, ...(asked ? { figure: asked, polar: true } : { polar: false }) }
  }
  if (s.yearsFigure || !COUNTED_RELATIONS.has(f.relation)) return 'count_of_years'
  // ("Grew by more than 2.5 %" of a count or an amount is its growth rate; "by 2 points", a change's amount: declined.)
  if (s.margin && !(f.percent && !isShare(indicator))) return 'count_of_years'
  // ("Above 2.5 %" of a population is its growth rate, asked with a word of growth; without one, a share of a whole.)
  if (f.percent && !isShare(indicator))
    return has(s, 'up', 'down', 'growth_rate')
      ? { figure: f, faster: true, direction: way ?? 'up', polar: false }
      : 'count_of_years'
  return { figure: f, polar: false }
}

export const countYears: Shape = {
  id: 'count_years',
  countsYears: true,
  // "How many years was the UK's population above 65 million", "combien de fois le PIB du Japon a-t-il baissé",
  // "did Brazil's GDP fall in more than 3 years": one country's series counted over the years. Never a rank in
  // every year, a comparison of two countries, a target or a change's amount: those are declined by their words.
  when: (s) =>
    (s.yearsCounted?.length ?? 0) > 0 &&
    s.countries.length <= 1 &&
    s.places.length === 0 &&
    s.top === null &&
    !has(s, 'high', 'low', 'rank', 'top', 'average', 'cagr', 'closest', 'double', 'triple', 'halve', 'recover'),
  cue: ['count'],
  words: (s) => s.yearsCounted ?? [],
  needs: { countries: [1, 1], time: ['none', 'span', 'years', 'ever'] },
  meaning: {
    en: 'one country\'s values over the span (every year of the data when none is named): the number of years in which it was above (below) the question\'s own figure, rose (fell) from the year before, or grew by more than a percent asked, and those years listed, never yes or no; "did it fall in more than 3 years": yes or no, with the count and the years',
    fr: "les valeurs d'un pays sur la période (toutes les années des données si aucune n'est nommée) : le nombre d'années où elle a été au-dessus (en dessous) du chiffre de la question, a augmenté (baissé) par rapport à l'année précédente, ou a crû de plus d'un pourcentage donné, et ces années, jamais oui ou non ; « a-t-il baissé en plus de 3 ans » : oui ou non, avec le nombre et les années",
  },
  examples: examples.countYears,
  read: (s) => {
    const indicator = s.indicators[0]
    const extra = indicator ? counted(s, indicator) : 'count_of_years'
    if (typeof extra === 'string') return extra
    return parts(s, 'count_years', everyYear(s.time, s.years), extra)
  },
}
