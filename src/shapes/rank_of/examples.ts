// The worked examples of the rank_of shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  rankOf: {
    en: [
      'Where does Mexico rank on GDP per capita in 2022?',
      'Was Canada second in life expectancy in 2020?',
      "Japan's rank on population in 2005 and in 2025?",
    ],
    fr: [
      "Quel est le rang du Japon pour l'espérance de vie en 2020 ?",
      'Rang du Japon pour la population en 2005 et en 2025 ?',
    ],
  },
} satisfies Record<string, Examples>
