// The worked examples of the every_year shape's row, in both languages, verbatim: the model prompt's and
// docs/shapes.md's, and questions test/shapes.test.ts reads.
import type { Examples } from '../kit/rows.js'

export const examples = {
  movedEveryYear: {
    en: [
      "Did Japan's population shrink every year from 2010 to 2020?",
      "Has India's population grown steadily since 2000?",
      'Is it true that US internet use never fell between 2013 and 2024?',
      "Has Brazil's GDP ever fallen since 2000?",
      "Has Japan's population ever fallen from one year to the next?",
    ],
    fr: [
      'La population du Japon a-t-elle baissé chaque année entre 2010 et 2020 ?',
      'Le PIB du Brésil a-t-il déjà baissé depuis 2000 ?',
      "La population du Nigeria a-t-elle déjà baissé d'une année sur l'autre ?",
    ],
  },
} satisfies Record<string, Examples>
