// "How many times Nigeria's GDP was India's in 2020": the ratio, at least one, and against a multiple asked.
import { figureHolds } from '../../reading/verdicts.js'
import { ratioSentence } from '../kit/sentence-pair.js'
import { inPart, missingYears, noValue, pairOf, verdict, type ShapeSentence } from '../kit/sentence.js'

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
    if (found.length === 0) return noValue(part, r, lang)
    // (A year asked without both values is said missing, before the years that have them.)
    const lacking = missingYears(part, found, r, lang)
    // ("Was Mexico's GDP half of Brazil's": a fraction asked is said as asked, "0.76 times", never turned round.)
    const asked = part.figure !== undefined && part.figure.value < 1
    const inverse = (year: number) =>
      asked ? undefined : r.compares(i, b).find((c) => c.year === year && c.other_country[0] === a)
    const text = found.map((c) => ratioSentence(i, c, inverse(c.year), lang)).join(' ')
    // "More than 4 times?": the first country's value over the second's, against the question's own multiple.
    const judged = found.at(-1)!
    // (On both values, not the ratio to the hundredth: "more than a third" of 0.3349 holds, though it shows 0.33.)
    const exact = judged.other_country[1] === 0 ? judged.ratio : judged.country[1] / judged.other_country[1]
    const said = part.figure ? verdict(figureHolds(part, exact), text, lang) : text
    return { text: lacking ? `${lacking} ${said}` : said }
  },
}
