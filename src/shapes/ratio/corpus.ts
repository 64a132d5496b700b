// The ratio shape's corpus, its questions in the bank: how many times one country's value is another's, and "more than
// N times" checked. Each block holds its templates, its picks and the expected outcome computed from the snapshot; `at`
// is its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, en, of, yesNo } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { GDP } = INDICATOR

/** "How many times larger was the GDP of x than that of z in y?" */
function timesLarger({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  times(4, () => {
    const [a, b] = pick.two(COUNTRIES)
    const y = yearFor(GDP)
    const [ra, rb] = [ref.row(a, GDP, y), ref.row(b, GDP, y)]
    // A ratio is shown the way a reader expects: the larger over the smaller ("14.92 times"), never "0.07 times".
    const [hi, lo] = ra.value >= rb.value ? [ra, rb] : [rb, ra]
    const ratio = Math.round((hi.value / lo.value) * 100) / 100
    answered(
      'calculation',
      `How many times larger was the GDP of ${en(a)} than that of ${en(b)} in ${y}?`,
      [ra, rb],
      [ratio],
      [name(a, 'en'), name(b, 'en')],
    )
    answered(
      'calculation',
      `Combien de fois le PIB ${of(a)} représentait-il celui ${of(b)} en ${y} ?`,
      [ra, rb],
      [ratio],
      [name(a, 'fr'), name(b, 'fr')],
    )
  })
}

/** "Was x's GDP more than N times z's": the ratio, and its verdict. */
function moreThanTimes({ ref, pick, name, naming, times, yearFor }: CorpusContext): void {
  times(4, () => {
    // "Was x's GDP more than N times z's": the ratio, and the verdict against N.
    const [x, z] = pick.two(COUNTRIES)
    const y = yearFor(GDP)
    const [rx, rz] = [ref.row(x, GDP, y), ref.row(z, GDP, y)]
    const [big, small] = rx.value >= rz.value ? [rx, rz] : [rz, rx]
    const ratio = big.value / small.value
    const n = Math.max(2, Math.round(ratio) + pick.one([-1, 1]))
    naming(
      [yesNo(ratio > n, 'en')],
      'calculation',
      `Was the GDP of ${en(big.country_code)} more than ${n} times that of ${en(small.country_code)} in ${y}?`,
      [big, small],
      [big.value, small.value],
      [name(big.country_code, 'en'), name(small.country_code, 'en')],
    )
  })
}

export const corpus: Corpus = [
  { at: 4, build: timesLarger },
  { at: 16, build: moreThanTimes },
]
