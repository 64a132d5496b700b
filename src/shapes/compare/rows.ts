// The rows of the reading table that give the compare shape (`figure_margin`, `compare`): the words that ask for it,
// what each needs and what it means exactly. src/shapes/layers/rows.ts places them in the table, whose first match
// wins; their worked examples are in examples.ts.
import type { Part, PartTime } from '../../reading/schema.js'
import { type Slots, type Shape, has, parts, oneYear } from '../kit/rows.js'
import { examples } from './examples.js'

/**
 * Both countries' values in the year (each year) asked, and which is higher; with the question's own margin ("higher
 * than Mexico's by more than 10 years"), the margin is part of the claim, and its verdict the margin's.
 */
function compared(s: Slots): Part[] {
  return (
    s.time.kind === 'years' ? s.time.years.map((year): PartTime => ({ kind: 'year', year })) : [oneYear(s.time)]
  ).flatMap((time) => {
    const lower = (time.kind === 'year' ? s.lowerIn?.get(time.year) : undefined) ?? s.lower
    if (s.margin && s.figure)
      return parts(s, 'compare', time, { figure: s.figure, polar: true, direction: lower ? 'down' : 'up' })
    return parts(s, 'compare', time, s.polar ? { direction: lower ? 'down' : 'up' } : {})
  })
}

export const figureMargin: Shape = {
  id: 'figure_margin',
  gives: 'compare',
  // Whatever the verb ("exceed", "outstrip", "be ahead of", "dépasser", "devancer"): a margin between two countries
  // is the comparison's claim, never dropped for an overtaking read without it.
  when: (s) => s.figure !== null && s.margin && s.countries.length === 2 && !has(s, 'change', 'up', 'down', 'ratio'),
  cue: ['overtake', 'compare', 'ever', 'each_year'],
  needs: { countries: [2, 2], time: ['none', 'latest', 'year', 'years'] },
  meaning: {
    en: "both countries' values in one year (each year named), and whether the first is above (below) the second by the question's own margin: yes or no",
    fr: "les valeurs des deux pays pour une année (chaque année nommée), et si le premier dépasse le second (est en dessous) de l'écart donné par la question : oui ou non",
  },
  examples: examples.figureMargin,
  // ("Every year", "ever" by a margin: a margin over every year, which the comparison of one year does not give.)
  read: (s) => (has(s, 'each_year', 'ever') ? 'figure_unread' : compared(s)),
}

export const compare: Shape = {
  id: 'compare',
  when: (s) => s.countries.length === 2 && (has(s, 'compare', 'high', 'low') || s.polar),
  cue: ['compare'],
  needs: { countries: [2, 2], time: ['none', 'latest', 'year', 'years'] },
  meaning: {
    en: "both countries' values in one year (each year named), and which is higher",
    fr: 'les valeurs des deux pays pour une année (chaque année nommée), et laquelle est la plus élevée',
  },
  examples: examples.compare,
  read: compared,
}
