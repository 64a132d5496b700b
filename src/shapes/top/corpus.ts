// The top shape's corpus, its questions in the bank: the top N countries of a ranking. Each block holds its templates,
// its picks and the expected outcome computed from the snapshot; `at` is its place in the bank (the pickers draw in
// that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, LABEL } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, PCAP } = INDICATOR

/** "Which were the top 3 countries by ... in y?" */
function topThree({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  times(4, () => {
    const i = pick.one([GDP, POP, PCAP])
    const y = yearFor(i)
    const top = ref.ranking(i, y).slice(0, 3)
    answered(
      'comparison',
      `Which were the top 3 countries by ${LABEL[i]!.en} in ${y}?`,
      top,
      top.map((r) => r.value),
      top.map((r) => name(r.country_code, 'en')),
    )
  })
}

export const corpus: Corpus = [{ at: 28, build: topThree }]
