// "Was Brazil's GDP higher than Mexico's in 2020": the two values of each year asked, and which was higher.
import { pairSentence } from '../kit/sentence-pair.js'
import type { ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  saidWithMargin: true,
  say: (part, r, lang) => pairSentence(part, r, lang, false),
}
