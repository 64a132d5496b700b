// The order a ranking is asked in, as a rule over the lexicon's superlatives rather than a list of phrases: a
// superlative followed by "first" ("biggest first", "most populous first", "les plus peuplés d'abord") or leading from
// one end to the other ("from the largest to the smallest", "du plus grand au plus petit") says in which order to list
// the countries; it never asks for the one country at that end. The phrase keeps whatever else its superlative means
// ("richest first": GDP per capita, "most populous first": the population), with the direction of the superlative
// that comes first.
import type { Form } from '../lexicon/question-words.js'

/** A meaning as the phrase table holds it; only a question form is looked at here. */
interface Meaning {
  kind: string
  form?: Form
}

/** A superlative of the table: one word ending in "est" and the few that do not ("most", "least", "fewest" are
 * covered by the first rule; "best", "worst"), "most/least X", or French "plus/moins X". */
const SUPERLATIVE = /^(?:\w+est|most|least|worst|(?:most|least) \w+|(?:plus|moins) \w+)$/

const ENGLISH = (s: string, o: string) => [
  `${s} first`,
  `the ${s} first`,
  `${s} to ${o}`,
  `from ${s} to ${o}`,
  `from the ${s} to the ${o}`,
  `from the ${s} to ${o}`,
  `starting with the ${s}`,
  `starting from the ${s}`,
  `${s} at the top`,
  `with the ${s} at the top`,
]
const FRENCH = (s: string, o: string) => [
  `du ${s} au ${o}`,
  `de la ${s} a la ${o}`,
  `des ${s} aux ${o}`,
  ...['le', 'la', 'les'].flatMap((a) => [`${a} ${s} en premier`, `${a} ${s} d abord`, `en commencant par ${a} ${s}`]),
  `${s} en premier`,
  `${s} d abord`,
]

/**
 * The order phrases built from a phrase table's superlatives: each phrase with its meanings, the superlative's
 * "high" ("low") read as "descending" ("ascending").
 */
export function orderPhrases<M extends Meaning>(
  table: ReadonlyMap<string, readonly M[]>,
  asOrder: (order: 'ascending' | 'descending') => M,
): [string, M[]][] {
  const ends = { high: [] as string[], low: [] as string[] }
  for (const [phrase, meanings] of table) {
    if (!SUPERLATIVE.test(phrase)) continue
    const forms = meanings.map((m) => m.form)
    if (forms.includes('high') !== forms.includes('low')) ends[forms.includes('high') ? 'high' : 'low'].push(phrase)
  }
  const french = (p: string) => /^(?:plus|moins) /.test(p)
  const out: [string, M[]][] = []
  for (const [end, other, order] of [
    ['high', 'low', 'descending'],
    ['low', 'high', 'ascending'],
  ] as const) {
    for (const s of ends[end]) {
      const meanings = table.get(s)!.map((m) => (m.kind === 'form' && m.form === end ? asOrder(order) : m))
      const opposite = ends[other].filter((o) => french(o) === french(s))
      const phrases = opposite.flatMap((o) => (french(s) ? FRENCH(s, o) : ENGLISH(s, o)))
      for (const p of new Set(phrases)) out.push([p, meanings])
    }
  }
  return out
}
