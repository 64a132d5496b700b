// The read-as words of a peak: the year a series was at its highest (lowest), or of its biggest one-year rise (fall).
import { de, of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, words) => {
  const { lang, fr, time, end } = words
  if (part.polar && part.at !== undefined) {
    const asked = readAs({ ...part, polar: false }, words)
    return fr ? `si ${part.at} est ${asked}` : `whether ${part.at} was ${asked}`
  }
  if (part.direction)
    return fr
      ? `l'année de la plus forte ${part.direction === 'down' ? 'baisse' : 'hausse'} d'une année sur l'autre ${de(of(part, lang))}${part.faster ? ' (en pourcentage)' : ''}, ${time}`
      : `the year of the biggest one-year ${part.direction === 'down' ? 'fall' : 'rise'} in ${of(part, lang)}${part.faster ? ' (in percent)' : ''} ${time}`
  return fr
    ? `l'année où ${of(part, lang)} était au ${part.order === 'lowest' ? 'plus bas' : 'plus haut'}, ${time}`
    : `the year ${of(part, lang)} was at its ${end} ${time}`
}
