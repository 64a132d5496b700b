// The shape "cagr", whole: the rows that read it, its corpus, what a reading of it holds, the facts it fetches, its
// sentence, its claim and how it was read; one file per layer beside this one. src/shapes/registry.ts lists it.
import type { ShapeModule } from '../module.js'
import { claim } from './claim.js'
import { corpus } from './corpus.js'
import { examples } from './examples.js'
import { plan } from './plan.js'
import { readAs } from './read-as.js'
import { reading } from './reading.js'
import { cagr, cagrRate } from './rows.js'
import { sentence } from './sentence.js'

export const shape: ShapeModule = {
  id: 'cagr',
  rows: [cagr, cagrRate],
  examples,
  corpus,
  reading,
  plan,
  sentence,
  claim,
  readAs,
}
