// The worked examples of the versus_average shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  versusAverage: {
    en: ['Was life expectancy in India higher than the average of the eight in 2020?'],
    fr: ["L'espérance de vie au Brésil était-elle supérieure à la moyenne des huit pays en 2021 ?"],
  },
} satisfies Record<string, Examples>
