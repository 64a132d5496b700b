// The worked examples of the ahead_every_year shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  aheadEveryYear: {
    en: ['Was the US GDP larger than Japan’s every year from 2000 to 2020?'],
    fr: ['Le PIB des États-Unis a-t-il toujours été supérieur à celui du Japon ?'],
  },
} satisfies Record<string, Examples>
