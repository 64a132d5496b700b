// The worked examples of the change shape's rows, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  growthRate: {
    en: [
      // (Of GDP, a growth rate is real growth, at constant prices, which the data lacks: declined, issue 35.)
      "What was Nigeria's population growth rate in 2022?",
      "What is Japan's population growth rate?",
      "Was Nigeria's population growth rate above 2% in 2022?",
    ],
    fr: ["Quel a été le taux de croissance de la population de l'Inde en 2023 ?"],
  },
  figureChange: {
    en: [
      'Did the US population grow by more than 10% between 2010 and 2020?',
      "did nigeria's life expectancy rise more than 10 years since 2000?",
    ],
    fr: [
      'La population du Japon a-t-elle baissé de plus de 5 % entre 2010 et 2024 ?',
      "un député dit que l'espérance de vie au Nigeria a gagné 10 ans depuis 2000, c'est juste ?",
    ],
  },
  change: {
    en: [
      "How did India's population change between 2000 and 2024?",
      "Did Japan's population fall between 2010 and 2020?",
      "Did India's life expectancy fall in 2021?",
      "Did Japan's population go up last year?",
      'how big was the drop in us life expectancy from 2019 to 2021',
      'brazil internet 2010 v 2020',
      'uk internet users 2019 vs 2024 - up how many points?',
    ],
    fr: [
      'De combien a évolué le PIB par habitant de l’Inde entre 2010 et 2020 ?',
      "Le PIB du Mexique a-t-il baissé l'an dernier ?",
      'salut - le PIB du Mexique a-t-il bondi entre 2020 et 2021 ?',
    ],
  },
} satisfies Record<string, Examples>
