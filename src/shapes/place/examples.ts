// The worked examples of the place shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  place: {
    en: [
      'Which country had the second largest population in 2020?',
      'Which country ranked third for life expectancy in 2020?',
    ],
    fr: ['Quel pays avait le 3e PIB le plus élevé en 2022 ?'],
  },
} satisfies Record<string, Examples>
