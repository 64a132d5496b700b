// The read-as words of "every year": whether a series rose (fell) every year, never did, or ever did.
import { of, way, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time }) => {
  const moved = way(part, lang, ['rose', 'augmenté'], ['fell', 'baissé'])
  if (part.since_when)
    return fr
      ? `depuis quand ${of(part, lang)} a ${moved} chaque année, ${time}`
      : `since when ${of(part, lang)} has ${way(part, lang, ['risen', 'augmenté'], ['fallen', 'baissé'])} every year ${time}`
  if (part.never && part.negated)
    return fr
      ? `si ${of(part, lang)} a déjà ${moved} d'une année sur l'autre, ${time}`
      : `whether ${of(part, lang)} ever ${moved} from one year to the next ${time}`
  if (part.never)
    return fr ? `si ${of(part, lang)} n'a jamais ${moved}, ${time}` : `whether ${of(part, lang)} never ${moved} ${time}`
  return fr
    ? `si ${of(part, lang)} a ${moved} chaque année, ${time}`
    : `whether ${of(part, lang)} ${moved} every year ${time}`
}
