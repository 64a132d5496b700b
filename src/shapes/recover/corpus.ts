// The recover shape's corpus, its questions in the bank: whether a value got back to an earlier level, and when. Each
// block holds its templates, its picks and the expected outcome computed from the snapshot; `at` is its place in the
// bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, yesNo } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { LE } = INDICATOR

function backToItsLevel({ ref, LAST, name, naming }: CorpusContext): void {
  // "Did it get back to its 2019 level, and when?": the latest year's verdict, and the first year back at the level.
  const level = ref.row('MEX', LE, 2019)
  const after = ref.series('MEX', LE, 2020, LAST)
  const back = after.find((r) => r.value >= level.value)
  if (back)
    for (const [question, language] of [
      ["Did Mexico's life expectancy get back to its 2019 level, and when?", 'en'],
      ["L'espérance de vie au Mexique a-t-elle retrouvé son niveau de 2019, et quand ?", 'fr'],
    ] as const)
      naming(
        [yesNo(after.at(-1)!.value >= level.value, language), String(back.year)],
        'comparison',
        question,
        [back],
        [back.value],
        [name('MEX', language)],
      )
}

export const corpus: Corpus = [{ at: 57, build: backToItsLevel }]
