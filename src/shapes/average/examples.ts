// The worked examples of the average shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  average: {
    en: [
      'What was the average life expectancy of the eight countries in 2020?',
      'avg life expectancy across the 8 in 2020?',
    ],
    fr: ["Quelle était l'espérance de vie moyenne des huit pays en 2015 ?"],
  },
} satisfies Record<string, Examples>
