// The read-as words of a compound annual growth rate over the years asked.
import { de, of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, fig }) => {
  // ("Grew by about 2.5% a year": whether the rate bears out the question's figure.)
  const whether = part.polar && part.figure ? (fr ? 'si ' : 'whether ') : ''
  return fr
    ? `${whether}le taux de croissance annuel composé ${de(of(part, lang))}, ${time}${fig}`
    : `${whether}the compound annual growth rate of ${of(part, lang)} ${time}${fig}`
}
