// Two countries' values in one year, side by side: which was higher, by how much, or how many times the other's, as
// a comparison, a margin and a ratio say them (each shape's folder says which it asks, and its verdict).
import { INDICATOR_WORDS, COUNTRY_FORMS } from '../../lexicon/names.js'
import type { IndicatorCode } from '../../lexicon/codes.js'
import { amountWithUnit, pointsOf, subject } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { compareVerdict } from '../../reading/verdicts.js'
import { formatFixed, formatUpTo } from '../../text/format.js'
import type { Language } from '../../text/language.js'
import type { CompareResult } from '../../tools/toolbox.js'
import { inPart, missingYears, noValue, pairOf, short, verdict, type Results, type Said } from './sentence.js'

/**
 * "Is A higher than B" (and "by how much", `margin`): each year asked of the pair, and the verdict a yes or no asks.
 */
export function pairSentence(part: Part, r: Results, lang: Language, margin: boolean): Said {
  const i = part.indicator
  const [a, b] = pairOf(part)
  const found = r.compares(i, a).filter((c) => c.other_country[0] === b && inPart(part, c.year))
  if (found.length === 0) return noValue(part, r, lang)
  // (A year asked without both values is said missing, before the years that have them.)
  const lacking = missingYears(part, found, r, lang)
  // A margin asked ("by more than 15 years"): the difference is what the verdict is about, so it is shown.
  const measure = margin || part.figure ? 'difference' : 'verdict'
  const text = found.map((c) => compareSentence(i, c, measure, lang))
  // (A margin asked with no way ("more than 20 points ahead") is the first country ahead by it.)
  const said = (words: string) => ({ text: lacking ? `${lacking} ${words}` : words })
  if (!part.polar || (part.direction === undefined && !part.figure) || found.length !== 1) return said(text.join(' '))
  const [x, y] = [found[0]!.country[1], found[0]!.other_country[1]]
  // A margin in percent of a count or an amount: the ratio, from the tool, shows it.
  const byRatio = part.figure?.percent === true && INDICATOR_WORDS[i].kind !== 'percent'
  const shown = byRatio ? ratioSentence(i, found[0]!, undefined, lang) : text[0]!
  return said(verdict(compareVerdict(part, x, y), shown, lang))
}

/** One year of the pair: the first country's value against the second's, with the margin (`difference`) or which way. */
export function compareSentence(
  i: IndicatorCode,
  r: CompareResult,
  measure: 'verdict' | 'difference',
  lang: Language,
): string {
  const a = short(i, r.country[1], lang)
  const b = short(i, r.other_country[1], lang)
  const higher = r.country[1] >= r.other_country[1]
  const other = COUNTRY_FORMS[r.other_country[0]]!
  const gap =
    INDICATOR_WORDS[i].kind === 'percent'
      ? pointsOf(formatUpTo(Math.abs(r.difference), 2, lang), lang)
      : INDICATOR_WORDS[i].kind === 'years'
        ? amountWithUnit(formatUpTo(Math.abs(r.difference), 2, lang), i, lang)
        : short(i, Math.abs(r.difference), lang)
  // (Two equal values: neither is higher, and the answer claims no way.)
  if (r.country[1] === r.other_country[1]) {
    const that = `${INDICATOR_WORDS[i].feminineFr ? 'celle' : 'celui'} ${other.frOf}`
    return lang === 'fr'
      ? `En ${r.year}, ${subject(i, r.country[0], lang)} était de ${a}, autant que ${that} (${b}).`
      : `In ${r.year}, ${subject(i, r.country[0], lang)} was ${a}, the same as for ${other.en} (${b}).`
  }
  if (lang === 'fr') {
    // A value is compared with another country's value ("que celle du Mexique"), never with the country.
    const that = `${INDICATOR_WORDS[i].feminineFr ? 'celle' : 'celui'} ${other.frOf}`
    const diff =
      measure === 'difference'
        ? `, soit ${gap} de ${higher ? 'plus' : 'moins'} que ${that}`
        : `, une valeur plus ${higher ? 'élevée' : 'faible'} que celle ${other.frOf}`
    return `En ${r.year}, ${subject(i, r.country[0], lang)} était de ${a}${diff} (${b}).`
  }
  const diff =
    measure === 'difference'
      ? `, ${gap} ${higher ? 'more' : 'less'} than ${INDICATOR_WORDS[i].kind === 'count' || INDICATOR_WORDS[i].kind === 'money' ? '' : 'in '}`
      : `, ${higher ? 'higher' : 'lower'} than for`
  return `In ${r.year}, ${subject(i, r.country[0], lang)} was ${a}${diff}${diff.endsWith(' ') ? '' : ' '}${other.en} (${b}).`
}

/** "India's GDP was 14.92 times Nigeria's": the ratio the way a reader expects, at least one, from the tool. */
export function ratioSentence(
  i: IndicatorCode,
  r: CompareResult,
  inverse: CompareResult | undefined,
  lang: Language,
): string {
  const use = r.ratio < 1 && inverse ? inverse : r
  const [hi, lo] = [use.country, use.other_country]
  const times = formatFixed(use.ratio, 2, lang)
  const other = COUNTRY_FORMS[lo[0]]!
  return lang === 'fr'
    ? `En ${use.year}, ${subject(i, hi[0], lang)} était de ${short(i, hi[1], lang)}, soit ${times} fois ${INDICATOR_WORDS[i].feminineFr ? 'celle' : 'celui'} ${other.frOf} (${short(i, lo[1], lang)}).`
    : `In ${use.year}, ${subject(i, hi[0], lang)} was ${short(i, hi[1], lang)}, ${times} times the figure for ${other.en} (${short(i, lo[1], lang)}).`
}
