// The read-as words of a threshold: how many of the eight had a value past the question's figure.
import { EIGHT, label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, fig }) =>
  fr
    ? `le nombre des huit pays selon ${label(part, lang)} ${time}${fig}`
    : `how many of ${EIGHT.en.the} had ${label(part, lang)} ${time}${fig}`
