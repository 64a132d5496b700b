// The shapes of a question, as a table: each row says which words ask for it, what it needs (how many countries,
// which kind of time), what it means exactly, and examples in both languages, which are its tests. The rows now live
// in each shape's folder (src/shapes/<shape>/rows.ts) and the declines' in reading/decline-rows.ts; the table's order
// is src/shapes/layers/rows.ts, and what rows share is src/shapes/kit/rows.ts. This module keeps the names the reader
// imports them by.
export { SHAPES } from '../shapes/layers/rows.js'
export { asksAmountAlone, unmet, type Shape, type Slots, type TimeKind } from '../shapes/kit/rows.js'
