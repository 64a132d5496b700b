// The read-as words of a country's place: its place among the eight, and whether it is the place the question says.
import { COUNTRY_FORMS } from '../../lexicon/names.js'
import { EIGHT, whose, label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, a, time, yes }) =>
  fr
    ? `${yes}le rang ${COUNTRY_FORMS[a]?.frOf ?? ''} parmi ${EIGHT.fr.the} pour ${label(part, lang)} ${time}${part.place ? ` (rang ${part.place}${part.order === 'lowest' ? ' en partant du bas' : ''} ?)` : ''}`
    : `${yes}${a ? whose(a, lang) : ''} place among ${EIGHT.en.the} in ${label(part, lang)} ${time}${part.place ? ` (place ${part.place}${part.order === 'lowest' ? ' from the bottom' : ''}?)` : ''}`
