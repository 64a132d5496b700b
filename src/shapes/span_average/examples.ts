// The worked examples of the span_average shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  spanAverage: {
    en: ["What was Brazil's average life expectancy from 2010 to 2020?"],
    fr: ["Quelle a été l'espérance de vie moyenne au Brésil entre 2010 et 2020 ?"],
  },
} satisfies Record<string, Examples>
