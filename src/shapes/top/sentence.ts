// "The top 3 countries by GDP in 2020": the first N places from the end asked, each with its value.
import { countryName } from '../../lexicon/names.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { RankResult } from '../../tools/toolbox.js'
import { edgeSentence, labelOf, noValueNote, rankingSentence } from '../kit/sentence-rank.js'
import { COUNT_WORDS, SEMICOLON, short, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => rankingSentence(part, r, lang, { say: topSentence, offersCompleteYear: true }),
}

function topSentence(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const label = labelOf(i, lang)
  const missing = noValueNote(r.no_value, lang)
  const n = Math.min(part.top ?? 3, r.ranking.length)
  // "The top 1" is the highest: said as one value, never "the one highest values".
  if (n === 1) return edgeSentence(part, r, lang, 1)
  const rows = part.order === 'lowest' ? r.ranking.slice(-n).reverse() : r.ranking.slice(0, n)
  const many = COUNT_WORDS[lang][n - 1] ?? String(n)
  const listed = rows.map((e) => `${countryName(e[1], lang)} ${short(i, e[2], lang)}`).join(SEMICOLON[lang])
  return lang === 'fr'
    ? `En ${r.year}, les ${many} valeurs les plus ${part.order === 'lowest' ? 'faibles' : 'élevées'} pour ${label} parmi les pays du jeu de données : ${listed}${missing}.`
    : `In ${r.year}, the ${many} ${part.order === 'lowest' ? 'lowest' : 'highest'} values of ${label} among the countries in the data: ${listed}${missing}.`
}
