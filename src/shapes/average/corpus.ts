// The average shape's corpus, its questions in the bank: the average of the eight countries in a year. Each block holds
// its templates, its picks and the expected outcome computed from the snapshot; `at` is its place in the bank (the
// pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, LABEL } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { PCAP, LE, ELC, NET } = INDICATOR

/** "What was the average life expectancy of the eight countries in 2015?" */
function averageOfTheEight({ ref, pick, answered, times, yearFor }: CorpusContext): void {
  times(4, () => {
    const i = pick.one([LE, PCAP, NET, ELC])
    const y = yearFor(i)
    const ranking = ref.ranking(i, y)
    const average = ranking.reduce((s, r) => s + r.value, 0) / ranking.length
    answered(
      'calculation',
      `What was the average ${LABEL[i]!.en} of the eight countries in ${y}?`,
      ranking,
      [average],
      [],
    )
    answered(
      'calculation',
      `Quelle était la moyenne des huit pays pour ${LABEL[i]!.fr} en ${y} ?`,
      ranking,
      [average],
      [],
    )
  })
}

export const corpus: Corpus = [{ at: 8, build: averageOfTheEight }]
