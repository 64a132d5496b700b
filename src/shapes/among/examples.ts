// The worked examples of the among shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  among: {
    en: ['Among Brazil, Canada and India, which had the highest GDP in 2020?'],
    fr: ['Parmi le Brésil, le Canada et l’Inde, lequel avait le PIB le plus élevé en 2020 ?'],
  },
} satisfies Record<string, Examples>
