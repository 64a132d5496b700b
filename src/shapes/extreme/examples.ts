// The worked examples of the extreme shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  extreme: {
    en: [
      'Which country had the highest GDP in 2024?',
      'Which country had the lowest life expectancy in 2023?',
      'Which country had the highest GDP per capita in 2024, and by how much?',
      'for the 6pm bulletin: which country had the highest life expectancy in 2023?',
    ],
    fr: [
      'Quel pays avait la population la plus faible en 2020 ?',
      'Quel pays a le PIB par habitant le plus bas en 2024, et de combien ?',
      'Quel pays avait le PIB le plus élevé en 2024, et avec quelle avance ?',
      "pour le JT de 20h : quel pays avait l'espérance de vie la plus élevée en 2023 ?",
    ],
  },
} satisfies Record<string, Examples>
