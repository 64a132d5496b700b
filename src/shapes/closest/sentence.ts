// "In which year were Brazil and Mexico closest in GDP per capita": the year of the smallest gap of the years both have a
// value, then both values that year and the gap, as the comparison of the pair says them (compare_countries' result).
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../../lexicon/names.js'
import { compareSentence } from '../kit/sentence-pair.js'
import { noValue, pairOf, type ShapeSentence } from '../kit/sentence.js'
import { bothYears, closestYear } from './closest-year.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  say(part, r, lang) {
    const i = part.indicator
    const [a, b] = pairOf(part)
    const [va, vb] = [r.values(a, i, part), r.values(b, i, part)]
    const closest = va && vb ? closestYear(va.values, vb.values) : null
    const pair = closest && r.compares(i, a).find((c) => c.other_country[0] === b && c.year === closest.year)
    if (!va || !vb || !closest || !pair) return noValue(part, r, lang)
    const held = bothYears(va.values, vb.values)
    const [from, to] = [held[0]!.year, held.at(-1)!.year]
    const [x, y] = [COUNTRY_FORMS[a]!, COUNTRY_FORMS[b]!]
    const values = compareSentence(i, pair, 'difference', lang)
    // (A tie, as two series both at 100 % year after year: the earliest year is named, and said to be one of several.)
    const also = closest.tied
      ? lang === 'fr'
        ? ', avec le même écart que d’autres années plus tard'
        : ', with the same gap as some later years'
      : ''
    const text =
      lang === 'fr'
        ? `De ${from} à ${to}, parmi les années où les deux ont une valeur, c'est en ${closest.year} que ${x.fr} et ${y.fr} ont été le plus proches pour ${INDICATOR_WORDS[i].labelFr}${also}. ${values}`
        : `From ${from} to ${to}, of the years with a value for both, ${x.en} and ${y.en} were closest in ${INDICATOR_WORDS[i].labelEn} in ${closest.year}${also}. ${values}`
    return { text }
  },
}
