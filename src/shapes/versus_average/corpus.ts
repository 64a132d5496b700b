// The versus_average shape's corpus, its questions in the bank: one country's value beside the average of the eight.
// Each block holds its templates, its picks and the expected outcome computed from the snapshot; `at` is its place in
// the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, SUBJECT, yesNo } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { PCAP, LE, NET } = INDICATOR

/** "Was x's value higher than the average of the eight in y?" */
function aboveTheAverage({ ref, pick, name, naming, times, yearFor }: CorpusContext): void {
  times(5, () => {
    const [c, i] = [pick.one(COUNTRIES), pick.one([LE, PCAP, NET])]
    const y = yearFor(i)
    const r = ref.row(c, i, y)
    const ranking = ref.ranking(i, y)
    const average = ranking.reduce((sum, x) => sum + x.value, 0) / ranking.length
    naming(
      [yesNo(r.value > average, 'en')],
      'comparison',
      `Was ${SUBJECT[i]!.en(c)} higher than the average of the eight countries in ${y}?`,
      ranking,
      [r.value, average],
      [name(c, 'en')],
    )
  })
}

export const corpus: Corpus = [{ at: 25, build: aboveTheAverage }]
