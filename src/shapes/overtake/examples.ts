// The worked examples of the overtake shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  overtake: {
    en: [
      'Did India overtake the UK in GDP?',
      "Has Brazil's GDP ever been larger than Canada's?",
      'Did Brazil pass Canada in GDP in 2012?',
      'When did Nigeria overtake Japan in population?',
      'Since when has Nigeria had more people than Japan?',
      "Since when has India's GDP been larger than the UK's?",
    ],
    fr: [
      'Le Brésil a-t-il dépassé le Mexique en PIB par habitant ?',
      'Le Nigeria a-t-il jamais dépassé les États-Unis en population ?',
      'Quand le Nigeria a-t-il dépassé le Japon en population ?',
      'Depuis quelle année le PIB par habitant du Mexique est-il supérieur à celui du Brésil ?',
    ],
  },
} satisfies Record<string, Examples>
