// The worked examples of the top shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's, and
// questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  top: { en: ['Top 3 countries by GDP in 2022?'], fr: ['Les 3 pays les plus peuplés en 2020 ?'] },
} satisfies Record<string, Examples>
