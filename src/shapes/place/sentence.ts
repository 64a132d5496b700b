// "Which country had the second highest GDP in 2020": the value at the place asked, from the end asked.
import { edgeSentence, rankingSentence } from '../kit/sentence-rank.js'
import type { ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) =>
    rankingSentence(part, r, lang, {
      say: (p, x, l) => edgeSentence(p, x, l, p.place ?? 1),
      offersCompleteYear: true,
    }),
}
