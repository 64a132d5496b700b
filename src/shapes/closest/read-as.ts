// The read-as words of the closest shape: the year two countries' values were nearest each other.
import { label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, pair }) =>
  fr
    ? `l'année où ${pair()} étaient le plus proches pour ${label(part, lang)} (le plus faible écart), ${time}`
    : `the year ${pair()} were closest in ${label(part, lang)} (the smallest gap), ${time}`
