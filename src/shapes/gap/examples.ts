// The worked examples of the gap shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's, and
// questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  gap: {
    en: [
      'How did the gap between US and UK GDP evolve from 2000 to 2020?',
      'Did the gap in GDP per capita between the US and Mexico widen between 2000 and 2020?',
    ],
    fr: [
      "Comment l'écart de population entre l'Inde et le Nigeria a-t-il évolué entre 2000 et 2020 ?",
      "L'écart de PIB par habitant entre les États-Unis et le Mexique s'est-il creusé entre 2000 et 2020 ?",
      "l'écart de PIB entre le Japon et l'Inde s'est-il réduit entre 2010 et 2024 ?",
    ],
  },
} satisfies Record<string, Examples>
