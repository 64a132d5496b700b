// The worked examples of the median shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  median: {
    en: ['What was the median life expectancy of the eight countries in 2022?'],
    fr: ['Quel était le PIB par habitant médian des huit pays en 2023 ?'],
  },
} satisfies Record<string, Examples>
