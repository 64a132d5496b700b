// The worked examples of the figure shape's rows, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  figureOverYears: {
    en: [
      "When did India's population pass 1.4 billion?",
      "Has Brazil's life expectancy ever been above 75?",
      "Did Japan's population fall below 125 million?",
      "Has the UK's internet use ever dropped below 91% since 2014?",
      'Since what year has more than 90% of Mexicans used the internet?',
    ],
    fr: [
      'En quelle année la population du Mexique a-t-elle dépassé 100 millions ?',
      "Depuis quand l'espérance de vie au Japon dépasse-t-elle 84 ans ?",
    ],
  },
  figure: {
    en: [
      'Did Canada have more than 40 million people in 2024?',
      "Canada's population was about 50 million in 2024, right?",
      'Did more than half of Nigerians have access to electricity in 2022?',
      'press release says japan life expectancy is 85 yrs - accurate?',
      "an MP said on TV last night that nigeria's population topped 200 million in 2020 - true?",
    ],
    fr: [
      "Le Canada avait-il plus de 40 millions d'habitants en 2024 ?",
      'Le Japon avait-il 125 millions d’habitants en 2022, vrai ?',
      'un ministre affirme que la population du Nigeria a dépassé 200 millions en 2019, vrai ?',
    ],
  },
} satisfies Record<string, Examples>
