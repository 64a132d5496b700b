// The shared wording of every shape's "Read as: ..." (src/shapes/<id>/read-as.ts): the names of countries and series,
// the years, the question's own figure, in English and French, and the words of one part every shape draws on. Moved
// down from reading/read-as.ts, which builds the sentence from them.
import { formatUpTo } from '../../text/format.js'
import { figureRange } from '../../reading/verdicts.js'
import { COUNTRY_CODES, type CountryCode } from '../../lexicon/codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../../lexicon/names.js'
import type { Language } from '../../text/language.js'
import type { Part } from '../../reading/schema.js'

const AND: Record<Language, string> = { en: ' and ', fr: ' et ' }
export const EIGHT: Record<Language, { of: string; the: string }> = {
  en: { of: "the eight countries'", the: 'the eight countries' },
  fr: { of: 'des huit pays', the: 'les huit pays' },
}

export const join = (items: string[], lang: Language) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${AND[lang]}${items.at(-1)}`

/** "the United States", "les États-Unis". */
export const nameOf = (c: string, lang: Language) => (lang === 'fr' ? COUNTRY_FORMS[c]!.fr : COUNTRY_FORMS[c]!.en)
/** "the United States'", "des États-Unis". */
export const whose = (c: string, lang: Language) => {
  if (lang === 'fr') return COUNTRY_FORMS[c]!.frOf
  const name = COUNTRY_FORMS[c]!.en
  return name.endsWith('s') ? `${name}'` : `${name}'s`
}
/** A part over all eight (none named, or all eight listed): one reading of "the eight", however it is written. */
export const ofEight = (part: Part) => part.countries.length === 0 || part.countries.length === COUNTRY_CODES.length

/** The series: "GDP", "le PIB". */
export const label = (part: Part, lang: Language) =>
  lang === 'fr' ? INDICATOR_WORDS[part.indicator].labelFr : INDICATOR_WORDS[part.indicator].labelEn

/**
 * French words said of a series, agreeing with its gender: `byGenderFr(part, 'divisé', 'divisée')` ("l'espérance de
 * vie ... divisée", "le PIB ... divisé").
 */
export const byGenderFr = (part: Part, masculine: string, feminine: string) =>
  INDICATOR_WORDS[part.indicator].feminineFr ? feminine : masculine

/** "le plus haut", "la plus haute": a series' end, agreeing with its gender ("l'espérance de vie ... la plus haute"). */
export const superlativeFr = (part: Part) =>
  part.order === 'lowest'
    ? byGenderFr(part, 'le plus bas', 'la plus basse')
    : byGenderFr(part, 'le plus haut', 'la plus haute')

/** "du PIB", "de la population", "de l'accès": French "de" before a label with its article. */
export const de = (text: string) =>
  text
    .replace(/^le /u, 'du ')
    .replace(/^les /u, 'des ')
    .replace(/^(?!du |des )/u, 'de ')

/** "Canada's GDP", "the eight countries' GDP", "le PIB du Canada", "that country's GDP" (another part's answer). */
export function of(part: Part, lang: Language, countries: readonly string[] = part.countries): string {
  const series = label(part, lang)
  if (part.of_part !== undefined)
    return lang === 'fr'
      ? `${series} de ce pays (la réponse de la partie ${part.of_part + 1})`
      : `that country's ${series} (the answer of part ${part.of_part + 1})`
  if (countries.length === 0 || countries.length === COUNTRY_CODES.length)
    return lang === 'fr' ? `${series} ${EIGHT.fr.of}` : `${EIGHT.en.of} ${series}`
  if (lang === 'fr')
    return `${series} ${join(
      countries.map((c) => COUNTRY_FORMS[c]!.frOf),
      lang,
    )}`
  return countries.length === 1
    ? `${whose(countries[0]!, lang)} ${series}`
    : `the ${series} of ${join(
        countries.map((c) => nameOf(c, lang)),
        lang,
      )}`
}

/** The part's years: "in 2024", "from 2000 to 2025", "since 2010", "in the latest year with a value". */
export function when(part: Part, lang: Language): string {
  const t = part.time
  const fr = lang === 'fr'
  switch (t.kind) {
    case 'year':
      return fr ? `en ${t.year}` : `in ${t.year}`
    case 'years':
      return fr ? `en ${join(t.years.map(String), lang)}` : `in ${join(t.years.map(String), lang)}`
    case 'span':
      if (t.since) return fr ? `depuis ${t.from}` : `since ${t.from}`
      return fr ? `de ${t.from} à ${t.to}` : `from ${t.from} to ${t.to}`
    case 'latest':
      return fr ? 'la dernière année disponible' : 'in the latest year with a value'
  }
}

const RELATION: Record<Language, Record<NonNullable<Part['figure']>['relation'], string>> = {
  en: {
    more: 'more than',
    least: 'at least',
    less: 'less than',
    most: 'at most',
    about: 'about',
    nearly: 'nearly',
    exactly: 'exactly',
  },
  fr: {
    more: 'plus de',
    least: 'au moins',
    less: 'moins de',
    most: 'au plus',
    about: 'environ',
    nearly: 'près de',
    exactly: 'exactement',
  },
}

/**
 * The question's own figure, as it typed it and as it is judged: `"over 40 million" (more than 40,000,000)`; a figure
 * that holds over a range says the range verdicts.ts judges it by, its ends as they are: a bare figure's rounding range
 * keeps its low end and not its high one (`"10 million" (at least 9,500,000 and under 10,500,000)`: 10.5 million is 11
 * million to the million), about's and nearly's keep both (`"about 4 times" (about 4: between 3.8 and 4.2)`).
 */
export function figure(part: Part, lang: Language): string {
  const f = part.figure
  if (!f) return ''
  const fr = lang === 'fr'
  const pct = f.percent ? ' %' : ''
  // (A fraction in words is read to its precision and printed so: "a third" is "0.333", never "0.333333".)
  const n = (x: number) => `${formatUpTo(x, Number.isInteger(x * 1000) || Math.abs(x) >= 1 ? 6 : 3, lang)}${pct}`
  const said = `${RELATION[lang][f.relation]} ${n(f.value)}`
  const range = figureRange(f)
  const judged = !range
    ? said
    : f.relation === 'exactly'
      ? fr
        ? `au moins ${n(range.low)} et moins de ${n(range.high)}`
        : `at least ${n(range.low)} and under ${n(range.high)}`
      : `${said}${fr ? ' : entre' : ': between'} ${n(range.low)} ${fr ? 'et' : 'and'} ${n(range.high)}`
  return fr
    ? `, au regard du chiffre de la question « ${f.text} » (${judged})`
    : `, against the question's figure "${f.text}" (${judged})`
}

export const way = (part: Part, lang: Language, up: [string, string], down: [string, string]) =>
  (part.direction === 'down' ? down : up)[lang === 'fr' ? 1 : 0]

/** The words of one part that its shape's sentence is made of, worked out once. */
export interface PartWords {
  lang: Language
  fr: boolean
  /** Every part of the reading (a part may read differently beside another). */
  parts: readonly Part[]
  /** The first two countries named. */
  a: CountryCode
  b: CountryCode
  /** "in 2024", "from 2000 to 2025". */
  time: string
  /** "whether " when the part is asked yes or no. */
  yes: string
  /** "the negation of: " when the question denies it. */
  not: string
  /** The question's own figure, with a comma before it (or nothing). */
  fig: string
  /** "highest" or "lowest". */
  end: string
  /** The first country's series ("Canada's GDP"). */
  A: () => string
  /** The second country's series, if there is a second. */
  B: () => string
  /** The two countries: "Canada and Mexico". */
  pair: () => string
}

export function partWords(part: Part, lang: Language, parts: readonly Part[]): PartWords {
  const fr = lang === 'fr'
  const [a, b] = part.countries as [CountryCode, CountryCode]
  const time = when(part, lang)
  const yes = part.polar ? (fr ? 'si ' : 'whether ') : ''
  const not = part.negated ? (fr ? 'la négation de : ' : 'the negation of: ') : ''
  const fig = figure(part, lang)
  const end = fr ? superlativeFr(part) : part.order === 'lowest' ? 'lowest' : 'highest'
  const A = () => of(part, lang, part.countries.slice(0, 1))
  const B = () => (b ? of(part, lang, [b]) : '')
  const pair = () =>
    join(
      [a, b].filter(Boolean).map((c) => nameOf(c, lang)),
      lang,
    )
  return { lang, fr, parts, a, b, time, yes, not, fig, end, A, B, pair }
}

/** One shape's part, in words: its meaning, countries, series, years and figure. */
export type ShapeReadAs = (part: Part, words: PartWords) => string
