// The read-as words of the question's figure held against a series: whether it holds, held every year, or since when.
import { of, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, not, fig }) => {
  const over = part.since_when
    ? fr
      ? 'depuis quand le chiffre tient'
      : 'since when the figure has held'
    : part.crossed
      ? fr
        ? "l'année où le chiffre a été atteint pour la première fois"
        : 'the first year the figure held'
      : part.time.kind === 'span'
        ? part.ever
          ? fr
            ? 'si le chiffre a tenu une année au moins'
            : 'whether the figure held in any year'
          : fr
            ? 'si le chiffre a tenu chaque année'
            : 'whether the figure held in every year'
        : fr
          ? 'si le chiffre tient'
          : 'whether the figure holds'
  return `${not}${over}: ${of(part, lang)} ${time}${fig}`.replace(': ', fr ? ' : ' : ': ')
}
