// The read-as words of a gap: the gap between two countries at each end of the years, and whether it widened or narrowed.
import { label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, yes, fig, pair }) =>
  fr
    ? `${yes}l'écart de ${label(part, lang)} entre ${pair()} à chaque bout, ${time}${part.direction ? (part.direction === 'up' ? ' (s’est-il creusé ?)' : ' (s’est-il réduit ?)') : ''}${fig}`
    : `${yes}the gap in ${label(part, lang)} between ${pair()} at each end, ${time}${part.direction ? (part.direction === 'up' ? ' (did it widen?)' : ' (did it narrow?)') : ''}${fig}`
