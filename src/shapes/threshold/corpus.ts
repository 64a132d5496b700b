// The threshold shape's corpus, its questions in the bank: how many (and which) of the eight are over or under a
// threshold. Each block holds its templates, its picks and the expected outcome computed from the snapshot; `at` is its
// place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, NET } = INDICATOR

/** "How many of the eight had more than T%", "which had more than 100 million people". */
function overAThreshold({ ref, name, answered, times, yearFor }: CorpusContext): void {
  for (const [t, l] of [
    [90, 'en'],
    [75, 'fr'],
    [60, 'en'],
    [50, 'fr'],
  ] as const) {
    const y = yearFor(NET)
    const over = ref.ranking(NET, y).filter((r) => r.value > t)
    if (over.length === 0) continue
    const q =
      l === 'en'
        ? `How many of the eight countries had more than ${t}% of people online in ${y}?`
        : `Combien des huit pays avaient plus de ${t} % d'internautes en ${y} ?`
    answered(
      'calculation',
      q,
      ref.ranking(NET, y),
      [over.length],
      over.map((r) => name(r.country_code, l)),
    )
  }
  times(2, () => {
    const y = yearFor(POP)
    const big = ref.ranking(POP, y).filter((r) => r.value > 1e8)
    answered(
      'calculation',
      `Which countries had more than 100 million people in ${y}?`,
      ref.ranking(POP, y),
      [big.length],
      big.map((r) => name(r.country_code, 'en')),
    )
    const small = ref.ranking(POP, y).filter((r) => r.value < 1e8)
    answered(
      'calculation',
      `Quels pays avaient moins de 100 millions d'habitants en ${y} ?`,
      ref.ranking(POP, y),
      [small.length],
      small.map((r) => name(r.country_code, 'fr')),
    )
  })
}

export const corpus: Corpus = [{ at: 40, build: overAThreshold }]
