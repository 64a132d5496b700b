// A year claimed as one country's own peak: "was 2001 the UK's lowest GDP year", "was 2020 Japan's record year for
// population", "was 2009 the year US GDP fell the most", "2010 a-t-elle été l'année où la population du Japon a été la
// plus forte", "was 2021 Mexico's all-time high for internet use". The year is what the question claims, and the
// superlative is over the country's own series (every year of the data), never its rank among the eight in that year.
import type { Form } from '../../lexicon/question-words.js'
import type { ClauseReading } from '../clause/reading.js'
import type { TimeAsked } from '../schema.js'
import { is, isForm, isTime, typedOf } from '../token-match.js'

/** The nouns of a year: "the lowest GDP year", "l'année où". */
const YEAR_NOUN = /^(year|annee)$/
/** The words that make a superlative the series' own: "its lowest", "son plus haut", "their record". */
const OWN = /^(its|their|his|her|son|sa|ses|leur|leurs)$/
/** The words of a series' own end: a record, an all-time high, a peak. */
const OWN_END = /\b(record|all time|historique|peak|peaked|peaks|pic|culmine|sommet)\b/
/** The copulas a claimed year may follow at a question's head: "was 2001 the …", "is 2024 the …". */
const HEAD = /^(was|is|were|will|has|had|did|est|etait|a)$/
/** Forms that ask something else of the year: a rank among the eight, a comparison, a search for a year, a figure. */
const ELSEWHERE: Form[] = [
  'rank',
  'top',
  'all',
  'any',
  'compare',
  'overtake',
  'which_year',
  'since_when',
  'average',
  'median',
  'difference',
  'closest',
  'sum',
  'ratio',
  'count',
]

/**
 * The year a yes-or-no clause claims as one country's own highest or lowest (or biggest move) over its series, or
 * null: one country, one year named, a superlative, and nothing that ranks it among the eight; the year said as a
 * year ("the lowest GDP year", "l'année où"), as the question's subject ("was 2021 Mexico's all-time high"), or the
 * superlative said as the series' own ("its lowest", "a record").
 */
export function claimedPeakYear(
  c: ClauseReading,
  time: TimeAsked,
): { year: number; since: number | undefined; vague: string[] } | null {
  if (!c.polar || c.countries.length !== 1 || c.figure || c.places.length > 0) return null
  // (One year typed: "in 2009" of a fall is the step from 2008, a span ending in the year typed; "since 2000" beside
  // it bounds the series: "was 2015 the year it fell the most since 2000".)
  const typed = c.tokens.filter((t, k) => t.kind === 'year' && !isTime(c.tokens[k - 1], 'since'))
  const since = c.tokens.find((t, k) => t.kind === 'year' && isTime(c.tokens[k - 1], 'since'))?.value
  const year = typed.length === 1 ? typed[0]!.value : null
  if (year === null) return null
  if (since === undefined && !(time.kind === 'year' ? time.year === year : time.kind === 'span' && time.to === year))
    return null
  if (since !== undefined && (since >= year || c.tokens.filter((t) => t.kind === 'year').length !== 2)) return null
  if (!c.forms.has('high') && !c.forms.has('low')) return null
  if (ELSEWHERE.some((f) => c.forms.has(f))) return null
  const tokens = c.tokens.filter((t) => !is(t, 'framing'))
  const at = tokens.findIndex((t) => t.kind === 'year')
  const yearNoun = tokens.some((t, k) => YEAR_NOUN.test(t.words) && tokens[k - 1]?.kind !== 'number')
  const subject = at === 0 || (at === 1 && HEAD.test(tokens[0]!.words))
  // ("Its lowest", "at its peak", "atteint son plus bas niveau": the possessive before it, or within its words.)
  const own = tokens.some(
    (t, k) =>
      isForm(t, 'high', 'low') &&
      (OWN.test(tokens[k - 1]?.words ?? '') ||
        OWN.test(tokens[k - 2]?.words ?? '') ||
        t.words.split(' ').some((w) => OWN.test(w))),
  )
  // ("A record", "all-time", "did it peak in 2010", "the highest ever": words that only a series' own end says.)
  const record = c.forms.has('ever') || tokens.some((t) => isForm(t, 'high', 'low') && OWN_END.test(t.words))
  if (!(yearNoun || subject || own || record)) {
    // ("Did Mexico's GDP fall the most in 2009": the most of its own years, or of the eight's? The words do not say.)
    const move = (c.forms.has('up') || c.forms.has('down')) && c.forms.has('high')
    return move ? { year, since, vague: tokens.filter((t) => isForm(t, 'high')).map(typedOf) } : null
  }
  // ("Was 2009 the worst year for US GDP": its lowest level, or its biggest fall? The words do not say.)
  const ends = tokens.filter((t) => isForm(t, 'high', 'low'))
  const vague = ends.every((t) => VAGUE.test(t.words)) ? ends.map(typedOf) : []
  return { year, since, vague }
}
/** Superlatives that say no measure: the worst (best) year of a series is its lowest level or its biggest fall. */
const VAGUE = /^(worst|best|pire|pires|meilleur|meilleure|meilleurs|meilleures)$/
