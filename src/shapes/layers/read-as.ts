// The read-as layer, a view of the registry: every shape's "Read as: ..." words (src/shapes/<id>/read-as.ts), by id;
// reading/read-as.ts asks it.
import type { ShapeId } from '../ids.js'
import { layerOf } from '../registry.js'
import type { ShapeReadAs } from '../kit/read-as.js'

/** Every shape's readAs, by id: a view of the registry. */
export const READ_AS: Readonly<Record<ShapeId, ShapeReadAs>> = layerOf((shape) => shape.readAs)
