// One shape, whole: what a part of that shape is, from the words that ask for it to the claim its answer makes. Each
// src/shapes/<id>/index.ts assembles its layer files into one of these, and src/shapes/registry.ts lists them all;
// the rest of the house asks the registry (through src/shapes/layers/, one view per layer) and never names a shape.
import type { ShapeId } from './ids.js'
import type { ShapeClaim } from './kit/claim.js'
import type { Corpus } from './kit/corpus.js'
import type { ShapePlan } from './kit/plan.js'
import type { ShapeReadAs } from './kit/read-as.js'
import type { ShapeReading } from './kit/reading.js'
import type { Examples, Shape } from './kit/rows.js'
import type { ShapeSentence } from './kit/sentence.js'

export interface ShapeModule {
  readonly id: ShapeId
  /** The rules reader's rows that read it (rows.ts); src/shapes/layers/rows.ts gives them their place in the table. */
  readonly rows: readonly Shape[]
  /** Its corpus: the worked examples of each row (examples.ts: the model prompt's and docs/shapes.md's)... */
  readonly examples: Readonly<Record<string, Examples>>
  /** ...and its questions in the bank, their expected answers computed from the snapshot (corpus.ts). */
  readonly corpus: Corpus
  /** What a reading of it holds: its flags and fields, its line in the model's prompt, gate 1's rules (reading.ts). */
  readonly reading: ShapeReading
  /** The facts it fetches: the tool calls its part needs (plan.ts). */
  readonly plan: ShapePlan
  /** Its answer, in English and French, from the facts (sentence.ts). */
  readonly sentence: ShapeSentence
  /** The claim its answer makes, as gate 2 establishes it from the facts (claim.ts). */
  readonly claim: ShapeClaim
  /** "Read as: ...": how the question was read, in the question's language (read-as.ts). */
  readonly readAs: ShapeReadAs
}
