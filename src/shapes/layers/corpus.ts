// The corpus layer, a view of the registry: every shape's bank questions (src/shapes/<shape>/corpus.ts); a shape with
// none of its own has the empty corpus.
import type { ShapeId } from '../ids.js'
import { layerOf } from '../registry.js'
import type { Corpus } from '../kit/corpus.js'

/** Every shape's corpus, by id: a view of the registry. */
export const CORPORA: Readonly<Record<ShapeId, Corpus>> = layerOf((shape) => shape.corpus)
