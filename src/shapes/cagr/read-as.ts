// The read-as words of a compound annual growth rate over the years asked.
import { de, of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time }) =>
  fr
    ? `le taux de croissance annuel composé ${de(of(part, lang))}, ${time}`
    : `the compound annual growth rate of ${of(part, lang)} ${time}`
