// The time a clause asks (a year, a span, a decade, the latest), or the reason the data cannot give it: a
// forecast, years outside the data, a time said loosely ("3 years ago").
import type { IndicatorCode } from '../../lexicon/codes.js'
import type { DeclineWord, Form } from '../../lexicon/question-words.js'
import { RANGE_WORDS } from '../../lexicon/reading-words.js'
import type { Decline, TimeAsked } from '../schema.js'
import { is, isForm, isTime, typedOf, uniq } from '../token-match.js'
import { namesPlace } from '../token.js'
import type { Token } from '../tokens.js'
import { countAt } from './numbers.js'

/** The years the clause names, in order. */
export function yearsOf(tokens: Token[]): number[] {
  return uniq(tokens.filter((t) => t.kind === 'year').map((t) => t.value)).sort((a, b) => a - b)
}

/** The time asked, or the reason the data cannot give it (a forecast, years outside it, a time said loosely). */
export function readTime(
  text: string,
  tokens: Token[],
  yearsNamed: number[],
  forms: ReadonlySet<Form>,
  declines: ReadonlyMap<DeclineWord, string[]>,
  indicators: IndicatorCode[],
  years: readonly [number, number],
): { time: TimeAsked | null; timeDecline: Decline | null } {
  const [first, last] = years
  const decade = decadeOf(tokens)
  const bounded =
    toNow(text, tokens, years) ??
    boundedSpan(
      tokens,
      years,
      overYears(tokens, forms),
      STEPS.some((f) => forms.has(f)),
    )
  const relative = relativeTimeOf(tokens, bounded?.words ?? new Set())
  let timeDecline: Decline | null = null
  const indicator = indicators[0] ?? null
  if (declines.has('forecast') || yearsNamed.some((y) => y > last) || (decade !== null && decade > last)) {
    timeDecline = {
      reason: 'forecast',
      words: declines.get('forecast') ?? yearsNamed.filter((y) => y > last).map(String),
      indicator,
    }
  } else if (yearsNamed.some((y) => y < first) || (decade !== null && decade < first)) {
    timeDecline = { reason: 'years', words: yearsNamed.filter((y) => y < first).map(String), indicator }
  } else if (relative.length > 0) {
    timeDecline = { reason: 'time', words: uniq(relative), indicator }
  }
  const context = tokens.filter((t) => is(t, 'context')).map(typedOf)
  const time = timeDecline ? null : (bounded?.time ?? timeOf(text, tokens, yearsNamed, decade, forms, years))
  if (!timeDecline && context.length > 0 && time?.kind === 'none')
    timeDecline = { reason: 'time', words: context, indicator }
  return { time, timeDecline }
}

/** The decade named ("the 2010s", "la décennie 2010", "les années 90"), the last one said, or null. */
function decadeOf(tokens: Token[]): number | null {
  let decade: number | null = null
  tokens.forEach((t, i) => {
    const next = tokens[i + 1]
    for (const m of t.meanings) {
      if (m.kind !== 'time') continue
      if (m.time === 'decade' && next?.kind === 'year') decade = next.value
      // "les années 90": two digits after the decade word.
      if (m.time === 'decade' && next?.kind === 'number' && /^\d\d$/.test(next.text))
        decade = (next.value <= 30 ? 2000 : 1900) + next.value
    }
    if (t.decade) decade = t.value
  })
  return decade
}

/** "Before 2023", "avant 2023": the years up to the one before; "after 2010": from the one after; "until": to it. */
const BEFORE = new Set(['before', 'prior to', 'earlier than', 'pre', 'avant'])
const AFTER = new Set(['after', 'later than', 'post', 'apres'])
const UNTIL = new Set(['until', 'till', 'up to', 'up until', 'jusqu a', 'jusqu en'])

/**
 * "Did Canada reach 40 million before 2023?", "après 2010", "from 2005 until 2015": a year bounded by an open time word
 * is a span of the data's years, from its first year (or the other year named) to the year before ("before", "avant"),
 * or from the year after ("after", "après") to its last year (or the other year named), or from the year itself when
 * the question asks steps (a fall after 2015 counts 2015 to 2016); "until" keeps its year. Null
 * (the words declined as a time the data cannot place) when the span would leave the data, when more than one other
 * year is named, when the word counts from the year ("3 years before 2020", "the year after 2015"), or when one bound
 * alone is set on a plain value, which asks nothing over years.
 */
function boundedSpan(
  tokens: Token[],
  [first, last]: readonly [number, number],
  readsOverYears: boolean,
  asksSteps: boolean,
): { time: TimeAsked; words: ReadonlySet<Token> } | null {
  let from: number | null = null
  let to: number | null = null
  const plain: number[] = []
  const words = new Set<Token>()
  tokens.forEach((t, i) => {
    if (t.kind !== 'year') return
    const word = tokens[i - 1]
    const open = word !== undefined && isTime(word, 'open') && !countsFrom(tokens, i - 1, t.value, [first, last])
    if (open && BEFORE.has(word.words)) to = t.value - 1
    // (A step from one year to the next asked "after 2015" starts at 2015: its first step is 2015 to 2016.)
    else if (open && AFTER.has(word.words)) from = asksSteps ? t.value : t.value + 1
    else if (open && UNTIL.has(word.words)) to = t.value
    else return void plain.push(t.value)
    words.add(word)
  })
  if (words.size === 0 || plain.length > 1) return null
  if (plain.length === 1 && (from === null) === (to === null)) return null
  // (One bound alone on a plain value, "the population before 2010", would list years the question never named.)
  if (plain.length === 0 && !readsOverYears) return null
  from ??= plain[0] ?? first
  to ??= plain[0] ?? last
  if (from < first || to > last || from > to) return null
  return { time: from === to ? { kind: 'year', year: from } : { kind: 'span', from, to }, words }
}

/** What joins a year to the present as a span's end: "2000 to now", "till today", "jusqu'à aujourd'hui", "à ce jour". */
const TO = new Set(['to', 'through', 'thru', 'until', 'till', 'up to', 'up until', 'a', 'au', 'jusqu a', 'jusqu en'])

/**
 * "From 2000 to now", "since 2010 till today", "de 2000 à aujourd'hui", "2010-now": a span from the year named to the
 * latest year with a value (as "since 2000" is), which the answer names; the word joining them is the span's, never
 * a time the data cannot place. Null unless one year is named and a word of the present follows it, joined.
 */
function toNow(
  text: string,
  tokens: Token[],
  [first, last]: readonly [number, number],
): { time: TimeAsked; words: ReadonlySet<Token> } | null {
  const named = tokens.filter((t) => t.kind === 'year')
  if (named.length !== 1) return null
  const at = tokens.indexOf(named[0]!)
  const now = tokens.findIndex((t, i) => i > at && (isTime(t, 'latest') || isTime(t, 'last_year')))
  if (now < 0 || named[0]!.value < first || named[0]!.value >= last) return null
  // ("To the latest year", "jusqu'à la dernière année": an article may stand between.)
  const end = /^(the|la|le|l)$/.test(tokens[now - 1]!.words) && now - 1 > at ? now - 1 : now
  const joiner = tokens[end - 1]!
  const dashed = now === at + 1 && /^\s*[-–—]\s*$/.test(text.slice(joiner.end, tokens[now]!.start))
  const joined =
    (end === at + 2 && TO.has(joiner.words)) || dashed || /^(to|till|until|jusqu a) /.test(tokens[now]!.words)
  const and = end === at + 2 && /^(and|et)$/.test(joiner.words)
  // ("Between 2010 and now": a span; "in 2000 and now", "en 2020 et l'année dernière": that year and the latest.)
  const between = /^(between|entre)$/.test(tokens[at - 1]?.words ?? '')
  if (and && !between) return { time: { kind: 'years', years: [named[0]!.value, last] }, words: new Set() }
  if (!joined && !(and && between)) return null
  return { time: { kind: 'span', from: named[0]!.value, to: last, since: true }, words: new Set([joiner]) }
}

/** The forms that ask a series' steps from one year to the next (rose, fell, changed, every year). */
const STEPS: Form[] = ['up', 'down', 'change', 'each_year']

/** The forms that read a series over years (a change, an end, a crossing, "ever"), as a figure of its own does. */
const OVER_YEARS: Form[] = [
  'high',
  'low',
  'change',
  'up',
  'down',
  'double',
  'triple',
  'halve',
  'overtake',
  'faster',
  'slower',
  'recover',
  'which_year',
  'closest',
  'since_when',
  'each_year',
  'ever',
  'cagr',
  'average',
]
const overYears = (tokens: Token[], forms: ReadonlySet<Form>) =>
  OVER_YEARS.some((f) => forms.has(f)) || tokens.some((t) => t.kind === 'number')

/**
 * "3 years before 2020", "the year after", "un an avant": a time counted from the year, not bounded by it; a count
 * that would leave the data's years is a figure in years ("dépassé 70 ans après 2010"), not a count of them.
 */
function countsFrom(tokens: Token[], i: number, year: number, [first, last]: readonly [number, number]): boolean {
  if (!/^(?:years?|yrs?|ans?|annees?|decades?|decennies?|months?|mois)$/.test(tokens[i - 1]?.words ?? '')) return false
  const count = tokens[i - 2]
  return count?.kind !== 'number' || (year - count.value >= first && year + count.value <= last)
}

/** A time said relative to now or loosely ("3 years ago", "last month"), as typed: no year of the data. */
function relativeTimeOf(tokens: Token[], bounding: ReadonlySet<Token>): string[] {
  const relative: string[] = []
  tokens.forEach((t, i) => {
    const typedSpan = (from: number, to: number) => {
      const end = /^(years?|yrs?|ans?|annees?)$/.test(tokens[to + 1]?.words ?? '') ? to + 1 : to
      return tokens
        .slice(from, end + 1)
        .map((x) => x.text)
        .join(' ')
    }
    for (const m of t.meanings) {
      if (m.kind !== 'time') continue
      if (m.time === 'relative') relative.push(countAt(tokens, i - 1) ? typedSpan(i - 1, i) : t.text)
      if ((m.time === 'open' && !bounding.has(t)) || m.time === 'month') relative.push(t.text)
      if (m.time === 'il_y_a' && countAt(tokens, i + 1)) relative.push(typedSpan(i, i + 1))
      if (m.time === 'latest' && /^(last|past|dernieres?|derniers)$/.test(t.words) && countAt(tokens, i + 1))
        relative.push(typedSpan(i, i + 1))
    }
    // ("Did it top 40 million for the first time in 2024", "pour la première fois en 2024": whether that year was the
    // first, which no row judges; the year's own state would answer another question.)
    if (FIRST_TIME.test(t.words) && asksFirstIn(tokens)) relative.push(t.text)
    // ("When did it last exceed 90%", "when was it last above": the latest year it held, which no row gives.)
    if (t.words === 'last' && isForm(tokens[i + 1], 'up', 'down', 'overtake', 'change', 'compare'))
      relative.push(t.text)
    if (lastYearThat(tokens, i))
      relative.push(typedSpan(/^(the|la|l)$/.test(tokens[i - 1]?.words ?? '') ? i - 1 : i, i))
    // "Did it gain 5 years in 10 years", "en 10 ans", "sur 20 ans": a length of time with no year to place it (never
    // the question's figure, read as a level in the latest year).
    // ("La plus forte baisse en un an": one year's step, which the rows read.)
    const length = countAt(tokens, i + 1) ? countOf(tokens[i + 1]!) : 0
    if (DURING.test(t.words) && length >= 2 && TIME_UNITS.test(tokens[i + 2]?.words ?? ''))
      relative.push(typedSpan(i, i + 1))
  })
  return relative
}

/** "For the first time", "first" before a verb of crossing: the first year something held. */
const FIRST_TIME = /^(for the first time|pour la premiere fois|first)$/
/** A year named, and "first" said of a verb rather than asked ("in which year did it first pass" asks it). */
const asksFirstIn = (tokens: Token[]) =>
  tokens.some((t) => t.kind === 'year') &&
  !tokens.some((t) => isForm(t, 'which_year', 'since_when')) &&
  tokens.some((t, i) => FIRST_TIME.test(t.words) && (t.words !== 'first' || isForm(tokens[i + 1], 'overtake', 'up')))

/** "Last year", "the most recent year", "la dernière année" as a noun of its own, not a time adverb. */
const YEAR_NOUN = /^(last year|past year|latest year|most recent year|derniere annee|l annee derniere)$/
/** What opens a clause about that year: "that", "when", "où", "in which". */
const CLAUSE_OPENER =
  /^(that|when|where|in which|during which|ou|quand|pendant laquelle|lors de laquelle|durant laquelle)$/

/**
 * "The last year UK GDP fell", "most recent year that it rose", "la dernière année où il a baissé": the latest year
 * something held, which no row searches for (never the latest year's own value, the year "last year" names): a time
 * the data cannot place, declined naming the words. "In the last year with data" is the latest year.
 */
function lastYearThat(tokens: Token[], i: number): boolean {
  const t = tokens[i]!
  if (!YEAR_NOUN.test(t.words) || !(isTime(t, 'latest') || isTime(t, 'last_year'))) return false
  const before = tokens[i - 1]?.words ?? ''
  if (i > 0 && !/^(the|la|l|was|what|when|est|etait|quelle|c est)$/.test(before)) return false
  const next = tokens[i + 1]
  return next !== undefined && (CLAUSE_OPENER.test(next.words) || namesPlace(next) || is(next, 'indicator'))
}

/** Before a length of time: "in 10 years", "en 10 ans", "sur 20 ans" ("over 80 years" is a figure's relation). */
const DURING = /^(in|en|within|sur|dans)$/
const TIME_UNITS = /^(years?|yrs?|ans?|annees?|decades?|decennies?)$/

/** "In", "en", "during": a year named as a time of its own. */
const IN = /^(in|en|during|pendant|durant)$/

/** Two years joined by a range word (or a dash) are a span; joined by "and" or a comma, separate years. */
function timeOf(
  text: string,
  tokens: Token[],
  years: number[],
  decade: number | null,
  forms: ReadonlySet<Form>,
  [first, last]: readonly [number, number],
): TimeAsked {
  if (decade !== null) return { kind: 'span', from: Math.max(first, decade), to: Math.min(last, decade + 9) }
  const since = tokens.findIndex((t) => isTime(t, 'since'))
  // "Since 2015", and "did it recover its 2014 level": from that year to the latest.
  if (years.length === 1 && ((since >= 0 && tokens[since + 1]?.kind === 'year') || forms.has('recover')))
    return { kind: 'span', from: years[0]!, to: last, since: true }
  if (years.length === 0) {
    if (tokens.some((t) => isTime(t, 'last_decade'))) return { kind: 'span', from: last - 10, to: last, since: true }
    if (tokens.some((t) => isTime(t, 'last_year'))) return { kind: 'latest', lastYear: true }
    if (forms.has('ever')) return { kind: 'ever' }
    return tokens.some((t) => isTime(t, 'latest')) ? { kind: 'latest' } : { kind: 'none' }
  }
  if (years.length === 1) return { kind: 'year', year: years[0]! }
  const at = tokens.flatMap((t, i) => (t.kind === 'year' ? [i] : []))
  const between = tokens.slice(Math.max(0, at[0]! - 2), at.at(-1))
  const dashed = tokens.some(
    (t, i) =>
      t.kind === 'year' &&
      tokens[i + 1]?.kind === 'year' &&
      /^\s*[-–—/]\s*$/.test(text.slice(t.end, tokens[i + 1]!.start)),
  )
  const rangeWord = between.some((t) => RANGE_WORDS.has(t.words) && t.words !== 'and' && t.words !== 'et')
  const changing = (
    [
      'change',
      'up',
      'down',
      'double',
      'triple',
      'halve',
      'recover',
      'overtake',
      'faster',
      'slower',
      'each_year',
    ] as Form[]
  ).some((f) => forms.has(f))
  // "Did it fall in 2020 and 2021", "a-t-elle reculé en 2020 et en 2021": a rise or a fall, then each year named, each
  // year's step from the year before (never only the change between the two, which would drop the first step). Years
  // said first ("en 2015 et 2024 : de combien a-t-il progressé ?") are the two ends of one change.
  // ("Did Brazil overtake Canada in 2008 and 2009": each year's, as "did it overtake in 2008" is read; "in both 2020
  // and 2021", "in 2020 and in 2021": "both" asks each year too, never the one step from the first to the second.)
  const verbFirst = tokens.slice(0, at[0]).some((t) => isForm(t, 'up', 'down', 'overtake'))
  const before = tokens[at[0]! - 1]?.words === 'both' ? tokens[at[0]! - 2] : tokens[at[0]! - 1]
  const each = !dashed && !rangeWord && verbFirst && IN.test(before?.words ?? '')
  // ("In 2009 and in 2020 compared to the year before": each step is from the year before already.)
  const typed = uniq(tokens.filter((t) => t.kind === 'year' && /\d/.test(t.text)).map((t) => t.value))
  if (each && typed.length >= 2) return { kind: 'years', years: typed.sort((a, b) => a - b), each: true }
  const spanned = dashed || rangeWord || changing
  return spanned && years.length === 2 ? { kind: 'span', from: years[0]!, to: years[1]! } : { kind: 'years', years }
}

/** A count's value, in figures or in words. */
const countOf = (t: Token) =>
  t.kind === 'number'
    ? t.value
    : ((t.meanings.find((m) => m.kind === 'number') as { value: number } | undefined)?.value ?? 0)
