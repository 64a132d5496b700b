// The worked examples of the ranking shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  ranking: {
    en: ['Rank the eight countries by internet use in 2021'],
    fr: ['Classement des pays selon le PIB en 2023'],
  },
} satisfies Record<string, Examples>
