// The read-as words of a comparison: which of two had the higher value, or (yes or no) whether the first was higher.
import { join, label, way, whose, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, yes, fig, A, B, a, b, pair }) =>
  part.polar
    ? `${yes}${A()} ${way(part, lang, ['was higher than', 'était au-dessus de'], ['was lower than', 'était en dessous de'])} ${B()} ${time}${fig}`
    : fr
      ? `lequel ${join(
          [a, b].map((c) => whose(c, lang)),
          lang,
        )} avait ${label(part, lang)} le plus élevé ${time}${fig}`
      : `which of ${pair()} had the higher ${label(part, lang)} ${time}${fig}`
