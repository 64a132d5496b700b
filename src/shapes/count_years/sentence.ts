// "In how many years since 2015 did Brazil's GDP fall": the count of the years, and every one of them listed (each a
// year of the trace, bound by gate 2), with the values of the first and last year shown; asked yes or no ("in more
// than 3 years"), the verdict first. The question's own figure is never repeated: "above that figure".
import { subject } from '../../lexicon/wording.js'
import { figureHolds } from '../../reading/verdicts.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import { join, noValue, short, verdict, type ShapeSentence } from '../kit/sentence.js'
import { countAsked, countedYears, countingOf, knownIn, type Known } from './counted.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const c = part.countries[0]!
    const known = knownIn(part, r.series(c, part.indicator))
    if (known.length < (countingOf(part) === 'level' ? 1 : 2)) return noValue(part, r, lang)
    const { years } = countedYears(part, known)
    const text = countSentence(part, known, years, lang)
    return { text: countAsked(part) ? verdict(figureHolds(part, years.length), text, lang) : text }
  },
}

/** The count and the years, in the part's language: "From 2015 to 2025, the GDP of Brazil fell ... in 5 years: ...". */
function countSentence(part: Part, known: readonly Known[], years: readonly Known[], lang: Language): string {
  const i = part.indicator
  const fr = lang === 'fr'
  const [first, last] = [known[0]!, known.at(-1)!]
  const who = subject(i, part.countries[0]!, lang)
  // The values shown: of a level, the first and last year counted (none counted: the span's ends); of a move, the
  // span's ends.
  const ends = years.length > 0 && countingOf(part) === 'level' ? [years[0]!, years.at(-1)!] : [first, last]
  const shown = [...new Set(ends)]
    .map((p) => `${p.year}${fr ? ' : ' : ': '}${short(i, p.v, lang)}`)
    .join(fr ? ' ; ' : '; ')
  const n = years.length
  const count =
    n === 0
      ? fr
        ? 'en aucune année'
        : 'in no year'
      : `${fr ? 'en' : 'in'} ${n} ${fr ? (n === 1 ? 'année' : 'années') : n === 1 ? 'year' : 'years'}, ${join(
          years.map((p) => String(p.year)),
          lang,
        )}`
  const span = fr ? `De ${first.year} à ${last.year}` : `From ${first.year} to ${last.year}`
  return `${span}, ${who} ${held(part, lang)} ${count} (${shown}).`
}

/** What was counted, in words: "was above that figure", "fell from the year before", "a augmenté de plus de ...". */
function held(part: Part, lang: Language): string {
  const fr = lang === 'fr'
  const up = part.direction !== 'down'
  const relation = part.figure?.relation
  switch (countingOf(part)) {
    case 'level':
      return fr
        ? `a été ${relation === 'less' ? 'en dessous de ce chiffre' : relation === 'least' ? 'à ce chiffre ou au-dessus' : 'au-dessus de ce chiffre'}`
        : `was ${relation === 'less' ? 'below that figure' : relation === 'least' ? 'at or above that figure' : 'above that figure'}`
    case 'rate': {
      const by = fr
        ? relation === 'less'
          ? 'de moins de ce pourcentage'
          : relation === 'least'
            ? "d'au moins ce pourcentage"
            : 'de plus de ce pourcentage'
        : relation === 'less'
          ? 'by less than that percent'
          : relation === 'least'
            ? 'by at least that percent'
            : 'by more than that percent'
      return fr
        ? `a ${up ? 'augmenté' : 'baissé'} ${by} par rapport à l'année précédente`
        : `${up ? 'grew' : 'fell'} ${by} from the year before`
    }
    case 'move':
      return fr
        ? `a ${up ? 'augmenté' : 'baissé'} par rapport à l'année précédente`
        : `${up ? 'rose' : 'fell'} from the year before`
  }
}
