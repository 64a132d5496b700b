// The read-as words of a pace: which of two rose by more (in the series' unit) or grew faster (in percent).
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import { paceByPercent } from '../../reading/verdicts.js'
import type { ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { fr, time, yes, A, B }) => {
  if (!paceByPercent(part)) {
    // "Rose more": the differences, in the series' own unit.
    const kind = INDICATOR_WORDS[part.indicator].kind
    const more = part.direction !== 'down'
    const unit =
      kind === 'percent'
        ? fr
          ? 'en points de pourcentage'
          : 'in percentage points'
        : kind === 'years'
          ? fr
            ? 'en années'
            : 'in years'
          : fr
            ? 'en valeur'
            : 'as an amount'
    // (Asked yes or no, whether the first rose by more; else which of the two did: never a claim of its own.)
    if (!part.polar)
      return fr
        ? `lequel a ${more ? 'le plus' : 'le moins'} augmenté, ${A()} ou ${B()} (évolution ${unit}), ${time}`
        : `which rose by ${more ? 'more' : 'less'}, ${A()} or ${B()} (the change ${unit}), ${time}`
    return fr
      ? `${yes}${A()} a ${more ? 'plus' : 'moins'} augmenté que ${B()} (évolution ${unit}), ${time}`
      : `${yes}${A()} rose by ${more ? 'more' : 'less'} than ${B()} (the change ${unit}), ${time}`
  }
  const slower = part.faster === false
  if (!part.polar)
    return fr
      ? `lequel a augmenté ${slower ? 'le moins vite' : 'le plus vite'}, ${A()} ou ${B()} (variation en pourcentage), ${time}`
      : `which grew ${slower ? 'more slowly' : 'faster'}, ${A()} or ${B()} (percent change), ${time}`
  return fr
    ? `${yes}${A()} a augmenté ${slower ? 'moins vite' : 'plus vite'} que ${B()} (variation en pourcentage), ${time}`
    : `${yes}${A()} grew ${slower ? 'more slowly' : 'faster'} than ${B()} (percent change), ${time}`
}
