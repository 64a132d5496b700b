// "Did the gap between Brazil and Mexico widen": the two values at each end of the span, and the distance between them.
import { capitalise } from '../../lexicon/wording.js'
import { compareSentence } from '../kit/sentence-pair.js'
import { noneAfter, noValue, pairOf, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  say(part, r, lang) {
    const i = part.indicator
    const [a] = pairOf(part)
    const found = r.compares(i, a)
    if (found.length < 2) return noValue(part, r, lang)
    const text =
      found.map((c) => compareSentence(i, c, 'difference', lang)).join(' ') +
      (noneAfter(part, found.at(-1)!.year, true, lang) &&
        ` ${capitalise(noneAfter(part, found.at(-1)!.year, true, lang))}.`)
    if (!part.polar || part.direction === undefined) return { text }
    // "Did the gap widen (narrow)": the distance between the two, at the start and at the end.
    const byYear = [...found].sort((x, y) => x.year - y.year)
    const [start, end] = [byYear[0]!, byYear.at(-1)!]
    const widened = Math.abs(end.difference) > Math.abs(start.difference)
    return { text: verdict(widened === (part.direction === 'up'), text, lang) }
  },
}
