// The worked examples of the times_change shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  timesChange: {
    en: [
      "By what factor did India's GDP grow from 2000 to 2020?",
      "Did India's GDP multiply by 5 between 2000 and 2020?",
    ],
    fr: ["Le PIB de l'Inde a-t-il été multiplié par 5 entre 2000 et 2020 ?"],
  },
} satisfies Record<string, Examples>
