// The worked examples of the peak shape's rows, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  biggestMove: {
    en: [
      "What was the biggest one-year fall in Brazil's GDP between 2000 and 2024?",
      "In which year did Brazil's GDP fall the most?",
      "What was the largest annual increase in India's population since 2000?",
      "What was the biggest year-on-year fall in Mexico's GDP per capita in percent?",
    ],
    fr: [
      'Quelle a été la plus forte hausse annuelle du PIB des États-Unis ?',
      "Quelle a été la plus forte baisse de la population du Japon d'une année sur l'autre ?",
      'Quelle a été la plus forte baisse du PIB du Brésil en un an, en pourcentage ?',
    ],
  },
  peak: {
    en: [
      "In which year was Brazil's GDP highest?",
      "When was Japan's population at its highest between 2000 and 2024?",
    ],
    fr: [
      'En quelle année le PIB du Brésil a-t-il été le plus élevé ?',
      "En quelle année l'espérance de vie au Nigeria a-t-elle été la plus basse ?",
    ],
  },
} satisfies Record<string, Examples>
