// The read-as words of the top countries: the n countries with the highest (or lowest) values.
import { label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, end }) =>
  fr
    ? `les ${part.top ?? 1} pays où ${label(part, lang)} était ${end} ${time}`
    : `the ${part.top ?? 1} countries with the ${end} ${label(part, lang)} ${time}`
