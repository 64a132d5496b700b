// The claim of "closest": the year the answer names as the one two countries were closest must be the year the facts
// give, of the years both have a value in the trace; gate 2 runs this check on every part of this shape.
import { countriesNamed } from '../../lexicon/mentions.js'
import { indicatorLabel } from '../../lexicon/names.js'
import { foldInPlace } from '../../text/normalise.js'
import { readNumbers } from '../../text/numbers.js'
import { splitSentences } from '../../text/sentences.js'
import type { ShapeClaim } from '../kit/claim.js'
import { closestYear } from './closest-year.js'

/** The words an answer says "closest" with, in either language (folded text). */
const CLOSEST = /\b(?:closest|nearest|le plus proches?|les plus proches|la plus proche)\b/g

export const claim: ShapeClaim = {
  answerProblems(part, text, language, facts) {
    const i = part.indicator
    const [a, b] = part.countries as [string, string]
    const [from, to] =
      part.time.kind === 'span' ? [part.time.from, part.time.to] : [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]
    const series = (c: string) =>
      new Map(facts.years(c, i).flatMap((y) => (y >= from && y <= to ? [[y, facts.value(c, i, y) ?? null]] : [])))
    const expected = closestYear(series(a), series(b))
    const what = `the year ${a} and ${b} were closest in ${indicatorLabel(i)}`
    const years = readNumbers(text, language).filter((n) => n.kind === 'year')
    // The year the answer gives as closest: in the sentence that says "closest" of these two countries, the year
    // nearest that word ("were closest ... in 2009", "c'est en 2009 que ... le plus proches"); without such a
    // sentence, the answer must name the year. (Two parts of this shape: each its own sentence.)
    const folded = foldInPlace(text)
    const said =
      [...folded.matchAll(CLOSEST)].flatMap((word) => {
        const sentence = splitSentences(text).find((x) => word.index >= x.start && word.index < x.end)
        const named = sentence ? countriesNamed(text.slice(sentence.start, sentence.end)) : new Set<string>()
        if (!sentence || !named.has(a) || !named.has(b)) return []
        const distance = (n: { start: number }) => Math.abs(n.start - word.index)
        const nearest = years
          .filter((n) => n.start >= sentence.start && n.start < sentence.end)
          .sort((x, y) => distance(x) - distance(y))[0]
        return nearest ? [nearest] : []
      })[0] ?? null
    if (expected === null)
      return [
        { code: 'unsupported_claim', detail: `the facts hold no year with both values: ${what} cannot be checked` },
      ]
    if (said === null ? !years.some((n) => n.shown === expected.year) : said.shown !== expected.year)
      return [
        {
          code: 'wrong_year',
          detail: `the facts give ${expected.year} as ${what}; the answer ${said ? `says ${said.text}` : 'does not name it'}`,
          ...(said ? { figure: { text: said.text, start: said.start, end: said.end } } : {}),
        },
      ]
    return []
  },
}
