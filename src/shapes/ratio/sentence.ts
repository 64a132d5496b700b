// "How many times Nigeria's GDP was India's in 2020": the ratio, at least one, and against a multiple asked.
import { figureHolds } from '../../reading/verdicts.js'
import { ratioSentence } from '../kit/sentence-pair.js'
import { inPart, noValue, pairOf, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  say(part, r, lang) {
    const i = part.indicator
    const [a, b] = pairOf(part)
    const found = r.compares(i, a).find((c) => c.other_country[0] === b && inPart(part, c.year))
    if (!found) return noValue(part, r, lang)
    const inverse = r.compares(i, b).find((c) => c.year === found.year && c.other_country[0] === a)
    const text = ratioSentence(i, found, inverse, lang)
    // "More than 4 times?": the first country's value over the second's, against the question's own multiple.
    return { text: part.figure ? verdict(figureHolds(part, found.ratio), text, lang) : text }
  },
}
