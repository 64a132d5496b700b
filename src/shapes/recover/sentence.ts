// "Is Brazil's GDP back at its 2014 level" (and "when?"): the change from that year, and the first year back at it.
import { capitalise, subject } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { ChangeResult } from '../../tools/toolbox.js'
import { byGenderFr } from '../kit/read-as.js'
import { changeSaid } from '../kit/sentence-change.js'
import { short, type Results, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) =>
    changeSaid(part, r, lang, part.crossed ? (found) => recoveryYear(part, found, r, lang) : undefined),
}

/**
 * "And when?" of a recovery: the first year after the first one whose value was back at its level (under it, asked
 * "below its level"), with the year before, or that no year was, from every year's value.
 */
function recoveryYear(part: Part, r: ChangeResult, results: Results, lang: Language): string {
  const i = part.indicator
  const [from, level] = r.from
  const known = [...results.series(r.country, i).entries()].flatMap(([year, v]) =>
    v == null || year <= from ? [] : [{ year, v }],
  )
  const down = part.direction === 'down'
  const k = known.findIndex((p) => (down ? p.v <= level : p.v >= level))
  const who = subject(i, r.country, lang)
  if (k < 0) {
    const last = known.at(-1)?.year ?? r.to[0]
    return lang === 'fr'
      ? `${capitalise(who)} n'a été ${down ? 'sous' : 'à'} son niveau de ${from} en aucune année de ${from + 1} à ${last}.`
      : `${capitalise(who)} was ${down ? 'below' : 'back at'} its ${from} level in no year from ${from + 1} to ${last}.`
  }
  const back = known[k]!
  const before = k > 0 ? known[k - 1]! : { year: from, v: level }
  const shown = `${short(i, back.v, lang)} ; ${before.year}${lang === 'fr' ? ' : ' : ': '}${short(i, before.v, lang)}`
  return lang === 'fr'
    ? `${capitalise(who)} ${down ? `${byGenderFr(part, 'est repassé', 'est repassée')} sous` : 'a retrouvé'} son niveau de ${from} en ${back.year} (${shown}).`
    : `${capitalise(who)} ${down ? 'went back below' : 'got back to'} its ${from} level in ${back.year} (${shown.replace(' ;', ';')}).`
}
