// The plan layer, a view of the registry: every shape's plan (src/shapes/<id>/plan.ts), by id; planner/plan.ts asks it.
import type { ShapeId } from '../ids.js'
import { layerOf } from '../registry.js'
import type { ShapePlan } from '../kit/plan.js'

/** Every shape's plan, by id: a view of the registry. */
export const PLANS: Readonly<Record<ShapeId, ShapePlan>> = layerOf((shape) => shape.plan)
