// The worked examples of the compare shape's rows, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  figureMargin: {
    en: [
      "Did Japan's life expectancy exceed America's by more than 6 years in 2023?",
      "Was Japan's life expectancy more than 6 years higher than America's in 2023?",
    ],
    fr: ["L'espérance de vie au Japon dépassait-elle celle des États-Unis de plus de 6 ans en 2023 ?"],
  },
  compare: {
    en: [
      'Which had more people in 2024, Japan or Mexico?',
      'Compare life expectancy in Canada and the United States in 2020.',
      'us gdp 2024 vs canada',
    ],
    fr: ['Qui a le PIB le plus élevé en 2023, le Canada ou le Brésil ?', 'PIB/hab du Royaume-Uni vs Japon en 2024'],
  },
} satisfies Record<string, Examples>
