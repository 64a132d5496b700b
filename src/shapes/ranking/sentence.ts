// "Rank the eight by GDP in 2020": the whole ranking, highest first (or lowest first, asked).
import { rankingList, rankingSentence } from '../kit/sentence-rank.js'
import type { ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => rankingSentence(part, r, lang, { say: rankingList, offersCompleteYear: true }),
}
