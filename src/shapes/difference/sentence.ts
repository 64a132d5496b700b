// "How much higher was Brazil's GDP than Mexico's in 2020": the two values of each year asked, and the margin.
import { pairSentence } from '../kit/sentence-pair.js'
import type { ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  asksMargin: true,
  say: (part, r, lang) => pairSentence(part, r, lang, true),
}
