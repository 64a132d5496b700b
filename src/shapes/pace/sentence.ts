// "Did Brazil's Internet use grow faster than Mexico's": two changes over the same two years, compared.
import type { IndicatorCode } from '../../lexicon/codes.js'
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import { amountWithUnit, capitalise, pointsOf, subject } from '../../lexicon/wording.js'
import { paceByPercent, paceVerdict } from '../../reading/verdicts.js'
import { formatUpTo } from '../../text/format.js'
import type { Language } from '../../text/language.js'
import type { ChangeResult } from '../../tools/toolbox.js'
import {
  nameOf,
  noneAfter,
  noValue,
  pairOf,
  percent,
  short,
  sign,
  verdict,
  type ShapeSentence,
} from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  say(part, r, lang) {
    const i = part.indicator
    const [a, b] = pairOf(part)
    const [x, y] = [r.change(a, i, part), r.change(b, i, part)]
    if (!x || !y) return noValue(part, r, lang)
    // (Both changes over the same two years, or they are not compared: "since 2010" may end in another year for each.)
    if (x.from[0] !== y.from[0] || x.to[0] !== y.to[0]) return noValue(part, r, lang)
    // (Since the latest year, to itself: no change to compare.)
    if (x.from[0] === x.to[0]) return noValue(part, r, lang)
    const later = noneAfter(part, x.to[0], true, lang)
    const note = later && ` ${capitalise(later)}.`
    const text = paceByPercent(part)
      ? paceSentence(i, x, y, part.faster !== false, lang)
      : moreSentence(i, x, y, part.direction !== 'down', lang)
    if (!part.polar) return { text: text + note }
    // "Did Brazil's grow faster than Mexico's?": the verdict gate 2 computes the same way (reading/verdicts.ts).
    const said = paceVerdict(part, measureOf(x), measureOf(y))
    return said === null ? noValue(part, r, lang) : { text: verdict(said, text, lang) + note }
  },
}

/** A change as both verdicts read it: the difference, and the percent change. */
const measureOf = (r: ChangeResult) => ({ difference: r.difference, percent: r.percent_change })

/**
 * "Between 2010 and 2020, Internet use in Brazil rose by more than Internet use in Mexico: +40.69 percentage points for
 * Brazil, +40.44 percentage points for Mexico.": two changes compared by the difference, in the series' own unit, the
 * larger (`more`; else the smaller) named first; the words say which way each went ("rose by more", "fell by less").
 */
function moreSentence(i: IndicatorCode, a: ChangeResult, b: ChangeResult, more: boolean, lang: Language): string {
  const [hi, lo] = a.difference >= b.difference ? [a, b] : [b, a]
  const [x, y] = more ? [hi, lo] : [lo, hi]
  const [sx, sy] = [subject(i, x.country, lang), subject(i, y.country, lang)]
  const amount = (r: ChangeResult) => signedChange(i, r, lang)
  const figures =
    lang === 'fr'
      ? `${amount(x)} pour ${nameOf(x.country, lang)}, ${amount(y)} pour ${nameOf(y.country, lang)}`
      : `${amount(x)} for ${nameOf(x.country, lang)}, ${amount(y)} for ${nameOf(y.country, lang)}`
  const span = lang === 'fr' ? `Entre ${a.from[0]} et ${a.to[0]}` : `Between ${a.from[0]} and ${a.to[0]}`
  // The first named's change is the larger (smaller): a rise by more (less), or a fall by less (more), or one way each.
  const first = x.difference >= 0
  const second = y.difference >= 0
  const said: Record<Language, string> =
    x.difference === y.difference
      ? { en: `${sx} changed by as much as ${sy}`, fr: `${sx} a connu la même variation que ${sy}` }
      : first && second
        ? {
            en: `${sx} rose by ${more ? 'more' : 'less'} than ${sy}`,
            fr: `${sx} a ${more ? 'progressé davantage' : 'moins progressé'} que ${sy}`,
          }
        : !first && !second
          ? {
              en: `${sx} fell by ${more ? 'less' : 'more'} than ${sy}`,
              fr: `${sx} a ${more ? 'moins reculé' : 'reculé davantage'} que ${sy}`,
            }
          : {
              en: `${sx} ${first ? 'rose' : 'fell'} while ${sy} ${second ? 'rose' : 'fell'}`,
              fr: `${sx} a ${first ? 'augmenté' : 'baissé'} tandis que ${sy} a ${second ? 'augmenté' : 'baissé'}`,
            }
  // (The same change: the figures, the same, each in a clause of its own with its country, after a comma.)
  const colon = x.difference === y.difference ? ', ' : lang === 'fr' ? ' : ' : ': '
  return `${span}, ${said[lang]}${colon}${figures}.`
}

/** One country's change, signed, in the series' own unit: "+40.69 percentage points", "+7.49 years", "-1.2 trillion". */
function signedChange(i: IndicatorCode, r: ChangeResult, lang: Language): string {
  const d = r.difference
  if (r.difference_unit === 'percentage points') return pointsOf(`${sign(d)}${formatUpTo(d, 2, lang)}`, lang)
  if (INDICATOR_WORDS[i].kind === 'years') return amountWithUnit(`${sign(d)}${formatUpTo(d, 2, lang)}`, i, lang)
  return `${d < 0 ? '-' : '+'}${short(i, Math.abs(d), lang)}`
}

function paceSentence(i: IndicatorCode, a: ChangeResult, b: ChangeResult, faster: boolean, lang: Language): string {
  const [hi, lo] = a.percent_change >= b.percent_change ? [a, b] : [b, a]
  const [x, y] = faster ? [hi, lo] : [lo, hi]
  const [sx, sy] = [subject(i, x.country, lang), subject(i, y.country, lang)]
  const figures =
    lang === 'fr'
      ? `${percent(x.percent_change, lang)} pour ${nameOf(x.country, lang)}, ${percent(y.percent_change, lang)} pour ${nameOf(y.country, lang)}`
      : `${percent(x.percent_change, lang)} for ${nameOf(x.country, lang)}, ${percent(y.percent_change, lang)} for ${nameOf(y.country, lang)}`
  const span = lang === 'fr' ? `Entre ${a.from[0]} et ${a.to[0]}` : `Between ${a.from[0]} and ${a.to[0]}`
  // Both rose, one rose while the other fell, or both fell: the verdict says which, the signs show it.
  // (The same percent change, to the hundredth shown: neither grew faster, and the answer claims no way. The figures,
  // the same, each in a clause of its own with its country, after a comma: gate 2 binds each to its own country's.)
  if (percent(a.percent_change, lang) === percent(b.percent_change, lang))
    return lang === 'fr'
      ? `${span}, ${sx} et ${sy} ont évolué au même rythme, ${figures}.`
      : `${span}, ${sx} and ${sy} changed at the same rate, ${figures}.`
  const both = lo.percent_change >= 0 ? 'up' : hi.percent_change < 0 ? 'down' : 'split'
  // (One fell, the other did not move at all: it neither grew nor fell.)
  const still = hi.difference === 0
  const [grewEn, grewFr] = still ? ['did not change', "n'a pas varié"] : ['grew', 'a augmenté']
  const said: Record<Language, Record<typeof both, [string, string]>> = {
    en: {
      up: [`${sx} grew faster than ${sy}`, `${sx} grew more slowly than ${sy}`],
      down: [`${sx} fell less than ${sy}`, `${sx} fell more than ${sy}`],
      split: [`${sx} ${grewEn} while ${sy} fell`, `${sx} fell while ${sy} ${grewEn}`],
    },
    fr: {
      up: [`${sx} a augmenté plus vite que ${sy}`, `${sx} a augmenté moins vite que ${sy}`],
      down: [`${sx} a moins baissé que ${sy}`, `${sx} a plus baissé que ${sy}`],
      split: [`${sx} ${grewFr} tandis que ${sy} a baissé`, `${sx} a baissé tandis que ${sy} ${grewFr}`],
    },
  }
  return `${span}, ${said[lang][both][faster ? 0 : 1]}${lang === 'fr' ? ' : ' : ': '}${figures}.`
}
