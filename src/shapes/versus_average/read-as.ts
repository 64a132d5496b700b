// The read-as words of a country against the average: one country's value against the eight's average.
import { EIGHT, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { fr, time, yes, A }) =>
  fr
    ? `${yes}${A()} face à la moyenne ${EIGHT.fr.of} ${time}${part.direction ? (part.direction === 'down' ? ' (en dessous ?)' : ' (au-dessus ?)') : ''}`
    : `${yes}${A()} against ${EIGHT.en.of} average ${time}${part.direction ? (part.direction === 'down' ? ' (below it?)' : ' (above it?)') : ''}`
