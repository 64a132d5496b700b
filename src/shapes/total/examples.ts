// The worked examples of the total shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  total: {
    en: [
      'What was the combined population of the US, Canada and Mexico in 2024?',
      'What was the total GDP of all eight countries in 2023?',
      "What share of the eight countries' population did India have in 2024?",
      'combined gdp of us, canada and mexico in 2024?',
    ],
    fr: [
      'Population totale du Canada et des États-Unis en 2024 ?',
      'population totale des US et du Canada en 2024 ?',
      'Quel était le PIB cumulé du Canada et du Mexique en 2020 ?',
    ],
  },
} satisfies Record<string, Examples>
