// The read-as words of the countries by their change: the one that changed most (least), or those that rose (fell).
import { label, way, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, yes }) => {
  const by = part.faster ? (fr ? 'en pourcentage' : 'in percent') : fr ? 'en valeur' : 'as an amount'
  if (!part.order)
    return fr
      ? `${yes}les pays dont ${label(part, lang)} a ${way(part, lang, ['', 'augmenté'], ['', 'baissé'])}${part.ever ? ' (un au moins ?)' : ''}, ${time}`
      : `${yes}the countries whose ${label(part, lang)} ${way(part, lang, ['rose', ''], ['fell', ''])}${part.ever ? ' (any of them?)' : ''} ${time}`
  return fr
    ? `le pays dont ${label(part, lang)} a le ${part.order === 'lowest' ? 'moins' : 'plus'} varié (${by}), ${time}`
    : `the country whose ${label(part, lang)} changed ${part.order === 'lowest' ? 'least' : 'most'} (${by}) ${time}`
}
