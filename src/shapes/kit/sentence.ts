// What every shape's sentence is built from: the interface each src/shapes/<id>/sentence.ts exports, the results of a
// run looked up by what they are about, and the wording every sentence shares (percents, lists, names, verdicts, a
// value in a year, the reason a part has no value). It names no shape: what differs by shape lives in its folder.
import { type CountryCode, type IndicatorCode } from '../../lexicon/codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../../lexicon/names.js'
import { capitalise, subject, valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { roundTo } from '../../text/decimal.js'
import { formatFixed, formatUpTo } from '../../text/format.js'
import type { Language } from '../../text/language.js'
import type {
  ChangeRankingResult,
  ChangeResult,
  CompareResult,
  RankResult,
  SumResult,
  ToolOutcome,
  ValuesResult,
} from '../../tools/toolbox.js'

/** A rise's sign: "+" before a positive figure (a negative one carries its own). */
export const sign = (n: number) => (n > 0 ? '+' : '')
/** A percent change, signed, to the hundredth: "+40.69%", "+40,69 %". */
export const percent = (n: number, language: Language) =>
  `${sign(n)}${formatFixed(n, 2, language)}${language === 'fr' ? '\u00a0%' : '%'}`
/** A rank in digits: "8th", "8e", "1er". */
export const ordinal = (n: number, language: Language) =>
  language === 'fr'
    ? n === 1
      ? '1er'
      : `${n}e`
    : `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`
/** "A, B and C", "A, B et C". */
export const join = (items: string[], language: Language) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${items.at(-1)!}`
/** A country's name in the language asked, with its article in French ("les États-Unis"). */
export const nameOf = (code: string, language: Language) =>
  language === 'fr' ? COUNTRY_FORMS[code]!.fr : COUNTRY_FORMS[code]!.en
/** "était" or, for a plural name ("les États-Unis"), "étaient". */
export const wasFr = (code: string) => (COUNTRY_FORMS[code]!.frPlural ? 'étaient' : 'était')
/** The verdict's opening: "Yes: ", "Non : ". */
export const yesNo = (yes: boolean, language: Language) =>
  language === 'fr' ? (yes ? 'Oui : ' : 'Non : ') : yes ? 'Yes: ' : 'No: '
/** "Yes: in 2024, ..." : a verdict opens a sentence whose first word is then lower case. */
export const verdict = (yes: boolean, sentence: string, language: Language) =>
  `${yesNo(yes, language)}${/^\p{Lu}\p{Ll}/u.test(sentence) ? sentence.charAt(0).toLowerCase() : sentence.charAt(0)}${sentence.slice(1)}`
/** A value in the short form of its unit, as lists and parentheses show it. */
export const short = (i: IndicatorCode, v: number, lang: Language) => valueWithUnit(i, v, lang, { short: true })

/**
 * The decimals a value shows beside a verdict on the question's own figure: one, unless at one it reads as the figure
 * while the verdict rests on the digits rounding hides (84.04 years shown "84.0" against "above 84"): then as many as
 * tell the two apart (up to four). Gate 2 holds the digits shown to the value, whatever their number.
 */
export function decimalsBeside(value: number, figure: number | undefined): number {
  let decimals = 1
  while (figure !== undefined && value !== figure && decimals < 4 && roundTo(value, decimals) === figure) decimals += 1
  return decimals
}

/**
 * Two values of one step in their short form ("2023: 84.04 years; 2024: 84.04"), at the digits that tell them apart
 * (up to four): a rise or a fall is never shown between two equal figures. Values that are equal show one decimal.
 */
export function shortApart(i: IndicatorCode, a: number, b: number, lang: Language): [string, string] {
  const decimals = decimalsApart(a, b)
  return [a, b].map((v) => valueWithUnit(i, v, lang, { short: true, decimals })) as [string, string]
}

/** The decimals that tell two values apart: one, or more (up to four) where at one they read the same. */
export function decimalsApart(a: number, b: number): number {
  let decimals = 1
  while (a !== b && decimals < 4 && roundTo(a, decimals) === roundTo(b, decimals)) decimals += 1
  return decimals
}

/** A value in its short form beside the question's own figure, at the digits that tell it from the figure. */
export const shortBeside = (part: Part, v: number, lang: Language) =>
  valueWithUnit(part.indicator, v, lang, { short: true, decimals: decimalsBeside(v, part.figure?.value) })
/**
 * The first value of "from A to B": a share says "of the population" once, after B ("de 40,7 % à 81,3 % de la
 * population"); other units stay with each value (a scale word is part of its figure).
 */
export const startOf = (i: IndicatorCode, v: number, lang: Language, decimals = 1) =>
  INDICATOR_WORDS[i].kind === 'percent'
    ? `${formatUpTo(v, decimals, lang)}${lang === 'fr' ? '\u00a0%' : '%'}`
    : valueWithUnit(i, v, lang, { short: true, decimals })
/** Places in words, never in digits: a "2nd" in an answer would be a figure that gate 2 must trace. */
export const PLACE_WORDS: Record<Language, string[]> = {
  en: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'],
  fr: ['première', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième', 'septième', 'huitième'],
}
/** Counts in words: "the three highest values". */
export const COUNT_WORDS: Record<Language, string[]> = {
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
  fr: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit'],
}

/**
 * One part's sentence, or the reason it has no value; `compact`, the same sentence said shorter (each unit once), which
 * the composer takes when the whole answer would be too long otherwise.
 */
export type Said = { text: string; compact?: string } | { missing: string }

/** "de l'espérance de vie", "du PIB", "de la population": a French label after "de" ("de le" is "du", "de les" "des"). */
export const ofLabelFr = (label: string) =>
  label
    .replace(/^le /, 'du ')
    .replace(/^les /, 'des ')
    .replace(/^(?!du |des )/, 'de ')

/** A list's separator: French puts a space before the semicolon. */
export const SEMICOLON: Record<Language, string> = { en: '; ', fr: ' ; ' }

/** One shape's sentence: its words for a part, from the run's results, and what the composer asks of the shape. */
export interface ShapeSentence {
  /** The part's sentence (English or French), or the reason the data has no value for it. */
  say: (part: Part, results: Results, lang: Language) => Said
  /** It compares two countries: a part that names fewer is said short of them, with nothing looked up. */
  twoCountries?: true
  /**
   * A comparison of two countries that another part of the question asks the margin of ("which was ahead, and by how
   * much"): said once, with that part's sentence, which shows the margin.
   */
  saidWithMargin?: true
  /** It asks the margin between two countries: a comparison of the same pair is said with it. */
  asksMargin?: true
}

/** The results of a run, looked up by what they are about. */
export class Results {
  readonly ok: (ToolOutcome & { ok: true })[]
  readonly refusals: (ToolOutcome & { ok: false })[]
  constructor(outcomes: ToolOutcome[]) {
    this.ok = outcomes.filter((o): o is ToolOutcome & { ok: true } => o.ok)
    this.refusals = outcomes.filter((o): o is ToolOutcome & { ok: false } => !o.ok)
  }
  /** Every year's value of a country's series, from every get_values result. */
  series(c: string, i: string): Map<number, number | null> {
    const out = new Map<number, number | null>()
    for (const r of this.ok)
      if (r.tool === 'get_values' && r.country === c && r.indicator === i)
        for (const [y, v] of Object.entries(r.values)) out.set(Number(y), v)
    return new Map([...out.entries()].sort((a, b) => a[0] - b[0]))
  }
  /**
   * A country's values of a series, from the get_values result that holds the years the part asks: two parts may ask
   * the same series for other years ("Canada's population in 2015. And in 2019?").
   */
  values(c: string, i: string, part?: Part): ValuesResult | undefined {
    const found = this.ok.filter(
      (r): r is ValuesResult & { ok: true } => r.tool === 'get_values' && r.country === c && r.indicator === i,
    )
    const asked = part ? yearsAsked(part) : []
    return found.find((r) => asked.every((y) => String(y) in r.values)) ?? found[0]
  }
  compares(i: string, a?: string): CompareResult[] {
    return this.ok
      .filter((r): r is CompareResult & { ok: true } => r.tool === 'compare_countries' && r.indicator === i)
      .filter((r) => a === undefined || r.country[0] === a)
      .sort((x, y) => x.year - y.year)
  }
  ranks(i: string): RankResult[] {
    return this.ok
      .filter((r): r is RankResult & { ok: true } => r.tool === 'rank_countries' && r.indicator === i)
      .sort((x, y) => y.year - x.year)
  }
  /**
   * A country's change of a series: of the part's span when it is given (from its first year, to its last or the
   * latest year before it with a value: two parts may ask the same series over other years), else the latest one.
   */
  change(c: string, i: string, part?: Part): ChangeResult | undefined {
    const found = this.ok
      .filter((r): r is ChangeResult & { ok: true } => r.tool === 'get_change' && r.country === c && r.indicator === i)
      .sort((a, b) => b.to[0] - a.to[0])
    const t = part?.time
    const own = t?.kind === 'span' ? found.find((r) => r.from[0] === t.from && r.to[0] <= t.to) : undefined
    return own ?? found[0]
  }
  sums(i: string): SumResult[] {
    return this.ok
      .filter((r): r is SumResult & { ok: true } => r.tool === 'sum_countries' && r.indicator === i)
      .sort((x, y) => y.year - x.year)
  }
  changeRankings(i: string): ChangeRankingResult[] {
    return this.ok
      .filter((r): r is ChangeRankingResult & { ok: true } => r.tool === 'change_ranking' && r.indicator === i)
      .sort((x, y) => y.to_year - x.to_year)
  }
  get latestYear() {
    return this.refusals.flatMap((r) => (r.latest_year === undefined ? [] : [r.latest_year])).at(-1)
  }
}

/** The years a part names (a span: its two ends); none when it asks the latest or every year. */
function yearsAsked(part: Part): number[] {
  const t = part.time
  return t.kind === 'year' ? [t.year] : t.kind === 'years' ? t.years : t.kind === 'span' ? [t.from, t.to] : []
}

/** Whether a result's year is one its part asks about: the year or years named (any, for the latest). */
export function inPart(part: Part, year: number): boolean {
  const t = part.time
  return t.kind === 'year' ? t.year === year : t.kind === 'years' ? t.years.includes(year) : true
}

/**
 * "No value is published for Internet use in India and Nigeria in 2024; the latest year with one is 2023.": the
 * series, the places and the years asked, each said once ("Aucune valeur n'est publiée pour le PIB des États-Unis en
 * 2024").
 */
export function missingSentence(
  part: Part,
  countries: readonly string[],
  latestYear: number | undefined,
  lang: Language,
) {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  const what = countries.length === 0 ? (lang === 'fr' ? words.labelFr : words.labelEn) : subject(i, countries, lang)
  const t = part.time
  const when =
    t.kind === 'year'
      ? lang === 'fr'
        ? ` en ${t.year}`
        : ` in ${t.year}`
      : t.kind === 'years'
        ? ` ${lang === 'fr' ? 'en' : 'in'} ${join(t.years.map(String), lang)}`
        : t.kind === 'span'
          ? lang === 'fr'
            ? ` de ${t.from} à ${t.to}`
            : ` from ${t.from} to ${t.to}`
          : ''
  const latest =
    latestYear === undefined
      ? ''
      : lang === 'fr'
        ? ` ; la dernière année disponible est ${latestYear}`
        : `; the latest year with one is ${latestYear}`
  return lang === 'fr'
    ? `Aucune valeur n'est publiée pour ${what}${when}${latest}.`
    : `No value is published for ${what}${when}${latest}.`
}

/**
 * An answer over a span that stops before its last year ("since when", to the latest year with values): "No value is
 * published for life expectancy at birth in Japan in 2025; the latest year with one is 2024." for the countries with
 * no value in the span's last years, so that the fall back is said; '' when the answer reaches the span's end.
 */
export function fellBack(part: Part, r: Results, latest: number, lang: Language): string {
  if (part.time.kind !== 'span' || latest >= part.time.to) return ''
  const end = part.time.to
  const lacking = part.countries.filter((c) => {
    const series = r.series(c, part.indicator)
    return series.has(end) && series.get(end) === null
  })
  if (lacking.length === 0) return ''
  const time =
    end === latest + 1 ? { kind: 'year' as const, year: end } : { kind: 'span' as const, from: latest + 1, to: end }
  return ` ${missingSentence({ ...part, time }, lacking, latest, lang)}`
}

/** A part the data has no value for: the series, the places and the years asked, with the latest year that has one. */
export const noValue = (part: Part, r: Results, lang: Language): Said => ({
  missing: missingSentence(part, part.countries, r.latestYear, lang),
})

/**
 * Of a part asked in separate years ("in 2010 and 2025"), the sentence that says which have no result among `found`
 * ("No value is published for ... in 2025"), to stand before the years that have one; '' when none is missing.
 */
export function missingYears(part: Part, found: readonly { year: number }[], r: Results, lang: Language): string {
  if (part.time.kind !== 'years') return ''
  const lacking = part.time.years.filter((y) => !found.some((f) => f.year === y))
  if (lacking.length === 0) return ''
  const time =
    lacking.length === 1 ? { kind: 'year' as const, year: lacking[0]! } : { kind: 'years' as const, years: lacking }
  return missingSentence({ ...part, time }, part.countries, r.latestYear, lang)
}

/** The two countries a part compares, in the order it names them. */
export const pairOf = (part: Part) => part.countries as [CountryCode, CountryCode]

export function valueSentence(part: Part, r: ValuesResult, lang: Language): Said {
  const i = part.indicator
  const c = r.country
  const all = Object.entries(r.values).map(([year, value]) => ({ year: Number(year), value }))
  const present = all.filter((v): v is { year: number; value: number } => v.value !== null)
  const t = part.time
  const asked = t.kind === 'years' ? t.years : t.kind === 'year' ? [t.year] : null
  // One year asked, or the latest: one sentence; a missing year names the latest one that has a value.
  if (t.kind === 'latest' || t.kind === 'year') {
    const want = t.kind === 'year' ? t.year : undefined
    const hit = want === undefined ? present.at(-1) : present.find((v) => v.year === want)
    if (!hit) {
      if (!r.latest) return { missing: missingSentence(part, [c], undefined, lang) }
      const [year, value] = r.latest
      return {
        missing:
          lang === 'fr'
            ? `Aucune valeur n'est publiée pour ${subject(i, c, lang)} en ${want} ; la dernière, celle de ${year}, est de ${valueWithUnit(i, value, lang)}.`
            : `No value is published for ${subject(i, c, lang)} in ${want}; the latest, for ${year}, is ${valueWithUnit(i, value, lang)}.`,
      }
    }
    const note =
      want === undefined ? (lang === 'fr' ? ' (dernière année disponible)' : ' (the latest year with a value)') : ''
    // (Beside the question's own figure, at the digits its verdict rests on.)
    const told = (v: number) => valueWithUnit(i, v, lang, { decimals: decimalsBeside(v, part.figure?.value) })
    return {
      text:
        lang === 'fr'
          ? `En ${hit.year}${note}, ${subject(i, c, lang)} était de ${told(hit.value)}.`
          : `In ${hit.year}${note}, ${subject(i, c, lang)} was ${told(hit.value)}.`,
    }
  }
  // Several separate years: each one asked; a span: every year, or the first and last of a long one.
  const shown = asked ? present.filter((v) => asked.includes(v.year)) : present
  const gapYears = (asked ?? all.map((v) => v.year)).filter((y) => !present.some((v) => v.year === y))
  if (shown.length === 0) return { missing: missingSentence(part, [c], r.latest?.[0], lang) }
  const gaps =
    gapYears.length > 0
      ? lang === 'fr'
        ? ` (aucune valeur pour ${gapYears.join(', ')})`
        : ` (no value for ${gapYears.join(', ')})`
      : ''
  // Up to a dozen years, each one; a longer span, its ends (a shorter span shows each year).
  if (shown.length <= 12) {
    const list = shown
      .map((v) => `${v.year}${lang === 'fr' ? ' : ' : ': '}${short(i, v.value, lang)}`)
      .join(SEMICOLON[lang])
    return { text: `${capitalise(subject(i, c, lang))}${lang === 'fr' ? ' :' : ':'} ${list}${gaps}.` }
  }
  const first = shown[0]!
  const last = shown.at(-1)!
  return {
    text:
      lang === 'fr'
        ? `${capitalise(subject(i, c, lang))} : ${first.year} : ${short(i, first.value, lang)} ; ${last.year} : ${short(i, last.value, lang)}${gaps} (chaque année est donnée pour une période de douze ans au plus).`
        : `${capitalise(subject(i, c, lang))}: ${first.year}: ${short(i, first.value, lang)}; ${last.year}: ${short(i, last.value, lang)}${gaps} (each year is given for a span of twelve years at most).`,
  }
}

/**
 * A span asked to a year the data has no value for ("between 2010 and 2025"), answered to the latest year that has
 * one: the year asked is named, so that the reader sees (and gate 2's coverage finds) why it is not the end shown.
 */
export function noneAfter(part: Part, shown: number, both: boolean | 'every', lang: Language): string {
  const t = part.time
  // (Two years named apart, where a shape reads them as a span's ends: the last one is the end asked.)
  const to = t.kind === 'span' && !t.since ? t.to : t.kind === 'years' ? Math.max(...t.years) : null
  if (to === null || shown >= to) return ''
  const whose =
    both === 'every'
      ? lang === 'fr'
        ? ' pour chaque pays'
        : ' for every country'
      : both
        ? lang === 'fr'
          ? ' pour les deux'
          : ' for both'
        : ''
  return lang === 'fr'
    ? `${shown} est la dernière année avec des valeurs${whose}, aucune pour ${to}`
    : `${shown} is the latest year with values${whose}, none for ${to}`
}

/** A span's summary, as get_values gives it: the first and last years with a value, and whose series it is. */
export function spanOf(part: Part, r: ValuesResult, lang: Language) {
  const i = part.indicator
  const s = r.summary!
  const held = Object.entries(r.values).flatMap(([y, v]) => (v === null ? [] : [[Number(y), v] as const]))
  const [[from, first], [to, last]] = [held[0]!, held.at(-1)!]
  const who = subject(i, r.country, lang)
  return { i, s, from, first, to, last, who }
}

/** A sentence over a span, from get_values' summary; none when the result has no summary. */
export function spanSaid(
  part: Part,
  r: Results,
  lang: Language,
  say: (part: Part, r: ValuesResult, lang: Language) => string,
): Said {
  const result = r.values(part.countries[0]!, part.indicator, part)
  return result?.summary ? { text: say(part, result, lang) } : noValue(part, r, lang)
}
