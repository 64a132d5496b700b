// "Was Brazil above the average of the eight in 2020": its value against the average of the countries with one.
import { subject, valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { RankResult } from '../../tools/toolbox.js'
import { averageOf, rankingSentence } from '../kit/sentence-rank.js'
import { verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => rankingSentence(part, r, lang, { say: versusAverageSentence }),
}

function versusAverageSentence(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const { average } = averageOf(part, r, lang)
  const c = part.countries[0]!
  const entry = r.ranking.find((e) => e[1] === c)!
  const above = entry[2] > r.average!
  const text =
    lang === 'fr'
      ? `En ${r.year}, ${subject(i, c, lang)} était de ${valueWithUnit(i, entry[2], lang)}, ${above ? 'au-dessus' : 'en dessous'} de la moyenne des ${r.average_of} pays du jeu de données (${average}).`
      : `In ${r.year}, ${subject(i, c, lang)} was ${valueWithUnit(i, entry[2], lang)}, ${above ? 'above' : 'below'} the average of the ${r.average_of} countries in the data (${average}).`
  return part.polar && part.direction ? verdict(above === (part.direction === 'up'), text, lang) : text
}
