// The median shape's corpus, its questions in the bank: the median of the eight countries in a year. Each block holds
// its templates, its picks and the expected outcome computed from the snapshot; `at` is its place in the bank (the
// pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { PCAP, LE } = INDICATOR

/** "What was the median ... of the eight countries in y?" */
function medianOfTheEight({ ref, answered, times, yearFor }: CorpusContext): void {
  const medianOf = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b)
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
  }
  times(2, () => {
    const y = yearFor(LE)
    const rows = ref.ranking(LE, y)
    const med = medianOf(rows.map((r) => r.value))
    answered('calculation', `What was the median life expectancy of the eight countries in ${y}?`, rows, [med], [])
    const y2 = yearFor(PCAP)
    const rows2 = ref.ranking(PCAP, y2)
    const med2 = medianOf(rows2.map((r) => r.value))
    answered('calculation', `Quel était le PIB par habitant médian des huit pays en ${y2} ?`, rows2, [med2], [])
  })
}

export const corpus: Corpus = [{ at: 43, build: medianOfTheEight }]
