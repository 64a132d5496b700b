// The worked examples of the multiple shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  multiple: {
    en: ["Did Nigeria's population double between 2000 and 2024?"],
    fr: ['La population du Nigeria a-t-elle doublé entre 2000 et 2024 ?'],
  },
} satisfies Record<string, Examples>
