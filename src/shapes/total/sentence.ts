// "The combined population of Brazil, India and China": the total, its share of the eight's, and each one's value.
import { COUNTRY_CODES } from '../../lexicon/codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS, possessive } from '../../lexicon/names.js'
import { capitalise, subject, valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { formatFixed } from '../../text/format.js'
import type { Language } from '../../text/language.js'
import type { SumResult } from '../../tools/toolbox.js'
import { inPart, join, nameOf, noValue, SEMICOLON, short, type ShapeSentence } from '../kit/sentence.js'

/** "La population cumulée", "le PIB cumulé": agreeing with its series (the PIB is masculine). */
export const combinedFr = (i: Part['indicator']) => (INDICATOR_WORDS[i].feminineFr ? 'cumulée' : 'cumulé')

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const i = part.indicator
    // (The sum of these countries, not another part's: "the eight's total, and the US's share of it".)
    const added = (x: SumResult) =>
      x.countries
        .map(([c]) => c)
        .sort()
        .join()
    const named = [...(part.countries.length > 0 ? part.countries : COUNTRY_CODES)].sort().join()
    const result = r.sums(i).find((x) => inPart(part, x.year) && added(x) === named)
    return result ? { text: totalSentence(part, result, lang) } : noValue(part, r, lang)
  },
}

/** "The combined population of A, B and C": the total, its share of the eight's, and each one's value. */
function totalSentence(part: Part, r: SumResult, lang: Language): string {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  const label = lang === 'fr' ? words.labelFr : words.labelEn
  const codes = r.countries.map(([c]) => c)
  const all = r.eight_total !== null && r.total === r.eight_total
  const value = (v: number) => valueWithUnit(i, v, lang)
  const share = r.share === null ? '' : formatFixed(r.share, 2, lang) + (lang === 'fr' ? '\u00a0%' : '%')
  if (codes.length === 1) {
    // One country's share: its value, then (in a sentence of its own) what part of the eight's total it is.
    const c = codes[0]!
    const own =
      lang === 'fr'
        ? `En ${r.year}, ${subject(i, c, lang)} était de ${value(r.total)}.`
        : `In ${r.year}, ${subject(i, c, lang)} was ${value(r.total)}.`
    if (r.eight_total === null) return own
    // (The share's sentence names its country, its series and its year: a sentence with a figure says whose it is,
    // of what and when, beside another part's, as the share in each of two years.)
    const whose = lang === 'fr' ? COUNTRY_FORMS[c]!.frOf : possessive(c)
    return lang === 'fr'
      ? `${own} La part ${whose} dans le total des huit pays du jeu de données en ${r.year} (${label} : ${short(i, r.eight_total, lang)}) était de ${share}.`
      : `${own} ${capitalise(whose)} share of the eight countries' total ${label} in the data in ${r.year} (${short(i, r.eight_total, lang)}) was ${share}.`
  }
  const names = join(
    codes.map((c) => nameOf(c, lang)),
    lang,
  )
  const ofNames =
    lang === 'fr'
      ? join(
          codes.map((c) => COUNTRY_FORMS[c]!.frOf),
          lang,
        )
      : names
  const head = all
    ? lang === 'fr'
      ? `En ${r.year}, ${label} ${combinedFr(i)} des huit pays du jeu de données était de ${value(r.total)}.`
      : `In ${r.year}, the combined ${label} of the eight countries in the data was ${value(r.total)}.`
    : lang === 'fr'
      ? `En ${r.year}, ${label} ${combinedFr(i)} ${ofNames} était de ${value(r.total)}${r.share === null ? '' : `, soit ${share} du total des huit pays du jeu de données (${short(i, r.eight_total!, lang)})`}.`
      : `In ${r.year}, the combined ${label} of ${names} was ${value(r.total)}${r.share === null ? '' : `, ${share} of the total of the eight countries in the data (${short(i, r.eight_total!, lang)})`}.`
  // Each one's value in a sentence of its own: "combined" is said of the total only. The sentence names its series,
  // as every sentence with a figure does (beside another part's series, gate 2 binds a figure to the one named).
  const each = r.countries.map(([c, v]) => `${nameOf(c, lang)} ${short(i, v, lang)}`).join(SEMICOLON[lang])
  return lang === 'fr'
    ? `${head} ${capitalise(label)} par pays en ${r.year} : ${each}.`
    : `${head} ${capitalise(label)} by country in ${r.year}: ${each}.`
}
