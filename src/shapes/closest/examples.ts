// The worked examples of the closest shape's row, in both languages, verbatim: the model prompt's and docs/shapes.md's,
// and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  closest: {
    en: [
      'In which year were Brazil and Mexico closest in GDP per capita?',
      'When was the gap in life expectancy between India and Nigeria smallest?',
      'In what year were the UK and Japan closest in population between 2000 and 2020?',
    ],
    fr: [
      'En quelle année le Brésil et le Mexique étaient-ils le plus proches en PIB par habitant ?',
      "Quand l'écart d'espérance de vie entre l'Inde et le Nigeria a-t-il été le plus faible ?",
    ],
  },
} satisfies Record<string, Examples>
