// A bank block that asks two shapes in each draw (a compound growth rate, then an average over a span, their
// countries drawn one after the other from one picker): kept whole, as splitting it would change the draws.
import { type Corpus, type CorpusContext, COUNTRIES, en, of, inFr } from '../../shapes/kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { GDP, LE } = INDICATOR

/** A compound growth rate of one country, then an average over the same span of another. */
function growthRateAndSpanAverage({ ref, desk, name, answered, times, yearFor }: CorpusContext): void {
  times(2, () => {
    const c = desk.one(COUNTRIES)
    const [a, b] = [yearFor(GDP), yearFor(GDP)].sort((x, y) => x - y) as [number, number]
    if (a === b) return
    const [ra, rb] = [ref.row(c, GDP, a), ref.row(c, GDP, b)]
    const cagr = ((rb.value / ra.value) ** (1 / (b - a)) - 1) * 100
    answered(
      'calculation',
      `What was the compound annual growth rate of the GDP of ${en(c)} from ${a} to ${b}?`,
      [ra, rb],
      [cagr],
      [name(c, 'en')],
    )
    answered(
      'calculation',
      `Quel a été le taux de croissance annuel moyen du PIB ${of(c)} entre ${a} et ${b} ?`,
      [ra, rb],
      [cagr],
      [name(c, 'fr')],
    )
    const c2 = desk.one(COUNTRIES)
    const rows = ref.series(c2, LE, a, b)
    const mean = rows.reduce((t, r) => t + r.value, 0) / rows.length
    answered(
      'calculation',
      `What was the average life expectancy in ${en(c2)} from ${a} to ${b}?`,
      rows,
      [mean],
      [name(c2, 'en')],
    )
    answered(
      'calculation',
      `Quelle a été l'espérance de vie moyenne ${inFr(c2)} entre ${a} et ${b} ?`,
      rows,
      [mean],
      [name(c2, 'fr')],
    )
  })
}

export const growthAndSpan: Corpus = [{ at: 44, build: growthRateAndSpanAverage }]
