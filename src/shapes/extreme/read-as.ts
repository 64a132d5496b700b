// The read-as words of a ranking's end: the country with the highest (or lowest) value, and its lead over the next.
import { EIGHT, ofEight, label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, end, pair }) =>
  fr
    ? `le pays où ${label(part, lang)} était ${end} parmi ${ofEight(part) ? EIGHT.fr.the : pair()} ${time}${part.top ? ` (et son avance sur le suivant)` : ''}`
    : `the country with the ${end} ${label(part, lang)} of ${ofEight(part) ? EIGHT.en.the : pair()} ${time}${part.top ? ' (and its lead over the next)' : ''}`
