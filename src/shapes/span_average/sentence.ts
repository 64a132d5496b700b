// "Brazil's average GDP from 2010 to 2020": the mean of the years with a value, from get_values' summary.
import { valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { ValuesResult } from '../../tools/toolbox.js'
import { ofLabelFr, spanOf, spanSaid, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => spanSaid(part, r, lang, spanAverageSentence),
}

/** Over a span, from get_values' summary: a country's mean ("averaged"). */
function spanAverageSentence(part: Part, r: ValuesResult, lang: Language): string {
  const { i, s, from, to, who } = spanOf(part, r, lang)
  return lang === 'fr'
    ? `De ${from} à ${to}, la moyenne annuelle ${ofLabelFr(who)} était de ${valueWithUnit(i, s.mean, lang)}, moyenne des années ayant une valeur.`
    : `From ${from} to ${to}, ${who} averaged ${valueWithUnit(i, s.mean, lang)}, the mean of the years with a value.`
}
