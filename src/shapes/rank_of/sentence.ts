// "Where did Nigeria rank in 2018", "is Brazil in the top 3": a country's place among the eight, and the verdict asked.
import { COUNTRY_FORMS } from '../../lexicon/names.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { RankResult } from '../../tools/toolbox.js'
import { labelOf, noValueNote, rankingSentence } from '../kit/sentence-rank.js'
import { ordinal, short, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => rankingSentence(part, r, lang, { say: rankOfSentence }),
}

function rankOfSentence(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const label = labelOf(i, lang)
  const missing = noValueNote(r.no_value, lang)
  const c = part.countries[0]!
  const entry = r.ranking.find((e) => e[1] === c)!
  const value = short(i, entry[2], lang)
  const count = r.ranking.length
  const tied = r.ranking.filter((e) => e[0] === entry[0]).length > 1 ? (lang === 'fr' ? ' (ex aequo)' : ' (tied)') : ''
  const text =
    lang === 'fr'
      ? `En ${r.year}, ${COUNTRY_FORMS[c]!.fr} se ${COUNTRY_FORMS[c]!.frPlural ? 'classaient' : 'classait'} ${ordinal(entry[0], lang)}${tied} des ${count} pays du jeu de données pour ${label}, avec ${value}${missing}.`
      : `In ${r.year}, ${COUNTRY_FORMS[c]!.en} ranked ${ordinal(entry[0], lang)}${tied} of the ${count} countries in the data on ${label}, with ${value}${missing}.`
  if ((part.place === undefined && part.top === undefined) || !part.polar) return text
  const place = part.order === 'lowest' ? count - entry[0] + 1 : entry[0]
  // "Is Brazil in the top 3": within the first N places; else at the place asked.
  return verdict(part.top !== undefined ? place <= part.top : place === part.place, text, lang)
}
