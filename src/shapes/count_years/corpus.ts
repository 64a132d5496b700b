import type { Corpus } from '../kit/corpus.js'

export const corpus: Corpus = []
