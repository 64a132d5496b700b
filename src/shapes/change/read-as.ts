// The read-as words of a change: the change in a series over the years, or whether it rose (fell).
import { de, of, way, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, yes, fig }) => {
  const unit = part.faster ? (fr ? ', en pourcentage' : ', in percent') : ''
  if (part.polar && part.direction)
    return fr
      ? `si ${of(part, lang)} a ${way(part, lang, ['', 'augmenté'], ['', 'baissé'])} ${time}${unit}${fig}`
      : `whether ${of(part, lang)} ${way(part, lang, ['rose', ''], ['fell', ''])} ${time}${unit}${fig}`
  return fr
    ? `${yes}la variation ${de(of(part, lang))} ${time}${unit}${fig}`
    : `${yes}the change in ${of(part, lang)} ${time}${unit}${fig}`
}
