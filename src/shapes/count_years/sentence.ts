// "In how many years since 2015 did Brazil's GDP fall": the count of the years, and every one of them listed (each a
// year of the trace, bound by gate 2), with the values of the first and last year shown; asked yes or no ("in more
// than 3 years"), the verdict first. The question's own figure is never repeated: "above that figure".
import { capitalise, subject } from '../../lexicon/wording.js'
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

/**
 * The count and the years, in the part's language: "From 2000 to 2025, the population of the United Kingdom was above
 * that figure in 11 years, 2015, ..."; a move, "The GDP of Brazil fell from the year before in 5 years, 2016, ...".
 */
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
  const span = fr ? `De ${first.year} à ${last.year}` : `From ${first.year} to ${last.year}`
  // (None counted: said as a negation, "did not fall in any year", never "fell in no year", which asserts a fall.)
  if (n === 0)
    return fr
      ? `${span}, ${who} ${held(part, lang).replace(/^a (été )?/u, (_m, ete: string | undefined) => `n'a ${ete ?? ''}`)} en aucune année (${shown}).`
      : `${span}, ${who} ${notHeld(part)} in any year (${shown}).`
  const count = `${fr ? 'en' : 'in'} ${n} ${fr ? (n === 1 ? 'année' : 'années') : n === 1 ? 'year' : 'years'}, ${join(
    years.map((p) => String(p.year)),
    lang,
  )}`
  if (countingOf(part) === 'level') return `${span}, ${who} ${held(part, lang)} ${count} (${shown}).`
  // A move is said of the years named alone, each the step into it from the year before (gate 2 checks each one);
  // the span it was counted over, in a sentence of its own, is no move's.
  return fr
    ? `${capitalise(who)} ${held(part, lang)} ${count}. Années comptées pour ${who} : toutes celles de ${first.year} à ${last.year} (${shown}).`
    : `${capitalise(who)} ${held(part, lang)} ${count}. Years counted for ${who}: every year from ${first.year} to ${last.year} (${shown}).`
}

/** What was not counted in any year, in English: "was not above that figure", "did not fall from the year before". */
const notHeld = (part: Part) =>
  held(part, 'en')
    .replace(/^was /u, 'was not ')
    .replace(/^(rose|fell|grew)\b/u, (v) => `did not ${{ rose: 'rise', fell: 'fall', grew: 'grow' }[v]}`)

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
        ? `a ${up ? 'augmenté' : 'baissé'} par rapport à l'année précédente ${by}`
        : `${up ? 'grew' : 'fell'} from the year before ${by}`
    }
    case 'move':
      return fr
        ? `a ${up ? 'augmenté' : 'baissé'} par rapport à l'année précédente`
        : `${up ? 'rose' : 'fell'} from the year before`
  }
}
