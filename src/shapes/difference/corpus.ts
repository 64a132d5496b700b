// The difference shape's corpus, its questions in the bank: the difference between two countries: "how many more people
// did India have than Japan". Each block holds its templates, its picks and the expected outcome computed from the
// snapshot; `at` is its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, en, type ReferenceRow } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP } = INDICATOR

/** "How many more people did x have than z in y?" */
function howManyMore({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  times(4, () => {
    const [a, b] = pick.two(COUNTRIES)
    const y = yearFor(POP)
    const [ra, rb] = [ref.row(a, POP, y), ref.row(b, POP, y)].sort((x, z) => z.value - x.value) as [
      ReferenceRow,
      ReferenceRow,
    ]
    answered(
      'calculation',
      `How many more people did ${en(ra.country_code)} have than ${en(rb.country_code)} in ${y}?`,
      [ra, rb],
      [ra.value - rb.value],
      [name(ra.country_code, 'en'), name(rb.country_code, 'en')],
    )
  })
}

export const corpus: Corpus = [{ at: 3, build: howManyMore }]
