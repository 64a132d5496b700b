// The worked examples of the pace shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  pace: {
    en: [
      "Whose GDP grew faster between 2000 and 2020, India's or Nigeria's?",
      "Did Brazil's internet use grow faster than Mexico's between 2010 and 2020?",
      'Did internet use rise more in Brazil than in Mexico between 2010 and 2020?',
      'Which rose more between 2010 and 2020, internet use in Brazil or in Mexico?',
    ],
    fr: [
      'La population du Nigeria a-t-elle augmenté plus vite que celle du Brésil entre 2000 et 2020 ?',
      "L'accès à internet a-t-il plus progressé au Brésil qu'au Mexique entre 2010 et 2020 (en points) ?",
    ],
  },
} satisfies Record<string, Examples>
