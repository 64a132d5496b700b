// The claim layer, a view of the registry: what each shape says of the claim its question makes (src/shapes/<id>/claim.ts).
// Gate 2 asks it for a polar part's expected verdict and for the shape's traits; a shape with no claim.ts has NO_CLAIM.
import type { ShapeId } from '../ids.js'
import { layerOf } from '../registry.js'
import type { ShapeClaim } from '../kit/claim.js'

/** Every shape's claim, by id: a view of the registry. */
export const CLAIMS: Readonly<Record<ShapeId, ShapeClaim>> = layerOf((shape) => shape.claim)

/** What a shape says of its claim. */
export const claimOf = (shape: ShapeId): ShapeClaim => CLAIMS[shape]
