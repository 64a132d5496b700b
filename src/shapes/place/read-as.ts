// The read-as words of a place in a ranking: the country at place n from the top (or bottom).
import { EIGHT, label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time }) =>
  fr
    ? `le pays au rang ${part.place ?? 1} en partant du ${part.order === 'lowest' ? 'bas' : 'haut'} pour ${label(part, lang)} ${EIGHT.fr.of} ${time}`
    : `the country at place ${part.place ?? 1} from the ${part.order === 'lowest' ? 'bottom' : 'top'} of ${EIGHT.en.of} ${label(part, lang)} ${time}`
