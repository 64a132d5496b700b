// The planner's final sentences, from the tool results only. Every figure is a result's value written at a precision
// that gate 2 checks (exact, or rounded with its decimals shown); a cannot_answer reason carries no figure.
import type { Answer } from '../llm/answer.js'
import type { IndicatorCode } from '../lexicon/patterns.js'
import type { CannotReason, ParsedQuestion } from '../question/parse.js'
import { formatFixed, formatUpTo } from '../text/format.js'
import type { Language } from '../text/language.js'
import type { ChangeResult, CompareResult, RankResult, ToolOutcome, ValuesResult } from '../tools/toolbox.js'
import { capitalise, subject, unitLabel, valueWithUnit } from './wording.js'
import { COUNTRY_FORMS, countryName, INDICATOR_WORDS } from '../lexicon/names.js'

type Reason = CannotReason | 'missing' | 'refused'

const REASONS: Record<Reason, Record<Language, string>> = {
  forecast: {
    en: 'The data cannot answer this: the snapshot holds published values only, with no forecasts or projections.',
    fr: 'Les données ne permettent pas de répondre : le jeu de données ne contient que des valeurs publiées, sans prévisions ni projections.',
  },
  years: {
    en: 'The data cannot answer this: the snapshot only covers the years of this century up to the latest published year.',
    fr: "Les données ne permettent pas de répondre : le jeu de données ne couvre que les années de ce siècle, jusqu'à la dernière année publiée.",
  },
  country: {
    en: 'The data cannot answer this: it covers only Brazil, Canada, India, Japan, Mexico, Nigeria, the United Kingdom and the United States.',
    fr: "Les données ne permettent pas de répondre : elles ne couvrent que le Brésil, le Canada, les États-Unis, l'Inde, le Japon, le Mexique, le Nigeria et le Royaume-Uni.",
  },
  indicator: {
    en: 'The data cannot answer this: it has only population, GDP, GDP per capita, life expectancy, access to electricity and Internet use.',
    fr: "Les données ne permettent pas de répondre : elles ne contiennent que la population, le PIB, le PIB par habitant, l'espérance de vie, l'accès à l'électricité et l'usage d'Internet.",
  },
  unit: {
    en: 'The data cannot answer this in that unit: GDP is in current US dollars only, with no other currency, constant prices or purchasing power parity.',
    fr: "Les données ne permettent pas de répondre dans cette unité : le PIB n'y figure qu'en dollars US courants, sans autre monnaie, prix constants ni parité de pouvoir d'achat.",
  },
  not_understood: {
    en: 'The question could not be matched to the data: ask about population, GDP, GDP per capita, life expectancy, access to electricity or Internet use in one of the eight countries.',
    fr: "La question ne correspond pas aux données : demandez la population, le PIB, le PIB par habitant, l'espérance de vie, l'accès à l'électricité ou l'usage d'Internet pour l'un des huit pays.",
  },
  no_country: {
    en: 'The question does not say which country: the data covers Brazil, Canada, India, Japan, Mexico, Nigeria, the United Kingdom and the United States.',
    fr: "La question ne précise pas le pays : les données couvrent le Brésil, le Canada, les États-Unis, l'Inde, le Japon, le Mexique, le Nigeria et le Royaume-Uni.",
  },
  missing: {
    en: 'The data cannot answer this: the World Bank publishes no value for that year in this series.',
    fr: 'Les données ne permettent pas de répondre : la Banque mondiale ne publie pas de valeur pour cette année dans cette série.',
  },
  refused: {
    en: 'The data cannot answer this as asked.',
    fr: 'Les données ne permettent pas de répondre à cette question telle quelle.',
  },
}

export const cannotAnswer = (reason: Reason, language: Language): Answer => ({
  status: 'cannot_answer',
  answer: REASONS[reason][language],
})

const answered = (text: string): Answer => ({ status: 'answered', answer: text })
const sign = (n: number) => (n > 0 ? '+' : '')
const percent = (n: number, language: Language) =>
  `${sign(n)}${formatFixed(n, 2, language)}${language === 'fr' ? '\u00a0%' : '%'}`
const ordinal = (n: number, language: Language) =>
  language === 'fr'
    ? n === 1
      ? '1er'
      : `${n}e`
    : `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`
const exchangeNote = (indicator: IndicatorCode, language: Language) =>
  INDICATOR_WORDS[indicator].kind.startsWith('money')
    ? language === 'fr'
      ? ' Les valeurs sont en dollars US courants, qui varient avec les taux de change.'
      : ' Values are in current US dollars, which move with exchange rates.'
    : ''

export function compose(q: ParsedQuestion, outcomes: ToolOutcome[]): Answer {
  const { language: lang } = q
  if (q.intent.kind === 'cannot') return cannotAnswer(q.intent.reason, lang)
  const indicator = q.indicator!
  const ok = outcomes.filter((o) => o.ok)
  const refused = outcomes.filter((o) => !o.ok)

  switch (q.intent.kind) {
    case 'lookup': {
      if (refused.length > 0)
        return cannotAnswer(refused.some((r) => r.code === 'no_value') ? 'missing' : 'refused', lang)
      const sentences = (ok as ValuesResult[]).map((r) =>
        lookupSentence(indicator, r, q.intent.kind === 'lookup' && q.intent.years === 'latest', lang),
      )
      if (sentences.some((s) => s === null)) return cannotAnswer('missing', lang)
      return answered(sentences.join(' ') + exchangeNote(indicator, lang))
    }
    case 'change': {
      if (refused.length > 0)
        return cannotAnswer(refused.some((r) => r.code === 'no_value') ? 'missing' : 'refused', lang)
      return answered(
        (ok as ChangeResult[]).map((r) => changeSentence(indicator, r, lang)).join(' ') + exchangeNote(indicator, lang),
      )
    }
    case 'compare': {
      const result = ok.find((o): o is CompareResult & { ok: true } => o.tool === 'compare_countries')
      if (!result) return cannotAnswer(refused.some((r) => r.code === 'no_value') ? 'missing' : 'refused', lang)
      return answered(compareSentence(indicator, result, q.intent.ratio, lang) + exchangeNote(indicator, lang))
    }
    case 'rank':
    case 'average': {
      const result = ok
        .filter((o): o is RankResult & { ok: true } => o.tool === 'rank_countries' && o.ranking.length > 0)
        .pop()
      if (!result) return cannotAnswer(refused.length > 0 ? 'refused' : 'missing', lang)
      const text =
        q.intent.kind === 'average'
          ? averageSentence(indicator, result, lang)
          : rankSentence(indicator, result, q.intent.order, q.intent.focus, lang)
      return text === null ? cannotAnswer('missing', lang) : answered(text + exchangeNote(indicator, lang))
    }
  }
}

function lookupSentence(indicator: IndicatorCode, r: ValuesResult, latest: boolean, lang: Language): string | null {
  const present = r.values.filter((v): v is { year: number; value: number } => v.value !== null)
  const country = r.country.code
  if (present.length === 0) return null
  if (latest || r.values.length === 1) {
    if (!latest && r.values[0]!.value === null) return null
    const { year, value } = present[present.length - 1]!
    const latestNote = latest
      ? lang === 'fr'
        ? ' (dernière année disponible)'
        : ' (the latest year with a value)'
      : ''
    return lang === 'fr'
      ? `En ${year}${latestNote}, ${subject(indicator, country, lang)} était de ${valueWithUnit(indicator, value, lang)}.`
      : `In ${year}${latestNote}, ${subject(indicator, country, lang)} was ${valueWithUnit(indicator, value, lang)}.`
  }
  const gaps =
    r.missing_years.length > 0
      ? lang === 'fr'
        ? ` (aucune valeur pour ${r.missing_years.join(', ')})`
        : ` (no value for ${r.missing_years.join(', ')})`
      : ''
  if (present.length <= 6) {
    const list = present.map((v) => `${v.year}: ${valueWithUnit(indicator, v.value, lang, { short: true })}`).join('; ')
    return `${capitalise(subject(indicator, country, lang))}${lang === 'fr' ? ' :' : ':'} ${list}${gaps}.`
  }
  const first = present[0]!
  const last = present[present.length - 1]!
  return lang === 'fr'
    ? `De ${first.year} à ${last.year}, ${subject(indicator, country, lang)} a évolué de ${valueWithUnit(indicator, first.value, lang, { short: true })} à ${valueWithUnit(indicator, last.value, lang, { short: true })}${gaps} ; chaque année figure dans les résultats des outils.`
    : `From ${first.year} to ${last.year}, ${subject(indicator, country, lang)} went from ${valueWithUnit(indicator, first.value, lang, { short: true })} to ${valueWithUnit(indicator, last.value, lang, { short: true })}${gaps}; every year is in the tool results.`
}

function changeSentence(indicator: IndicatorCode, r: ChangeResult, lang: Language): string {
  const points = r.difference_unit === 'percentage points'
  const kind = INDICATOR_WORDS[indicator].kind
  const amount = points
    ? `${formatUpTo(Math.abs(r.difference), 2, lang)} ${lang === 'fr' ? 'points de pourcentage' : 'percentage points'}`
    : kind === 'years'
      ? `${formatUpTo(Math.abs(r.difference), 2, lang)} ${unitLabel(indicator, lang)}`
      : valueWithUnit(indicator, Math.abs(r.difference), lang, { short: true })
  const up = r.difference >= 0
  const from = valueWithUnit(indicator, r.from.value, lang, { short: true })
  const to = valueWithUnit(indicator, r.to.value, lang, { short: true })
  const who = subject(indicator, r.country.code, lang)
  return lang === 'fr'
    ? `Entre ${r.from.year} et ${r.to.year}, ${who} a évolué de ${from} à ${to}, soit une ${up ? 'hausse' : 'baisse'} de ${amount} (${percent(r.percent_change, lang)}).`
    : `Between ${r.from.year} and ${r.to.year}, ${who} ${up ? 'rose' : 'fell'} from ${from} to ${to}, ${up ? 'an increase' : 'a decrease'} of ${amount} (${percent(r.percent_change, lang)}).`
}

function compareSentence(indicator: IndicatorCode, r: CompareResult, ratio: boolean, lang: Language): string {
  const a = valueWithUnit(indicator, r.country.value, lang, { short: true })
  const b = valueWithUnit(indicator, r.other_country.value, lang, { short: true })
  const higher = r.country.value >= r.other_country.value
  const times = ratio ? formatFixed(r.ratio, 2, lang) : null
  if (lang === 'fr') {
    const tail = times
      ? `, soit ${times} fois la valeur ${COUNTRY_FORMS[r.other_country.code]!.frOf}`
      : `, une valeur plus ${higher ? 'élevée' : 'faible'}`
    return `En ${r.year}, ${subject(indicator, r.country.code, lang)} était de ${a}, contre ${b} pour ${COUNTRY_FORMS[r.other_country.code]!.fr}${tail}.`
  }
  const tail = times
    ? `, ${times} times the figure for ${COUNTRY_FORMS[r.other_country.code]!.en}`
    : `, ${higher ? 'higher' : 'lower'} than for ${COUNTRY_FORMS[r.other_country.code]!.en} (${b})`
  return `In ${r.year}, ${subject(indicator, r.country.code, lang)} was ${a}${tail}${times ? ` (${b})` : ''}.`
}

function rankSentence(
  indicator: IndicatorCode,
  r: RankResult,
  order: 'highest' | 'lowest' | 'all',
  focus: string | null,
  lang: Language,
): string | null {
  const words = INDICATOR_WORDS[indicator]
  const label = lang === 'fr' ? words.labelFr : words.labelEn
  const missing =
    r.no_value.length > 0
      ? lang === 'fr'
        ? ` (sans valeur : ${r.no_value.map((c) => countryName(c.code, lang)).join(', ')})`
        : ` (no value: ${r.no_value.map((c) => countryName(c.code, lang)).join(', ')})`
      : ''
  if (focus) {
    const entry = r.ranking.find((e) => e.country.code === focus)
    if (!entry) return null
    const value = valueWithUnit(indicator, entry.value, lang, { short: true })
    const count = r.ranking.length
    const tied =
      r.ranking.filter((e) => e.rank === entry.rank).length > 1 ? (lang === 'fr' ? ' (ex aequo)' : ' (tied)') : ''
    return lang === 'fr'
      ? `En ${r.year}, ${COUNTRY_FORMS[focus]!.fr} se classait ${ordinal(entry.rank, lang)}${tied} sur ${count} pays du jeu de données pour ${label}, avec ${value}${missing}.`
      : `In ${r.year}, ${COUNTRY_FORMS[focus]!.en} ranked ${ordinal(entry.rank, lang)}${tied} of the ${count} countries in the data on ${label}, with ${value}${missing}.`
  }
  if (order === 'all') {
    const list = r.ranking
      .map(
        (e) =>
          `${e.rank}. ${countryName(e.country.code, lang)} ${valueWithUnit(indicator, e.value, lang, { short: true })}`,
      )
      .join('; ')
    return lang === 'fr'
      ? `Classement des huit pays du jeu de données selon ${label} en ${r.year} : ${list}${missing}.`
      : `Ranking of the eight countries in the data by ${label} in ${r.year}: ${list}${missing}.`
  }
  // Every country that shares the top (or bottom) value is named: four countries at 100 % are all "highest".
  const edge = order === 'highest' ? r.ranking[0]!.value : r.ranking[r.ranking.length - 1]!.value
  const names = r.ranking.filter((e) => e.value === edge).map((e) => e.country.code)
  const value = valueWithUnit(indicator, edge, lang)
  const list = (forms: string[], and: string) =>
    forms.length === 1 ? forms[0]! : `${forms.slice(0, -1).join(', ')} ${and} ${forms.at(-1)!}`
  if (lang === 'fr') {
    const who =
      names.length === 1
        ? `celle ${COUNTRY_FORMS[names[0]!]!.frOf}`
        : `partagée par ${list(
            names.map((c) => COUNTRY_FORMS[c]!.fr),
            'et',
          )}`
    return `Parmi les huit pays du jeu de données, la valeur la plus ${order === 'highest' ? 'élevée' : 'faible'} pour ${label} en ${r.year} est ${who} : ${value}${missing}.`
  }
  const who =
    names.length === 1
      ? `that of ${COUNTRY_FORMS[names[0]!]!.en}`
      : `shared by ${list(
          names.map((c) => COUNTRY_FORMS[c]!.en),
          'and',
        )}`
  return `Among the eight countries in the data, the ${order} ${label} in ${r.year} was ${who}: ${value}${missing}.`
}

function averageSentence(indicator: IndicatorCode, r: RankResult, lang: Language): string | null {
  if (r.average === null) return null
  const words = INDICATOR_WORDS[indicator]
  const value = valueWithUnit(indicator, r.average, lang)
  return lang === 'fr'
    ? `En ${r.year}, la moyenne des ${r.average_of} pays du jeu de données ayant une valeur pour ${words.labelFr} était de ${value}.`
    : `In ${r.year}, the average ${words.labelEn} of the ${r.average_of} countries in the data with a value was ${value}.`
}
