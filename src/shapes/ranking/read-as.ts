// The read-as words of a ranking: the eight countries ranked by a series.
import { EIGHT, label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time }) =>
  fr
    ? `${EIGHT.fr.the} classés par ${label(part, lang)} ${time}`
    : `${EIGHT.en.the} ranked by ${label(part, lang)} ${time}`
