// The read-as words of a comparison: which of two had the higher value, or (yes or no) whether the first was higher.
import { byGenderFr, label, way, whose, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, yes, fig, A, B, pair }) =>
  part.polar
    ? `${yes}${A()} ${way(part, lang, ['was higher than', 'était au-dessus de'], ['was lower than', 'était en dessous de'])} ${B()} ${time}${fig}`
    : fr
      ? `lequel, ${part.countries.map((c) => whose(c, lang)).join(' ou ')}, avait ${label(part, lang)} ${byGenderFr(part, 'le plus élevé', 'la plus élevée')} ${time}${fig}`
      : `which of ${pair()} had the higher ${label(part, lang)} ${time}${fig}`
