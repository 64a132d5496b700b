// The worked examples of the count_years shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  countYears: {
    en: [
      "In how many years since 2015 did Brazil's GDP fall?",
      "How many years was the UK's population above 65 million?",
      "Between 2000 and 2024, in how many years was Japan's life expectancy above 84?",
      "Did Brazil's GDP fall in more than 3 years since 2015?",
    ],
    fr: [
      "Combien d'années le PIB du Brésil a-t-il reculé depuis 2015 ?",
      "En combien d'années la croissance de la population du Nigeria a-t-elle dépassé 2,5 % ?",
    ],
  },
} satisfies Record<string, Examples>
