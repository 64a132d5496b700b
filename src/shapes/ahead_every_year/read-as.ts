// The read-as words of "above in every year": whether one country was above another every year.
import type { ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { fr, time, not, A, B }) =>
  fr
    ? `${not}si ${A()} était au-dessus de ${B()} chaque année, ${time}`
    : `${not}whether ${A()} was above ${B()} in every year ${time}`
