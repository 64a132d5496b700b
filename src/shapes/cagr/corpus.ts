// The cagr shape's corpus, its questions in the bank: a growth rate: the compound annual rate over a span (a GDP growth
// rate at constant prices is declined). Each block holds its templates, its picks and the expected outcome computed
// from the snapshot; `at` is its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, en, of } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP } = INDICATOR

/** A GDP growth rate (declined: constant prices), and "the annual growth rate" over a span (the compound rate). */
function growthRate({ ref, more, name, answered, declined, times, yearWith, span }: CorpusContext): void {
  times(2, () => {
    // A growth rate of GDP is real growth, at constant prices, which the data does not hold: declined naming the words
    // (issue 35; the reason offers the change in current US dollars). "Annual" over a span: the compound rate.
    const c = more.one(COUNTRIES)
    const y = yearWith(2001, GDP)
    declined(`What was the GDP growth rate of ${en(c)} in ${y}?`, ['growth rate', 'constant prices'])
    declined(`Quel était le taux de croissance du PIB ${of(c)} en ${y} ?`, ['taux de croissance', 'prix constants'])
    const c2 = more.one(COUNTRIES)
    const [a, b] = span(POP)
    if (b - a < 2) return
    const [p0, p1] = [ref.row(c2, POP, a), ref.row(c2, POP, b)]
    const cagr = ((p1.value / p0.value) ** (1 / (b - a)) - 1) * 100
    answered(
      'calculation',
      `What was the annual growth rate of the population of ${en(c2)} from ${a} to ${b}?`,
      [p0, p1],
      [cagr],
      [name(c2, 'en')],
    )
  })
}

export const corpus: Corpus = [{ at: 47, build: growthRate }]
