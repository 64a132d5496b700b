// The read-as words of a total: the combined value of some countries, or one country's share of the eight's total.
import { COUNTRY_FORMS } from '../../lexicon/names.js'
import { combinedFr } from './sentence.js'
import { EIGHT, join, nameOf, whose, ofEight, label, type ShapeReadAs } from '../kit/read-as.js'

export const readAs: ShapeReadAs = (part, { lang, fr, parts, a, time, pair }) => {
  // "The US share of the eight's combined GDP": one country's total beside (or without) the eight's is its share.
  // (Beside: another total, of all eight, of the same series.)
  const eight = parts.some((p) => p.shape === part.shape && ofEight(p) && p.indicator === part.indicator)
  if (!ofEight(part) && (part.countries.length === 1 || eight))
    return fr
      ? `la part ${join(
          part.countries.map((c) => COUNTRY_FORMS[c]!.frOf),
          lang,
        )} dans le total ${EIGHT.fr.of} pour ${label(part, lang)} ${time}`
      : `${part.countries.length === 1 ? whose(a, lang) : `the combined ${label(part, lang)} of ${pair()} and their`} share of ${EIGHT.en.of} total ${label(part, lang)} ${time}`
  return fr
    ? `${label(part, lang)} ${combinedFr(part.indicator)} ${
        ofEight(part)
          ? EIGHT.fr.of
          : join(
              part.countries.map((c) => COUNTRY_FORMS[c]!.frOf),
              lang,
            )
      } ${time}`
    : `the combined ${label(part, lang)} of ${
        ofEight(part)
          ? EIGHT.en.the
          : join(
              part.countries.map((c) => nameOf(c, lang)),
              lang,
            )
      } ${time}`
}
