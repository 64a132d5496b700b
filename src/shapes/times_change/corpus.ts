// The times_change shape's corpus: none in the bank yet (its questions are asked in test/probe3-ratio.test.ts, their
// expected multiples computed from the snapshot).
import type { Corpus } from '../kit/corpus.js'

export const corpus: Corpus = []
