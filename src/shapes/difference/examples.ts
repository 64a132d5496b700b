// The worked examples of the difference shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  difference: {
    en: [
      'How many more people did India have than Nigeria in 2020?',
      'How big is the gap between the US and Japan in GDP now?',
    ],
    fr: ['Quel était l’écart de PIB entre le Japon et le Royaume-Uni en 2022 ?'],
  },
} satisfies Record<string, Examples>
