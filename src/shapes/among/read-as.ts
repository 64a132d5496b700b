// The read-as words of a ranking among some countries: their ranking, and the highest (or lowest).
import { join, nameOf, label, whose, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, time, end }) =>
  fr
    ? `le classement ${join(
        part.countries.map((c) => whose(c, lang)),
        lang,
      )} pour ${label(part, lang)} ${time}, et ${end}`
    : `the ranking of ${join(
        part.countries.map((c) => nameOf(c, lang)),
        lang,
      )} by ${label(part, lang)} ${time}, and the ${end}`
