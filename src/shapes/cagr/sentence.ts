// "The compound annual growth rate of Brazil's GDP from 2010 to 2020", from get_values' summary.
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { ValuesResult } from '../../tools/toolbox.js'
import { changeFigureHolds } from '../../reading/verdicts.js'
import { ofLabelFr, percent, short, spanOf, spanSaid, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => spanSaid(part, r, lang, cagrSentence),
}

/** Over a span, from get_values' summary: a country's compound annual growth rate, or why it has none. */
function cagrSentence(part: Part, r: ValuesResult, lang: Language): string {
  const { i, s, from, first, to, last, who } = spanOf(part, r, lang)
  if (s.cagr === null)
    return lang === 'fr'
      ? `De ${from} à ${to}, ${who} est ${INDICATOR_WORDS[i].feminineFr ? 'passée' : 'passé'} de ${short(i, first, lang)} à ${short(i, last, lang)} ; un taux de croissance annuel composé ne se calcule pas entre ces valeurs.`
      : `From ${from} to ${to}, ${who} went from ${short(i, first, lang)} to ${short(i, last, lang)}; a compound annual growth rate cannot be computed between these values.`
  const rate = percent(s.cagr, lang)
  const ofWho = ofLabelFr(who)
  const text =
    lang === 'fr'
      ? `De ${from} à ${to}, le taux de croissance annuel composé ${ofWho} était de ${rate} par an (de ${short(i, first, lang)} à ${short(i, last, lang)}).`
      : `From ${from} to ${to}, the compound annual growth rate of ${who} was ${rate} a year (from ${short(i, first, lang)} to ${short(i, last, lang)}).`
  // ("Grew by about 2.5% a year": the rate a year against the question's figure.)
  const holds = part.polar && part.figure ? changeFigureHolds(part, { percent: s.cagr, difference: s.cagr }) : null
  return holds === null ? text : verdict(holds, text, lang)
}
