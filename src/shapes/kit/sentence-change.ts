// A country's change of a series between two years, as the shapes that ask it say it: risen or fallen from one value
// to the other, by how much and in percent; its growth rate; against a figure of the question's own or a target (at
// least double, back at its level), the verdict.
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import { byGenderFr } from './read-as.js'
import { amountWithUnit, capitalise, pointsOf, subject, valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { changeFigureHolds, targetMet } from '../../reading/verdicts.js'
import { formatUpTo } from '../../text/format.js'
import type { Language } from '../../text/language.js'
import type { ChangeResult } from '../../tools/toolbox.js'
import {
  decimalsApart,
  noneAfter,
  noValue,
  percent,
  short,
  startOf,
  verdict,
  yesNo,
  type Results,
  type Said,
} from './sentence.js'

/**
 * A country's change over the part's span (the latest, when none is given), said; `then` adds what the shape says
 * after it, from the same change.
 */
export function changeSaid(part: Part, r: Results, lang: Language, then?: (found: ChangeResult) => string): Said {
  const found = r.change(part.countries[0]!, part.indicator, part)
  if (!found) return noValue(part, r, lang)
  const text = changeSentence(part, found, lang)
  return then ? { text: `${text} ${then(found)}` } : { text }
}

export function changeSentence(part: Part, r: ChangeResult, lang: Language): string {
  const i = part.indicator
  const points = r.difference_unit === 'percentage points'
  const kind = INDICATOR_WORDS[i].kind
  // (Two values and a change that rounding would show as the same value and as nothing are shown at the digits that
  // tell them apart: "fell from 84.041 years to 84.036 years, a decrease of 0.005 years", never "from 84.0 to 84.0".)
  const decimals = decimalsApart(r.from[1], r.to[1])
  const change = Math.abs(r.difference)
  // (Two decimals at least; more, up to four, where two would show the change as none: told apart from zero.)
  const amountDigits = Math.max(2, decimalsApart(change, 0))
  const amount = points
    ? pointsOf(formatUpTo(change, amountDigits, lang), lang)
    : kind === 'years'
      ? amountWithUnit(formatUpTo(change, amountDigits, lang), i, lang)
      : short(i, change, lang)
  const up = r.difference > 0
  const from = startOf(i, r.from[1], lang, decimals)
  const to = valueWithUnit(i, r.to[1], lang, { short: true, decimals })
  const who = subject(i, r.country, lang)
  const pct = percent(r.percent_change, lang)
  const since = (part.time.kind === 'span' && part.time.since === true) || part.time.kind === 'latest'
  const latestNote = since
    ? lang === 'fr'
      ? ' (dernière année disponible)'
      : ' (the latest year with a value)'
    : noneAfter(part, r.to[0], false, lang) && ` (${noneAfter(part, r.to[0], false, lang)})`
  if (part.faster) return rateSentence(part, r, latestNote, lang)
  const base =
    r.difference === 0
      ? lang === 'fr'
        ? `entre ${r.from[0]} et ${r.to[0]}${latestNote}, ${who} est ${INDICATOR_WORDS[i].feminineFr ? 'restée' : 'resté'} à ${to}, sans évolution (${pct})`
        : `between ${r.from[0]} and ${r.to[0]}${latestNote}, ${who} stayed at ${to}, unchanged (${pct})`
      : lang === 'fr'
        ? `entre ${r.from[0]} et ${r.to[0]}${latestNote}, ${who} a ${up ? 'augmenté' : 'baissé'} de ${from} à ${to}, soit une ${up ? 'hausse' : 'baisse'} de ${amount} (${pct})`
        : `between ${r.from[0]} and ${r.to[0]}${latestNote}, ${who} ${up ? 'rose' : 'fell'} from ${from} to ${to}, ${up ? 'an increase' : 'a decrease'} of ${amount} (${pct})`
  const target = part.target
  if (part.figure) {
    // "Did it grow by more than 10 %?": the change, in the way asked, against the question's own figure.
    const holds = changeFigureHolds(part, { percent: r.percent_change, difference: r.difference })
    if (holds === null) return `${capitalise(base)}.`
    return verdict(holds, `${base}${holds ? '' : beside(part, r, lang)}.`, lang)
  }
  if (!target) {
    if (part.direction && part.polar) return verdict(up === (part.direction === 'up'), `${base}.`, lang)
    return `${capitalise(base)}.`
  }
  // "Is it below its 2010 level?": the recovery asked downward.
  const yes = targetMet(target, r.percent_change) !== (part.direction === 'down')
  const word: Record<Language, Record<typeof target, [string, string]>> = {
    en: {
      double: ['at least double', 'less than double'],
      triple: ['at least triple', 'less than triple'],
      halve: ['at least halved', 'less than halved'],
      recover: [`above its ${r.from[0]} level`, `below its ${r.from[0]} level`],
    },
    fr: {
      double: ['au moins le double', 'moins du double'],
      triple: ['au moins le triple', 'moins du triple'],
      // (The participle agrees with the series: "la population ... pas divisée par deux".)
      halve: [
        `au moins ${byGenderFr(part, 'divisé', 'divisée')} par deux`,
        `pas ${byGenderFr(part, 'divisé', 'divisée')} par deux`,
      ],
      recover: [`au-dessus de son niveau de ${r.from[0]}`, `sous son niveau de ${r.from[0]}`],
    },
  }
  // (Back at exactly its level, as a series at 100 % stays: "at", never "above", which the facts would not bear out.)
  const level = lang === 'fr' ? `à son niveau de ${r.from[0]}` : `at its ${r.from[0]} level`
  const [above, below] = target === 'recover' && r.difference === 0 ? [level, level] : word[lang][target]
  const [yesWords, noWords] = part.direction === 'down' ? [below, above] : [above, below]
  return `${yesNo(yes, lang)}${base}, ${yes ? yesWords : noWords}.`
}

/**
 * "India's annual GDP growth rate in 2023": the percent change into that year from the year before (or between the
 * two years asked), said as such, with both values; asked against a figure of the question's own, its verdict.
 */
function rateSentence(part: Part, r: ChangeResult, latestNote: string, lang: Language): string {
  const i = part.indicator
  const [[from, a], [to, b]] = [r.from, r.to]
  const who = subject(i, r.country, lang)
  const pct = percent(r.percent_change, lang)
  const oneYear = to - from === 1
  // (French "croissance" is a claim of a rise: the rate is said as a "taux de variation", whatever its sign.)
  const ofWho = who
    .replace(/^le /, 'du ')
    .replace(/^les /, 'des ')
    .replace(/^(?!du |des )/, 'de ')
  const text =
    lang === 'fr'
      ? oneYear
        ? `en ${to}${latestNote}, le taux de variation annuel ${ofWho} (son évolution en pourcentage depuis ${from}) était de ${pct} : de ${short(i, a, lang)} en ${from} à ${short(i, b, lang)} en ${to}.`
        : `de ${from} à ${to}${latestNote}, le taux de variation ${ofWho} (son évolution en pourcentage sur la période) était de ${pct} : de ${short(i, a, lang)} en ${from} à ${short(i, b, lang)} en ${to}.`
      : oneYear
        ? `in ${to}${latestNote}, the annual growth rate of ${who} (its percent change from ${from}) was ${pct}: from ${short(i, a, lang)} in ${from} to ${short(i, b, lang)} in ${to}.`
        : `from ${from} to ${to}${latestNote}, the growth rate of ${who} (its percent change over the span) was ${pct}: from ${short(i, a, lang)} in ${from} to ${short(i, b, lang)} in ${to}.`
  if (!part.figure) return capitalise(text)
  const holds = changeFigureHolds(part, { percent: r.percent_change, difference: r.difference })
  return holds === null ? capitalise(text) : verdict(holds, text, lang)
}

/**
 * "Fell by 3 million, true?": a figure said with no relation is the change at the figure's precision (as "about" and
 * "nearly" are near it), so a "No" says which side of the figure the change fell, the figure never repeated (it is the
 * question's, not the data's): "No: ... a decrease of 4.7 million, more than the change asked about". Nothing is said
 * when the change went the other way: the sentence shows it.
 */
function beside(part: Part, r: ChangeResult, lang: Language): string {
  const f = part.figure!
  if (f.relation !== 'exactly' && f.relation !== 'about' && f.relation !== 'nearly') return ''
  if (part.direction && Math.sign(r.difference) !== (part.direction === 'down' ? -1 : 1)) return ''
  const measured = f.percent ? r.percent_change : r.difference
  if (measured === null || Math.abs(measured) === f.value) return ''
  const more = Math.abs(measured) > f.value
  return lang === 'fr'
    ? `, ${more ? 'plus' : 'moins'} que la variation évoquée`
    : `, ${more ? 'more' : 'less'} than the change asked about`
}
