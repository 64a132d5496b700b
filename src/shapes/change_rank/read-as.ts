// The read-as words of the countries by their change: the one that changed most (least), or those that rose (fell).
import { label, way, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, yes }) => {
  const by = part.faster ? (fr ? 'en pourcentage' : 'in percent') : fr ? 'en valeur' : 'as an amount'
  if (!part.order)
    return fr
      ? `${yes}les pays dont ${label(part, lang)} a ${way(part, lang, ['', 'augmenté'], ['', 'baissé'])}${part.ever ? ' (un au moins ?)' : ''}, ${time}`
      : `${yes}the countries whose ${label(part, lang)} ${way(part, lang, ['rose', ''], ['fell', ''])}${part.ever ? ' (any of them?)' : ''} ${time}`
  // (The changes are ranked by their sign: the lowest is the biggest fall, or the smallest rise when none fell, as the
  // answer says it; "changed least" would read as the change nearest zero.)
  const low = part.order === 'lowest'
  return fr
    ? `le pays dont ${label(part, lang)} a le ${low ? 'moins augmenté ou le plus baissé' : 'plus augmenté ou le moins baissé'} (${by}), ${time}`
    : `the country whose ${label(part, lang)} ${low ? 'rose least or fell most' : 'rose most or fell least'} (${by}) ${time}`
}
