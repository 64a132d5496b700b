// "Did it rise every year", "has it ever fallen": every year's step, and the years it did not go the way asked.
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import { capitalise, subject, valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { heldSince, stepsFromYearBefore, yearsAgainst } from '../../reading/verdicts.js'
import type { Language } from '../../text/language.js'
import {
  decimalsApart,
  join,
  noValue,
  short,
  shortApart,
  verdict,
  type Said,
  type ShapeSentence,
} from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const i = part.indicator
    const a = part.countries[0]!
    const said = part.since_when ? movedSinceSentence(part, r.series(a, i), lang) : null
    return said ?? everyYearSentence(part, r.series(a, i), lang) ?? noValue(part, r, lang)
  },
}

/** Did it rise (fall) every year, or never (ever, negated): every year's step, and the years it did not. */
function everyYearSentence(part: Part, series: Map<number, number | null>, lang: Language): Said | null {
  const i = part.indicator
  const c = part.countries[0]!
  const known = [...series.entries()].flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
  if (known.length < 2) return null
  const up = part.direction !== 'down'
  const against = yearsAgainst(known, part)
  const [first, last] = [known[0]!, known.at(-1)!]
  const who = subject(i, c, lang)
  const span =
    lang === 'fr'
      ? `${first.year} : ${short(i, first.v, lang)} ; ${last.year} : ${short(i, last.v, lang)}`
      : `${first.year}: ${short(i, first.v, lang)}; ${last.year}: ${short(i, last.v, lang)}`
  if (against.length === 0) {
    const text = part.never
      ? lang === 'fr'
        ? `de ${first.year} à ${last.year}, ${who} n'a ${up ? 'augmenté' : 'baissé'} en aucune année (${span}).`
        : `from ${first.year} to ${last.year}, ${who} did not ${up ? 'rise' : 'fall'} in any year (${span}).`
      : lang === 'fr'
        ? `${who} a ${up ? 'augmenté' : 'baissé'} chaque année de ${first.year} à ${last.year} (${span}).`
        : `${who} ${up ? 'rose' : 'fell'} every year from ${first.year} to ${last.year} (${span}).`
    return { text: verdict(!part.negated, text, lang) }
  }
  // Each step shown with the year before it; steps that follow each other share their year, said once ("2000: a,
  // 2001: b, 2002: c"), never "2001: b; 2001: b".
  const runs: (typeof known)[] = []
  for (const p of against.slice(0, 4)) {
    const before = known[known.indexOf(p) - 1]!
    const run = runs.at(-1)
    if (run?.at(-1) === before) run.push(p)
    else runs.push([before, p])
  }
  // (A run's figures at the digits that tell each from the one before it: "2023: 84.041, 2024: 84.036".)
  const shown = runs.map((run) => {
    const decimals = Math.max(...run.slice(1).map((p, k) => decimalsApart(run[k]!.v, p.v)))
    const at = (p: (typeof known)[number]) =>
      `${p.year}${lang === 'fr' ? ' : ' : ': '}${valueWithUnit(i, p.v, lang, { short: true, decimals })}`
    return run.map(at).join(', ')
  })
  const years = join(
    against.map((p) => String(p.year)),
    lang,
  )
  const text = part.never
    ? lang === 'fr'
      ? `de ${first.year} à ${last.year}, ${who} a ${up ? 'augmenté' : 'baissé'} en ${years} (${shown.join(' ; ')}).`
      : `from ${first.year} to ${last.year}, ${who} ${up ? 'rose' : 'fell'} in ${years} (${shown.join('; ')}).`
    : lang === 'fr'
      ? `de ${first.year} à ${last.year}, ${who} n'a pas ${up ? 'augmenté' : 'baissé'} en ${years} (${shown.join(' ; ')}).`
      : `from ${first.year} to ${last.year}, ${who} did not ${up ? 'rise' : 'fall'} in ${years} (${shown.join('; ')}).`
  // ("Has it ever fallen": "did it never fall", negated; reading/check.ts completeParts.)
  return { text: verdict(part.negated === true, text, lang) }
}

/**
 * "Since when has it been falling": the first year of the run of falls (rises) from the year before that lasts to the
 * latest year with a value, and the year before it, which did not fall (rise); not falling in the latest year, that
 * step and the last year it fell. Gate 2 (gates/claims/since.ts) checks the year said after "since" from the facts.
 */
function movedSinceSentence(part: Part, series: Map<number, number | null>, lang: Language): Said | null {
  const i = part.indicator
  const c = part.countries[0]!
  const known = [...series.entries()].flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
  const steps = stepsFromYearBefore(known)
  const up = part.direction !== 'down'
  const run = heldSince(steps, (p) => (up ? p.v > p.before : p.v < p.before))
  if (!run) return null
  const fr = lang === 'fr'
  const who = subject(i, c, lang)
  const step = (p: { year: number; v: number; before: number }) => {
    const [before, after] = shortApart(i, p.before, p.v, lang)
    return fr ? `${p.year - 1} : ${before} ; ${p.year} : ${after}` : `${p.year - 1}: ${before}; ${p.year}: ${after}`
  }
  const moved = fr ? (up ? 'augmenté' : 'baissé') : up ? 'risen' : 'fallen'
  // The year that did not go the way asked, said as what it did (a negation is no claim gate 2 can check).
  const went = (p: { v: number; before: number }) =>
    p.v > p.before
      ? fr
        ? 'a augmenté'
        : 'rose'
      : p.v < p.before
        ? fr
          ? 'a baissé'
          : 'fell'
        : fr
          ? `est resté${INDICATOR_WORDS[i].feminineFr ? 'e' : ''} stable`
          : 'was unchanged'
  const latest = run.latest
  if (!run.held) {
    const last = run.lastHeld
    const text = fr
      ? `En ${latest.year}, la dernière année avec une valeur, ${who} ${went(latest)} (${step(latest)}).${last ? ` ${capitalise(who)} a ${moved} pour la dernière fois en ${last.year} (${step(last)}).` : ''}`
      : `In ${latest.year}, the latest year with a value, ${who} ${went(latest)} (${step(latest)}).${last ? ` It last ${up ? 'rose' : 'fell'} in ${last.year} (${step(last)}).` : ''}`
    return { text }
  }
  const since = run.since
  const span = fr
    ? `${since.year - 1} : ${short(i, since.before, lang)} ; ${latest.year} : ${short(i, latest.v, lang)}`
    : `${since.year - 1}: ${short(i, since.before, lang)}; ${latest.year}: ${short(i, latest.v, lang)}`
  const before = run.before
  const opened = before
    ? fr
      ? ` En ${before.year}, ${who} ${went(before)} (${step(before)}).`
      : ` In ${before.year} it ${went(before)} (${step(before)}).`
    : fr
      ? ` Les données commencent en ${since.year - 1}.`
      : ` The data starts in ${since.year - 1}.`
  // (The span's two ends said as a span: gate 2 checks every step within it, and "since" against the run.)
  const text = fr
    ? `${capitalise(who)} a ${moved} chaque année depuis ${since.year} : de ${since.year - 1} à ${latest.year}, la dernière année avec une valeur (${span}).${opened}`
    : `${capitalise(who)} has ${moved} every year since ${since.year}: from ${since.year - 1} to ${latest.year}, the latest year with a value (${span}).${opened}`
  return { text }
}
