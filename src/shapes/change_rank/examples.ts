// The worked examples of the change_rank shape's rows, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  rateRank: {
    en: ['Which country had the highest population growth rate in 2023?'],
    fr: ['Quel pays a eu le taux de croissance de la population le plus élevé en 2022 ?'],
  },
  everyCountry: {
    en: [
      'Did the population rise in every country between 2010 and 2020?',
      'Did any of the eight see its GDP fall between 2019 and 2020?',
      "Which countries' life expectancy fell between 2019 and 2021?",
      'Did GDP per capita fall in every country last year?',
    ],
    fr: [
      'Le PIB a-t-il augmenté dans tous les pays depuis 2015 ?',
      'Quels pays ont vu leur espérance de vie baisser entre 2019 et 2021 ?',
      'Le PIB a-t-il baissé dans au moins un pays en 2020 ?',
    ],
  },
  changeRank: {
    en: [
      'Which country grew its population the fastest since 2000?',
      'Which country had the biggest fall in GDP between 2023 and 2024?',
      'Which country added the most people between 2000 and 2024?',
      'Which country had the biggest fall in GDP per capita between 2014 and 2024 in percent?',
    ],
    fr: [
      "Quel pays a connu la plus forte hausse de l'espérance de vie entre 2000 et 2020 ?",
      'Quel pays a vu sa population augmenter le plus vite entre 2000 et 2024 ?',
    ],
  },
} satisfies Record<string, Examples>
