// "By what factor did India's GDP grow from 2000 to 2020": both values and the last over the first, as a multiple
// (under one as it is: "0.84 times", never a rise); against a multiple asked, the verdict.
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import { capitalise, subject } from '../../lexicon/wording.js'
import { figureHolds } from '../../reading/verdicts.js'
import { formatFixed } from '../../text/format.js'
import { noValue, short, startOf, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const found = r.change(part.countries[0]!, part.indicator, part)
    if (!found) return noValue(part, r, lang)
    const i = part.indicator
    const [[from, a], [to, b]] = [found.from, found.to]
    const who = subject(i, found.country, lang)
    const fr = lang === 'fr'
    const since = part.time.kind === 'span' && part.time.since === true
    const note = since ? (fr ? ' (dernière année disponible)' : ' (the latest year with a value)') : ''
    const went = fr
      ? `entre ${from} et ${to}${note}, ${who} est ${INDICATOR_WORDS[i].feminineFr ? 'passée' : 'passé'} de ${startOf(i, a, lang)} à ${short(i, b, lang)}`
      : `between ${from} and ${to}${note}, ${who} went from ${startOf(i, a, lang)} to ${short(i, b, lang)}`
    if (a <= 0 || b < 0)
      return {
        text: capitalise(
          fr
            ? `${went} ; aucun multiple ne se calcule à partir de ces valeurs.`
            : `${went}; no multiple can be computed from these values.`,
        ),
      }
    const ratio = b / a
    const times = formatFixed(ratio, 2, lang)
    const text = fr ? `${went}, soit ${times} fois sa valeur de ${from}.` : `${went}, ${times} times its ${from} value.`
    return { text: part.figure ? verdict(figureHolds(part, ratio), text, lang) : capitalise(text) }
  },
}
