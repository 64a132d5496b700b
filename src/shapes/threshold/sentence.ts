// "How many of the eight had more than 90 %": the countries on the side asked, counted, each with its value.
import { countryName, INDICATOR_WORDS } from '../../lexicon/names.js'
import { valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import { isShare, type RankResult } from '../../tools/toolbox.js'
import { inPart, noValue, SEMICOLON, shortBeside, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const i = part.indicator
    const result = r.ranks(i).find((x) => x.threshold !== undefined && inPart(part, x.year) && x.ranking.length > 0)
    return result ? { text: thresholdSentence(part, result, lang) } : noValue(part, r, lang)
  },
}

/** "How many of the eight had more than 90 %": the countries on the side asked, counted, each with its value. */
function thresholdSentence(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  const label = lang === 'fr' ? words.labelFr : words.labelEn
  const below = part.figure!.relation === 'less'
  const least = part.figure!.relation === 'least'
  const side = below
    ? r.below!
    : least
      ? r.ranking.flatMap(([, c]) => (r.above!.includes(c) || r.at!.includes(c) ? [c] : []))
      : r.above!
  // (The threshold restated as the question typed it: "plus de 100 millions" is "100 millions", never "100,0 millions".)
  const shown = valueWithUnit(i, r.threshold!, lang, { short: true, like: part.figure!.text })
  // "At least 90 %", "au moins 90 %"; a share at its ceiling, "at 100 %", "à 100 %" (none can be above it).
  const ceiling = least && r.above!.length === 0 && r.threshold === 100 && isShare(r.unit)
  const where =
    lang === 'fr'
      ? below
        ? `en dessous de ${shown}`
        : least
          ? ceiling
            ? `à ${shown}`
            : `au moins à ${shown}`
          : `au-dessus de ${shown}`
      : below
        ? `below ${shown}`
        : least
          ? ceiling
            ? `at ${shown}`
            : `of at least ${shown}`
          : `above ${shown}`
  const values = new Map(r.ranking.map(([, c, v]) => [c, v]))
  const listed = side
    .map((c) => `${countryName(c, lang)} ${shortBeside(part, values.get(c)!, lang)}`)
    .join(SEMICOLON[lang])
  const count = r.ranking.length
  const missing =
    r.no_value.length > 0
      ? lang === 'fr'
        ? ` Sans valeur : ${r.no_value.map((c) => countryName(c, lang)).join(', ')}.`
        : ` No value: ${r.no_value.map((c) => countryName(c, lang)).join(', ')}.`
      : ''
  const text =
    lang === 'fr'
      ? side.length === 0
        ? `En ${r.year}, aucun des ${count} pays du jeu de données ayant une valeur pour ${label} n'était ${where}.`
        : `En ${r.year}, ${side.length} des ${count} pays du jeu de données ayant une valeur pour ${label} ${side.length === 1 ? 'était' : 'étaient'} ${where} : ${listed}.`
      : side.length === 0
        ? `In ${r.year}, none of the ${count} countries in the data with a value had ${label} ${where}.`
        : `In ${r.year}, ${side.length} of the ${count} countries in the data with a value had ${label} ${where}: ${listed}.`
  return text + missing
}
