// The read-as words of a difference: the difference in a series between two countries.
import { label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, yes, fig, pair }) =>
  fr
    ? `${yes}l'écart de ${label(part, lang)} entre ${pair()} ${time}${fig}`
    : `${yes}the difference in ${label(part, lang)} between ${pair()} ${time}${fig}`
