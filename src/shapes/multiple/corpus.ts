// The multiple shape's corpus, its questions in the bank: whether a value doubled between two years. Each block holds
// its templates, its picks and the expected outcome computed from the snapshot; `at` is its place in the bank (the
// pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, en, of } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP } = INDICATOR

/** "Did the population of x double between a and b?" */
function doubled({ ref, pick, name, answered, times }: CorpusContext): void {
  times(4, () => {
    const c = pick.one(COUNTRIES)
    const [a, b] = [pick.year(2000, 2005), pick.year(2018, 2024)]
    const [ra, rb] = [ref.row(c, POP, a), ref.row(c, POP, b)]
    answered(
      'calculation',
      `Did the population of ${en(c)} double between ${a} and ${b}?`,
      [ra, rb],
      [ref.percent(ra, rb)],
      [name(c, 'en')],
    )
    answered(
      'calculation',
      `La population ${of(c)} a-t-elle doublé entre ${a} et ${b} ?`,
      [ra, rb],
      [ref.percent(ra, rb)],
      [name(c, 'fr')],
    )
  })
}

export const corpus: Corpus = [{ at: 10, build: doubled }]
