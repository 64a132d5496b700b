// "Which of Brazil, India and China had the highest GDP in 2020": the countries named, in order, and the end asked.
import type { CountryCode } from '../../lexicon/codes.js'
import { COUNTRY_FORMS, countryName } from '../../lexicon/names.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { RankResult } from '../../tools/toolbox.js'
import { labelOf, rankingSentence } from '../kit/sentence-rank.js'
import { join, nameOf, SEMICOLON, short, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => rankingSentence(part, r, lang, { say: amongSentence, offersCompleteYear: true }),
}

function amongSentence(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const label = labelOf(i, lang)
  const subset = part.countries
  const entries = r.ranking.filter((e) => subset.includes(e[1] as CountryCode))
  const listed = join(
    subset.map((c) => nameOf(c, lang)),
    lang,
  )
  const values = entries.map((e) => `${countryName(e[1], lang)} ${short(i, e[2], lang)}`).join(SEMICOLON[lang])
  if (!part.order)
    return lang === 'fr'
      ? `En ${r.year}, ${label} pour ${listed}, du plus élevé au plus faible : ${values}.`
      : `In ${r.year}, ${label} for ${listed}, in descending order: ${values}.`
  const edge = part.order === 'highest' ? entries[0]! : entries.at(-1)!
  return lang === 'fr'
    ? `Parmi ${listed}, la valeur la plus ${part.order === 'highest' ? 'élevée' : 'faible'} pour ${label} en ${r.year} est celle ${COUNTRY_FORMS[edge[1]]!.frOf} (${values}).`
    : `Among ${listed}, the ${part.order} ${label} in ${r.year} was that of ${nameOf(edge[1], lang)} (${values}).`
}
