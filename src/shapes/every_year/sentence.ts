// "Did it rise every year", "has it ever fallen": every year's step, and the years it did not go the way asked.
import { subject } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { yearsAgainst } from '../../reading/verdicts.js'
import type { Language } from '../../text/language.js'
import { join, noValue, short, verdict, type Said, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const i = part.indicator
    const a = part.countries[0]!
    return everyYearSentence(part, r.series(a, i), lang) ?? noValue(part, r, lang)
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
  const at = (p: (typeof known)[number]) => `${p.year}${lang === 'fr' ? ' : ' : ': '}${short(i, p.v, lang)}`
  const shown = runs.map((run) => run.map(at).join(', '))
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
