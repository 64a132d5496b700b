// The planner's final answer, from the tool results only: every part of the question in its own sentence, each naming
// its country, indicator and year(s), each figure a result's value written at a precision gate 2 checks. A verdict
// ("Yes", "grew faster", "overtook") is read off the tools' numbers, never computed into a new figure.
import type { Answer } from '../llm/answer.js'
import { COUNTRY_FORMS, countryName, INDICATOR_WORDS } from '../lexicon/names.js'
import type { CountryCode, IndicatorCode } from '../lexicon/vocabulary.js'
import type { Query, Reading } from '../question/parse.js'
import { formatFixed, formatUpTo } from '../text/format.js'
import type { Language } from '../text/language.js'
import type { ChangeResult, CompareResult, RankResult, ToolOutcome, ValuesResult } from '../tools/toolbox.js'
import { declineSentence, TOO_MANY } from './reasons.js'
import { capitalise, subject, unitLabel, valueWithUnit } from './wording.js'

const answered = (text: string): Answer => ({ status: 'answered', answer: text })
const cannot = (text: string): Answer => ({ status: 'cannot_answer', answer: text })
const sign = (n: number) => (n > 0 ? '+' : '')
const percent = (n: number, language: Language) =>
  `${sign(n)}${formatFixed(n, 2, language)}${language === 'fr' ? '\u00a0%' : '%'}`
const ordinal = (n: number, language: Language) =>
  language === 'fr'
    ? n === 1
      ? '1er'
      : `${n}e`
    : `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`
const exchangeNote = (indicators: IndicatorCode[], language: Language) =>
  indicators.some((i) => INDICATOR_WORDS[i].kind.startsWith('money'))
    ? language === 'fr'
      ? ' Les valeurs sont en dollars US courants, qui varient avec les taux de change.'
      : ' Values are in current US dollars, which move with exchange rates.'
    : ''
const join = (items: string[], language: Language) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${items.at(-1)!}`
const nameOf = (code: string, language: Language) =>
  language === 'fr' ? COUNTRY_FORMS[code]!.fr : COUNTRY_FORMS[code]!.en

/** One part's sentence, or the reason it has no value. */
type Part = { text: string } | { missing: string }

export function compose(reading: Reading, outcomes: ToolOutcome[], years: readonly [number, number]): Answer {
  if (reading.kind === 'decline') return cannot(declineSentence(reading, years))
  const parts = partsOf(reading, outcomes)
  const texts = parts.flatMap((p) => ('text' in p ? [p.text] : []))
  const missing = parts.flatMap((p) => ('missing' in p ? [p.missing] : []))
  const note = exchangeNote(reading.indicators, reading.language)
  // Every part answered, or the data has no value for some: say which, with the latest year that has one.
  if (missing.length === 0) return answered(texts.join(' ') + note)
  return cannot([...missing, ...texts].join(' ') + (texts.length > 0 ? note : ''))
}

/** A question too big for the loop's limits. */
export const tooMany = (q: Query): Answer => cannot(TOO_MANY[q.language])

function partsOf(q: Query, outcomes: ToolOutcome[]): Part[] {
  const lang = q.language
  const ok = outcomes.filter((o): o is ToolOutcome & { ok: true } => o.ok)
  const values = ok.filter((o): o is ValuesResult & { ok: true } => o.tool === 'get_values')
  const changes = ok.filter((o): o is ChangeResult & { ok: true } => o.tool === 'get_change')
  const compares = ok.filter((o): o is CompareResult & { ok: true } => o.tool === 'compare_countries')
  const ranks = ok.filter((o): o is RankResult & { ok: true } => o.tool === 'rank_countries' && o.ranking.length > 0)
  const refusals = outcomes.filter((o) => !o.ok)
  const latestYear = refusals.flatMap((r) => (r.latest_year === undefined ? [] : [r.latest_year])).at(-1)
  const each = (make: (i: IndicatorCode) => Part[]): Part[] => q.indicators.flatMap(make)
  const ask = q.ask

  switch (ask.kind) {
    case 'lookup':
      return each((i) =>
        q.countries.map((c) => {
          const r = values.find((v) => v.country === c && v.indicator === i)
          return r ? lookupPart(q, i, r, lang) : { missing: missingSentence(i, c, null, latestYear, lang) }
        }),
      )
    case 'change':
    case 'pace': {
      const found = (c: string, i: string) =>
        changes.filter((r) => r.country === c && r.indicator === i).sort((a, b) => b.to[0] - a.to[0])[0]
      if (ask.kind === 'pace') {
        return each((i) => {
          const [a, b] = q.countries.map((c) => found(c, i))
          return a && b
            ? [paceSentence(i, a, b, ask.faster, lang)]
            : [{ missing: missingSentence(i, q.countries[0]!, null, latestYear, lang) }]
        })
      }
      return each((i) =>
        q.countries.map((c) => {
          const r = found(c, i)
          if (!r) return { missing: missingSentence(i, c, null, latestYear, lang) }
          return { text: changeSentence(i, r, ask.verdict, q.time.kind === 'since', lang) }
        }),
      )
    }
    case 'compare':
      return each((i) => {
        const found = compares.filter((r) => r.indicator === i)
        if (found.length === 0)
          return [{ missing: missingSentence(i, q.countries[0]!, q.countries[1]!, latestYear, lang) }]
        return found.sort((a, b) => a.year - b.year).map((r) => ({ text: compareSentence(i, r, ask.measure, lang) }))
      })
    case 'overtake':
      return each((i) => {
        const found = compares.filter((r) => r.indicator === i).sort((a, b) => a.year - b.year)
        const [start, end] = [found[0], found.at(-1)]
        if (!start || !end || start === end)
          return [{ missing: missingSentence(i, q.countries[0]!, q.countries[1]!, latestYear, lang) }]
        return [{ text: overtakeSentence(i, start, end, lang) }]
      })
    case 'rank':
    case 'average':
      return each((i) => {
        const found = ranks.filter((r) => r.indicator === i).sort((a, b) => a.year - b.year)
        if (found.length === 0) return [{ missing: missingSentence(i, null, null, latestYear, lang) }]
        return found.map((r) => {
          if (ask.kind === 'average') {
            const text = averageSentence(i, r, lang)
            return text ? { text } : { missing: missingSentence(i, null, null, latestYear, lang) }
          }
          const subset = q.countries.length >= 3 ? q.countries : null
          const text = subset
            ? subsetSentence(i, r, subset, ask.order, lang)
            : rankSentence(i, r, ask.order, ask.focus, lang, ask.place)
          return text ? { text } : { missing: missingSentence(i, ask.focus, null, latestYear, lang) }
        })
      })
  }
}

/** "No value is published for access to electricity in Canada; the latest year with one is 2023." */
function missingSentence(
  i: IndicatorCode,
  a: string | null,
  b: string | null,
  latestYear: number | undefined,
  lang: Language,
): string {
  const words = INDICATOR_WORDS[i]
  const who = [a, b].filter((c): c is string => c !== null).map((c) => nameOf(c, lang))
  const where = who.length === 0 ? '' : lang === 'fr' ? ` pour ${join(who, lang)}` : ` in ${join(who, lang)}`
  const latest =
    latestYear === undefined
      ? ''
      : lang === 'fr'
        ? ` ; la dernière année disponible est ${latestYear}`
        : `; the latest year with one is ${latestYear}`
  return lang === 'fr'
    ? `Aucune valeur n'est publiée pour ${words.labelFr}${where} pour l'année demandée${latest}.`
    : `No value is published for ${words.labelEn}${where} for the year asked${latest}.`
}

function lookupPart(q: Query, i: IndicatorCode, r: ValuesResult, lang: Language): Part {
  const c = r.country
  const all = Object.entries(r.values).map(([year, value]) => ({ year: Number(year), value }))
  const present = all.filter((v): v is { year: number; value: number } => v.value !== null)
  const asked = q.time.kind === 'years' ? q.time.years : null
  // One year asked, or the latest: one sentence; a missing year names the latest one that has a value.
  if (q.time.kind === 'latest' || (asked && asked.length === 1)) {
    const want = asked?.[0]
    const hit = want === undefined ? present.at(-1) : present.find((v) => v.year === want)
    if (!hit) {
      if (!r.latest) return { missing: missingSentence(i, c, null, undefined, lang) }
      const [year, value] = r.latest
      return {
        missing:
          lang === 'fr'
            ? `Aucune valeur n'est publiée pour ${want} pour ${subject(i, c, lang)} ; la dernière, pour ${year}, est de ${valueWithUnit(i, value, lang)}.`
            : `No value is published for ${want} for ${subject(i, c, lang)}; the latest, for ${year}, is ${valueWithUnit(i, value, lang)}.`,
      }
    }
    const note =
      want === undefined ? (lang === 'fr' ? ' (dernière année disponible)' : ' (the latest year with a value)') : ''
    return {
      text:
        lang === 'fr'
          ? `En ${hit.year}${note}, ${subject(i, c, lang)} était de ${valueWithUnit(i, hit.value, lang)}.`
          : `In ${hit.year}${note}, ${subject(i, c, lang)} was ${valueWithUnit(i, hit.value, lang)}.`,
    }
  }
  // Several separate years: each one asked; a range: every year, or the first and last of a long one.
  const shown = asked ? present.filter((v) => asked.includes(v.year)) : present
  const gapYears = (asked ?? all.map((v) => v.year)).filter((y) => !present.some((v) => v.year === y))
  if (shown.length === 0) return { missing: missingSentence(i, c, null, r.latest?.[0], lang) }
  const gaps =
    gapYears.length > 0
      ? lang === 'fr'
        ? ` (aucune valeur pour ${gapYears.join(', ')})`
        : ` (no value for ${gapYears.join(', ')})`
      : ''
  if (shown.length <= 6) {
    const list = shown.map((v) => `${v.year}: ${valueWithUnit(i, v.value, lang, { short: true })}`).join('; ')
    return { text: `${capitalise(subject(i, c, lang))}${lang === 'fr' ? ' :' : ':'} ${list}${gaps}.` }
  }
  const first = shown[0]!
  const last = shown.at(-1)!
  return {
    text:
      lang === 'fr'
        ? `De ${first.year} à ${last.year}, ${subject(i, c, lang)} a évolué de ${valueWithUnit(i, first.value, lang, { short: true })} à ${valueWithUnit(i, last.value, lang, { short: true })}${gaps} ; chaque année figure dans les résultats des outils.`
        : `From ${first.year} to ${last.year}, ${subject(i, c, lang)} went from ${valueWithUnit(i, first.value, lang, { short: true })} to ${valueWithUnit(i, last.value, lang, { short: true })}${gaps}; every year is in the tool results.`,
  }
}

function changeSentence(
  i: IndicatorCode,
  r: ChangeResult,
  verdict: 'none' | 'double' | 'triple' | 'halve' | 'recover',
  since: boolean,
  lang: Language,
): string {
  const points = r.difference_unit === 'percentage points'
  const kind = INDICATOR_WORDS[i].kind
  const amount = points
    ? `${formatUpTo(Math.abs(r.difference), 2, lang)} ${lang === 'fr' ? 'points de pourcentage' : 'percentage points'}`
    : kind === 'years'
      ? `${formatUpTo(Math.abs(r.difference), 2, lang)} ${unitLabel(i, lang)}`
      : valueWithUnit(i, Math.abs(r.difference), lang, { short: true })
  const up = r.difference >= 0
  const from = valueWithUnit(i, r.from[1], lang, { short: true })
  const to = valueWithUnit(i, r.to[1], lang, { short: true })
  const who = subject(i, r.country, lang)
  const pct = percent(r.percent_change, lang)
  const latestNote = since ? (lang === 'fr' ? ' (dernière année disponible)' : ' (the latest year with a value)') : ''
  const base =
    lang === 'fr'
      ? `entre ${r.from[0]} et ${r.to[0]}${latestNote}, ${who} a évolué de ${from} à ${to}, soit une ${up ? 'hausse' : 'baisse'} de ${amount} (${pct})`
      : `between ${r.from[0]} and ${r.to[0]}${latestNote}, ${who} ${up ? 'rose' : 'fell'} from ${from} to ${to}, ${up ? 'an increase' : 'a decrease'} of ${amount} (${pct})`
  if (verdict === 'none') return `${capitalise(base)}.`
  const target = verdict === 'double' ? 100 : verdict === 'triple' ? 200 : verdict === 'halve' ? -50 : 0
  const yes = verdict === 'halve' ? r.percent_change <= target : r.percent_change >= target
  const word: Record<Language, Record<typeof verdict, [string, string]>> = {
    en: {
      double: ['at least double', 'less than double'],
      triple: ['at least triple', 'less than triple'],
      halve: ['at least halved', 'less than halved'],
      recover: [`back above its ${r.from[0]} level`, `still below its ${r.from[0]} level`],
    },
    fr: {
      double: ['au moins le double', 'moins du double'],
      triple: ['au moins le triple', 'moins du triple'],
      halve: ['au moins divisé par deux', 'pas divisé par deux'],
      recover: [`de nouveau au-dessus de son niveau de ${r.from[0]}`, `encore sous son niveau de ${r.from[0]}`],
    },
  }
  const [yesWords, noWords] = word[lang][verdict]
  return lang === 'fr'
    ? `${yes ? 'Oui' : 'Non'} : ${base}, ${yes ? yesWords : noWords}.`
    : `${yes ? 'Yes' : 'No'}: ${base}, ${yes ? yesWords : noWords}.`
}

function paceSentence(i: IndicatorCode, a: ChangeResult, b: ChangeResult, faster: boolean, lang: Language): Part {
  const [hi, lo] = a.percent_change >= b.percent_change ? [a, b] : [b, a]
  const [x, y] = faster ? [hi, lo] : [lo, hi]
  const [sx, sy] = [subject(i, x.country, lang), subject(i, y.country, lang)]
  const figures = `${percent(x.percent_change, lang)} ${lang === 'fr' ? 'contre' : 'against'} ${percent(y.percent_change, lang)}`
  const span = lang === 'fr' ? `Entre ${a.from[0]} et ${a.to[0]}` : `Between ${a.from[0]} and ${a.to[0]}`
  // Both rose, one rose while the other fell, or both fell: the verdict says which, the signs show it.
  const both = lo.percent_change >= 0 ? 'up' : hi.percent_change < 0 ? 'down' : 'split'
  const verdict: Record<Language, Record<typeof both, [string, string]>> = {
    en: {
      up: [`${sx} grew faster than ${sy}`, `${sx} grew more slowly than ${sy}`],
      down: [`${sx} fell less than ${sy}`, `${sx} fell more than ${sy}`],
      split: [`${sx} grew while ${sy} fell`, `${sx} fell while ${sy} grew`],
    },
    fr: {
      up: [`${sx} a augmenté plus vite que ${sy}`, `${sx} a augmenté moins vite que ${sy}`],
      down: [`${sx} a moins baissé que ${sy}`, `${sx} a plus baissé que ${sy}`],
      split: [`${sx} a augmenté tandis que ${sy} a baissé`, `${sx} a baissé tandis que ${sy} a augmenté`],
    },
  }
  const text = verdict[lang][both][faster ? 0 : 1]
  return { text: `${span}, ${text}${lang === 'fr' ? ' : ' : ': '}${figures}.` }
}

function compareSentence(
  i: IndicatorCode,
  r: CompareResult,
  measure: 'verdict' | 'difference' | 'ratio',
  lang: Language,
): string {
  const a = valueWithUnit(i, r.country[1], lang, { short: true })
  const b = valueWithUnit(i, r.other_country[1], lang, { short: true })
  const higher = r.country[1] >= r.other_country[1]
  const other = COUNTRY_FORMS[r.other_country[0]]!
  if (measure === 'ratio') {
    const times = formatFixed(r.ratio, 2, lang)
    return lang === 'fr'
      ? `En ${r.year}, ${subject(i, r.country[0], lang)} était de ${a}, soit ${times} fois la valeur ${other.frOf} (${b}).`
      : `In ${r.year}, ${subject(i, r.country[0], lang)} was ${a}, ${times} times the figure for ${other.en} (${b}).`
  }
  const gap =
    INDICATOR_WORDS[i].kind === 'percent'
      ? `${formatUpTo(Math.abs(r.difference), 2, lang)} ${lang === 'fr' ? 'points de pourcentage' : 'percentage points'}`
      : INDICATOR_WORDS[i].kind === 'years'
        ? `${formatUpTo(Math.abs(r.difference), 2, lang)} ${unitLabel(i, lang)}`
        : valueWithUnit(i, Math.abs(r.difference), lang, { short: true })
  if (lang === 'fr') {
    const diff =
      measure === 'difference'
        ? `, soit ${gap} de ${higher ? 'plus' : 'moins'} que`
        : `, une valeur plus ${higher ? 'élevée' : 'faible'} que`
    return `En ${r.year}, ${subject(i, r.country[0], lang)} était de ${a}${diff} ${other.fr} (${b}).`
  }
  const diff =
    measure === 'difference' ? `, ${gap} ${higher ? 'more' : 'less'} than` : `, ${higher ? 'higher' : 'lower'} than for`
  return `In ${r.year}, ${subject(i, r.country[0], lang)} was ${a}${diff} ${other.en} (${b}).`
}

function overtakeSentence(i: IndicatorCode, start: CompareResult, end: CompareResult, lang: Language): string {
  const [a, b] = [start.country[0], start.other_country[0]]
  const v = (r: CompareResult, which: 'country' | 'other_country') =>
    valueWithUnit(i, r[which][1], lang, { short: true })
  const before = start.country[1] > start.other_country[1]
  const after = end.country[1] > end.other_country[1]
  const label = lang === 'fr' ? INDICATOR_WORDS[i].labelFr : INDICATOR_WORDS[i].labelEn
  const facts =
    lang === 'fr'
      ? `en ${start.year}, ${label} ${COUNTRY_FORMS[a]!.frOf} était de ${v(start, 'country')} contre ${v(start, 'other_country')} pour ${COUNTRY_FORMS[b]!.fr} ; en ${end.year}, de ${v(end, 'country')} contre ${v(end, 'other_country')}`
      : `in ${start.year}, ${label} in ${nameOf(a, lang)} was ${v(start, 'country')} against ${v(start, 'other_country')} in ${nameOf(b, lang)}; in ${end.year}, ${v(end, 'country')} against ${v(end, 'other_country')}`
  const verdict: Record<Language, [string, string, string, string]> = {
    en: [
      `Yes, ${nameOf(a, lang)} overtook ${nameOf(b, lang)}`,
      `No, ${nameOf(a, lang)} was already ahead`,
      `No, ${nameOf(a, lang)} fell behind ${nameOf(b, lang)}`,
      `No, ${nameOf(a, lang)} did not overtake ${nameOf(b, lang)}`,
    ],
    fr: [
      `Oui, ${COUNTRY_FORMS[a]!.fr} a dépassé ${COUNTRY_FORMS[b]!.fr}`,
      `Non, ${COUNTRY_FORMS[a]!.fr} était déjà devant`,
      `Non, ${COUNTRY_FORMS[a]!.fr} est passé derrière ${COUNTRY_FORMS[b]!.fr}`,
      `Non, ${COUNTRY_FORMS[a]!.fr} n'a pas dépassé ${COUNTRY_FORMS[b]!.fr}`,
    ],
  }
  const [overtook, ahead, behind, not] = verdict[lang]
  const head = !before && after ? overtook : before && after ? ahead : before && !after ? behind : not
  return `${head}${lang === 'fr' ? ' : ' : ': '}${facts}.`
}

function rankSentence(
  i: IndicatorCode,
  r: RankResult,
  order: 'highest' | 'lowest' | 'all',
  focus: CountryCode | null,
  lang: Language,
  place = 1,
): string | null {
  const words = INDICATOR_WORDS[i]
  const label = lang === 'fr' ? words.labelFr : words.labelEn
  const missing =
    r.no_value.length > 0
      ? lang === 'fr'
        ? ` (sans valeur : ${r.no_value.map((c) => countryName(c, lang)).join(', ')})`
        : ` (no value: ${r.no_value.map((c) => countryName(c, lang)).join(', ')})`
      : ''
  if (focus) {
    const entry = r.ranking.find((e) => e[1] === focus)
    if (!entry) return null
    const value = valueWithUnit(i, entry[2], lang, { short: true })
    const count = r.ranking.length
    const tied =
      r.ranking.filter((e) => e[0] === entry[0]).length > 1 ? (lang === 'fr' ? ' (ex aequo)' : ' (tied)') : ''
    return lang === 'fr'
      ? `En ${r.year}, ${COUNTRY_FORMS[focus]!.fr} se classait ${ordinal(entry[0], lang)}${tied} sur ${count} pays du jeu de données pour ${label}, avec ${value}${missing}.`
      : `In ${r.year}, ${COUNTRY_FORMS[focus]!.en} ranked ${ordinal(entry[0], lang)}${tied} of the ${count} countries in the data on ${label}, with ${value}${missing}.`
  }
  if (order === 'all') {
    const list = r.ranking
      .map((e) => `${e[0]}. ${countryName(e[1], lang)} ${valueWithUnit(i, e[2], lang, { short: true })}`)
      .join('; ')
    return lang === 'fr'
      ? `Classement des pays du jeu de données selon ${label} en ${r.year} : ${list}${missing}.`
      : `Ranking of the countries in the data by ${label} in ${r.year}: ${list}${missing}.`
  }
  // Every country that shares the value at that place is named: four countries at 100 % are all "highest".
  const at = order === 'highest' ? r.ranking[place - 1] : r.ranking[r.ranking.length - place]
  if (!at) return null
  const edge = at[2]
  const names = r.ranking.filter((e) => e[2] === edge).map((e) => e[1])
  // A tie across that place ("the second highest" when four share the top): the whole ranking shows who stands where.
  if (place > 1 && names.length > 1) return rankSentence(i, r, 'all', null, lang)
  const value = valueWithUnit(i, edge, lang)
  const nth = place === 1 ? '' : `${PLACE_WORDS[lang][place - 1]} `
  if (lang === 'fr') {
    const who =
      names.length === 1
        ? `celle ${COUNTRY_FORMS[names[0]!]!.frOf}`
        : `partagée par ${join(
            names.map((c) => COUNTRY_FORMS[c]!.fr),
            lang,
          )}`
    return `Parmi les huit pays du jeu de données, la ${nth}valeur la plus ${order === 'highest' ? 'élevée' : 'faible'} pour ${label} en ${r.year} est ${who} : ${value}${missing}.`
  }
  const who =
    names.length === 1
      ? `that of ${COUNTRY_FORMS[names[0]!]!.en}`
      : `shared by ${join(
          names.map((c) => COUNTRY_FORMS[c]!.en),
          lang,
        )}`
  return `Among the eight countries in the data, the ${nth}${order} ${label} in ${r.year} was ${who}: ${value}${missing}.`
}

/** Places in words, never in digits: a "2nd" in an answer would be a figure that gate 2 must trace. */
const PLACE_WORDS: Record<Language, string[]> = {
  en: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'],
  fr: ['première', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième', 'septième', 'huitième'],
}

/** "Among Brazil, Canada and India, ...": the ranking of the countries named, each with its value. */
function subsetSentence(
  i: IndicatorCode,
  r: RankResult,
  subset: CountryCode[],
  order: 'highest' | 'lowest' | 'all',
  lang: Language,
): string | null {
  const entries = r.ranking.filter((e) => subset.includes(e[1] as CountryCode))
  if (entries.length !== subset.length) return null
  const label = lang === 'fr' ? INDICATOR_WORDS[i].labelFr : INDICATOR_WORDS[i].labelEn
  const listed = join(
    subset.map((c) => nameOf(c, lang)),
    lang,
  )
  const values = entries
    .map((e) => `${countryName(e[1], lang)} ${valueWithUnit(i, e[2], lang, { short: true })}`)
    .join('; ')
  if (order === 'all') {
    return lang === 'fr'
      ? `En ${r.year}, ${label} pour ${listed}, du plus élevé au plus faible : ${values}.`
      : `In ${r.year}, ${label} for ${listed}, highest first: ${values}.`
  }
  const edge = order === 'highest' ? entries[0]! : entries.at(-1)!
  return lang === 'fr'
    ? `Parmi ${listed}, la valeur la plus ${order === 'highest' ? 'élevée' : 'faible'} pour ${label} en ${r.year} est celle ${COUNTRY_FORMS[edge[1]]!.frOf} (${values}).`
    : `Among ${listed}, the ${order} ${label} in ${r.year} was that of ${nameOf(edge[1], lang)} (${values}).`
}

function averageSentence(i: IndicatorCode, r: RankResult, lang: Language): string | null {
  if (r.average === null) return null
  const words = INDICATOR_WORDS[i]
  const value = valueWithUnit(i, r.average, lang)
  return lang === 'fr'
    ? `En ${r.year}, la moyenne des ${r.average_of} pays du jeu de données ayant une valeur pour ${words.labelFr} était de ${value}.`
    : `In ${r.year}, the average ${words.labelEn} of the ${r.average_of} countries in the data with a value was ${value}.`
}
