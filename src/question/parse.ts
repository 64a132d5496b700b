// Reads a question into what it asks (countries, indicators, a time, a form), or into a reason to decline that names
// the words the data cannot honour. The principle: understand all of a question, or decline it and say why. A word
// that changes the measure, the place, the unit or the time is never dropped in silence.
import { isShareIndicator } from '../lexicon/names.js'
import { PEOPLE_OF_A_COUNTRY, type CountryCode, type IndicatorCode } from '../lexicon/vocabulary.js'
import { detectLanguage, type Language } from '../text/language.js'
import { tokenise, type DeclineWord, type Form, type Meaning, type Token } from './words.js'

export type DeclineReason =
  | DeclineWord
  | 'years'
  | 'time'
  | 'count'
  | 'not_understood'
  | 'no_country'
  | 'no_indicator'
  | 'two_years'
  | 'two_countries'
  | 'one_year'
  | 'average_of_some'
  | 'threshold'
  | 'own_figure'
  | 'sum'
  | 'rank_of_changes'
  | 'which_year'
  | 'each_year'

/**
 * What each reason says of a question, for the coverage check of any provider's answer: `not_in_data`, it asks for
 * what the data does not hold (a subgroup, a place within a country, a forecast...); `beyond_the_tools`, it asks for
 * what no tool gives (a sum, the year of a maximum...), so an answer would be the model's own conclusion; `unread`,
 * the planner could not read it, which says nothing of another provider's answer.
 */
export const DECLINE_MEANS: Record<DeclineReason, 'not_in_data' | 'beyond_the_tools' | 'unread'> = {
  forecast: 'not_in_data',
  years: 'not_in_data',
  time: 'not_in_data',
  other_place: 'not_in_data',
  place_within: 'not_in_data',
  other_indicator: 'not_in_data',
  unit: 'not_in_data',
  age: 'not_in_data',
  sex: 'not_in_data',
  area: 'not_in_data',
  density: 'not_in_data',
  growth_rate: 'not_in_data',
  consumption: 'not_in_data',
  negation: 'not_in_data',
  count: 'not_in_data',
  sum: 'beyond_the_tools',
  which_year: 'beyond_the_tools',
  rank_of_changes: 'beyond_the_tools',
  each_year: 'beyond_the_tools',
  own_figure: 'beyond_the_tools',
  threshold: 'beyond_the_tools',
  instruction: 'unread',
  not_understood: 'unread',
  no_country: 'unread',
  no_indicator: 'unread',
  two_years: 'unread',
  two_countries: 'unread',
  one_year: 'unread',
  average_of_some: 'unread',
}

export interface Decline {
  kind: 'decline'
  language: Language
  reason: DeclineReason
  /** The words as typed that the data cannot honour ("children", "Mexico City"), when there are some. */
  words: string[]
  /** The indicator the question is about, when known: the reason can say what the data has instead. */
  indicator: IndicatorCode | null
}

export type Time =
  | { kind: 'latest' }
  | { kind: 'years'; years: number[] }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'since'; from: number }

export type Ask =
  | { kind: 'lookup' }
  | { kind: 'compare'; measure: 'verdict' | 'difference' | 'ratio' }
  | {
      kind: 'rank'
      order: 'highest' | 'lowest' | 'all'
      focus: CountryCode | null
      /** "The second highest": the place counted from the top (or, for the lowest, from the bottom). */
      place?: number
    }
  | { kind: 'average' }
  | { kind: 'change'; verdict: 'none' | 'double' | 'triple' | 'halve' | 'recover' }
  | { kind: 'pace'; faster: boolean }
  | { kind: 'overtake' }

export interface Query {
  kind: 'query'
  language: Language
  countries: CountryCode[]
  indicators: IndicatorCode[]
  time: Time
  ask: Ask
}

export type Reading = Query | Decline

/** The order in which declines are reported: the most fundamental first. */
const DECLINE_ORDER: DeclineWord[] = [
  'instruction',
  'forecast',
  'place_within',
  'other_place',
  'other_indicator',
  'unit',
  'age',
  'sex',
  'area',
  'density',
  'growth_rate',
  'consumption',
  'negation',
]
/** Range words: two years with one of these between them are a span, not two separate years. */
const RANGE_WORDS = new Set(['from', 'to', 'between', 'through', 'thru', 'entre', 'a', 'au', 'de', 'des', 'until'])
const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty un deux trois quatre cinq six sept huit neuf dix onze douze quinze vingt'.split(
    ' ',
  ),
)

const MORE = new Set([
  'more',
  'plus',
  'higher',
  'larger',
  'bigger',
  'greater',
  'superieur',
  'superieure',
  'more populous',
])
const LESS = new Set(['less', 'fewer', 'moins', 'lower', 'smaller', 'inferieur', 'inferieure'])

const uniq = <T>(items: T[]) => [...new Set(items)]

/** What a question names: its countries, indicators and years, read the one way the planner reads them. */
export interface QuestionNames {
  language: Language
  tokens: Token[]
  countries: CountryCode[]
  indicators: IndicatorCode[]
  years: number[]
}

export function questionNames(question: string): QuestionNames {
  const language = detectLanguage(question)
  const tokens = tokenise(question, language)
  const all = tokens.flatMap((t) => t.meanings)
  const countries = uniq(all.flatMap((m) => (m.kind === 'country' ? [m.code] : [])))
  const strong = uniq(all.flatMap((m) => (m.kind === 'indicator' && !m.weak ? [m.code] : [])))
  // "share of Nigeria's population had electricity": the population there is the share's denominator.
  const share = all.some((m) => m.kind === 'form' && m.form === 'share')
  let indicators = share && strong.some(isShareIndicator) ? strong.filter((i) => i !== 'SP.POP.TOTL') : strong
  if (indicators.length === 0 && all.some((m) => m.kind === 'indicator' && m.weak)) indicators = ['SP.POP.TOTL']
  // "How many people lived in Canada, and what was its GDP?": people counted name the population beside another
  // indicator too. (With a share, "how many people used the Internet", the count is declined below.)
  const countWord = (t: Token | undefined) => t?.meanings.some((m) => m.kind === 'form' && m.form === 'count') === true
  const peopleCounted = tokens.some(
    (t, i) => countWord(tokens[i - 1]) && t.meanings.some((m) => m.kind === 'indicator' && m.weak),
  )
  if (peopleCounted && !indicators.includes('SP.POP.TOTL')) indicators = ['SP.POP.TOTL', ...indicators]
  // "How many Canadians were there?": a country's people, counted, are its population.
  if (indicators.length === 0 && tokens.some(countWord) && tokens.some((t) => PEOPLE_OF_A_COUNTRY.includes(t.words))) {
    indicators = ['SP.POP.TOTL']
  }
  const years = uniq(tokens.filter((t) => t.kind === 'year').map((t) => t.value)).sort((a, b) => a - b)
  return { language, tokens, countries, indicators, years }
}

export function parseQuestion(question: string, snapshotYears: readonly [number, number] = [2000, 2025]): Reading {
  const { language, tokens, countries, indicators, years } = questionNames(question)
  const [first, last] = snapshotYears
  const all = tokens.flatMap((t) => t.meanings.map((m) => ({ t, m })))
  const typed = (pick: (m: Meaning) => boolean) =>
    uniq(all.filter(({ m }) => pick(m)).map(({ t }) => t.corrected ?? t.text))
  const forms = new Set(all.flatMap(({ m }) => (m.kind === 'form' ? [m.form] : [])))
  const indicator = indicators[0] ?? null
  const decline = (reason: DeclineReason, words: string[] = []): Decline => ({
    kind: 'decline',
    language,
    reason,
    words,
    indicator,
  })

  // Times: years, decades, "since", and the words that make a time the data cannot honour.
  const relative: string[] = []
  let decade: number | null = null
  const isCount = (t: Token | undefined) => t !== undefined && (t.kind === 'number' || NUMBER_WORDS.has(t.words))
  /** The words from `from` to `to` as typed, with the unit after a count ("dix ans"). */
  const typedSpan = (from: number, to: number) => {
    const end = /^(years?|ans?|annees?)$/.test(tokens[to + 1]?.words ?? '') ? to + 1 : to
    return tokens
      .slice(from, end + 1)
      .map((t) => t.text)
      .join(' ')
  }
  tokens.forEach((t, i) => {
    const next = tokens[i + 1]
    for (const m of t.meanings) {
      if (m.kind !== 'time') continue
      // "ten years ago": the count before it belongs to it.
      if (m.time === 'relative') relative.push(isCount(tokens[i - 1]) ? typedSpan(i - 1, i) : t.text)
      if (m.time === 'open' || m.time === 'month') relative.push(t.text)
      // "il y a dix ans" is ten years ago; "il y a" alone is "there is".
      if (m.time === 'il_y_a' && isCount(next)) relative.push(typedSpan(i, i + 1))
      // "the last five years", "past 10 years": a time counted back from today.
      if (m.time === 'latest' && /^(last|past|dernieres?|derniers)$/.test(t.words) && isCount(next)) {
        relative.push(typedSpan(i, i + 1))
      }
      if (m.time === 'decade' && next?.kind === 'year') decade = next.value
    }
    if (t.decade) decade = t.value
  })

  // Declines, the most fundamental first.
  const declines = new Map<DeclineWord, string[]>()
  for (const { t, m } of all) {
    if (m.kind === 'decline') declines.set(m.reason, [...(declines.get(m.reason) ?? []), t.corrected ?? t.text])
  }
  const instruction = declines.get('instruction')
  if (instruction) return decline('instruction', instruction)
  if (declines.has('forecast') || years.some((y) => y > last)) {
    return decline('forecast', declines.get('forecast') ?? years.filter((y) => y > last).map(String))
  }
  if (years.some((y) => y < first) || (decade !== null && decade < first)) {
    return decline('years', years.filter((y) => y < first).map(String))
  }
  if (relative.length > 0) return decline('time', uniq(relative))
  for (const reason of DECLINE_ORDER.slice(2))
    if (declines.has(reason)) return decline(reason, uniq(declines.get(reason)!))
  const unknown = tokens.filter((t) => t.kind === 'word' && t.meanings.length === 0).map((t) => t.text)
  if (unknown.length > 0) return decline('not_understood', uniq(unknown))
  const places = placesIn(tokens)
  const beyond = beyondTheTools(tokens, forms, countries, places)
  if (beyond) return decline(beyond.reason, beyond.words)
  if (indicators.length === 0)
    return decline(countries.length > 0 || forms.size > 0 ? 'no_indicator' : 'not_understood')
  // "How much electricity did Nigeria use?": consumption, not access.
  if (forms.has('use') && indicators.includes('EG.ELC.ACCS.ZS'))
    return decline(
      'consumption',
      typed((m) => m.kind === 'form' && m.form === 'use'),
    )
  // "How many Americans were online?": a count; the data has shares.
  const share = indicators.find(isShareIndicator)
  if (forms.has('count') && share) {
    // The reason says what the data has instead: the share, not the population counted beside it.
    return {
      ...decline(
        'count',
        typed((m) => m.kind === 'form' && m.form === 'count'),
      ),
      indicator: share,
    }
  }

  const time = timeOf(question, tokens, years, decade, snapshotYears)
  const reading = (ask: Ask, t: Time = time): Query => ({
    kind: 'query',
    language,
    countries,
    indicators,
    time: t,
    ask,
  })
  const twoYears = time.kind === 'range' || time.kind === 'since' || (time.kind === 'years' && time.years.length >= 2)
  const has = (f: Form) => forms.has(f)
  const nC = countries.length

  if (has('faster') || has('slower')) {
    if (nC < 2)
      return decline(
        'two_countries',
        typed((m) => m.kind === 'form' && (m.form === 'faster' || m.form === 'slower')),
      )
    if (!twoYears) return decline('two_years')
    return reading({ kind: 'pace', faster: !has('slower') })
  }
  if (has('double') || has('recover')) {
    if (nC === 0) return decline('no_country')
    if (!twoYears)
      return decline(
        'two_years',
        typed((m) => m.kind === 'form' && (m.form === 'double' || m.form === 'recover')),
      )
    const word = tokens.find((t) => t.meanings.some((m) => m.kind === 'form' && m.form === 'double'))?.words ?? ''
    const verdict = has('recover')
      ? 'recover'
      : /tripl/.test(word)
        ? 'triple'
        : /halve|divise/.test(word)
          ? 'halve'
          : 'double'
    return reading({ kind: 'change', verdict })
  }
  if (has('average') && (nC === 0 || has('all'))) {
    if (twoYears) return decline('one_year', [])
    return reading({ kind: 'average' })
  }
  if (has('average') && nC >= 1 && (nC > 1 || twoYears))
    return decline(
      'average_of_some',
      typed((m) => m.kind === 'form' && m.form === 'average'),
    )
  if (has('ratio')) {
    if (nC !== 2)
      return decline(
        'two_countries',
        typed((m) => m.kind === 'form' && m.form === 'ratio'),
      )
    if (twoYears) return decline('one_year')
    return reading({ kind: 'compare', measure: 'ratio' })
  }
  if (has('overtake')) {
    // "When did India's population pass 1.4 billion?": a threshold, not a second country. (The reason never repeats
    // the question's figure: gate 2 would refuse it.)
    const word = typed((m) => m.kind === 'form' && m.form === 'overtake')
    if (nC === 1 && tokens.some((t) => t.kind === 'number')) return decline('threshold', word)
    if (nC !== 2) return decline('two_countries', word)
    if (indicators.length > 1) return decline('not_understood', [])
    // "Did Brazil's GDP pass Canada's in 2021?": in that one year, which was higher.
    if (time.kind === 'years' && time.years.length === 1) return reading({ kind: 'compare', measure: 'verdict' })
    return reading({ kind: 'overtake' })
  }
  if (has('difference') && nC === 2 && !twoYears) return reading({ kind: 'compare', measure: 'difference' })
  // "How did the gap between the US and the UK evolve from 2000 to 2020?": the gap at each end, from the tool.
  if (has('difference') && nC === 2 && twoYears) {
    const ends: number[] =
      time.kind === 'years'
        ? time.years
        : time.kind === 'range'
          ? [time.from, time.to]
          : time.kind === 'since'
            ? [time.from, last]
            : []
    return reading({ kind: 'compare', measure: 'difference' }, { kind: 'years', years: ends })
  }
  // "Did Japan's population shrink every year?": each year's step, which the tools do not give (one change between
  // two years). ("Japan's population for every year from 2015 to 2020" is a lookup of each year.)
  const verdicts = (['change', 'double', 'recover', 'overtake', 'faster', 'slower'] as const).some((f) => has(f))
  if (has('each_year') && verdicts) {
    return decline(
      'each_year',
      typed((m) => m.kind === 'form' && m.form === 'each_year'),
    )
  }
  // "Which country had the biggest increase?": a ranking of changes, which no tool gives.
  if (has('change') && nC === 0 && (has('high') || has('low') || has('rank'))) {
    return decline(
      'rank_of_changes',
      typed((m) => m.kind === 'form' && m.form === 'change'),
    )
  }
  if (has('change') || has('difference') || (nC === 1 && twoYears && has('compare'))) {
    if (nC === 0) return decline('no_country')
    if (!twoYears)
      return decline(
        'two_years',
        typed((m) => m.kind === 'form' && (m.form === 'change' || m.form === 'difference')),
      )
    return reading({ kind: 'change', verdict: 'none' })
  }
  const ranks = has('high') || has('low') || has('rank') || has('all')
  if (ranks || (has('compare') && nC !== 1)) {
    if (twoYears && time.kind !== 'years') return decline('one_year')
    // Among all countries, "more" and "plus" ask for the highest, "less", "fewer" and "moins" for the lowest.
    const comparative = tokens.flatMap((t) =>
      t.meanings.some((m) => m.kind === 'form' && m.form === 'compare') ? [t.words] : [],
    )
    const high = has('high') || comparative.some((w) => MORE.has(w))
    const low = has('low') || comparative.some((w) => LESS.has(w))
    const order = high && !low ? 'highest' : low && !high ? 'lowest' : 'all'
    // "Top 3" or "bottom five": the whole ranking holds them.
    const counted = tokens.some(
      (t, i) =>
        t.meanings.some((m) => m.kind === 'form' && (m.form === 'high' || m.form === 'low')) &&
        (tokens[i + 1]?.kind === 'number' || NUMBER_WORDS.has(tokens[i + 1]?.words ?? '')),
    )
    // "The second highest GDP", "which country ranked third": one place of the eight, counted from the top, or from
    // the bottom for "the second lowest".
    if (places.length > 0) {
      if (places.length > 1 || nC > 0 || counted || (high && low))
        return decline(
          'not_understood',
          places.map((p) => p.text),
        )
      return reading({ kind: 'rank', order: low ? 'lowest' : 'highest', focus: null, place: places[0]!.place })
    }
    if (nC === 2 && !has('all')) return reading({ kind: 'compare', measure: 'verdict' })
    if (nC === 1 && (has('rank') || has('all'))) return reading({ kind: 'rank', order: 'all', focus: countries[0]! })
    if (nC === 1) return reading({ kind: 'lookup' })
    return reading({ kind: 'rank', order: counted ? 'all' : order, focus: null })
  }
  if (nC === 0) return decline('no_country')
  if (nC === 2 && has('compare')) return reading({ kind: 'compare', measure: 'verdict' })
  return reading({ kind: 'lookup' })
}

/** "second", "3rd", "3e": places in a ranking, with the words as typed. */
function placesIn(tokens: Token[]): { place: number; text: string }[] {
  return tokens.flatMap((t) => {
    const word = t.meanings.find((m) => m.kind === 'ordinal')
    const place =
      word?.kind === 'ordinal'
        ? word.place
        : t.kind === 'number' && /^\d(?:st|nd|rd|th|e|er|re|eme|ème)$/i.test(t.text.trim())
          ? t.value
          : null
    return place === null ? [] : [{ place, text: t.text }]
  })
}

/**
 * What a question asks that no tool can give, whatever its indicator: a judgement of a figure of its own, a place in
 * a ranking it does not ask for, a search for a year, a sum of several countries.
 */
function beyondTheTools(
  tokens: Token[],
  forms: ReadonlySet<Form>,
  countries: CountryCode[],
  places: { place: number; text: string }[],
): { reason: DeclineReason; words: string[] } | null {
  const typed = (form: Form) =>
    uniq(tokens.filter((t) => t.meanings.some((m) => m.kind === 'form' && m.form === form)).map((t) => t.text))
  // "Did Canada have more than 40 million people?", "50,000,000, right?": a figure of the question's own. The tools
  // give the data's figures and judge none from a question (a crossing year is the threshold reason). Numbers that
  // count or place something the planner knows are not figures: "top 3", "the 8 countries", "3rd".
  const isPlace = (t: Token) => places.some((p) => p.text === t.text)
  const ownFigure = tokens.some(
    (t, i) =>
      t.kind === 'number' &&
      !isPlace(t) &&
      !tokens[i - 1]?.meanings.some((m) => m.kind === 'form' && (m.form === 'high' || m.form === 'low')) &&
      !/^(countries|country|pays)$/.test(tokens[i + 1]?.words ?? ''),
  )
  if (ownFigure && !forms.has('overtake')) return { reason: 'own_figure', words: [] }
  const ranked = forms.has('high') || forms.has('low') || forms.has('rank')
  if (places.length > 0 && !ranked) return { reason: 'not_understood', words: places.map((p) => p.text) }
  // "In which year was Nigeria's GDP the highest?": a search for a year; the tools give the years asked. ("In which
  // year did Mexico pass 100 million?" is a threshold: its own reason.)
  const threshold = forms.has('overtake') && countries.length === 1 && tokens.some((t) => t.kind === 'number')
  if (forms.has('which_year') && !threshold) return { reason: 'which_year', words: typed('which_year') }
  // "The total GDP of Japan and the UK", "combined population of the eight": a sum, which no tool gives. ("The
  // highest total population of the eight" is a ranking: there "total" is the population's own word.)
  const totals = tokens.filter((t) => /(^| )totale?s?( |$)/.test(t.words)).map((t) => t.text)
  const several =
    countries.length >= 2 ||
    forms.has('all') ||
    tokens.some((t) => /(eight|huit|all|les) (countries|pays)/.test(t.words))
  const ranking = ranked || forms.has('compare') || forms.has('average')
  if (forms.has('sum') || (totals.length > 0 && several && !ranking)) {
    return { reason: 'sum', words: [...typed('sum'), ...totals] }
  }
  return null
}

/** Two years joined by a range word (or a dash) are a span; joined by "and" or a comma, separate years. */
function timeOf(
  question: string,
  tokens: Token[],
  years: number[],
  decade: number | null,
  [first, last]: readonly [number, number],
): Time {
  if (decade !== null) return { kind: 'range', from: Math.max(first, decade), to: Math.min(last, decade + 9) }
  const since = tokens.findIndex((t) => t.meanings.some((m) => m.kind === 'time' && m.time === 'since'))
  if (since >= 0 && tokens[since + 1]?.kind === 'year' && years.length === 1) return { kind: 'since', from: years[0]! }
  if (years.length === 0) return { kind: 'latest' }
  if (years.length === 1) return { kind: 'years', years }
  const yearAt = tokens.flatMap((t, i) => (t.kind === 'year' ? [i] : []))
  const firstYear = yearAt[0]!
  const lastYear = yearAt.at(-1)!
  const between = tokens.slice(Math.max(0, firstYear - 2), lastYear)
  const dashed = /^\s*[-–—]\s*$/.test(question.slice(tokens[firstYear]!.end, tokens[lastYear]!.start))
  const spanned =
    dashed ||
    between.some((t) => RANGE_WORDS.has(t.words)) ||
    tokens.some((t) =>
      t.meanings.some(
        (m) =>
          m.kind === 'form' &&
          (m.form === 'change' ||
            m.form === 'double' ||
            m.form === 'recover' ||
            m.form === 'overtake' ||
            m.form === 'faster' ||
            m.form === 'slower'),
      ),
    )
  return spanned && years.length === 2 ? { kind: 'range', from: years[0]!, to: years[1]! } : { kind: 'years', years }
}
