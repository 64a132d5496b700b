// The read-as words of a multiple: whether a series doubled, tripled, halved or recovered.
import { of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time }) => {
  const target = {
    double: ['doubled', 'doublé'],
    triple: ['tripled', 'triplé'],
    halve: ['halved', 'diminué de moitié'],
    recover: ['recovered', 'retrouvé son niveau'],
  }[part.target ?? 'double']
  return fr ? `si ${of(part, lang)} a ${target[1]} ${time}` : `whether ${of(part, lang)} ${target[0]} ${time}`
}
