// The read-as words of an overtaking: when (or whether) one country overtook another, or since when it has been above.
import type { ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { fr, time, not, A, B }) => {
  const at = part.at !== undefined ? (fr ? ` (en ${part.at})` : ` (in ${part.at})`) : ''
  const premise = part.premise
    ? fr
      ? ' (prémisse de la question, vérifiée)'
      : " (the question's premise, checked)"
    : ''
  if (part.since_when)
    return fr ? `depuis quand ${A()} dépasse ${B()}, ${time}` : `since when ${A()} has been above ${B()}, ${time}`
  // ("Has India overtaken the UK": the state in the latest year.)
  if (part.now)
    return fr
      ? `${not}si ${A()} a dépassé ${B()} et reste devant la dernière année avec des valeurs pour les deux, ${time}`
      : `${not}whether ${A()} has overtaken ${B()} and is ahead in the latest year with values for both, ${time}`
  return fr
    ? `${not}${part.polar ? 'si' : 'quand'} ${A()} a dépassé ${B()}${part.ever ? ' à un moment' : ''} ${time}${at}${premise}`
    : `${not}${part.polar ? 'whether' : 'when'} ${A()} overtook ${B()}${part.ever ? ' at any point' : ''} ${time}${at}${premise}`
}
