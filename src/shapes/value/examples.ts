// The worked examples of the value shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  value: {
    en: [
      'What was the population of Canada in 2024?',
      'What were the population and GDP of Japan in 2020?',
      'canada pop 2024',
      "one for the politics desk — what was india's population in 2020?",
      "my producer is asking - what was canada's gdp in 2022?",
    ],
    fr: [
      "Combien d'habitants au Brésil en 2020 ?",
      'PIB du Canada en 2024 ?',
      'mon rédac chef demande : espérance de vie en Inde en 2015 ?',
    ],
  },
} satisfies Record<string, Examples>
