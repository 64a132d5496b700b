// The worked examples of the cagr shape's rows, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  cagrRate: {
    en: ["What was the annual growth rate of Nigeria's population from 2000 to 2020?"],
    fr: ['Quel a été le taux de croissance annuel de la population du Nigeria entre 2000 et 2020 ?'],
  },
  cagr: {
    en: [
      "What was the compound annual growth rate of India's GDP from 2000 to 2024?",
      "compound growth of india's population 2000-2020?",
    ],
    fr: ["Quel a été le taux de croissance annuel moyen du PIB de l'Inde entre 2000 et 2024 ?"],
  },
} satisfies Record<string, Examples>
