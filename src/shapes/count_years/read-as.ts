// The read-as words of a count of years: the number of years a series stood above (below) the question's figure, moved
// the way asked from the year before, or grew by more than a percent asked; asked yes or no, against a number of years.
import { de, of, way, type ShapeReadAs } from '../kit/read-as.js'
import { countingOf } from './counted.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, yes, fig }) => {
  const series = of(part, lang)
  const how = countingOf(part)
  const moved = way(part, lang, ['rose', 'augmenté'], ['fell', 'baissé'])
  const side = (
    part.figure?.relation === 'less'
      ? [' below', ' en dessous de']
      : part.figure?.relation === 'least'
        ? [' at or above', ' au moins à']
        : [' above', ' au-dessus de']
  )[fr ? 1 : 0]
  if (how === 'level')
    return fr
      ? `le nombre d'années où ${series} a été${side} ce chiffre, ${time}${fig}`
      : `the number of years ${series} was${side} that figure, ${time}${fig}`
  if (how === 'rate')
    return fr
      ? `le nombre d'années où la variation en pourcentage d'une année sur l'autre ${de(series)} a été${side} ce chiffre, ${time}${fig}`
      : `the number of years the percent change from the year before of ${series} was${side} that figure, ${time}${fig}`
  if (yes)
    return fr
      ? `si le nombre d'années où ${series} a ${moved} d'une année sur l'autre tient le chiffre de la question, ${time}${fig}`
      : `whether the number of years ${series} ${moved} from the year before bears out the question's figure, ${time}${fig}`
  return fr
    ? `le nombre d'années où ${series} a ${moved} d'une année sur l'autre, ${time}`
    : `the number of years ${series} ${moved} from the year before, ${time}`
}
