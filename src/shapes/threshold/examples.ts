// The worked examples of the threshold shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  threshold: {
    en: [
      'How many of the eight countries had more than 90% of people online in 2023?',
      'Which countries had more than 100 million people in 2024?',
      'Which countries had a life expectancy below 70 years in 2022?',
    ],
    fr: [
      "Combien des huit pays avaient plus de 90 % d'internautes en 2023 ?",
      'Quels pays avaient moins de 100 millions d’habitants en 2024 ?',
    ],
  },
} satisfies Record<string, Examples>
