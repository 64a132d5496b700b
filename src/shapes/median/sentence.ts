// "The median life expectancy of the eight in 2020": the median of the countries with a value that year.
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import { valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { RankResult } from '../../tools/toolbox.js'
import { rankingSentence } from '../kit/sentence-rank.js'
import type { ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => rankingSentence(part, r, lang, { say: medianSentence, needs: (x) => x.median !== null }),
}

function medianSentence(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  const median = valueWithUnit(i, r.median!, lang)
  return lang === 'fr'
    ? `En ${r.year}, la médiane des ${r.average_of} pays du jeu de données ayant une valeur pour ${words.labelFr} était de ${median}.`
    : `In ${r.year}, the median ${words.labelEn} of the ${r.average_of} countries in the data with a value was ${median}.`
}
