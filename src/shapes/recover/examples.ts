// The worked examples of the recover shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  recover: {
    en: ["Did Nigeria's GDP recover to its 2014 level by 2024?", "Is Japan's population below its 2010 level?"],
    fr: [
      'Le PIB du Brésil a-t-il retrouvé son niveau de 2014 en 2022 ?',
      'Le PIB du Nigeria est-il sous son niveau de 2014 ?',
    ],
  },
} satisfies Record<string, Examples>
