// The read-as words of a median: the median of the eight's values.
import { de, of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time }) =>
  fr ? `la médiane ${de(of(part, lang))} ${time}` : `the median of ${of(part, lang)} ${time}`
