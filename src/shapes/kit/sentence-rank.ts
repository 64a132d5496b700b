// One year's ranking of the eight countries, as the shapes read off it (an end, a place, the top N, a country's rank,
// a subset, the average, the median): the year shown, the countries with no value, and the sentences two or more of
// those shapes share (the whole ranking; the value at a place from either end; the average of the countries).
import { type IndicatorCode } from '../../lexicon/codes.js'
import { COUNTRY_FORMS, countryName, INDICATOR_WORDS } from '../../lexicon/names.js'
import { capitalise, valueWithUnit } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import type { Language } from '../../text/language.js'
import type { RankResult } from '../../tools/toolbox.js'
import { join, missingSentence, PLACE_WORDS, SEMICOLON, short, type Results, type Said } from './sentence.js'

/** How a shape reads a ranking: its sentence of one year's ranking, and which rankings it can be read off. */
export interface RankSaying {
  /** The shape's sentence of one year's ranking. */
  say: (part: Part, r: RankResult, lang: Language) => string
  /** What the ranking must hold beyond its countries' values (the average, the median); anything when not given. */
  needs?: (r: RankResult) => boolean
  /**
   * It names the countries at an end or a place: a year that lacks some countries' values is followed by the latest
   * year that has them all, and a year with none by that year.
   */
  offersCompleteYear?: true
}

/** Everything read off one year's ranking: extremes, places, the top N, a country's rank, the average. */
export function rankingSentence(part: Part, r: Results, lang: Language, saying: RankSaying): Said {
  const i = part.indicator
  const found = r.ranks(i)
  const focus = part.countries
  const asked =
    part.time.kind === 'year' ? found.find((x) => x.year === (part.time as { year: number }).year) : undefined
  const usable = (x: RankResult) =>
    x.ranking.length > 0 &&
    focus.every((c) => x.ranking.some(([, country]) => country === c)) &&
    (saying.needs?.(x) ?? true)
  const first = asked && usable(asked) ? asked : found.find(usable)
  if (!first) return { missing: missingSentence(part, focus, r.latestYear, lang) }
  const sentence = (x: RankResult) => saying.say(part, x, lang)
  // The latest year before the one shown whose ranking has every country: offered beside a year that lacks some.
  const complete = (before: number) =>
    found.find((x) => x.no_value.length === 0 && x.ranking.length > 0 && x.year < before)
  const allEight = (year: number) =>
    lang === 'fr'
      ? `dernière année avec une valeur pour les huit pays : ${year}.`
      : `the latest year with values for all eight countries is ${year}.`
  if (asked && !usable(asked)) {
    // No value at all in the year asked: the latest year that has them all, as a single country's lookup would.
    const latest = saying.offersCompleteYear ? complete(asked.year) : undefined
    if (!latest) return { missing: missingSentence(part, focus, first.year, lang) }
    const none =
      lang === 'fr'
        ? `Aucune valeur n'est publiée pour ${INDICATOR_WORDS[i].labelFr} en ${asked.year} ; ${allEight(latest.year)}`
        : `No value is published for ${INDICATOR_WORDS[i].labelEn} in ${asked.year}; ${allEight(latest.year)}`
    return { missing: `${none} ${sentence(latest)}` }
  }
  const earlier = first.no_value.length > 0 && saying.offersCompleteYear ? complete(first.year) : undefined
  if (earlier) return { text: `${sentence(first)} ${capitalise(allEight(earlier.year))} ${sentence(earlier)}` }
  return { text: sentence(first) }
}

/** The countries a ranking has no value for, said after it: " (no value: Nigeria)"; nothing when it has them all. */
export function noValueNote(codes: readonly string[], lang: Language): string {
  if (codes.length === 0) return ''
  const names = codes.map((c) => countryName(c, lang)).join(', ')
  return lang === 'fr' ? ` (sans valeur : ${names})` : ` (no value: ${names})`
}

/** A series' label in the language asked: "Internet use", "l'espérance de vie". */
export const labelOf = (i: IndicatorCode, lang: Language) =>
  lang === 'fr' ? INDICATOR_WORDS[i].labelFr : INDICATOR_WORDS[i].labelEn

/** The whole ranking, each place with its country and value; "lowest first" lists the same places from the last. */
export function rankingList(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const label = labelOf(i, lang)
  const missing = noValueNote(r.no_value, lang)
  const list = (rows: RankResult['ranking']) =>
    rows.map((e) => `${e[0]}. ${countryName(e[1], lang)} ${short(i, e[2], lang)}`).join(SEMICOLON[lang])
  // "Lowest first": the same places, listed from the last (8. Nigeria first); a place is always counted from the top.
  const low = part.order === 'lowest'
  const rows = low ? [...r.ranking].reverse() : r.ranking
  const first = low ? (lang === 'fr' ? ', du plus faible au plus élevé' : ', lowest first') : ''
  return lang === 'fr'
    ? `Classement des pays du jeu de données selon ${label} en ${r.year}${first} : ${list(rows)}${missing}.`
    : `Ranking of the countries in the data by ${label} in ${r.year}${first}: ${list(rows)}${missing}.`
}

/**
 * The value at a place from the end asked (the first place: the highest or the lowest), with every country that
 * shares it; past the ranking's end, or a tie across that place, the whole ranking shows who stands where.
 */
export function edgeSentence(part: Part, r: RankResult, lang: Language, place: number): string {
  const i = part.indicator
  const label = labelOf(i, lang)
  const missing = noValueNote(r.no_value, lang)
  const order = part.order ?? 'highest'
  // Every country that shares the value at that place is named: four countries at 100 % are all "highest".
  const at = order === 'highest' ? r.ranking[place - 1] : r.ranking[r.ranking.length - place]
  if (!at) return rankingList(part, r, lang)
  const names = r.ranking.filter((e) => e[2] === at[2]).map((e) => e[1])
  // A tie across that place ("the second highest" when four share the top): the whole ranking shows who stands where.
  if (place > 1 && names.length > 1) return rankingList(part, r, lang)
  const value = valueWithUnit(i, at[2], lang)
  const nth = place === 1 ? '' : `${PLACE_WORDS[lang][place - 1]} `
  if (lang === 'fr') {
    const who =
      names.length === 1
        ? `celle ${COUNTRY_FORMS[names[0]!]!.frOf}`
        : `partagée par ${join(
            names.map((c) => COUNTRY_FORMS[c]!.fr),
            lang,
          )}`
    return `Parmi les pays du jeu de données, la ${nth}valeur la plus ${order === 'highest' ? 'élevée' : 'faible'} pour ${label} en ${r.year} est ${who} : ${value}${missing}.`
  }
  const who =
    names.length === 1
      ? `that of ${COUNTRY_FORMS[names[0]!]!.en}`
      : `shared by ${join(
          names.map((c) => COUNTRY_FORMS[c]!.en),
          lang,
        )}`
  return `Among the countries in the data, the ${nth}${order} ${label} in ${r.year} was ${who}: ${value}${missing}.`
}

/** The average of the countries with a value in a year's ranking: its value, and the clause that says it. */
export function averageOf(part: Part, r: RankResult, lang: Language): { average: string; all: string } {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  const average = valueWithUnit(i, r.average!, lang)
  const all =
    lang === 'fr'
      ? `la moyenne des ${r.average_of} pays du jeu de données ayant une valeur pour ${words.labelFr} était de ${average}`
      : `the average ${words.labelEn} of the ${r.average_of} countries in the data with a value was ${average}`
  return { average, all }
}
