// How the application read a question, in one sentence of the answer's language: "Read as: the United States' share of
// the eight countries' total GDP in 2024." / "Lu comme : …". Written by code from the reading that was composed (the
// rules' or the model's), never by a model, so that the asker sees at once what was answered (Wolfram|Alpha's "input
// interpretation") and a second look can hold it against the question (ask/loop.ts). Every part names its meaning, its
// countries, its series, its years and the question's own figure; pure, no data read.
import { formatUpTo } from '../text/format.js'
import { COUNTRY_CODES, type CountryCode } from '../lexicon/codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../lexicon/names.js'
import type { Language } from '../text/language.js'
import { DECLINE_MEANS, type Part, type QuestionReading } from './schema.js'
import { paceByPercent } from './verdicts.js'

type Reading = Pick<QuestionReading, 'parts' | 'missing' | 'decline' | 'language'>

const OPENING: Record<Language, string> = { en: 'Read as: ', fr: 'Lu comme : ' }
const AND: Record<Language, string> = { en: ' and ', fr: ' et ' }
const EIGHT: Record<Language, { of: string; the: string }> = {
  en: { of: "the eight countries'", the: 'the eight countries' },
  fr: { of: 'des huit pays', the: 'les huit pays' },
}

const join = (items: string[], lang: Language) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${AND[lang]}${items.at(-1)}`

/** "the United States", "les États-Unis". */
const nameOf = (c: string, lang: Language) => (lang === 'fr' ? COUNTRY_FORMS[c]!.fr : COUNTRY_FORMS[c]!.en)
/** "the United States'", "des États-Unis". */
const whose = (c: string, lang: Language) => {
  if (lang === 'fr') return COUNTRY_FORMS[c]!.frOf
  const name = COUNTRY_FORMS[c]!.en
  return name.endsWith('s') ? `${name}'` : `${name}'s`
}
/** A part over all eight (none named, or all eight listed): one reading of "the eight", however it is written. */
const ofEight = (part: Part) => part.countries.length === 0 || part.countries.length === COUNTRY_CODES.length

/** The series: "GDP", "le PIB". */
const label = (part: Part, lang: Language) =>
  lang === 'fr' ? INDICATOR_WORDS[part.indicator].labelFr : INDICATOR_WORDS[part.indicator].labelEn

/** "du PIB", "de la population", "de l'accès": French "de" before a label with its article. */
const de = (text: string) =>
  text
    .replace(/^le /u, 'du ')
    .replace(/^les /u, 'des ')
    .replace(/^(?!du |des )/u, 'de ')

/** "Canada's GDP", "the eight countries' GDP", "le PIB du Canada", "that country's GDP" (another part's answer). */
function of(part: Part, lang: Language, countries: readonly string[] = part.countries): string {
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
function when(part: Part, lang: Language): string {
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
    about: 'about',
    nearly: 'nearly',
    exactly: 'exactly',
  },
  fr: {
    more: 'plus de',
    least: 'au moins',
    less: 'moins de',
    about: 'environ',
    nearly: 'près de',
    exactly: 'exactement',
  },
}

/** The question's own figure, as it typed it and as it is judged: `"over 40 million" (more than 40,000,000)`. */
function figure(part: Part, lang: Language): string {
  const f = part.figure
  if (!f) return ''
  const judged = `${RELATION[lang][f.relation]} ${formatUpTo(f.value, 6, lang)}${f.percent ? ' %' : ''}`
  return lang === 'fr'
    ? `, au regard du chiffre de la question « ${f.text} » (${judged})`
    : `, against the question's figure "${f.text}" (${judged})`
}

const way = (part: Part, lang: Language, up: [string, string], down: [string, string]) =>
  (part.direction === 'down' ? down : up)[lang === 'fr' ? 1 : 0]

/** What one part asks, in words: its meaning, countries, series, years and figure. */
export function partAs(part: Part, lang: Language, parts: readonly Part[] = [part]): string {
  const fr = lang === 'fr'
  const [a, b] = part.countries as [CountryCode, CountryCode]
  const time = when(part, lang)
  const yes = part.polar ? (fr ? 'si ' : 'whether ') : ''
  const not = part.negated ? (fr ? 'la négation de : ' : 'the negation of: ') : ''
  const fig = figure(part, lang)
  const end = part.order === 'lowest' ? (fr ? 'le plus bas' : 'lowest') : fr ? 'le plus haut' : 'highest'
  const A = () => of(part, lang, part.countries.slice(0, 1))
  const B = () => (b ? of(part, lang, [b]) : '')
  const pair = () =>
    join(
      [a, b].filter(Boolean).map((c) => nameOf(c, lang)),
      lang,
    )
  switch (part.shape) {
    case 'value':
      return `${of(part, lang)} ${time}${fig}`
    case 'figure': {
      const over = part.since_when
        ? fr
          ? 'depuis quand le chiffre tient'
          : 'since when the figure has held'
        : part.crossed
          ? fr
            ? "l'année où le chiffre a été atteint pour la première fois"
            : 'the first year the figure held'
          : part.time.kind === 'span'
            ? part.ever
              ? fr
                ? 'si le chiffre a tenu une année au moins'
                : 'whether the figure held in any year'
              : fr
                ? 'si le chiffre a tenu chaque année'
                : 'whether the figure held in every year'
            : fr
              ? 'si le chiffre tient'
              : 'whether the figure holds'
      return `${not}${over}: ${of(part, lang)} ${time}${fig}`.replace(': ', fr ? ' : ' : ': ')
    }
    case 'compare':
      return part.polar
        ? `${yes}${A()} ${way(part, lang, ['was higher than', 'était au-dessus de'], ['was lower than', 'était en dessous de'])} ${B()} ${time}${fig}`
        : fr
          ? `lequel de ${pair()} avait ${label(part, lang)} le plus élevé ${time}${fig}`
          : `which of ${pair()} had the higher ${label(part, lang)} ${time}${fig}`
    case 'difference':
      return fr
        ? `${yes}l'écart de ${label(part, lang)} entre ${pair()} ${time}${fig}`
        : `${yes}the difference in ${label(part, lang)} between ${pair()} ${time}${fig}`
    case 'ratio':
      return fr ? `${yes}${A()} divisé par ${B()} ${time}${fig}` : `${yes}${A()} divided by ${B()} ${time}${fig}`
    case 'gap':
      return fr
        ? `${yes}l'écart de ${label(part, lang)} entre ${pair()} à chaque bout, ${time}${part.direction ? (part.direction === 'up' ? ' (s’est-il creusé ?)' : ' (s’est-il réduit ?)') : ''}${fig}`
        : `${yes}the gap in ${label(part, lang)} between ${pair()} at each end, ${time}${part.direction ? (part.direction === 'up' ? ' (did it widen?)' : ' (did it narrow?)') : ''}${fig}`
    case 'extreme':
      return fr
        ? `le pays où ${label(part, lang)} était ${end} parmi ${ofEight(part) ? EIGHT.fr.the : pair()} ${time}${part.top ? ` (et son avance sur le suivant)` : ''}`
        : `the country with the ${end} ${label(part, lang)} of ${ofEight(part) ? EIGHT.en.the : pair()} ${time}${part.top ? ' (and its lead over the next)' : ''}`
    case 'place':
      return fr
        ? `le pays au rang ${part.place ?? 1} en partant du ${part.order === 'lowest' ? 'bas' : 'haut'} pour ${label(part, lang)} ${EIGHT.fr.of} ${time}`
        : `the country at place ${part.place ?? 1} from the ${part.order === 'lowest' ? 'bottom' : 'top'} of ${EIGHT.en.of} ${label(part, lang)} ${time}`
    case 'top':
      return fr
        ? `les ${part.top ?? 1} pays où ${label(part, lang)} était ${end} ${time}`
        : `the ${part.top ?? 1} countries with the ${end} ${label(part, lang)} ${time}`
    case 'rank_of':
      return fr
        ? `${yes}le rang ${COUNTRY_FORMS[a]?.frOf ?? ''} parmi ${EIGHT.fr.the} pour ${label(part, lang)} ${time}${part.place ? ` (rang ${part.place}${part.order === 'lowest' ? ' en partant du bas' : ''} ?)` : ''}`
        : `${yes}${a ? whose(a, lang) : ''} place among ${EIGHT.en.the} in ${label(part, lang)} ${time}${part.place ? ` (place ${part.place}${part.order === 'lowest' ? ' from the bottom' : ''}?)` : ''}`
    case 'among':
      return fr
        ? `le classement de ${pair()} pour ${label(part, lang)} ${time}, et le ${end}`
        : `the ranking of ${join(
            part.countries.map((c) => nameOf(c, lang)),
            lang,
          )} by ${label(part, lang)} ${time}, and the ${end}`
    case 'ranking':
      return fr
        ? `${EIGHT.fr.the} classés par ${label(part, lang)} ${time}`
        : `${EIGHT.en.the} ranked by ${label(part, lang)} ${time}`
    case 'average':
      return fr ? `la moyenne ${de(of(part, lang))} ${time}` : `the average of ${of(part, lang)} ${time}`
    case 'versus_average':
      return fr
        ? `${yes}${A()} face à la moyenne ${EIGHT.fr.of} ${time}${part.direction ? (part.direction === 'down' ? ' (en dessous ?)' : ' (au-dessus ?)') : ''}`
        : `${yes}${A()} against ${EIGHT.en.of} average ${time}${part.direction ? (part.direction === 'down' ? ' (below it?)' : ' (above it?)') : ''}`
    case 'change': {
      const unit = part.faster ? (fr ? ', en pourcentage' : ', in percent') : ''
      if (part.polar && part.direction)
        return fr
          ? `si ${of(part, lang)} a ${way(part, lang, ['', 'augmenté'], ['', 'baissé'])} ${time}${unit}${fig}`
          : `whether ${of(part, lang)} ${way(part, lang, ['rose', ''], ['fell', ''])} ${time}${unit}${fig}`
      return fr
        ? `${yes}la variation ${de(of(part, lang))} ${time}${unit}${fig}`
        : `${yes}the change in ${of(part, lang)} ${time}${unit}${fig}`
    }
    case 'multiple': {
      const target = {
        double: ['doubled', 'doublé'],
        triple: ['tripled', 'triplé'],
        halve: ['halved', 'diminué de moitié'],
        recover: ['recovered', 'retrouvé son niveau'],
      }[part.target ?? 'double']
      return fr ? `si ${of(part, lang)} a ${target[1]} ${time}` : `whether ${of(part, lang)} ${target[0]} ${time}`
    }
    case 'recover':
      return fr
        ? `si ${of(part, lang)} est revenu à son niveau de départ, ${time}${part.crossed ? ', et quand' : ''}`
        : `whether ${of(part, lang)} got back to its first year's level, ${time}${part.crossed ? ', and when' : ''}`
    case 'pace': {
      if (!paceByPercent(part)) {
        // "Rose more": the differences, in the series' own unit.
        const kind = INDICATOR_WORDS[part.indicator].kind
        const more = part.direction !== 'down'
        const unit =
          kind === 'percent'
            ? fr
              ? 'en points de pourcentage'
              : 'in percentage points'
            : kind === 'years'
              ? fr
                ? 'en années'
                : 'in years'
              : fr
                ? 'en valeur'
                : 'as an amount'
        // (Asked yes or no, whether the first rose by more; else which of the two did: never a claim of its own.)
        if (!part.polar)
          return fr
            ? `lequel a ${more ? 'le plus' : 'le moins'} augmenté, ${A()} ou ${B()} (évolution ${unit}), ${time}`
            : `which rose by ${more ? 'more' : 'less'}, ${A()} or ${B()} (the change ${unit}), ${time}`
        return fr
          ? `${yes}${A()} a ${more ? 'plus' : 'moins'} augmenté que ${B()} (évolution ${unit}), ${time}`
          : `${yes}${A()} rose by ${more ? 'more' : 'less'} than ${B()} (the change ${unit}), ${time}`
      }
      const slower = part.faster === false
      if (!part.polar)
        return fr
          ? `lequel a augmenté ${slower ? 'le moins vite' : 'le plus vite'}, ${A()} ou ${B()} (variation en pourcentage), ${time}`
          : `which grew ${slower ? 'more slowly' : 'faster'}, ${A()} or ${B()} (percent change), ${time}`
      return fr
        ? `${yes}${A()} a augmenté ${slower ? 'moins vite' : 'plus vite'} que ${B()} (variation en pourcentage), ${time}`
        : `${yes}${A()} grew ${slower ? 'more slowly' : 'faster'} than ${B()} (percent change), ${time}`
    }
    case 'overtake': {
      const at = part.at !== undefined ? (fr ? ` (en ${part.at})` : ` (in ${part.at})`) : ''
      const premise = part.premise
        ? fr
          ? ' (prémisse de la question, vérifiée)'
          : " (the question's premise, checked)"
        : ''
      if (part.since_when)
        return fr ? `depuis quand ${A()} dépasse ${B()}, ${time}` : `since when ${A()} has been above ${B()}, ${time}`
      return fr
        ? `${not}${part.polar ? 'si' : 'quand'} ${A()} a dépassé ${B()}${part.ever ? ' à un moment' : ''} ${time}${at}${premise}`
        : `${not}${part.polar ? 'whether' : 'when'} ${A()} overtook ${B()}${part.ever ? ' at any point' : ''} ${time}${at}${premise}`
    }
    case 'ahead_every_year':
      return fr
        ? `${not}si ${A()} était au-dessus de ${B()} chaque année, ${time}`
        : `${not}whether ${A()} was above ${B()} in every year ${time}`
    case 'every_year': {
      const moved = way(part, lang, ['rose', 'augmenté'], ['fell', 'baissé'])
      if (part.never && part.negated)
        return fr
          ? `si ${of(part, lang)} a déjà ${moved} d'une année sur l'autre, ${time}`
          : `whether ${of(part, lang)} ever ${moved} from one year to the next ${time}`
      if (part.never)
        return fr
          ? `si ${of(part, lang)} n'a jamais ${moved}, ${time}`
          : `whether ${of(part, lang)} never ${moved} ${time}`
      return fr
        ? `si ${of(part, lang)} a ${moved} chaque année, ${time}`
        : `whether ${of(part, lang)} ${moved} every year ${time}`
    }
    case 'total': {
      // "The US share of the eight's combined GDP": one country's total beside (or without) the eight's is its share.
      const eight = parts.some((p) => p.shape === 'total' && ofEight(p) && p.indicator === part.indicator)
      if (!ofEight(part) && (part.countries.length === 1 || eight))
        return fr
          ? `la part ${join(
              part.countries.map((c) => COUNTRY_FORMS[c]!.frOf),
              lang,
            )} dans le total ${EIGHT.fr.of} pour ${label(part, lang)} ${time}`
          : `${part.countries.length === 1 ? whose(a, lang) : `the combined ${label(part, lang)} of ${pair()} and their`} share of ${EIGHT.en.of} total ${label(part, lang)} ${time}`
      return fr
        ? `${label(part, lang)} cumulée ${
            ofEight(part)
              ? EIGHT.fr.of
              : join(
                  part.countries.map((c) => COUNTRY_FORMS[c]!.frOf),
                  lang,
                )
          } ${time}`
        : `the combined ${label(part, lang)} of ${
            ofEight(part)
              ? EIGHT.en.the
              : join(
                  part.countries.map((c) => nameOf(c, lang)),
                  lang,
                )
          } ${time}`
    }
    case 'threshold':
      return fr
        ? `le nombre des huit pays selon ${label(part, lang)} ${time}${fig}`
        : `how many of ${EIGHT.en.the} had ${label(part, lang)} ${time}${fig}`
    case 'peak':
      if (part.direction)
        return fr
          ? `l'année de la plus forte ${part.direction === 'down' ? 'baisse' : 'hausse'} d'une année sur l'autre ${de(of(part, lang))}${part.faster ? ' (en pourcentage)' : ''}, ${time}`
          : `the year of the biggest one-year ${part.direction === 'down' ? 'fall' : 'rise'} in ${of(part, lang)}${part.faster ? ' (in percent)' : ''} ${time}`
      return fr
        ? `l'année où ${of(part, lang)} était au ${part.order === 'lowest' ? 'plus bas' : 'plus haut'}, ${time}`
        : `the year ${of(part, lang)} was at its ${end} ${time}`
    case 'change_rank': {
      const by = part.faster ? (fr ? 'en pourcentage' : 'in percent') : fr ? 'en valeur' : 'as an amount'
      if (!part.order)
        return fr
          ? `${yes}les pays dont ${label(part, lang)} a ${way(part, lang, ['', 'augmenté'], ['', 'baissé'])}${part.ever ? ' (un au moins ?)' : ''}, ${time}`
          : `${yes}the countries whose ${label(part, lang)} ${way(part, lang, ['rose', ''], ['fell', ''])}${part.ever ? ' (any of them?)' : ''} ${time}`
      return fr
        ? `le pays dont ${label(part, lang)} a le ${part.order === 'lowest' ? 'moins' : 'plus'} varié (${by}), ${time}`
        : `the country whose ${label(part, lang)} changed ${part.order === 'lowest' ? 'least' : 'most'} (${by}) ${time}`
    }
    case 'median':
      return fr ? `la médiane ${de(of(part, lang))} ${time}` : `the median of ${of(part, lang)} ${time}`
    case 'span_average':
      return fr ? `la moyenne ${de(of(part, lang))}, ${time}` : `the average of ${of(part, lang)} ${time}`
    case 'cagr':
      return fr
        ? `le taux de croissance annuel composé ${de(of(part, lang))}, ${time}`
        : `the compound annual growth rate of ${of(part, lang)} ${time}`
  }
}

/** The places or series named that the data has no figure for: "(the data has no figure for "China")". */
function lacking(reading: Reading, lang: Language): string {
  const words = reading.missing.flatMap((m) => m.words)
  if (words.length === 0) return ''
  const quoted = words.map((w) => (lang === 'fr' ? `« ${w} »` : `"${w}"`))
  return lang === 'fr'
    ? ` ; sans chiffre dans les données : ${join(quoted, lang)}`
    : `; no figure in the data for ${join(quoted, lang)}`
}

/**
 * The one sentence: every part in order, then what the data lacks. A question declined because the data lacks what it
 * asks says so with its words; one no reader could place has no reading to show (null).
 */
export function readAs(reading: Reading, language: Language = reading.language): string | null {
  const lang = language
  if (reading.decline) {
    if (DECLINE_MEANS[reading.decline.reason] === 'unread') return null
    const words = reading.decline.words.map((w) => (lang === 'fr' ? `« ${w} »` : `"${w}"`))
    const what =
      lang === 'fr'
        ? `une question que les données ne couvrent pas (${reading.decline.reason}${words.length > 0 ? ` : ${join(words, lang)}` : ''})`
        : `a question the data does not cover (${reading.decline.reason}${words.length > 0 ? `: ${join(words, lang)}` : ''})`
    return `${OPENING[lang]}${what}.`
  }
  if (reading.parts.length === 0) return null
  const said = reading.parts.map((p) => partAs(p, lang, reading.parts).replace(/\s+/g, ' ').replace(/ ,/g, ',').trim())
  const sentence = `${said.join(lang === 'fr' ? ' ; ' : '; ')}${lacking(reading, lang)}`
  return `${OPENING[lang]}${sentence}.`
}
