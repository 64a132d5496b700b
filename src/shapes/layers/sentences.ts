// The sentence layer, a view of the registry: each shape's sentence (src/shapes/<id>/sentence.ts), by its id. The composer
// (planner/compose.ts) asks it for a part's sentence and for what a shape declares of it (two countries, a margin).
import type { ShapeId } from '../ids.js'
import { layerOf } from '../registry.js'
import type { ShapeSentence } from '../kit/sentence.js'

/** Every shape's sentence, by id: a view of the registry. */
export const SENTENCES: Readonly<Record<ShapeId, ShapeSentence>> = layerOf((shape) => shape.sentence)
