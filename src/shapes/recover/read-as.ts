// The read-as words of a recovery: whether a series got back to its first year's level, and when.
import { byGenderFr, of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time }) =>
  fr
    ? `si ${of(part, lang)} ${byGenderFr(part, 'est revenu', 'est revenue')} à son niveau de départ, ${time}${part.crossed ? ', et quand' : ''}`
    : `whether ${of(part, lang)} got back to its first year's level, ${time}${part.crossed ? ', and when' : ''}`
