// The read-as words of a change as a multiple: the last value over the first.
import type { ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (_part, { fr, time, yes, fig, A }) =>
  fr
    ? `${yes}le multiple de sa valeur de départ atteint par ${A()} ${time}${fig}`
    : `${yes}the multiple of its first value that ${A()} reached ${time}${fig}`
