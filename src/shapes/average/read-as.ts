// The read-as words of an average: the average of the eight's (or some countries') values.
import { de, of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time }) =>
  fr ? `la moyenne ${de(of(part, lang))} ${time}` : `the average of ${of(part, lang)} ${time}`
