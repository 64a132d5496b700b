// "The average GDP of the eight in 2020": the average of the countries with a value that year.
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { RankResult } from '../../tools/toolbox.js'
import { averageOf, rankingSentence } from '../kit/sentence-rank.js'
import type { ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => rankingSentence(part, r, lang, { say: averageSentence, needs: (x) => x.average !== null }),
}

function averageSentence(part: Part, r: RankResult, lang: Language): string {
  const { all } = averageOf(part, r, lang)
  return lang === 'fr' ? `En ${r.year}, ${all}.` : `In ${r.year}, ${all}.`
}
