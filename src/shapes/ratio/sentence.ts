// "How many times Nigeria's GDP was India's in 2020": the ratio, at least one, and against a multiple asked.
import { figureHolds } from '../../reading/verdicts.js'
import { ratioSentence } from '../kit/sentence-pair.js'
import { inPart, noValue, pairOf, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  say(part, r, lang) {
    const i = part.indicator
    const [a, b] = pairOf(part)
    // (Each year asked, the earliest first: "in 2002 and 2023" is two ratios.)
    const found = r
      .compares(i, a)
      .filter((c) => c.other_country[0] === b && inPart(part, c.year))
      .sort((x, y) => x.year - y.year)
    // (A year asked without both values: said as missing, never a ratio of the other years passed off as the answer.)
    if (found.length === 0 || (part.time.kind === 'years' && found.length < part.time.years.length))
      return noValue(part, r, lang)
    const inverse = (year: number) => r.compares(i, b).find((c) => c.year === year && c.other_country[0] === a)
    const text = found.map((c) => ratioSentence(i, c, inverse(c.year), lang)).join(' ')
    // "More than 4 times?": the first country's value over the second's, against the question's own multiple.
    const judged = found.at(-1)!
    return { text: part.figure ? verdict(figureHolds(part, judged.ratio), text, lang) : text }
  },
}
