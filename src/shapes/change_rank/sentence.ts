// "Which country grew the fastest", "did it rise in every country": the changes of the eight ranked, or those that
// went the way asked, with every country's change.
import type { IndicatorCode } from '../../lexicon/codes.js'
import { COUNTRY_FORMS, countryName, INDICATOR_WORDS } from '../../lexicon/names.js'
import { amountWithUnit, capitalise, pointsOf } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { formatUpTo } from '../../text/format.js'
import type { Language } from '../../text/language.js'
import type { ChangeRankingResult } from '../../tools/toolbox.js'
import { noValueNote } from '../kit/sentence-rank.js'
import {
  join,
  missingSentence,
  nameOf,
  noneAfter,
  noValue,
  ofLabelFr,
  percent,
  SEMICOLON,
  short,
  sign,
  startOf,
  verdict,
  type Said,
  type ShapeSentence,
} from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const i = part.indicator
    const t = part.time
    const found = r.changeRankings(i)
    // The countries whose change went one way, between the two years named; else the ranking of the part's own span
    // (two parts may rank the same series over other years: "fell most in 2020 and 2021"), or the latest one.
    const own =
      t.kind === 'span'
        ? found.find((x) => x.from_year === t.from && x.to_year <= t.to && x.ranking.length >= 2)
        : undefined
    const result =
      part.order === undefined && t.kind === 'span' && !t.since
        ? found.find((x) => x.from_year === t.from && x.to_year === t.to && x.ranking.length > 0)
        : (own ?? found.find((x) => x.ranking.length >= 2 && x.from_year < x.to_year))
    if (!result) return noValue(part, r, lang)
    const said =
      part.order === undefined ? movedSentence(part, result, lang) : { text: changeRankSentence(part, result, lang) }
    // (A span asked to a year with no values: answered to the latest year that has them, and the year asked named.)
    const later = noneAfter(part, result.to_year, result.no_value.length === 0 ? 'every' : false, lang)
    return 'text' in said && later ? { text: `${said.text} ${capitalise(later)}.` } : said
  },
}

/** "Which country grew the fastest": the country at the end asked of the changes ranked, then every country's. */
function changeRankSentence(part: Part, r: ChangeRankingResult, lang: Language): string {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  const label = lang === 'fr' ? words.labelFr : words.labelEn
  const byPercent = part.faster === true
  const low = part.order === 'lowest'
  const rows = [...r.ranking].sort((x, y) => (byPercent ? y[5] - x[5] : y[4] - x[4]))
  const edge = low ? rows.at(-1)! : rows[0]!
  const tied = rows.filter((x) => (byPercent ? x[5] === edge[5] : x[4] === edge[4])).map((x) => x[1])
  const amount = (d: number) => changeAmount(i, r, d, lang)
  const shown = (x: (typeof rows)[number]) => (byPercent ? percent(x[5], lang) : amount(x[4]))
  const up = byPercent ? edge[5] > 0 : edge[4] > 0
  // (The lowest end is a fall only when it went down: a lowest change of zero is the smallest, not a fall.)
  const fell = byPercent ? edge[5] < 0 : edge[4] < 0
  // "les États-Unis ont connu", "le Japon et l'Inde ont connu": the verb agrees with the names.
  const hadFr = tied.length > 1 || COUNTRY_FORMS[tied[0]!]!.frPlural ? 'ont connu' : 'a connu'
  const phrase =
    lang === 'fr'
      ? byPercent
        ? low && fell
          ? `${hadFr} la plus forte baisse en pourcentage`
          : `${hadFr} la plus ${low ? 'faible' : 'forte'} variation en pourcentage`
        : low && fell
          ? `${hadFr} la plus forte baisse`
          : `${hadFr} la plus ${low ? 'faible' : 'forte'} ${up ? 'hausse' : 'variation'}`
      : byPercent
        ? low && fell
          ? 'had the biggest percent fall'
          : `had the ${low ? 'smallest' : 'largest'} percent change`
        : low && fell
          ? 'had the biggest fall'
          : `had the ${low ? 'smallest' : 'largest'} ${up ? 'increase' : 'change'}`
  const names = join(
    tied.map((c) => nameOf(c, lang)),
    lang,
  )
  const head =
    lang === 'fr'
      ? `De ${r.from_year} à ${r.to_year}, parmi les pays du jeu de données, ${names} ${phrase} ${ofLabelFr(label)} : ${shown(edge)} (de ${startOf(i, edge[2], lang)} à ${short(i, edge[3], lang)}).`
      : `From ${r.from_year} to ${r.to_year}, among the countries in the data, ${names} ${phrase} in ${label}: ${shown(edge)} (from ${startOf(i, edge[2], lang)} to ${short(i, edge[3], lang)}).`
  const each = rows.map((x) => `${countryName(x[1], lang)} ${shown(x)}`).join(SEMICOLON[lang])
  const missing =
    r.no_value.length > 0
      ? ` (${lang === 'fr' ? 'sans valeur' : 'no value'} : ${r.no_value.map((c) => countryName(c, lang)).join(', ')})`.replace(
          ' :',
          lang === 'fr' ? ' :' : ':',
        )
      : ''
  // The measure ranked by, said: by the difference unless the question asked in percent ("fastest", "in percent").
  const what = byPercent ? 'percent change' : 'absolute change'
  // (French says "en pourcentage" after the series here: "en pourcentage de la population" reads as a share of it,
  // and this sentence names its series by that word alone.)
  const whatFr = byPercent ? `variation ${ofLabelFr(label)} en pourcentage` : `variation absolue ${ofLabelFr(label)}`
  // (The series named in the list's own sentence: beside another part's series, a figure must say which it is.)
  return lang === 'fr'
    ? `${head} De ${r.from_year} à ${r.to_year}, ${whatFr} par pays : ${each}${missing}.`
    : `${head} From ${r.from_year} to ${r.to_year}, ${what} in ${label} by country: ${each}${missing}.`
}

/**
 * "Did it rise in every country", "did any of the eight fall", "which countries fell": the countries whose change went
 * the way asked (or did not), the verdict the question asks of them, then every country's change.
 */
function movedSentence(part: Part, r: ChangeRankingResult, lang: Language): Said {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  // ("The population rose", "GDP rose": English gives a count its article.)
  const label = lang === 'fr' ? words.labelFr : words.kind === 'count' ? `the ${words.labelEn}` : words.labelEn
  const up = part.direction !== 'down'
  const went = (x: ChangeRankingResult['ranking'][number]) => (up ? x[4] > 0 : x[4] < 0)
  const moved = r.ranking.filter(went).map((x) => x[1])
  const others = r.ranking.filter((x) => !went(x)).map((x) => x[1])
  const complete = r.no_value.length === 0
  const names = (codes: string[]) =>
    join(
      codes.map((c) => nameOf(c, lang)),
      lang,
    )
  const span = lang === 'fr' ? `de ${r.from_year} à ${r.to_year}` : `from ${r.from_year} to ${r.to_year}`
  const [rose, rise] =
    lang === 'fr'
      ? up
        ? ['a augmenté', 'augmenté']
        : ['a baissé', 'baissé']
      : up
        ? ['rose', 'rise']
        : ['fell', 'fall']
  const every = lang === 'fr' ? 'dans tous les pays du jeu de données' : 'in every country in the data'
  const any = lang === 'fr' ? 'dans aucun pays du jeu de données' : 'in any country in the data'
  const following = lang === 'fr' ? 'dans les pays suivants :' : 'in the following countries:'
  const not = (verb: string) => (lang === 'fr' ? `n'a pas ${verb}` : `did not ${verb}`)
  const head = (text: string) => `${span}, ${label} ${text}.`
  let said: { verdict: boolean | null; text: string } | null
  if (part.polar && !part.ever) {
    // In every country: no when one did not; yes only when every one of the eight has both years.
    said =
      others.length > 0
        ? {
            verdict: false,
            text: head(`${not(rise)} ${every}${SEMICOLON[lang]}${label} ${not(rise)} ${following} ${names(others)}`),
          }
        : complete
          ? { verdict: true, text: head(`${rose} ${every}`) }
          : null
  } else {
    // In any country, asked yes or no: yes when one did; no only when every one of the eight has both years. Which
    // countries: those that did, the same sentences with no verdict.
    const asked = (yes: boolean) => (part.polar ? yes : null)
    said =
      moved.length > 0
        ? { verdict: asked(true), text: head(`${rose} ${following} ${names(moved)}`) }
        : complete
          ? { verdict: asked(false), text: head(`${lang === 'fr' ? `n'a ${rise}` : `did not ${rise}`} ${any}`) }
          : null
  }
  if (!said) return { missing: missingSentence(part, r.no_value, undefined, lang) }
  const opening = said.verdict === null ? capitalise(said.text) : verdict(said.verdict, said.text, lang)
  return { text: `${opening} ${changesList(part, r, lang)}` }
}

/** One country's change as a ranking of changes shows it: "+0,45 an", "-2.46 percentage points", "+1.2 million people". */
function changeAmount(i: IndicatorCode, r: ChangeRankingResult, d: number, lang: Language): string {
  if (r.difference_unit === 'percentage points') return pointsOf(`${sign(d)}${formatUpTo(d, 2, lang)}`, lang)
  if (INDICATOR_WORDS[i].kind === 'years') return amountWithUnit(`${sign(d)}${formatUpTo(d, 2, lang)}`, i, lang)
  return `${d < 0 ? '-' : '+'}${short(i, Math.abs(d), lang)}`
}

/** "From 2019 to 2021, change by country: Nigeria +0.45 years (+0.86%); ...": every country's change, as the tool gives it. */
function changesList(part: Part, r: ChangeRankingResult, lang: Language): string {
  const i = part.indicator
  const amount = (d: number) => changeAmount(i, r, d, lang)
  const each = r.ranking
    .map((x) => `${countryName(x[1], lang)} ${amount(x[4])} (${percent(x[5], lang)})`)
    .join(SEMICOLON[lang])
  const missing = noValueNote(r.no_value, lang)
  const words = INDICATOR_WORDS[i]
  return lang === 'fr'
    ? `De ${r.from_year} à ${r.to_year}, variation ${ofLabelFr(words.labelFr)} par pays : ${each}${missing}.`
    : `From ${r.from_year} to ${r.to_year}, change in ${words.labelEn} by country: ${each}${missing}.`
}
