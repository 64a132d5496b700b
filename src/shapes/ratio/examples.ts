// The worked examples of the ratio shape's rows, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  figureRatio: {
    en: ["Is India's population more than 4 times the US's in 2024?"],
    fr: ['Le PIB des États-Unis était-il plus de 10 fois celui du Canada en 2024 ?'],
  },
  ratio: {
    en: ['How many times larger was the GDP of the United States than Canada’s in 2024?'],
    fr: ['Combien de fois le PIB des États-Unis dépasse-t-il celui du Canada en 2024 ?'],
  },
} satisfies Record<string, Examples>
