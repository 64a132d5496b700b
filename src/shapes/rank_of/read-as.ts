// The read-as words of a country's place: its place among the eight, and whether it is the place the question says.
import { COUNTRY_FORMS } from '../../lexicon/names.js'
import { EIGHT, whose, label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, a, time, yes }) =>
  fr
    ? `${yes}le rang ${followed(part.of_part, true) ?? COUNTRY_FORMS[a]?.frOf ?? ''} parmi ${EIGHT.fr.the} pour ${label(part, lang)} ${time}${part.place ? ` (rang ${part.place}${part.order === 'lowest' ? ' en partant du bas' : ''} ?)` : ''}`
    : `${yes}${followed(part.of_part, false) ?? `${a ? whose(a, lang) : ''} place`} among ${EIGHT.en.the} in ${label(part, lang)} ${time}${part.place ? ` (place ${part.place}${part.order === 'lowest' ? ' from the bottom' : ''}?)` : ''}`

/** "The place of that country (the answer of part 1)": the place of the country another part answers. */
const followed = (k: number | undefined, fr: boolean) =>
  k === undefined
    ? undefined
    : fr
      ? `de ce pays (la réponse de la partie ${k + 1})`
      : `the place of that country (the answer of part ${k + 1})`
