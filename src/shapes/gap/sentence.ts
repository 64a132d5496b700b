// "Did the gap between Brazil and Mexico widen": the two values at each end of the span, and the distance between them.
import { capitalise, subject } from '../../lexicon/wording.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../../lexicon/names.js'
import type { IndicatorCode } from '../../lexicon/codes.js'
import type { Language } from '../../text/language.js'
import type { CompareResult } from '../../tools/toolbox.js'
import { compareSentence } from '../kit/sentence-pair.js'
import { noneAfter, noValue, pairOf, SEMICOLON, short, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  say(part, r, lang) {
    const i = part.indicator
    const [a] = pairOf(part)
    // (Its own span's years only: "did it widen in 2020 and 2021" is two steps, each judged on its own two ends.)
    const t = part.time
    const found = r.compares(i, a).filter((c) => t.kind !== 'span' || (c.year >= t.from && c.year <= t.to))
    if (found.length < 2) return noValue(part, r, lang)
    const after = noneAfter(part, found.at(-1)!.year, true, lang)
    const tail = after && ` ${capitalise(after)}.`
    const text = found.map((c) => compareSentence(i, c, 'difference', lang)).join(' ') + tail
    if (!part.polar || part.direction === undefined) return { text }
    // "Did the gap widen (narrow)": the distance between the two, at the start and at the end, in one sentence (two
    // steps asked, "in 2020 and 2021", share a year: each verdict keeps both its ends, never one end said once).
    const byYear = [...found].sort((x, y) => x.year - y.year)
    const [start, end] = [byYear[0]!, byYear.at(-1)!]
    // (Neither wider nor narrower, the same at both ends: no to either.)
    const [atStart, atEnd] = [Math.abs(start.difference), Math.abs(end.difference)]
    const yes = part.direction === 'up' ? atEnd > atStart : atEnd < atStart
    const ends = byYear.map((c) => compareSentence(i, c, 'difference', lang).replace(/\.$/, ''))
    const one = ends.map((e, k) => (k === 0 ? e : e.charAt(0).toLowerCase() + e.slice(1))).join(SEMICOLON[lang]) + '.'
    return {
      text: verdict(yes, one + tail, lang),
      compact: verdict(yes, gapsOnly(i, byYear, lang) + tail, lang),
    }
  },
}

/** "In 2019, the GDP of the United States was 16.29 trillion … more than that of Japan; in 2020, 16.19 trillion … more." */
function gapsOnly(i: IndicatorCode, byYear: CompareResult[], lang: Language): string {
  const [first] = byYear
  const by = (c: CompareResult) => short(i, Math.abs(c.difference), lang)
  const way = (c: CompareResult) => (c.country[1] >= c.other_country[1] ? 'more' : 'less')
  const other = COUNTRY_FORMS[first!.other_country[0]]!
  if (lang === 'fr') {
    const e = INDICATOR_WORDS[i].feminineFr ? 'e' : ''
    const that = `${e ? 'celle' : 'celui'} ${other.frOf}`
    const word = (c: CompareResult) => (c.country[1] >= c.other_country[1] ? 'supérieur' : 'inférieur') + e
    const rest = byYear.slice(1).map((c) => `en ${c.year}, ${word(c)} de ${by(c)}`)
    return `En ${first!.year}, ${subject(i, first!.country[0], lang)} était ${word(first!)} de ${by(first!)} à ${that} ; ${rest.join(' ; ')}.`
  }
  const rest = byYear.slice(1).map((c) => `in ${c.year}, ${by(c)} ${way(c)}`)
  return `In ${first!.year}, ${subject(i, first!.country[0], lang)} was ${by(first!)} ${way(first!)} than that of ${other.en}; ${rest.join('; ')}.`
}
