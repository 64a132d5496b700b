// The read-as words of a ratio: one country's value divided by the other's.
import { byGenderFr, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { fr, time, yes, fig, A, B }) =>
  fr
    ? `${yes}${A()} ${byGenderFr(part, 'divisé', 'divisée')} par ${B()} ${time}${fig}`
    : `${yes}${A()} divided by ${B()} ${time}${fig}`
