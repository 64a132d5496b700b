// The registry's list of shape ids: the one place, with src/shapes/registry.ts, where a new shape is named.
// It imports nothing, so the reading's schema can take its ids without importing the shapes' modules.

/** The shapes a part of a question can have; each has its folder under src/shapes/. */
export const SHAPE_IDS = [
  'value',
  'compare',
  'difference',
  'ratio',
  'gap',
  'extreme',
  'place',
  'top',
  'rank_of',
  'among',
  'ranking',
  'average',
  'versus_average',
  'change',
  'multiple',
  'recover',
  'pace',
  'overtake',
  'ahead_every_year',
  'every_year',
  'figure',
  'total',
  'threshold',
  'peak',
  'change_rank',
  'median',
  'span_average',
  'cagr',
  'closest',
  'count_years',
  'times_change',
] as const
export type ShapeId = (typeof SHAPE_IDS)[number]
