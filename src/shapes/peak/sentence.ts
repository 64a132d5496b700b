// "In which year was Brazil's GDP highest", "its biggest one-year fall": the year asked of the span, with its values.
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import { amountWithUnit, capitalise, pointsOf, subject } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { biggestStep, peakClaim } from '../../reading/verdicts.js'
import { formatUpTo } from '../../text/format.js'
import type { Language } from '../../text/language.js'
import type { ChangeResult, ValuesResult } from '../../tools/toolbox.js'
import { noValue, ofLabelFr, percent, short, startOf, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const i = part.indicator
    const a = part.countries[0]!
    const result = r.values(a, i, part)
    if (!result?.summary) return noValue(part, r, lang)
    const text = part.direction ? moveSentence(part, result, r.change(a, i), lang) : peakSentence(part, result, lang)
    // ("Was 2001 the UK's lowest GDP year": the verdict on the year claimed, and that year's value when it is not.)
    const claimed = part.polar ? peakClaim(part, result.values) : null
    if (!claimed) return { text }
    const at = result.values[String(part.at)]
    const then =
      claimed.verdict || part.direction || at === null || at === undefined
        ? ''
        : lang === 'fr'
          ? ` En ${part.at} : ${short(i, at, lang)}.`
          : ` In ${part.at}: ${short(i, at, lang)}.`
    return { text: verdict(claimed.verdict, text, lang) + then }
  },
}

/** "In which year was Brazil's GDP highest": the highest and the lowest year of the span, with their values. */
function peakSentence(part: Part, r: ValuesResult, lang: Language): string {
  const i = part.indicator
  const s = r.summary!
  const held = Object.entries(r.values).flatMap(([y, v]) => (v === null ? [] : [Number(y)]))
  const [from, to] = [held[0]!, held.at(-1)!]
  const who = subject(i, r.country, lang)
  const [first, second] = part.order === 'lowest' ? [s.lowest, s.highest] : [s.highest, s.lowest]
  // (Inside parentheses, the short form: never a parenthesis within one.)
  const v = (x: [number, number]) => short(i, x[1], lang)
  const low = part.order === 'lowest'
  if (lang === 'fr')
    return `De ${from} à ${to}, ${who} a atteint son plus ${low ? 'bas' : 'haut'} niveau en ${first[0]} (${v(first)}) ; son plus ${low ? 'haut' : 'bas'} niveau en ${second[0]} (${v(second)}).`
  return `From ${from} to ${to}, ${who} was at its ${low ? 'lowest' : 'highest'} in ${first[0]} (${v(first)}); it was at its ${low ? 'highest' : 'lowest'} in ${second[0]} (${v(second)}).`
}

/**
 * "The biggest one-year fall in Brazil's GDP": the year of the country's biggest move the way asked from the year
 * before, with the move (get_values' summary) and both years' values; in percent (`faster`), the year whose move was the
 * biggest in percent of the year before, with both values (the tools give no percent of that move). No move that way:
 * the years it did not, as the every-year answer says it.
 */
function moveSentence(part: Part, r: ValuesResult, step: ChangeResult | undefined, lang: Language): string {
  const i = part.indicator
  const known = Object.entries(r.values).flatMap(([y, v]) => (v === null ? [] : [[Number(y), v] as const]))
  const [[from, first], [to, last]] = [known[0]!, known.at(-1)!]
  const values = new Map(known)
  const who = subject(i, r.country, lang)
  const up = part.direction === 'up'
  const byPercent = part.faster === true
  const edge = biggestStep(r.values, up, byPercent)
  if (!edge) {
    const span =
      lang === 'fr'
        ? `${from} : ${short(i, first, lang)} ; ${to} : ${short(i, last, lang)}`
        : `${from}: ${short(i, first, lang)}; ${to}: ${short(i, last, lang)}`
    return lang === 'fr'
      ? `De ${from} à ${to}, ${who} n'a ${up ? 'augmenté' : 'baissé'} en aucune année (${span}).`
      : `From ${from} to ${to}, ${who} did not ${up ? 'rise' : 'fall'} in any year (${span}).`
  }
  const y = edge.year
  const [before, after] = [startOf(i, values.get(y - 1)!, lang), short(i, values.get(y)!, lang)]
  if (byPercent) {
    // Its percent, from the change the plan fetched into that year (a fact of the trace), when it did.
    const pct = step && step.from[0] === y - 1 && step.to[0] === y ? ` ${percent(step.percent_change, lang)},` : ''
    return lang === 'fr'
      ? `De ${from} à ${to}, la plus forte ${up ? 'hausse' : 'baisse'} en pourcentage ${ofLabelFr(who)} d'une année sur l'autre a eu lieu en ${y} :${pct} de ${before} en ${y - 1} à ${after} en ${y}.`
      : `From ${from} to ${to}, the biggest ${up ? 'rise' : 'fall'} in percent from one year to the next in ${who} was in ${y}:${pct} from ${before} in ${y - 1} to ${after} in ${y}.`
  }
  const d = Math.abs(edge.move)
  const amount =
    INDICATOR_WORDS[i].kind === 'percent'
      ? pointsOf(formatUpTo(d, 2, lang), lang)
      : INDICATOR_WORDS[i].kind === 'years'
        ? amountWithUnit(formatUpTo(d, 2, lang), i, lang)
        : short(i, d, lang)
  // (The move in a sentence of its own: beside the span's "from 2000 to 2025", its two years would be read as two
  // steps within that span.)
  return lang === 'fr'
    ? `De ${from} à ${to}, la plus forte ${up ? 'hausse' : 'baisse'} ${ofLabelFr(who)} d'une année sur l'autre a eu lieu en ${y}. ${capitalise(who)} a ${up ? 'augmenté' : 'baissé'} de ${amount}, de ${before} en ${y - 1} à ${after} en ${y}.`
    : `From ${from} to ${to}, the biggest one-year ${up ? 'rise' : 'fall'} in ${who} was in ${y}. ${capitalise(who)} ${up ? 'rose' : 'fell'} by ${amount}, from ${before} in ${y - 1} to ${after} in ${y}.`
}
