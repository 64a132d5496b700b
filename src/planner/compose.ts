// The planner's final answer, from the tool results only: every part of the question in its own sentence, each naming
// its country, series and year(s), each figure a result's value written at a precision gate 2 checks, and each claim
// word (higher, first exceeded, every year, yes or no) read off the results, never computed into a new figure. Around
// the parts: a part the data has no figure for, another source named, and what was set aside, each said in words.
import { MAX_ANSWER_CHARS, type Answer } from '../llm/answer.js'
import { COUNTRY_CODES, type CountryCode, type IndicatorCode } from '../lexicon/codes.js'
import { COUNTRY_FORMS, countryName, INDICATOR_WORDS, possessive } from '../lexicon/names.js'
import type { Part, QuestionReading } from '../reading/schema.js'
import { formatFixed, formatUpTo } from '../text/format.js'
import type { Language } from '../text/language.js'
import type {
  ChangeRankingResult,
  ChangeResult,
  CompareResult,
  RankResult,
  SumResult,
  ToolOutcome,
  ValuesResult,
} from '../tools/toolbox.js'
import {
  crossingOf,
  biggestStep,
  changeFigureHolds,
  compareVerdict,
  figureHolds,
  figureOverYears as figureOverYearsVerdict,
  heldSince,
  overtakeVerdict,
  pairs,
  yearsAgainst,
  targetMet,
  type YearPair,
  type YearValue,
  paceByPercent,
  paceVerdict,
} from '../reading/verdicts.js'
import { SHAPES } from '../reading/shapes.js'
import { is } from '../reading/token-match.js'
import { tokenise } from '../reading/tokens.js'
import { declineSentence, missingPartSentence, setAsideSentence, sourceSentence, TOO_MANY } from './reasons.js'
import { leadPair, resolvedParts } from './follow.js'
import { amountWithUnit, capitalise, pointsOf, subject, unitLabel, valueWithUnit } from './wording.js'

const sameCountries = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c) => b.includes(c))
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
/** "était" or, for a plural name ("les États-Unis"), "étaient". */
const wasFr = (code: string) => (COUNTRY_FORMS[code]!.frPlural ? 'étaient' : 'était')
const yesNo = (yes: boolean, language: Language) =>
  language === 'fr' ? (yes ? 'Oui : ' : 'Non : ') : yes ? 'Yes: ' : 'No: '
/** "Yes: in 2024, ..." : a verdict opens a sentence whose first word is then lower case. */
const verdict = (yes: boolean, sentence: string, language: Language) =>
  `${yesNo(yes, language)}${/^\p{Lu}\p{Ll}/u.test(sentence) ? sentence.charAt(0).toLowerCase() : sentence.charAt(0)}${sentence.slice(1)}`
const short = (i: IndicatorCode, v: number, lang: Language) => valueWithUnit(i, v, lang, { short: true })
/**
 * The first value of "from A to B": a share says "of the population" once, after B ("de 40,7 % à 81,3 % de la
 * population"); other units stay with each value (a scale word is part of its figure).
 */
const startOf = (i: IndicatorCode, v: number, lang: Language) =>
  INDICATOR_WORDS[i].kind === 'percent'
    ? `${formatUpTo(v, 1, lang)}${lang === 'fr' ? '\u00a0%' : '%'}`
    : short(i, v, lang)
/** Places in words, never in digits: a "2nd" in an answer would be a figure that gate 2 must trace. */
const PLACE_WORDS: Record<Language, string[]> = {
  en: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'],
  fr: ['première', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième', 'septième', 'huitième'],
}
const COUNT_WORDS: Record<Language, string[]> = {
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
  fr: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit'],
}

/** One part's sentence, or the reason it has no value. */
type Said = { text: string } | { missing: string }

/** "de l'espérance de vie", "du PIB", "de la population": a French label after "de" ("de le" is "du", "de les" "des"). */
const ofLabelFr = (label: string) =>
  label
    .replace(/^le /, 'du ')
    .replace(/^les /, 'des ')
    .replace(/^(?!du |des )/, 'de ')

/** A list's separator: French puts a space before the semicolon. */
const SEMICOLON: Record<Language, string> = { en: '; ', fr: ' ; ' }

/** The results of a run, looked up by what they are about. */
class Results {
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

export function compose(reading: QuestionReading, outcomes: ToolOutcome[], years: readonly [number, number]): Answer {
  const lang = reading.language
  if (reading.decline) return cannot(declineSentence(reading.decline, lang, years))
  const results = new Results(outcomes)
  // "Which was ahead, and by how much": a comparison that a difference of the same pair also asks is said with it.
  const withDifference = (p: Part): Part =>
    p.shape === 'compare' &&
    reading.parts.some(
      (q) => q.shape === 'difference' && q.indicator === p.indicator && sameCountries(q.countries, p.countries),
    )
      ? { ...p, shape: 'difference' }
      : p
  const said = reading.parts.map((p) =>
    p.of_part === undefined
      ? partSentence(withDifference(p), results, lang)
      : followingSentence(reading, p, results, outcomes, lang),
  )
  // (Two parts may rest on the same result: each sentence is said once.)
  const texts = [...new Set(sameRankAgain(said.flatMap((p) => ('text' in p ? [p.text] : []))))]
  // A part short of the countries it compares, beside a place the data lacks ("the gap between the US and China"):
  // that place is the reason, said once around the parts.
  const lacksPlace = (m: string) => m === TWO_COUNTRIES[lang] && reading.missing.length > 0
  const missing = said.flatMap((p) => ('missing' in p && !lacksPlace(p.missing) ? [p.missing] : []))
  const incomplete = said.some((p) => 'missing' in p)
  const setAside = asWritten(reading.setAside, reading.question, lang)
  const around = [
    ...reading.missing.map((m) => missingPartSentence(m, lang, reading.question)),
    ...(reading.sources.length > 0 ? [sourceSentence(reading.sources, lang)] : []),
    ...(setAside.length > 0 ? [setAsideSentence(setAside, lang)] : []),
  ]
  const note = exchangeNote(
    reading.parts.map((p) => p.indicator),
    lang,
  )
  // Every part answered, or the data has no value for some: say which, with the latest year that has one. An answer
  // longer than an answer may be (gate 2 would refuse it) asks too much at once: declined as a question too big for
  // the loop's limits is, rather than cut half way.
  if (!incomplete) {
    const text = once([...texts, ...around]) + note
    return text.length > MAX_ANSWER_CHARS ? tooMany(reading) : answered(text)
  }
  return cannot(once([...missing, ...texts, ...around]) + (texts.length > 0 ? note : ''))
}

/** A rank's sentence, up to its place: "In 2018, Nigeria ranked 8th", "En 2018, le Nigeria se classait 8e". */
const RANK_OPENING = /^(In|En) \d{4}, (.+?) (ranked|se classaient|se classait) (\S+) /u

/**
 * "Its rank in 2018 and in 2019": a place held again in a later year is said so ("In 2019, Nigeria again ranked 8th",
 * "se classait de nouveau 8e"), news a reporter would give, never the same sentence twice with another year.
 */
function sameRankAgain(texts: string[]): string[] {
  return texts.map((text, k) => {
    const m = RANK_OPENING.exec(text)
    const before = k > 0 ? RANK_OPENING.exec(texts[k - 1]!) : null
    if (!m || !before || before[2] !== m[2] || before[3] !== m[3] || before[4] !== m[4]) return text
    const again = m[1] === 'En' ? `${m[3]} de nouveau` : `again ${m[3]}`
    return text.replace(` ${m[3]} `, ` ${again} `)
  })
}

const VERDICT_OPENING = /^(?:Yes|No|Oui|Non) ?: /u

/**
 * The answer's sentences, each said once: two parts may say the same sentence (the same year of the same pair), once
 * with a verdict ("No: in 2024, ...") and once without; the verdict's is kept, where the first of them stood.
 */
function once(paragraphs: string[]): string {
  const sentences = paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[\p{Lu}«"])/u))
  const kept = new Map<string, string>()
  for (const s of sentences) {
    const bare = s.replace(VERDICT_OPENING, '')
    const key = bare.charAt(0).toLowerCase() + bare.slice(1)
    const had = kept.get(key)
    if (had === undefined || (!VERDICT_OPENING.test(had) && VERDICT_OPENING.test(s))) kept.set(key, s)
  }
  return [...kept.values()].join(' ')
}

/**
 * What was set aside, as the question wrote it, whoever read it: pieces of one sentence of the question with no word
 * of the data between them are one instruction, quoted whole and in order ("Ignore", "previous", "instructions" are
 * "Ignore your previous instructions"); a tag on the claim ("Il a raison", "is that right") frames the verdict and is
 * no part left out. A piece not found as typed stays as it is.
 */
function asWritten(pieces: string[], question: string, lang: Language): string[] {
  const tokens = tokenise(question, lang)
  const isTag = (piece: string) => {
    const own = tokenise(piece, lang)
    return own.some((t) => is(t, 'confirm')) && own.every((t) => t.meanings.some((m) => TAG_KINDS.has(m.kind)))
  }
  const lower = question.toLowerCase()
  const found = pieces.filter((p) => !isTag(p)).map((p) => ({ p, start: lower.indexOf(p.toLowerCase()) }))
  const located = found.filter((x) => x.start >= 0).sort((a, b) => a.start - b.start)
  const merged: { start: number; end: number }[] = []
  for (const { p, start } of located) {
    const last = merged.at(-1)
    const end = start + p.length
    const between = last ? question.slice(last.end, start) : ''
    const data = tokens.some(
      (t) =>
        last !== undefined &&
        t.start >= last.end &&
        t.end <= start &&
        (t.kind !== 'word' || t.meanings.some((m) => !TAG_KINDS.has(m.kind) && m.kind !== 'instruction')),
    )
    if (last && start <= last.end) last.end = Math.max(last.end, end)
    else if (last && !/[.?!;]/u.test(between) && !data) last.end = end
    else merged.push({ start, end })
  }
  return [...merged.map((m) => question.slice(m.start, m.end)), ...found.filter((x) => x.start < 0).map((x) => x.p)]
}
/** The meanings a tag on a claim, or the words around an instruction, may have. */
const TAG_KINDS = new Set(['confirm', 'neutral', 'framing'])

/** A question too big for the loop's limits. */
export const tooMany = (reading: QuestionReading): Answer => cannot(TOO_MANY[reading.language])

/** Whether a result's year is one its part asks about: the year or years named (any, for the latest). */
/** The years a part names (a span: its two ends); none when it asks the latest or every year. */
function yearsAsked(part: Part): number[] {
  const t = part.time
  return t.kind === 'year' ? [t.year] : t.kind === 'years' ? t.years : t.kind === 'span' ? [t.from, t.to] : []
}

function inPart(part: Part, year: number): boolean {
  const t = part.time
  return t.kind === 'year' ? t.year === year : t.kind === 'years' ? t.years.includes(year) : true
}

/** Why a part that compares two countries names fewer: never "no value is published" when none was looked up. */
const TWO_COUNTRIES: Record<Language, string> = {
  en: declineSentence({ reason: 'two_countries', words: [], indicator: null }, 'en', [0, 0]),
  fr: declineSentence({ reason: 'two_countries', words: [], indicator: null }, 'fr', [0, 0]),
}
const TWO_COUNTRY_SHAPES = new Set(SHAPES.filter((s) => s.needs.countries[0] === 2).map((s) => s.id))

function partSentence(part: Part, r: Results, lang: Language): Said {
  if (TWO_COUNTRY_SHAPES.has(part.shape) && part.countries.length < 2) return { missing: TWO_COUNTRIES[lang] }
  const i = part.indicator
  const [a, b] = part.countries as [CountryCode, CountryCode]
  const none = () => ({ missing: missingSentence(part, part.countries, r.latestYear, lang) })
  switch (part.shape) {
    case 'value': {
      const result = r.values(a, i, part)
      return result ? valueSentence(part, result, lang) : none()
    }
    case 'figure': {
      const result = r.values(a, i, part)
      if (!result) return none()
      if (part.time.kind === 'span') return figureOverYears(part, r.series(a, i), lang) ?? none()
      const said = valueSentence(part, result, lang)
      if (!('text' in said)) return said
      const year = part.time.kind === 'year' ? part.time.year : undefined
      const value =
        year === undefined ? [...r.series(a, i).values()].filter((v) => v !== null).at(-1) : result.values[year]
      return value == null ? said : { text: verdict(figureHolds(part, value), said.text, lang) }
    }
    case 'compare':
    case 'difference': {
      const found = r.compares(i, a).filter((c) => c.other_country[0] === b && inPart(part, c.year))
      if (found.length === 0) return none()
      // A margin asked ("by more than 15 years"): the difference is what the verdict is about, so it is shown.
      const measure = part.shape === 'difference' || part.figure ? 'difference' : 'verdict'
      const text = found.map((c) => compareSentence(i, c, measure, lang))
      // (A margin asked with no way ("more than 20 points ahead") is the first country ahead by it.)
      if (!part.polar || (part.direction === undefined && !part.figure) || found.length !== 1)
        return { text: text.join(' ') }
      const [x, y] = [found[0]!.country[1], found[0]!.other_country[1]]
      // A margin in percent of a count or an amount: the ratio, from the tool, shows it.
      const byRatio = part.figure?.percent === true && INDICATOR_WORDS[i].kind !== 'percent'
      const shown = byRatio ? ratioSentence(i, found[0]!, undefined, lang) : text[0]!
      return { text: verdict(compareVerdict(part, x, y), shown, lang) }
    }
    case 'ratio': {
      const found = r.compares(i, a).find((c) => c.other_country[0] === b && inPart(part, c.year))
      if (!found) return none()
      const inverse = r.compares(i, b).find((c) => c.year === found.year && c.other_country[0] === a)
      const text = ratioSentence(i, found, inverse, lang)
      // "More than 4 times?": the first country's value over the second's, against the question's own multiple.
      return { text: part.figure ? verdict(figureHolds(part, found.ratio), text, lang) : text }
    }
    case 'gap': {
      const found = r.compares(i, a)
      if (found.length < 2) return none()
      const text =
        found.map((c) => compareSentence(i, c, 'difference', lang)).join(' ') +
        (noneAfter(part, found.at(-1)!.year, true, lang) &&
          ` ${capitalise(noneAfter(part, found.at(-1)!.year, true, lang))}.`)
      if (!part.polar || part.direction === undefined) return { text }
      // "Did the gap widen (narrow)": the distance between the two, at the start and at the end.
      const byYear = [...found].sort((x, y) => x.year - y.year)
      const [start, end] = [byYear[0]!, byYear.at(-1)!]
      const widened = Math.abs(end.difference) > Math.abs(start.difference)
      return { text: verdict(widened === (part.direction === 'up'), text, lang) }
    }
    case 'extreme': {
      const said = rankingSentence(part, r, lang)
      if (part.top !== 2 || !('text' in said)) return said
      // "And by how much?": the country next to that end, and the margin between them (none when the end is shared).
      const pair = leadPair(part, r.ranks(i))
      const ranks = r.ranks(i).find((x) => x.year === pair?.year)
      const found =
        pair && r.compares(i, pair.end).find((c) => c.other_country[0] === pair.next && c.year === pair.year)
      return found && ranks ? { text: `${said.text} ${leadSentence(part, found, ranks, lang)}` } : said
    }
    case 'place':
    case 'top':
    case 'ranking':
    case 'among':
    case 'rank_of':
    case 'average':
    case 'versus_average':
    case 'median':
      return rankingSentence(part, r, lang)
    case 'change':
    case 'multiple':
    case 'recover': {
      const found = r.change(a, i, part)
      if (!found) return none()
      const text = changeSentence(part, found, lang)
      return part.shape === 'recover' && part.crossed
        ? { text: `${text} ${recoveryYear(part, found, r, lang)}` }
        : { text }
    }
    case 'pace': {
      const [x, y] = [r.change(a, i, part), r.change(b, i, part)]
      if (!x || !y) return none()
      // (Both changes over the same two years, or they are not compared: "since 2010" may end in another year for each.)
      if (x.from[0] !== y.from[0] || x.to[0] !== y.to[0]) return none()
      const later = noneAfter(part, x.to[0], true, lang)
      const note = later && ` ${capitalise(later)}.`
      const text = paceByPercent(part)
        ? paceSentence(i, x, y, part.faster !== false, lang)
        : moreSentence(i, x, y, part.direction !== 'down', lang)
      if (!part.polar) return { text: text + note }
      // "Did Brazil's grow faster than Mexico's?": the verdict gate 2 computes the same way (reading/verdicts.ts).
      const said = paceVerdict(part, measureOf(x), measureOf(y))
      return said === null ? none() : { text: verdict(said, text, lang) + note }
    }
    case 'overtake':
    case 'ahead_every_year':
      return overtakeSentence(part, r.series(a, i), r.series(b, i), lang) ?? none()
    case 'total': {
      // (The sum of these countries, not another part's: "the eight's total, and the US's share of it".)
      const added = (x: SumResult) =>
        x.countries
          .map(([c]) => c)
          .sort()
          .join()
      const named = [...(part.countries.length > 0 ? part.countries : COUNTRY_CODES)].sort().join()
      const result = r.sums(i).find((x) => inPart(part, x.year) && added(x) === named)
      return result ? { text: totalSentence(part, result, lang) } : none()
    }
    case 'threshold': {
      const result = r.ranks(i).find((x) => x.threshold !== undefined && inPart(part, x.year) && x.ranking.length > 0)
      return result ? { text: thresholdSentence(part, result, lang) } : none()
    }
    case 'peak': {
      const result = r.values(a, i, part)
      if (!result?.summary) return none()
      return {
        text: part.direction ? moveSentence(part, result, r.change(a, i), lang) : peakSentence(part, result, lang),
      }
    }
    case 'span_average':
    case 'cagr': {
      const result = r.values(a, i, part)
      return result?.summary ? { text: spanSentence(part, result, lang) } : none()
    }
    case 'change_rank': {
      const t = part.time
      const found = r.changeRankings(i)
      // The countries whose change went one way, between the two years named; else the latest ranking of changes.
      const result =
        part.order === undefined && t.kind === 'span' && !t.since
          ? found.find((x) => x.from_year === t.from && x.to_year === t.to && x.ranking.length > 0)
          : found.find((x) => x.ranking.length >= 2)
      if (!result) return none()
      return part.order === undefined
        ? movedSentence(part, result, lang)
        : { text: changeRankSentence(part, result, lang) }
    }
    case 'every_year':
      return everyYearSentence(part, r.series(a, i), lang) ?? none()
  }
}

/**
 * A part whose country is another part's answer: its sentence for the country that answer names (each country, when
 * tied), which names it; with no answer to follow, the reason the data has none.
 */
function followingSentence(
  reading: QuestionReading,
  part: Part,
  r: Results,
  outcomes: ToolOutcome[],
  lang: Language,
): Said {
  const parts = resolvedParts(reading, part, outcomes)
  if (!parts) return { missing: missingSentence(part, [], r.latestYear, lang) }
  const said = parts.map((p) => partSentence(p, r, lang))
  const missing = said.find((x) => 'missing' in x)
  return missing ?? { text: said.map((x) => ('text' in x ? x.text : '')).join(' ') }
}

/**
 * "No value is published for Internet use in India and Nigeria in 2024; the latest year with one is 2023.": the
 * series, the places and the years asked, each said once ("Aucune valeur n'est publiée pour le PIB des États-Unis en
 * 2024").
 */
function missingSentence(part: Part, countries: readonly string[], latestYear: number | undefined, lang: Language) {
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

function valueSentence(part: Part, r: ValuesResult, lang: Language): Said {
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
    return {
      text:
        lang === 'fr'
          ? `En ${hit.year}${note}, ${subject(i, c, lang)} était de ${valueWithUnit(i, hit.value, lang)}.`
          : `In ${hit.year}${note}, ${subject(i, c, lang)} was ${valueWithUnit(i, hit.value, lang)}.`,
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
function noneAfter(part: Part, shown: number, both: boolean, lang: Language): string {
  const t = part.time
  if (t.kind !== 'span' || t.since || shown >= t.to) return ''
  return lang === 'fr'
    ? `${shown} est la dernière année avec des valeurs${both ? ' pour les deux' : ''}, aucune pour ${t.to}`
    : `${shown} is the latest year with values${both ? ' for both' : ''}, none for ${t.to}`
}

function changeSentence(part: Part, r: ChangeResult, lang: Language): string {
  const i = part.indicator
  const points = r.difference_unit === 'percentage points'
  const kind = INDICATOR_WORDS[i].kind
  const amount = points
    ? pointsOf(formatUpTo(Math.abs(r.difference), 2, lang), lang)
    : kind === 'years'
      ? amountWithUnit(formatUpTo(Math.abs(r.difference), 2, lang), i, lang)
      : short(i, Math.abs(r.difference), lang)
  const up = r.difference > 0
  const from = startOf(i, r.from[1], lang)
  const to = short(i, r.to[1], lang)
  const who = subject(i, r.country, lang)
  const pct = percent(r.percent_change, lang)
  const since = (part.time.kind === 'span' && part.time.since === true) || part.time.kind === 'latest'
  const latestNote = since
    ? lang === 'fr'
      ? ' (dernière année disponible)'
      : ' (the latest year with a value)'
    : noneAfter(part, r.to[0], false, lang) && ` (${noneAfter(part, r.to[0], false, lang)})`
  if (part.faster) return rateSentence(part, r, latestNote, lang)
  const base =
    r.difference === 0
      ? lang === 'fr'
        ? `entre ${r.from[0]} et ${r.to[0]}${latestNote}, ${who} est ${INDICATOR_WORDS[i].feminineFr ? 'restée' : 'resté'} à ${to}, sans évolution (${pct})`
        : `between ${r.from[0]} and ${r.to[0]}${latestNote}, ${who} stayed at ${to}, unchanged (${pct})`
      : lang === 'fr'
        ? `entre ${r.from[0]} et ${r.to[0]}${latestNote}, ${who} a ${up ? 'augmenté' : 'baissé'} de ${from} à ${to}, soit une ${up ? 'hausse' : 'baisse'} de ${amount} (${pct})`
        : `between ${r.from[0]} and ${r.to[0]}${latestNote}, ${who} ${up ? 'rose' : 'fell'} from ${from} to ${to}, ${up ? 'an increase' : 'a decrease'} of ${amount} (${pct})`
  const target = part.target
  if (part.figure) {
    // "Did it grow by more than 10 %?": the change, in the way asked, against the question's own figure.
    const holds = changeFigureHolds(part, { percent: r.percent_change, difference: r.difference })
    return holds === null ? `${capitalise(base)}.` : verdict(holds, `${base}.`, lang)
  }
  if (!target) {
    if (part.direction && part.polar) return verdict(up === (part.direction === 'up'), `${base}.`, lang)
    return `${capitalise(base)}.`
  }
  // "Is it below its 2010 level?": the recovery asked downward.
  const yes = targetMet(target, r.percent_change) !== (part.direction === 'down')
  const word: Record<Language, Record<typeof target, [string, string]>> = {
    en: {
      double: ['at least double', 'less than double'],
      triple: ['at least triple', 'less than triple'],
      halve: ['at least halved', 'less than halved'],
      recover: [`above its ${r.from[0]} level`, `below its ${r.from[0]} level`],
    },
    fr: {
      double: ['au moins le double', 'moins du double'],
      triple: ['au moins le triple', 'moins du triple'],
      halve: ['au moins divisé par deux', 'pas divisé par deux'],
      recover: [`au-dessus de son niveau de ${r.from[0]}`, `sous son niveau de ${r.from[0]}`],
    },
  }
  const [above, below] = word[lang][target]
  const [yesWords, noWords] = part.direction === 'down' ? [below, above] : [above, below]
  return `${yesNo(yes, lang)}${base}, ${yes ? yesWords : noWords}.`
}

/**
 * "And when?" of a recovery: the first year after the first one whose value was back at its level (under it, asked
 * "below its level"), with the year before, or that no year was, from every year's value.
 */
function recoveryYear(part: Part, r: ChangeResult, results: Results, lang: Language): string {
  const i = part.indicator
  const [from, level] = r.from
  const known = [...results.series(r.country, i).entries()].flatMap(([year, v]) =>
    v == null || year <= from ? [] : [{ year, v }],
  )
  const down = part.direction === 'down'
  const k = known.findIndex((p) => (down ? p.v <= level : p.v >= level))
  const who = subject(i, r.country, lang)
  if (k < 0) {
    const last = known.at(-1)?.year ?? r.to[0]
    return lang === 'fr'
      ? `${capitalise(who)} n'a été ${down ? 'sous' : 'à'} son niveau de ${from} en aucune année de ${from + 1} à ${last}.`
      : `${capitalise(who)} was ${down ? 'below' : 'back at'} its ${from} level in no year from ${from + 1} to ${last}.`
  }
  const back = known[k]!
  const before = k > 0 ? known[k - 1]! : { year: from, v: level }
  const shown = `${short(i, back.v, lang)} ; ${before.year}${lang === 'fr' ? ' : ' : ': '}${short(i, before.v, lang)}`
  return lang === 'fr'
    ? `${capitalise(who)} ${down ? 'est repassé sous' : 'a retrouvé'} son niveau de ${from} en ${back.year} (${shown}).`
    : `${capitalise(who)} ${down ? 'went back below' : 'got back to'} its ${from} level in ${back.year} (${shown.replace(' ;', ';')}).`
}

/** A change as both verdicts read it: the difference, and the percent change. */
const measureOf = (r: ChangeResult) => ({ difference: r.difference, percent: r.percent_change })

/**
 * "Between 2010 and 2020, Internet use in Brazil rose by more than Internet use in Mexico: +40.69 percentage points for
 * Brazil, +40.44 percentage points for Mexico.": two changes compared by the difference, in the series' own unit, the
 * larger (`more`; else the smaller) named first; the words say which way each went ("rose by more", "fell by less").
 */
function moreSentence(i: IndicatorCode, a: ChangeResult, b: ChangeResult, more: boolean, lang: Language): string {
  const [hi, lo] = a.difference >= b.difference ? [a, b] : [b, a]
  const [x, y] = more ? [hi, lo] : [lo, hi]
  const [sx, sy] = [subject(i, x.country, lang), subject(i, y.country, lang)]
  const amount = (r: ChangeResult) => signedChange(i, r, lang)
  const figures =
    lang === 'fr'
      ? `${amount(x)} pour ${nameOf(x.country, lang)}, ${amount(y)} pour ${nameOf(y.country, lang)}`
      : `${amount(x)} for ${nameOf(x.country, lang)}, ${amount(y)} for ${nameOf(y.country, lang)}`
  const span = lang === 'fr' ? `Entre ${a.from[0]} et ${a.to[0]}` : `Between ${a.from[0]} and ${a.to[0]}`
  // The first named's change is the larger (smaller): a rise by more (less), or a fall by less (more), or one way each.
  const first = x.difference >= 0
  const second = y.difference >= 0
  const said: Record<Language, string> =
    x.difference === y.difference
      ? { en: `${sx} changed by as much as ${sy}`, fr: `${sx} a varié autant que ${sy}` }
      : first && second
        ? {
            en: `${sx} rose by ${more ? 'more' : 'less'} than ${sy}`,
            fr: `${sx} a ${more ? 'progressé davantage' : 'moins progressé'} que ${sy}`,
          }
        : !first && !second
          ? {
              en: `${sx} fell by ${more ? 'less' : 'more'} than ${sy}`,
              fr: `${sx} a ${more ? 'moins reculé' : 'reculé davantage'} que ${sy}`,
            }
          : {
              en: `${sx} ${first ? 'rose' : 'fell'} while ${sy} ${second ? 'rose' : 'fell'}`,
              fr: `${sx} a ${first ? 'augmenté' : 'baissé'} tandis que ${sy} a ${second ? 'augmenté' : 'baissé'}`,
            }
  return `${span}, ${said[lang]}${lang === 'fr' ? ' : ' : ': '}${figures}.`
}

/** One country's change, signed, in the series' own unit: "+40.69 percentage points", "+7.49 years", "-1.2 trillion". */
function signedChange(i: IndicatorCode, r: ChangeResult, lang: Language): string {
  const d = r.difference
  if (r.difference_unit === 'percentage points') return pointsOf(`${sign(d)}${formatUpTo(d, 2, lang)}`, lang)
  if (INDICATOR_WORDS[i].kind === 'years') return amountWithUnit(`${sign(d)}${formatUpTo(d, 2, lang)}`, i, lang)
  return `${d < 0 ? '-' : '+'}${short(i, Math.abs(d), lang)}`
}

function paceSentence(i: IndicatorCode, a: ChangeResult, b: ChangeResult, faster: boolean, lang: Language): string {
  const [hi, lo] = a.percent_change >= b.percent_change ? [a, b] : [b, a]
  const [x, y] = faster ? [hi, lo] : [lo, hi]
  const [sx, sy] = [subject(i, x.country, lang), subject(i, y.country, lang)]
  const figures =
    lang === 'fr'
      ? `${percent(x.percent_change, lang)} pour ${nameOf(x.country, lang)}, ${percent(y.percent_change, lang)} pour ${nameOf(y.country, lang)}`
      : `${percent(x.percent_change, lang)} for ${nameOf(x.country, lang)}, ${percent(y.percent_change, lang)} for ${nameOf(y.country, lang)}`
  const span = lang === 'fr' ? `Entre ${a.from[0]} et ${a.to[0]}` : `Between ${a.from[0]} and ${a.to[0]}`
  // Both rose, one rose while the other fell, or both fell: the verdict says which, the signs show it.
  // (The same percent change, to the hundredth shown: neither grew faster, and the answer claims no way.)
  if (percent(a.percent_change, lang) === percent(b.percent_change, lang))
    return lang === 'fr'
      ? `${span}, ${sx} et ${sy} ont évolué au même rythme : ${figures}.`
      : `${span}, ${sx} and ${sy} changed at the same rate: ${figures}.`
  const both = lo.percent_change >= 0 ? 'up' : hi.percent_change < 0 ? 'down' : 'split'
  const said: Record<Language, Record<typeof both, [string, string]>> = {
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
  return `${span}, ${said[lang][both][faster ? 0 : 1]}${lang === 'fr' ? ' : ' : ': '}${figures}.`
}

function compareSentence(
  i: IndicatorCode,
  r: CompareResult,
  measure: 'verdict' | 'difference',
  lang: Language,
): string {
  const a = short(i, r.country[1], lang)
  const b = short(i, r.other_country[1], lang)
  const higher = r.country[1] >= r.other_country[1]
  const other = COUNTRY_FORMS[r.other_country[0]]!
  const gap =
    INDICATOR_WORDS[i].kind === 'percent'
      ? pointsOf(formatUpTo(Math.abs(r.difference), 2, lang), lang)
      : INDICATOR_WORDS[i].kind === 'years'
        ? amountWithUnit(formatUpTo(Math.abs(r.difference), 2, lang), i, lang)
        : short(i, Math.abs(r.difference), lang)
  // (Two equal values: neither is higher, and the answer claims no way.)
  if (r.country[1] === r.other_country[1]) {
    const that = `${INDICATOR_WORDS[i].feminineFr ? 'celle' : 'celui'} ${other.frOf}`
    return lang === 'fr'
      ? `En ${r.year}, ${subject(i, r.country[0], lang)} était de ${a}, autant que ${that} (${b}).`
      : `In ${r.year}, ${subject(i, r.country[0], lang)} was ${a}, the same as for ${other.en} (${b}).`
  }
  if (lang === 'fr') {
    // A value is compared with another country's value ("que celle du Mexique"), never with the country.
    const that = `${INDICATOR_WORDS[i].feminineFr ? 'celle' : 'celui'} ${other.frOf}`
    const diff =
      measure === 'difference'
        ? `, soit ${gap} de ${higher ? 'plus' : 'moins'} que ${that}`
        : `, une valeur plus ${higher ? 'élevée' : 'faible'} que celle ${other.frOf}`
    return `En ${r.year}, ${subject(i, r.country[0], lang)} était de ${a}${diff} (${b}).`
  }
  const diff =
    measure === 'difference'
      ? `, ${gap} ${higher ? 'more' : 'less'} than ${INDICATOR_WORDS[i].kind === 'count' || INDICATOR_WORDS[i].kind === 'money' ? '' : 'in '}`
      : `, ${higher ? 'higher' : 'lower'} than for`
  return `In ${r.year}, ${subject(i, r.country[0], lang)} was ${a}${diff}${diff.endsWith(' ') ? '' : ' '}${other.en} (${b}).`
}

/** "India's GDP was 14.92 times Nigeria's": the ratio the way a reader expects, at least one, from the tool. */
function ratioSentence(i: IndicatorCode, r: CompareResult, inverse: CompareResult | undefined, lang: Language): string {
  const use = r.ratio < 1 && inverse ? inverse : r
  const [hi, lo] = [use.country, use.other_country]
  const times = formatFixed(use.ratio, 2, lang)
  const other = COUNTRY_FORMS[lo[0]]!
  return lang === 'fr'
    ? `En ${use.year}, ${subject(i, hi[0], lang)} était de ${short(i, hi[1], lang)}, soit ${times} fois ${INDICATOR_WORDS[i].feminineFr ? 'celle' : 'celui'} ${other.frOf} (${short(i, lo[1], lang)}).`
    : `In ${use.year}, ${subject(i, hi[0], lang)} was ${short(i, hi[1], lang)}, ${times} times the figure for ${other.en} (${short(i, lo[1], lang)}).`
}

/**
 * Did A overtake B, or was it ever (or every year) ahead: computed over every year of the span that has values for
 * both. The first year A was ahead and where each stands in the last year; "never" only from every year.
 */
function overtakeSentence(
  part: Part,
  sa: Map<number, number | null>,
  sb: Map<number, number | null>,
  lang: Language,
): Said | null {
  const i = part.indicator
  const [a, b] = part.countries as [CountryCode, CountryCode]
  const years = pairs(sa, sb)
  if (years.length < 2) return null
  const start = years[0]!
  const end = years.at(-1)!
  const [from, to] = [start.year, end.year]
  const fig = (p: { year: number; a: number; b: number }) =>
    lang === 'fr'
      ? `${p.year} : ${countryName(a, lang)} ${short(i, p.a, lang)}, ${countryName(b, lang)} ${short(i, p.b, lang)}`
      : `${p.year}: ${countryName(a, lang)} ${short(i, p.a, lang)}, ${countryName(b, lang)} ${short(i, p.b, lang)}`
  const sA = subject(i, a, lang)
  const feminine = INDICATOR_WORDS[i].feminineFr
  const of = lang === 'fr' ? `${feminine ? 'celle' : 'celui'} ${COUNTRY_FORMS[b]!.frOf}` : `that of ${nameOf(b, lang)}`
  /** "supérieur(e)", "été supérieur(e)": French agrees with the series' gender. */
  const higherFr = feminine ? 'supérieure' : 'supérieur'
  const behind = years.filter((p) => !p.ahead)
  const ahead = years.filter((p) => p.ahead)
  // "When did Nigeria overtake Japan" asks a year: no verdict opens the answer.
  const judged = (yes: boolean, text: string) => (part.polar ? verdict(yes, text, lang) : capitalise(text))

  if (part.shape === 'ahead_every_year') {
    // The sentence says what the years show (ahead in each, or the years behind); the verdict is the question's,
    // negated or not ("was it not ahead every year": No when it was).
    const yes = overtakeVerdict(part, years)
    if (behind.length === 0) {
      const text =
        lang === 'fr'
          ? `chaque année de ${from} à ${to}, ${sA} a été ${higherFr} à ${of} (${fig(start)} ; ${fig(end)}).`
          : `in every year from ${from} to ${to}, ${sA} was higher than ${of} (${fig(start)}; ${fig(end)}).`
      return { text: verdict(yes, text, lang) }
    }
    const listed = behind.map((p) => p.year)
    const text =
      lang === 'fr'
        ? `de ${from} à ${to}, ${sA} n'a pas été ${higherFr} à ${of} en ${join(listed.map(String), lang)} (${fig(behind[0]!)}).`
        : `from ${from} to ${to}, ${sA} was not higher than ${of} in ${join(listed.map(String), lang)} (${fig(behind[0]!)}).`
    return { text: verdict(yes, text, lang) }
  }

  if (part.since_when) return { text: capitalise(sinceWhenAhead(years, sA, of, higherFr, fig, lang)) }

  // The first year A was ahead after being behind (a crossing), and the state at the end.
  const crossing = crossingOf(years)
  // Ahead in the first year, then behind: the first year behind, which an overtaking "again" follows.
  const behindAfterStart = years.find((p) => !p.ahead)
  // (Level in the latest year, as where every country has full access: neither was ahead.)
  const level =
    lang === 'fr'
      ? `en ${to}, dernière année avec des valeurs pour les deux, les deux étaient à égalité (${fig(end)})`
      : `in ${to}, the latest year with values for both, the two were level (${fig(end)})`
  const endState = (again: boolean) =>
    end.a === end.b
      ? level
      : end.ahead
        ? lang === 'fr'
          ? `en ${to}, dernière année avec des valeurs pour les deux, ${nameOf(a, lang)} ${wasFr(a)} ${again ? 'toujours ' : ''}devant (${fig(end)})`
          : `in ${to}, the latest year with values for both, ${nameOf(a, lang)} was ${again ? 'still ' : ''}ahead (${fig(end)})`
        : lang === 'fr'
          ? `en ${to}, dernière année avec des valeurs pour les deux, ${nameOf(b, lang)} ${wasFr(b)} ${again ? 'de nouveau ' : ''}devant (${fig(end)})`
          : `in ${to}, the latest year with values for both, ${nameOf(b, lang)} was ${again ? 'ahead again' : 'ahead'} (${fig(end)})`

  if (part.premise) {
    // "Since A overtook B in <year>": the first crossing must be that year (or any year, when none is named).
    const claimed = part.premise.year
    const holds = crossing !== undefined && (claimed === null || crossing.year === claimed)
    const said = holds
      ? start.ahead
        ? lang === 'fr'
          ? `Comme le dit la question, ${sA} a dépassé ${of} en ${crossing.year} (${fig(crossing)}), après avoir été devant en ${from} (${fig(start)}) puis derrière en ${behindAfterStart!.year} (${fig(behindAfterStart!)}).`
          : `As the question says, ${sA} overtook ${of} in ${crossing.year} (${fig(crossing)}), after being ahead in ${from} (${fig(start)}) and behind in ${behindAfterStart!.year} (${fig(behindAfterStart!)}).`
        : lang === 'fr'
          ? `Comme le dit la question, ${sA} a dépassé ${of} pour la première fois en ${crossing.year} (${fig(crossing)}).`
          : `As the question says, ${sA} first exceeded ${of} in ${crossing.year} (${fig(crossing)}).`
      : crossing
        ? lang === 'fr'
          ? `La prémisse de la question est fausse : ${sA} a dépassé ${of} pour la première fois en ${crossing.year}, pas en ${claimed} (${fig(crossing)}).`
          : `The question's premise is wrong: ${sA} first exceeded ${of} in ${crossing.year}, not in ${claimed} (${fig(crossing)}).`
        : ahead.length === 0
          ? lang === 'fr'
            ? `La prémisse de la question est fausse : ${sA} n'a été ${higherFr} à ${of} en aucune année de ${from} à ${to} (${fig(years.find((p) => p.year === claimed) ?? end)}).`
            : `The question's premise is wrong: ${sA} was not higher than ${of} in any year from ${from} to ${to} (${fig(years.find((p) => p.year === claimed) ?? end)}).`
          : lang === 'fr'
            ? `La prémisse de la question est fausse : ${sA} était déjà ${higherFr} à ${of} en ${from} (${fig(start)}).`
            : `The question's premise is wrong: ${sA} was already higher than ${of} in ${from} (${fig(start)}).`
    return { text: said }
  }

  if (part.at !== undefined) {
    // "Did Brazil pass Canada in 2012": whether it was ahead that year, and since when (or that it never was).
    const since = crossing
      ? start.ahead
        ? lang === 'fr'
          ? `${sA} était ${higherFr} à ${of} en ${from} (${fig(start)}) ; en ${behindAfterStart!.year}, ${nameOf(b, lang)} ${wasFr(b)} devant (${fig(behindAfterStart!)}) ; ${sA} a de nouveau dépassé ${of} en ${crossing.year} (${fig(crossing)})`
          : `${sA} was higher than ${of} in ${from} (${fig(start)}); in ${behindAfterStart!.year}, ${nameOf(b, lang)} was ahead (${fig(behindAfterStart!)}); ${sA} overtook ${of} again in ${crossing.year} (${fig(crossing)})`
        : lang === 'fr'
          ? `${sA} avait dépassé ${of} pour la première fois en ${crossing.year} (${fig(crossing)})`
          : `${sA} had first exceeded ${of} in ${crossing.year} (${fig(crossing)})`
      : ahead.length > 0
        ? lang === 'fr'
          ? `${sA} était déjà ${higherFr} à ${of} en ${from} (${fig(start)})`
          : `${sA} was already higher than ${of} in ${from} (${fig(start)})`
        : lang === 'fr'
          ? `${sA} n'avait été ${higherFr} à ${of} en aucune année de ${from} à ${to}`
          : `${sA} had not been higher than ${of} in any year from ${from} to ${to}`
    const state =
      end.a === end.b
        ? lang === 'fr'
          ? `en ${to}, les deux étaient à égalité (${fig(end)})`
          : `in ${to}, the two were level (${fig(end)})`
        : lang === 'fr'
          ? `en ${to}, ${nameOf(end.ahead ? a : b, lang)} ${wasFr(end.ahead ? a : b)} devant (${fig(end)})`
          : `in ${to}, ${nameOf(end.ahead ? a : b, lang)} was ahead (${fig(end)})`
    return { text: judged(overtakeVerdict(part, years), `${state}${lang === 'fr' ? ' ; ' : '; '}${since}.`) }
  }

  const never =
    lang === 'fr'
      ? `${sA} n'a été ${higherFr} à ${of} en aucune année de ${from} à ${to} (${fig(end)}).`
      : `${sA} was not higher than ${of} in any year from ${from} to ${to} (${fig(end)}).`
  let text: string
  if (ahead.length === 0) {
    text = never
  } else if (part.ever) {
    const firstAhead = ahead[0]!
    text =
      lang === 'fr'
        ? `de ${from} à ${to}, ${sA} a été ${higherFr} à ${of} pour la première fois en ${firstAhead.year} (${fig(firstAhead)}) ; ${endState(false)}.`
        : `from ${from} to ${to}, ${sA} was first higher than ${of} in ${firstAhead.year} (${fig(firstAhead)}); ${endState(false)}.`
    if (firstAhead.year === from)
      text =
        lang === 'fr'
          ? `${sA} était déjà ${higherFr} à ${of} en ${from} (${fig(start)}) ; ${endState(false)}.`
          : `${sA} was already higher than ${of} in ${from} (${fig(start)}); ${endState(false)}.`
  } else if (crossing && start.ahead) {
    // Ahead at the start, behind for a while, then ahead again: the overtaking is the return.
    text =
      lang === 'fr'
        ? `${sA} était ${higherFr} à ${of} en ${from} (${fig(start)}) ; en ${behindAfterStart!.year}, ${nameOf(b, lang)} ${wasFr(b)} devant (${fig(behindAfterStart!)}) ; ${sA} a de nouveau dépassé ${of} en ${crossing.year} (${fig(crossing)}) ; ${endState(!end.ahead)}.`
        : `${sA} was higher than ${of} in ${from} (${fig(start)}); in ${behindAfterStart!.year}, ${nameOf(b, lang)} was ahead (${fig(behindAfterStart!)}); ${sA} overtook ${of} again in ${crossing.year} (${fig(crossing)}); ${endState(!end.ahead)}.`
  } else if (crossing) {
    text =
      lang === 'fr'
        ? `de ${from} à ${to}, ${sA} a dépassé ${of} pour la première fois en ${crossing.year} (${fig(crossing)}) ; ${endState(!end.ahead)}.`
        : `from ${from} to ${to}, ${sA} first exceeded ${of} in ${crossing.year} (${fig(crossing)}); ${endState(!end.ahead)}.`
  } else {
    // Ahead in the first year, never overtaking: still ahead at the end, or passed (for the first time, not "again").
    text =
      lang === 'fr'
        ? `${sA} était déjà ${higherFr} à ${of} en ${from} (${fig(start)}) ; ${endState(end.ahead)}.`
        : `${sA} was already higher than ${of} in ${from} (${fig(start)}); ${endState(end.ahead)}.`
  }
  return { text: judged(overtakeVerdict(part, years), text) }
}

/**
 * "Since when has A been ahead of B": the first year of the run of years A was ahead that lasts to the latest year
 * with values for both, and the year before it (behind); ahead in every year, since the first one, the data saying
 * nothing earlier; behind in the latest year, that year's values and the last year A was ahead.
 */
function sinceWhenAhead(
  years: readonly YearPair[],
  sA: string,
  of: string,
  higherFr: string,
  fig: (p: YearPair) => string,
  lang: Language,
): string {
  const run = heldSince(years, (p) => p.ahead)!
  const [start, end] = [years[0]!, run.latest]
  const to = end.year
  if (!run.held) {
    const state =
      lang === 'fr'
        ? `en ${to}, dernière année avec des valeurs pour les deux, ${sA} n'était pas ${higherFr} à ${of} (${fig(end)})`
        : `in ${to}, the latest year with values for both, ${sA} was not higher than ${of} (${fig(end)})`
    const last = run.lastHeld
    const before = last
      ? lang === 'fr'
        ? `${sA} a été ${higherFr} à ${of} pour la dernière fois en ${last.year} (${fig(last)})`
        : `${sA} was last higher than ${of} in ${last.year} (${fig(last)})`
      : lang === 'fr'
        ? `${sA} n'a été ${higherFr} à ${of} en aucune année de ${start.year} à ${to}`
        : `${sA} was not higher than ${of} in any year from ${start.year} to ${to}`
    return `${state}${lang === 'fr' ? ' ; ' : '; '}${before}.`
  }
  const since = run.since
  const latest =
    lang === 'fr' ? 'dernière année avec des valeurs pour les deux' : 'the latest year with values for both'
  const shown = since.year === to ? fig(end) : `${fig(since)}${lang === 'fr' ? ' ; ' : '; '}${fig(end)}`
  if (!run.before)
    return lang === 'fr'
      ? `${sA} est ${higherFr} à ${of} depuis ${since.year}, première année avec des valeurs pour les deux, chaque année jusqu'en ${to} (${shown}) ; les données ne disent rien des années antérieures.`
      : `${sA} has been higher than ${of} since ${since.year}, the first year with values for both, in every year to ${to} (${shown}); the data says nothing of earlier years.`
  const every =
    since.year === to
      ? lang === 'fr'
        ? `en ${to}, ${latest}`
        : `in ${to}, ${latest}`
      : lang === 'fr'
        ? `chaque année de ${since.year} à ${to}, ${latest}`
        : `in every year from ${since.year} to ${to}, ${latest}`
  return lang === 'fr'
    ? `${sA} est ${higherFr} à ${of} depuis ${since.year} : ${every} (${shown}) ; pas en ${run.before.year}, l'année d'avant (${fig(run.before)}).`
    : `${sA} has been higher than ${of} since ${since.year}: ${every} (${shown}); not in ${run.before.year}, the year before (${fig(run.before)}).`
}

/**
 * A figure of the question's own over every year of a span: whether it held in some year ("ever"), the year it was
 * first passed ("when did it pass": unknown when it held from the first year of the data), or whether it held in every
 * year (the years it did not), from every year's value.
 */
function figureOverYears(part: Part, series: Map<number, number | null>, lang: Language): Said | null {
  const i = part.indicator
  const c = part.countries[0]!
  const known = [...series.entries()]
    .sort((x, y) => x[0] - y[0])
    .flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
  if (known.length === 0) return null
  const [first, last] = [known[0]!, known.at(-1)!]
  const who = subject(i, c, lang)
  const at = (p: YearValue) => `${p.year}${lang === 'fr' ? ' : ' : ': '}${short(i, p.v, lang)}`
  const seen = figureOverYearsVerdict(part, known)
  const said = (text: string): Said => ({
    text: part.polar && seen.verdict !== null ? verdict(seen.verdict, text, lang) : capitalise(text),
  })
  // Where the series stood against the question's own figure, said in words (the figure is the question's, not a
  // value of the data; the question may only ask it, "has it ever exceeded 55?"): "au-dessus de ce niveau".
  const side = claimSide(part.figure!.relation, part.crossed === true || part.since_when === true, lang)
  if (part.since_when) return { text: capitalise(sinceWhenHeld(part, known, who, side, at, lang)) }
  if (seen.earlier) {
    // Already past the figure in the first year of the data: when it crossed is earlier than the data.
    return {
      missing:
        lang === 'fr'
          ? `Les données ne le disent pas : en ${first.year}, première année des données, ${who} était déjà ${side} (${short(i, first.v, lang)}) ; le seuil a été franchi plus tôt.`
          : `The data cannot say: in ${first.year}, the first year of the data, ${who} was already ${side} (${short(i, first.v, lang)}); it was passed earlier.`,
    }
  }
  if (seen.held.length === 0 && (part.ever || part.crossed)) {
    return said(
      lang === 'fr'
        ? `${who} n'a été ${side} en aucune année de ${first.year} à ${last.year} (${at(last)}).`
        : `${who} was not ${side} in any year from ${first.year} to ${last.year} (${at(last)}).`,
    )
  }
  if ((part.crossed && seen.crossing) || part.ever) {
    // ("was first above" would read as a ranking's first: the year is "the first year above".)
    const year = part.crossed && seen.crossing ? seen.crossing : seen.held[0]!
    const before = part.crossed ? seen.before : undefined
    const then = before
      ? lang === 'fr'
        ? ` ; ${short(i, before.v, lang)} en ${before.year}`
        : `; ${short(i, before.v, lang)} in ${before.year}`
      : ''
    const span = part.crossed
      ? ''
      : lang === 'fr'
        ? ` de ${first.year} à ${last.year}`
        : ` from ${first.year} to ${last.year}`
    return said(
      lang === 'fr'
        ? `${who} était de ${short(i, year.v, lang)} en ${year.year}, première année${span} ${side}${then}.`
        : `${who} was ${short(i, year.v, lang)} in ${year.year}, the first year${span} ${side}${then}.`,
    )
  }
  if (seen.against.length === 0) {
    return said(
      lang === 'fr'
        ? `${who} a été ${side} chaque année de ${first.year} à ${last.year} (${at(first)} ; ${at(last)}).`
        : `${who} was ${side} in every year from ${first.year} to ${last.year} (${at(first)}; ${at(last)}).`,
    )
  }
  const listed = seen.against
    .slice(0, 4)
    .map(at)
    .join(lang === 'fr' ? ' ; ' : '; ')
  const years = join(
    seen.against.map((p) => String(p.year)),
    lang,
  )
  // Held from some year to the last: the year it was passed is said too ("il l'est depuis 2024").
  const lastAgainst = seen.against.at(-1)!
  const since = known.find((p) => p.year > lastAgainst.year)
  const pronoun = INDICATOR_WORDS[i].feminineFr ? 'elle' : 'il'
  const passed = since
    ? lang === 'fr'
      ? ` ; ${pronoun} l'a été à partir de ${since.year} (${at(since)})`
      : `; it was from ${since.year} on (${at(since)})`
    : ''
  return said(
    lang === 'fr'
      ? `de ${first.year} à ${last.year}, ${who} n'a pas été ${side} en ${years} (${listed})${passed}.`
      : `from ${first.year} to ${last.year}, ${who} was not ${side} in ${years} (${listed})${passed}.`,
  )
}

/**
 * "Since when has it been above 84": the first year of the run of years the question's own figure held that lasts to
 * the latest year with a value, and the year before it; held in every year, since the first one, the data saying
 * nothing earlier; not held in the latest year, that year's value and the last year it held.
 */
function sinceWhenHeld(
  part: Part,
  known: readonly YearValue[],
  who: string,
  side: string,
  at: (p: YearValue) => string,
  lang: Language,
): string {
  const run = heldSince(known, (p) => figureHolds(part, p.v))!
  const [first, last] = [known[0]!, run.latest]
  // ("Not in 2022 (84.0 years)" against 84 would read as held: a value that rounds to the figure shows two decimals.)
  const figure = part.figure!.value
  const told = (p: YearValue) =>
    Number(p.v.toFixed(1)) === figure
      ? `${p.year}${lang === 'fr' ? ' : ' : ': '}${valueWithUnit(part.indicator, p.v, lang, { short: true, decimals: 2 })}`
      : at(p)
  if (!run.held) {
    const pronoun = INDICATOR_WORDS[part.indicator].feminineFr ? 'elle' : 'il'
    const held = run.lastHeld
    if (!held)
      return lang === 'fr'
        ? `${who} n'a été ${side} en aucune année de ${first.year} à ${last.year} (${told(last)}).`
        : `${who} was not ${side} in any year from ${first.year} to ${last.year} (${told(last)}).`
    return lang === 'fr'
      ? `en ${last.year}, dernière année avec une valeur, ${who} n'était pas ${side} (${told(last)}) ; ${pronoun} l'a été pour la dernière fois en ${held.year} (${told(held)}).`
      : `in ${last.year}, the latest year with a value, ${who} was not ${side} (${told(last)}); it was last ${side} in ${held.year} (${told(held)}).`
  }
  const since = run.since
  const shown = since.year === last.year ? told(last) : `${told(since)}${lang === 'fr' ? ' ; ' : '; '}${told(last)}`
  if (!run.before)
    return lang === 'fr'
      ? `${who} est ${side} depuis ${since.year}, première année avec une valeur, chaque année jusqu'en ${last.year} (${shown}) ; les données ne disent rien des années antérieures.`
      : `${who} has been ${side} since ${since.year}, the first year with a value, in every year to ${last.year} (${shown}); the data says nothing of earlier years.`
  const every =
    since.year === last.year
      ? lang === 'fr'
        ? `en ${last.year}, dernière année avec une valeur`
        : `in ${last.year}, the latest year with a value`
      : lang === 'fr'
        ? `chaque année de ${since.year} à ${last.year}, dernière année avec une valeur`
        : `in every year from ${since.year} to ${last.year}, the latest year with a value`
  return lang === 'fr'
    ? `${who} est ${side} depuis ${since.year} : ${every} (${shown}) ; pas en ${run.before.year}, l'année d'avant (${told(run.before)}).`
    : `${who} has been ${side} since ${since.year}: ${every} (${shown}); not in ${run.before.year}, the year before (${told(run.before)}).`
}

/**
 * Where a value stands when it bears out the question's own figure, by the relation the question puts, the figure
 * never repeated (it is the question's, not the data's): "above that level", "au-dessus de ce niveau", which reads
 * after a question ("has it ever exceeded 55?") and a claim alike; or the threshold a "when did it pass" gives.
 */
function claimSide(relation: NonNullable<Part['figure']>['relation'], threshold: boolean, lang: Language): string {
  if (threshold) {
    const [fr, en] = [
      { the: 'le seuil indiqué', of: 'du seuil indiqué', to: 'au seuil indiqué' },
      'the threshold given',
    ]
    if (lang === 'fr')
      return {
        more: `au-dessus ${fr.of}`,
        least: `au niveau ${fr.of} ou au-dessus`,
        less: `sous ${fr.the}`,
        about: `proche ${fr.of}`,
        nearly: `tout près ${fr.of}, sans le dépasser`,
        exactly: `égal ${fr.to}`,
      }[relation]
    return {
      more: `above ${en}`,
      least: `at or above ${en}`,
      less: `below ${en}`,
      about: `close to ${en}`,
      nearly: `just short of ${en}`,
      exactly: `at ${en}`,
    }[relation]
  }
  if (lang === 'fr')
    return {
      more: 'au-dessus de ce niveau',
      least: 'à ce niveau ou au-dessus',
      less: 'sous ce niveau',
      about: 'proche de ce niveau',
      nearly: 'tout près de ce niveau, sans le dépasser',
      exactly: 'à ce niveau',
    }[relation]
  return {
    more: 'above that level',
    least: 'at or above that level',
    less: 'below that level',
    about: 'close to that level',
    nearly: 'just short of that level',
    exactly: 'at that level',
  }[relation]
}

/** Did it rise (fall) every year, or never (ever, negated): every year's step, and the years it did not. */
function everyYearSentence(part: Part, series: Map<number, number | null>, lang: Language): Said | null {
  const i = part.indicator
  const c = part.countries[0]!
  const known = [...series.entries()].flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
  if (known.length < 2) return null
  const up = part.direction !== 'down'
  const against = yearsAgainst(known, part)
  const [first, last] = [known[0]!, known.at(-1)!]
  const who = subject(i, c, lang)
  const span =
    lang === 'fr'
      ? `${first.year} : ${short(i, first.v, lang)} ; ${last.year} : ${short(i, last.v, lang)}`
      : `${first.year}: ${short(i, first.v, lang)}; ${last.year}: ${short(i, last.v, lang)}`
  if (against.length === 0) {
    const text = part.never
      ? lang === 'fr'
        ? `de ${first.year} à ${last.year}, ${who} n'a ${up ? 'augmenté' : 'baissé'} en aucune année (${span}).`
        : `from ${first.year} to ${last.year}, ${who} did not ${up ? 'rise' : 'fall'} in any year (${span}).`
      : lang === 'fr'
        ? `${who} a ${up ? 'augmenté' : 'baissé'} chaque année de ${first.year} à ${last.year} (${span}).`
        : `${who} ${up ? 'rose' : 'fell'} every year from ${first.year} to ${last.year} (${span}).`
    return { text: verdict(!part.negated, text, lang) }
  }
  // Each step shown with the year before it; steps that follow each other share their year, said once ("2000: a,
  // 2001: b, 2002: c"), never "2001: b; 2001: b".
  const runs: (typeof known)[] = []
  for (const p of against.slice(0, 4)) {
    const before = known[known.indexOf(p) - 1]!
    const run = runs.at(-1)
    if (run?.at(-1) === before) run.push(p)
    else runs.push([before, p])
  }
  const at = (p: (typeof known)[number]) => `${p.year}${lang === 'fr' ? ' : ' : ': '}${short(i, p.v, lang)}`
  const shown = runs.map((run) => run.map(at).join(', '))
  const years = join(
    against.map((p) => String(p.year)),
    lang,
  )
  const text = part.never
    ? lang === 'fr'
      ? `de ${first.year} à ${last.year}, ${who} a ${up ? 'augmenté' : 'baissé'} en ${years} (${shown.join(' ; ')}).`
      : `from ${first.year} to ${last.year}, ${who} ${up ? 'rose' : 'fell'} in ${years} (${shown.join('; ')}).`
    : lang === 'fr'
      ? `de ${first.year} à ${last.year}, ${who} n'a pas ${up ? 'augmenté' : 'baissé'} en ${years} (${shown.join(' ; ')}).`
      : `from ${first.year} to ${last.year}, ${who} did not ${up ? 'rise' : 'fall'} in ${years} (${shown.join('; ')}).`
  // ("Has it ever fallen": "did it never fall", negated; reading/check.ts completeParts.)
  return { text: verdict(part.negated === true, text, lang) }
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
    // (The share's sentence names its country: a sentence with a figure says whose it is, beside another part's.)
    const whose = lang === 'fr' ? COUNTRY_FORMS[c]!.frOf : possessive(c)
    return lang === 'fr'
      ? `${own} La part ${whose} dans le total des huit pays du jeu de données (${short(i, r.eight_total, lang)}) était de ${share}.`
      : `${own} ${capitalise(whose)} share of the total of the eight countries in the data (${short(i, r.eight_total, lang)}) was ${share}.`
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
      ? `En ${r.year}, ${label} cumulée des huit pays du jeu de données était de ${value(r.total)}.`
      : `In ${r.year}, the combined ${label} of the eight countries in the data was ${value(r.total)}.`
    : lang === 'fr'
      ? `En ${r.year}, ${label} cumulée ${ofNames} était de ${value(r.total)}${r.share === null ? '' : `, soit ${share} du total des huit pays du jeu de données (${short(i, r.eight_total!, lang)})`}.`
      : `In ${r.year}, the combined ${label} of ${names} was ${value(r.total)}${r.share === null ? '' : `, ${share} of the total of the eight countries in the data (${short(i, r.eight_total!, lang)})`}.`
  // Each one's value in a sentence of its own: "combined" is said of the total only.
  const each = r.countries.map(([c, v]) => `${nameOf(c, lang)} ${short(i, v, lang)}`).join(SEMICOLON[lang])
  return lang === 'fr' ? `${head} Par pays en ${r.year} : ${each}.` : `${head} By country in ${r.year}: ${each}.`
}

/** "How many of the eight had more than 90 %": the countries on the side asked, counted, each with its value. */
function thresholdSentence(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  const label = lang === 'fr' ? words.labelFr : words.labelEn
  const below = part.figure!.relation === 'less'
  const side = below ? r.below! : r.above!
  const shown = valueWithUnit(i, r.threshold!, lang, { short: true })
  const values = new Map(r.ranking.map(([, c, v]) => [c, v]))
  const listed = side.map((c) => `${countryName(c, lang)} ${short(i, values.get(c)!, lang)}`).join(SEMICOLON[lang])
  const count = r.ranking.length
  const missing =
    r.no_value.length > 0
      ? lang === 'fr'
        ? ` Sans valeur : ${r.no_value.map((c) => countryName(c, lang)).join(', ')}.`
        : ` No value: ${r.no_value.map((c) => countryName(c, lang)).join(', ')}.`
      : ''
  const text =
    lang === 'fr'
      ? side.length === 0
        ? `En ${r.year}, aucun des ${count} pays du jeu de données ayant une valeur pour ${label} n'était ${below ? 'en dessous' : 'au-dessus'} de ${shown}.`
        : `En ${r.year}, ${side.length} des ${count} pays du jeu de données ayant une valeur pour ${label} ${side.length === 1 ? 'était' : 'étaient'} ${below ? 'en dessous' : 'au-dessus'} de ${shown} : ${listed}.`
      : side.length === 0
        ? `In ${r.year}, none of the ${count} countries in the data with a value had ${label} ${below ? 'below' : 'above'} ${shown}.`
        : `In ${r.year}, ${side.length} of the ${count} countries in the data with a value had ${label} ${below ? 'below' : 'above'} ${shown}: ${listed}.`
  return text + missing
}

/** "In which year was Brazil's GDP highest": the highest and the lowest year of the span, with their values. */
function peakSentence(part: Part, r: ValuesResult, lang: Language): string {
  const i = part.indicator
  const s = r.summary!
  const held = Object.entries(r.values).flatMap(([y, v]) => (v === null ? [] : [Number(y)]))
  const [from, to] = [held[0]!, held.at(-1)!]
  const who = subject(i, r.country, lang)
  const [first, second] = part.order === 'lowest' ? [s.lowest, s.highest] : [s.highest, s.lowest]
  // (Inside parentheses, the short form: never a parenthesis within one.)
  const v = (x: [number, number]) => short(i, x[1], lang)
  const low = part.order === 'lowest'
  if (lang === 'fr')
    return `De ${from} à ${to}, ${who} a atteint son plus ${low ? 'bas' : 'haut'} niveau en ${first[0]} (${v(first)}) ; son plus ${low ? 'haut' : 'bas'} niveau en ${second[0]} (${v(second)}).`
  return `From ${from} to ${to}, ${who} was at its ${low ? 'lowest' : 'highest'} in ${first[0]} (${v(first)}); it was at its ${low ? 'highest' : 'lowest'} in ${second[0]} (${v(second)}).`
}

/**
 * "The biggest one-year fall in Brazil's GDP": the year of the country's biggest move the way asked from the year
 * before, with the move (get_values' summary) and both years' values; in percent (`faster`), the year whose move was the
 * biggest in percent of the year before, with both values (the tools give no percent of that move). No move that way:
 * the years it did not, as the every-year answer says it.
 */
function moveSentence(part: Part, r: ValuesResult, step: ChangeResult | undefined, lang: Language): string {
  const i = part.indicator
  const known = Object.entries(r.values).flatMap(([y, v]) => (v === null ? [] : [[Number(y), v] as const]))
  const [[from, first], [to, last]] = [known[0]!, known.at(-1)!]
  const values = new Map(known)
  const who = subject(i, r.country, lang)
  const up = part.direction === 'up'
  const byPercent = part.faster === true
  const edge = biggestStep(r.values, up, byPercent)
  if (!edge) {
    const span =
      lang === 'fr'
        ? `${from} : ${short(i, first, lang)} ; ${to} : ${short(i, last, lang)}`
        : `${from}: ${short(i, first, lang)}; ${to}: ${short(i, last, lang)}`
    return lang === 'fr'
      ? `De ${from} à ${to}, ${who} n'a ${up ? 'augmenté' : 'baissé'} en aucune année (${span}).`
      : `From ${from} to ${to}, ${who} did not ${up ? 'rise' : 'fall'} in any year (${span}).`
  }
  const y = edge.year
  const [before, after] = [startOf(i, values.get(y - 1)!, lang), short(i, values.get(y)!, lang)]
  if (byPercent) {
    // Its percent, from the change the plan fetched into that year (a fact of the trace), when it did.
    const pct = step && step.from[0] === y - 1 && step.to[0] === y ? ` ${percent(step.percent_change, lang)},` : ''
    return lang === 'fr'
      ? `De ${from} à ${to}, la plus forte ${up ? 'hausse' : 'baisse'} en pourcentage ${ofLabelFr(who)} d'une année sur l'autre a eu lieu en ${y} :${pct} de ${before} en ${y - 1} à ${after} en ${y}.`
      : `From ${from} to ${to}, the biggest ${up ? 'rise' : 'fall'} in percent from one year to the next in ${who} was in ${y}:${pct} from ${before} in ${y - 1} to ${after} in ${y}.`
  }
  const d = Math.abs(edge.move)
  const amount =
    INDICATOR_WORDS[i].kind === 'percent'
      ? pointsOf(formatUpTo(d, 2, lang), lang)
      : INDICATOR_WORDS[i].kind === 'years'
        ? amountWithUnit(formatUpTo(d, 2, lang), i, lang)
        : short(i, d, lang)
  // (The move in a sentence of its own: beside the span's "from 2000 to 2025", its two years would be read as two
  // steps within that span.)
  return lang === 'fr'
    ? `De ${from} à ${to}, la plus forte ${up ? 'hausse' : 'baisse'} ${ofLabelFr(who)} d'une année sur l'autre a eu lieu en ${y}. ${capitalise(who)} a ${up ? 'augmenté' : 'baissé'} de ${amount}, de ${before} en ${y - 1} à ${after} en ${y}.`
    : `From ${from} to ${to}, the biggest one-year ${up ? 'rise' : 'fall'} in ${who} was in ${y}. ${capitalise(who)} ${up ? 'rose' : 'fell'} by ${amount}, from ${before} in ${y - 1} to ${after} in ${y}.`
}

/** Over a span, from get_values' summary: a country's mean ("averaged"), or its compound annual growth rate. */
function spanSentence(part: Part, r: ValuesResult, lang: Language): string {
  const i = part.indicator
  const s = r.summary!
  const held = Object.entries(r.values).flatMap(([y, v]) => (v === null ? [] : [[Number(y), v] as const]))
  const [[from, first], [to, last]] = [held[0]!, held.at(-1)!]
  const who = subject(i, r.country, lang)
  if (part.shape === 'span_average')
    return lang === 'fr'
      ? `De ${from} à ${to}, la moyenne annuelle ${ofLabelFr(who)} était de ${valueWithUnit(i, s.mean, lang)}, moyenne des années ayant une valeur.`
      : `From ${from} to ${to}, ${who} averaged ${valueWithUnit(i, s.mean, lang)}, the mean of the years with a value.`
  if (s.cagr === null)
    return lang === 'fr'
      ? `De ${from} à ${to}, ${who} est ${INDICATOR_WORDS[i].feminineFr ? 'passée' : 'passé'} de ${short(i, first, lang)} à ${short(i, last, lang)} ; un taux de croissance annuel composé ne se calcule pas entre ces valeurs.`
      : `From ${from} to ${to}, ${who} went from ${short(i, first, lang)} to ${short(i, last, lang)}; a compound annual growth rate cannot be computed between these values.`
  const rate = percent(s.cagr, lang)
  const ofWho = ofLabelFr(who)
  return lang === 'fr'
    ? `De ${from} à ${to}, le taux de croissance annuel composé ${ofWho} était de ${rate} par an (de ${short(i, first, lang)} à ${short(i, last, lang)}).`
    : `From ${from} to ${to}, the compound annual growth rate of ${who} was ${rate} a year (from ${short(i, first, lang)} to ${short(i, last, lang)}).`
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
  // "les États-Unis ont connu", "le Japon et l'Inde ont connu": the verb agrees with the names.
  const hadFr = tied.length > 1 || COUNTRY_FORMS[tied[0]!]!.frPlural ? 'ont connu' : 'a connu'
  const phrase =
    lang === 'fr'
      ? byPercent
        ? low && !up
          ? `${hadFr} la plus forte baisse en pourcentage`
          : `${hadFr} la plus ${low ? 'faible' : 'forte'} variation en pourcentage`
        : low && !up
          ? `${hadFr} la plus forte baisse`
          : `${hadFr} la plus ${low ? 'faible' : 'forte'} ${up ? 'hausse' : 'variation'}`
      : byPercent
        ? low && !up
          ? 'had the biggest percent fall'
          : `had the ${low ? 'smallest' : 'largest'} percent change`
        : low && !up
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
  const what = byPercent
    ? lang === 'fr'
      ? 'variation en pourcentage'
      : 'percent change'
    : lang === 'fr'
      ? 'variation absolue'
      : 'absolute change'
  // (The series named in the list's own sentence: beside another part's series, a figure must say which it is.)
  return lang === 'fr'
    ? `${head} De ${r.from_year} à ${r.to_year}, ${what} ${ofLabelFr(label)} par pays : ${each}${missing}.`
    : `${head} From ${r.from_year} to ${r.to_year}, ${what} in ${label} by country: ${each}${missing}.`
}

/** Everything read off one year's ranking: extremes, places, the top N, a country's rank, the average. */
function rankingSentence(part: Part, r: Results, lang: Language): Said {
  const i = part.indicator
  const found = r.ranks(i)
  const focus = part.countries
  const asked =
    part.time.kind === 'year' ? found.find((x) => x.year === (part.time as { year: number }).year) : undefined
  const usable = (x: RankResult) =>
    x.ranking.length > 0 &&
    focus.every((c) => x.ranking.some(([, country]) => country === c)) &&
    (part.shape !== 'average' || x.average !== null) &&
    (part.shape !== 'median' || x.median !== null)
  const first = asked && usable(asked) ? asked : found.find(usable)
  if (!first) return { missing: missingSentence(part, focus, r.latestYear, lang) }
  const sentence = (x: RankResult) => rankSentence(part, x, lang)
  const extremes = ['extreme', 'place', 'top', 'ranking', 'among']
  // The latest year before the one shown whose ranking has every country: offered beside a year that lacks some.
  const complete = (before: number) =>
    found.find((x) => x.no_value.length === 0 && x.ranking.length > 0 && x.year < before)
  const allEight = (year: number) =>
    lang === 'fr'
      ? `dernière année avec une valeur pour les huit pays : ${year}.`
      : `the latest year with values for all eight countries is ${year}.`
  if (asked && !usable(asked)) {
    // No value at all in the year asked: the latest year that has them all, as a single country's lookup would.
    const latest = extremes.includes(part.shape) ? complete(asked.year) : undefined
    if (!latest) return { missing: missingSentence(part, focus, first.year, lang) }
    const none =
      lang === 'fr'
        ? `Aucune valeur n'est publiée pour ${INDICATOR_WORDS[i].labelFr} en ${asked.year} ; ${allEight(latest.year)}`
        : `No value is published for ${INDICATOR_WORDS[i].labelEn} in ${asked.year}; ${allEight(latest.year)}`
    return { missing: `${none} ${sentence(latest)}` }
  }
  const earlier = first.no_value.length > 0 && extremes.includes(part.shape) ? complete(first.year) : undefined
  if (earlier) return { text: `${sentence(first)} ${capitalise(allEight(earlier.year))} ${sentence(earlier)}` }
  return { text: sentence(first) }
}

/** The countries a ranking has no value for, said after it: " (no value: Nigeria)"; nothing when it has them all. */
function noValueNote(codes: readonly string[], lang: Language): string {
  if (codes.length === 0) return ''
  const names = codes.map((c) => countryName(c, lang)).join(', ')
  return lang === 'fr' ? ` (sans valeur : ${names})` : ` (no value: ${names})`
}

function rankSentence(part: Part, r: RankResult, lang: Language): string {
  const i = part.indicator
  const words = INDICATOR_WORDS[i]
  const label = lang === 'fr' ? words.labelFr : words.labelEn
  const missing = noValueNote(r.no_value, lang)
  const list = (rows: RankResult['ranking']) =>
    rows.map((e) => `${e[0]}. ${countryName(e[1], lang)} ${short(i, e[2], lang)}`).join(SEMICOLON[lang])
  switch (part.shape) {
    case 'median': {
      const median = valueWithUnit(i, r.median!, lang)
      return lang === 'fr'
        ? `En ${r.year}, la médiane des ${r.average_of} pays du jeu de données ayant une valeur pour ${words.labelFr} était de ${median}.`
        : `In ${r.year}, the median ${words.labelEn} of the ${r.average_of} countries in the data with a value was ${median}.`
    }
    case 'average':
    case 'versus_average': {
      const average = valueWithUnit(i, r.average!, lang)
      const all =
        lang === 'fr'
          ? `la moyenne des ${r.average_of} pays du jeu de données ayant une valeur pour ${words.labelFr} était de ${average}`
          : `the average ${words.labelEn} of the ${r.average_of} countries in the data with a value was ${average}`
      if (part.shape === 'average') return lang === 'fr' ? `En ${r.year}, ${all}.` : `In ${r.year}, ${all}.`
      const c = part.countries[0]!
      const entry = r.ranking.find((e) => e[1] === c)!
      const above = entry[2] > r.average!
      const text =
        lang === 'fr'
          ? `En ${r.year}, ${subject(i, c, lang)} était de ${valueWithUnit(i, entry[2], lang)}, ${above ? 'au-dessus' : 'en dessous'} de la moyenne des ${r.average_of} pays du jeu de données (${average}).`
          : `In ${r.year}, ${subject(i, c, lang)} was ${valueWithUnit(i, entry[2], lang)}, ${above ? 'above' : 'below'} the average of the ${r.average_of} countries in the data (${average}).`
      return part.polar && part.direction ? verdict(above === (part.direction === 'up'), text, lang) : text
    }
    case 'rank_of': {
      const c = part.countries[0]!
      const entry = r.ranking.find((e) => e[1] === c)!
      const value = short(i, entry[2], lang)
      const count = r.ranking.length
      const tied =
        r.ranking.filter((e) => e[0] === entry[0]).length > 1 ? (lang === 'fr' ? ' (ex aequo)' : ' (tied)') : ''
      const text =
        lang === 'fr'
          ? `En ${r.year}, ${COUNTRY_FORMS[c]!.fr} se ${COUNTRY_FORMS[c]!.frPlural ? 'classaient' : 'classait'} ${ordinal(entry[0], lang)}${tied} des ${count} pays du jeu de données pour ${label}, avec ${value}${missing}.`
          : `In ${r.year}, ${COUNTRY_FORMS[c]!.en} ranked ${ordinal(entry[0], lang)}${tied} of the ${count} countries in the data on ${label}, with ${value}${missing}.`
      if ((part.place === undefined && part.top === undefined) || !part.polar) return text
      const place = part.order === 'lowest' ? count - entry[0] + 1 : entry[0]
      // "Is Brazil in the top 3": within the first N places; else at the place asked.
      return verdict(part.top !== undefined ? place <= part.top : place === part.place, text, lang)
    }
    case 'ranking': {
      // "Lowest first": the same places, listed from the last (8. Nigeria first); a place is always counted from the top.
      const low = part.order === 'lowest'
      const rows = low ? [...r.ranking].reverse() : r.ranking
      const first = low ? (lang === 'fr' ? ', du plus faible au plus élevé' : ', lowest first') : ''
      return lang === 'fr'
        ? `Classement des pays du jeu de données selon ${label} en ${r.year}${first} : ${list(rows)}${missing}.`
        : `Ranking of the countries in the data by ${label} in ${r.year}${first}: ${list(rows)}${missing}.`
    }
    case 'top': {
      const n = Math.min(part.top ?? 3, r.ranking.length)
      // "The top 1" is the highest: said as one value, never "the one highest values".
      if (n === 1) return rankSentence({ ...part, shape: 'extreme' }, r, lang)
      const rows = part.order === 'lowest' ? r.ranking.slice(-n).reverse() : r.ranking.slice(0, n)
      const many = COUNT_WORDS[lang][n - 1] ?? String(n)
      const listed = rows.map((e) => `${countryName(e[1], lang)} ${short(i, e[2], lang)}`).join(SEMICOLON[lang])
      return lang === 'fr'
        ? `En ${r.year}, les ${many} valeurs les plus ${part.order === 'lowest' ? 'faibles' : 'élevées'} pour ${label} parmi les pays du jeu de données : ${listed}${missing}.`
        : `In ${r.year}, the ${many} ${part.order === 'lowest' ? 'lowest' : 'highest'} values of ${label} among the countries in the data: ${listed}${missing}.`
    }
    case 'among': {
      const subset = part.countries
      const entries = r.ranking.filter((e) => subset.includes(e[1] as CountryCode))
      const listed = join(
        subset.map((c) => nameOf(c, lang)),
        lang,
      )
      const values = entries.map((e) => `${countryName(e[1], lang)} ${short(i, e[2], lang)}`).join(SEMICOLON[lang])
      if (!part.order)
        return lang === 'fr'
          ? `En ${r.year}, ${label} pour ${listed}, du plus élevé au plus faible : ${values}.`
          : `In ${r.year}, ${label} for ${listed}, in descending order: ${values}.`
      const edge = part.order === 'highest' ? entries[0]! : entries.at(-1)!
      return lang === 'fr'
        ? `Parmi ${listed}, la valeur la plus ${part.order === 'highest' ? 'élevée' : 'faible'} pour ${label} en ${r.year} est celle ${COUNTRY_FORMS[edge[1]]!.frOf} (${values}).`
        : `Among ${listed}, the ${part.order} ${label} in ${r.year} was that of ${nameOf(edge[1], lang)} (${values}).`
    }
    case 'extreme':
    case 'place':
    default: {
      const order = part.order ?? 'highest'
      const place = part.shape === 'place' ? (part.place ?? 1) : 1
      // Every country that shares the value at that place is named: four countries at 100 % are all "highest".
      const at = order === 'highest' ? r.ranking[place - 1] : r.ranking[r.ranking.length - place]
      if (!at) return rankSentence({ ...part, shape: 'ranking' }, r, lang)
      const names = r.ranking.filter((e) => e[2] === at[2]).map((e) => e[1])
      // A tie across that place ("the second highest" when four share the top): the whole ranking shows who stands where.
      if (place > 1 && names.length > 1) return rankSentence({ ...part, shape: 'ranking' }, r, lang)
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
  }
}

/**
 * "India's annual GDP growth rate in 2023": the percent change into that year from the year before (or between the
 * two years asked), said as such, with both values; asked against a figure of the question's own, its verdict.
 */
function rateSentence(part: Part, r: ChangeResult, latestNote: string, lang: Language): string {
  const i = part.indicator
  const [[from, a], [to, b]] = [r.from, r.to]
  const who = subject(i, r.country, lang)
  const pct = percent(r.percent_change, lang)
  const oneYear = to - from === 1
  // (French "croissance" is a claim of a rise: the rate is said as a "taux de variation", whatever its sign.)
  const ofWho = who
    .replace(/^le /, 'du ')
    .replace(/^les /, 'des ')
    .replace(/^(?!du |des )/, 'de ')
  const text =
    lang === 'fr'
      ? oneYear
        ? `en ${to}${latestNote}, le taux de variation annuel ${ofWho} (son évolution en pourcentage depuis ${from}) était de ${pct} : de ${short(i, a, lang)} en ${from} à ${short(i, b, lang)} en ${to}.`
        : `de ${from} à ${to}${latestNote}, le taux de variation ${ofWho} (son évolution en pourcentage sur la période) était de ${pct} : de ${short(i, a, lang)} en ${from} à ${short(i, b, lang)} en ${to}.`
      : oneYear
        ? `in ${to}${latestNote}, the annual growth rate of ${who} (its percent change from ${from}) was ${pct}: from ${short(i, a, lang)} in ${from} to ${short(i, b, lang)} in ${to}.`
        : `from ${from} to ${to}${latestNote}, the growth rate of ${who} (its percent change over the span) was ${pct}: from ${short(i, a, lang)} in ${from} to ${short(i, b, lang)} in ${to}.`
  if (!part.figure) return capitalise(text)
  const holds = changeFigureHolds(part, { percent: r.percent_change, difference: r.difference })
  return holds === null ? capitalise(text) : verdict(holds, text, lang)
}

/**
 * "And by how much?" of a ranking's end: the country next to it, its place (counted from the top, as every place is
 * said), its value, and the margin between the two, from the tool's comparison of them.
 */
function leadSentence(part: Part, c: CompareResult, ranks: RankResult, lang: Language): string {
  const i = part.indicator
  const [end, next] = [c.country, c.other_country]
  const place = ranks.ranking.find((e) => e[1] === next[0])?.[0] ?? 2
  const nth = PLACE_WORDS[lang][place - 1]!
  const gap =
    INDICATOR_WORDS[i].kind === 'percent'
      ? `${formatUpTo(Math.abs(c.difference), 2, lang)} ${lang === 'fr' ? 'points de pourcentage' : 'percentage points'}`
      : INDICATOR_WORDS[i].kind === 'years'
        ? `${formatUpTo(Math.abs(c.difference), 2, lang)} ${unitLabel(i, lang)}`
        : short(i, Math.abs(c.difference), lang)
  const below = next[1] < end[1]
  const classed = COUNTRY_FORMS[next[0]]!.frPlural ? 'se classaient' : 'se classait'
  return lang === 'fr'
    ? `En ${c.year}, ${nameOf(next[0], lang)} ${classed} ${nth} des pays du jeu de données, avec ${short(i, next[1], lang)}, soit ${gap} de ${below ? 'moins' : 'plus'} que ${nameOf(end[0], lang)}.`
    : `In ${c.year}, ${nameOf(next[0], lang)} ranked ${nth} of the countries in the data, with ${short(i, next[1], lang)}, ${gap} ${below ? 'less' : 'more'} than ${nameOf(end[0], lang)}.`
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
