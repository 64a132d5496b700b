// The rows of the reading table whose words ask what the tools cannot give: no shape's, each names the reason its
// questions are declined. src/shapes/layers/rows.ts places them among the shapes' rows (the first match wins).
import type { Form } from '../lexicon/question-words.js'
import { type Shape, has, ALL_TIMES } from '../shapes/kit/rows.js'

/**
 * Forms that ask something else of two countries than which was ahead: "since when" of them is no lead's run of years
 * ("since when has it been the highest", "twice the UK's", "grown faster").
 */
export const NOT_A_LEAD: readonly Form[] = [
  'high',
  'low',
  'rank',
  'top',
  'ratio',
  'difference',
  'double',
  'triple',
  'halve',
  'faster',
  'slower',
  'recover',
  'average',
  'median',
  'sum',
  'change',
  'each_year',
  'which_year',
  'growth_rate',
  'cagr',
]

export const whichYear: Shape = {
  id: 'which_year',
  when: (s) =>
    (has(s, 'which_year') && !has(s, 'overtake')) ||
    (has(s, 'since_when') && (s.countries.length !== 2 || has(s, ...NOT_A_LEAD))),
  cue: ['which_year', 'since_when'],
  needs: { countries: [0, 8], time: ALL_TIMES },
  meaning: {
    en: 'a search for the year of something other than one country\'s highest or lowest value, or "since when" of anything but one country ahead of another or a figure of the question\'s own: declined (the tools give the years asked)',
    fr: "la recherche de l'année d'autre chose que la valeur la plus élevée ou la plus faible d'un pays, ou « depuis quand » d'autre chose qu'un pays devant un autre ou un chiffre donné par la question : refusée",
  },
  examples: {
    en: [
      'In which year did the eight countries have the highest GDP?',
      'Since when has Brazil had the highest GDP per capita?',
    ],
    fr: ['En quelle année les pays avaient-ils le PIB le plus élevé ?'],
  },
  read: () => 'which_year',
}
