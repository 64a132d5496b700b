// Gate 2: every figure in an answer must be a fact the application gave the model (a tool result or a data row, never
// the question or the rules), shown rounded or with digits dropped at the precision it shows, shown as what it is (a
// percent change as a percent, a rank as a rank...), and bound to the country, indicator and year(s) that its sentence
// names; when the whole answer names only one country (or indicator, or year), that one holds for every sentence.
// Each accepted figure is cited; each refused one gets a problem that a desk editor can read.
import { MAX_ANSWER_CHARS, type Answer } from '../llm/answer.js'
import { mentionsIn } from '../lexicon/mentions.js'
import { NUMBER_WORDS } from '../lexicon/question-words.js'
import { COUNTRY_FORMS, indicatorLabel, possessive } from '../lexicon/names.js'
import { asciiDigitsInPlace, foldWords, hasOtherDigits } from '../text/normalise.js'
import { detectLanguage, type Language } from '../text/language.js'
import { matchesValue, readNumbers, scaleWordsWithoutDigits, type ShownNumber } from '../text/numbers.js'
import { rememberedLast } from '../text/remembered.js'
import { splitClauses, splitSentences } from '../text/sentences.js'
import { Type, type Static } from '@sinclair/typebox'
import { stringEnum } from '../json-schema.js'
import { FACT_KINDS, type Fact, type FactKind } from '../tools/facts.js'
import { isShare } from '../tools/toolbox.js'
import type { Problem, ProblemCode } from '../problem.js'

/** One figure shown in an answer and the fact it stands for. */
export const CitationSchema = Type.Object({
  text: Type.String({ description: 'The figure as the answer shows it: "41.3 million".' }),
  value: Type.Number({ description: "The fact's exact value: 41262329." }),
  kind: stringEnum(FACT_KINDS),
  country_codes: Type.Array(Type.String()),
  indicator_code: Type.String(),
  years: Type.Array(Type.Integer()),
  tool_call: Type.Integer({ description: 'The tool call it came from: its number in the trace.' }),
})
export type Citation = Static<typeof CitationSchema>

/** One line a journalist can check: "41.3 million = CAN SP.POP.TOTL 2024 (value, tool call 1)". */
export function citationText(c: Citation): string {
  const who = c.country_codes.length > 0 ? c.country_codes.join('/') : 'the countries with a value'
  return `${c.text} = ${who} ${c.indicator_code} ${c.years.join('-')} (${c.kind.replace('_', ' ')}, tool call ${c.tool_call})`
}

export interface Evidence {
  facts: readonly Fact[]
  /** Years an answer may name: those of the application's results, the question's, and the snapshot's first and last. */
  years: ReadonlySet<number>
  question: string
  rules: string
  snapshotDate: string
}

/** Years an answer may name: those of the application's results, the question's, and the snapshot's first and last. */
export function allowedYears(resultYears: Iterable<number>, question: string, snapshotYears: readonly number[]) {
  const asked = readNumbers(question, detectLanguage(question))
    .filter((n) => n.kind === 'year')
    .map((n) => n.shown)
  // A question that asks beyond the data may be told where the data stops: "1960 to 1999 cannot be given".
  const [first, last] = [Math.min(...snapshotYears), Math.max(...snapshotYears)]
  const edges = [
    ...(asked.some((y) => y < first) ? [first - 1] : []),
    ...(asked.some((y) => y > last) ? [last + 1] : []),
  ]
  return new Set([...resultYears, ...asked, ...snapshotYears, ...edges])
}

/** "in millions: 2000 30.7, 2001 31.0", "(en milliards)": a scale word as a heading, for the bare figures after it. */
const HEADING_SCALE =
  /(?<![\p{L}\p{N}])(?:in|en) (thousands|milliers|millions|milliards|billions|trillions)(?=\s*[:),;]|\s*$)/giu
const headingScale = (word: string, language: Language) =>
  ({ thousands: 1e3, milliers: 1e3, millions: 1e6, milliards: 1e9, trillions: 1e12 })[word.toLowerCase()] ??
  (language === 'fr' ? 1e12 : 1e9)

/** The figures of a text, each bare one after a heading scale word of its sentence read at that scale. */
function withHeadings(text: string, language: Language, numbers: ShownNumber[]) {
  const headings = [...text.matchAll(HEADING_SCALE)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    scale: headingScale(m[1]!, language),
  }))
  if (headings.length === 0) return { numbers, headings }
  const sentences = splitSentences(text)
  const sentenceOf = (at: number) => sentences.findIndex((s) => at >= s.start && at < s.end)
  return {
    headings,
    numbers: numbers.map((n) => {
      if (n.kind !== 'number' || n.scale !== 1 || n.unit !== 'plain') return n
      const heading = headings.filter((h) => h.end <= n.start && sentenceOf(h.start) === sentenceOf(n.start)).at(-1)
      return heading ? { ...n, scale: heading.scale, value: n.shown * heading.scale } : n
    }),
  }
}

export interface FiguresCheck {
  problems: Problem[]
  citations: Citation[]
}

/** A sum of several countries said of a clause ("combined", "au total"): its figure must be a total, not one's value. */
const SUM_WORDS =
  / (?:combined|together|altogether|in all|summed|added up|cumulative|cumule|cumulee|cumules|cumulees|ensemble|en tout|au total|additionnes|additionnees) /
/** Which side of a figure a count is said of: "more than 90%", "au-dessus de", "under", "moins de". */
const ABOVE_WORDS =
  / (?:more than|above|over|higher than|greater than|exceeded|exceeding|at least|plus de|plus d|au dessus|superieur|superieure|superieurs|superieures|depassaient|depassait) /
/** A count said of those at a figure and above: "at least", "at 100%", "au moins", "à 100 %". */
const AT_WORDS = / (?:at least|at or above|at \d+|au moins|a \d+)(?=[ %])/
const BELOW_WORDS =
  / (?:less than|fewer than|below|under|lower than|at most|moins de|moins d|en dessous|inferieur|inferieure|inferieurs|inferieures) /

/** Words that show what kind of figure a sentence gives (normalised text). */
const SIGNAL: Partial<Record<FactKind, RegExp>> = {
  average: / (?:average|averages|averaged|mean|moyenne|moyennes|moyen|moyens) /,
  rank: / (?:rank|ranks|ranked|ranking|place|placed|position|rang|classe|classee|classait|classaient|classement|se classe) /,
  count: / (?:countries|country|pays|nations) /,
  median: / (?:median|medians|mediane|medianes|median value) /,
  total:
    / (?:total|totals|totale|totales|totaux|combined|together|altogether|in all|sum|summed|added up|cumulative|cumule|cumulee|cumules|ensemble|en tout|au total|additionnes|additionnees) /,
  cagr: / (?:a year|per year|annual|annually|annualised|annualized|compound|cagr|par an|annuel|annuelle|annuels|composee|compose) /,
  ratio: / (?:ratio|times|fois|multiple|as large|as big|as high|the size) /,
  difference:
    / (?:difference|differ|differed|more|less|fewer|higher|lower|larger|smaller|bigger|greater|gap|ahead|behind|above|below|increase|increased|decrease|decreased|rose|rise|risen|grew|grow|grown|growth|gain|gained|fell|fall|fallen|drop|dropped|decline|declined|shrank|up|down|change|changed|ecart|plus|moins|hausse|baisse|augmente|augmentation|diminue|diminution|progresse|progression|recul|recule|superieur|superieure|inferieur|inferieure|variation|evolution|depasse|devance|exceed|exceeds|exceeded|surpass|surpassed|surpasses|outnumber|outnumbered|outnumbers|margin|excede|excedait) /,
}
const UP =
  / (?:rose|rise|risen|rising|grew|grow|grown|growing|growth|increase|increased|increases|increasing|up|gain|gained|gains|climbed|jumped|hausse|augmente|augmentation|augmentait|progresse|progression|croissance|accru|accrue) /
const DOWN =
  / (?:fell|fall|fallen|falling|decline|declined|declines|declining|decrease|decreased|decreases|decreasing|drop|dropped|down|shrank|shrunk|shrink|lost|loss|baisse|diminue|diminution|recul|recule|chute|contraction|repli) /

type Dimension = 'kind' | 'direction' | 'indicator' | 'country' | 'year'
const DIMENSIONS: Dimension[] = ['kind', 'direction', 'indicator', 'country', 'year']

interface Context {
  countries: ReadonlySet<string>
  indicators: ReadonlySet<string>
  years: ReadonlySet<number>
  /** The sentence, normalised, for the signal words. */
  words: string
  /**
   * What the figure's own clause names, when it names something: "208.7 million in 2018, 207.5 million in 2019" binds
   * each figure to its own year, and "Nigeria's was 1.44 billion and India's 227.9 million" each to its own country.
   */
  clause: Mentions
  /** The figure's own clause, normalised, for the words that say what it is of ("combined"). */
  clauseWords?: string
}

type Mentions = Pick<Context, 'countries' | 'indicators' | 'years'>

const NOTHING: Mentions = { countries: new Set(), indicators: new Set(), years: new Set() }

const countryList = (codes: Iterable<string>) => [...codes].map((c) => COUNTRY_FORMS[c]?.en ?? c).join(' and ')

/** What a fact is, in words a desk editor reads: "Canada's population in 2024". */
export function describeFact(f: Fact): string {
  const label = indicatorLabel(f.indicator)
  const [c1 = '', c2 = ''] = f.countries
  const [y1, y2] = f.years
  switch (f.kind) {
    case 'value':
      return `${possessive(c1)} ${label} in ${y1}`
    case 'difference':
      return f.countries.length === 2
        ? `the difference in ${label} between ${countryList([c1])} and ${countryList([c2])} in ${y1}`
        : `the change in ${possessive(c1)} ${label} from ${y1} to ${y2}${f.unit === 'percentage points' ? ' in percentage points' : ''}`
    case 'percent_change':
      return `the percent change in ${possessive(c1)} ${label} from ${y1} to ${y2}`
    case 'ratio':
      return f.countries.length === 1
        ? `${possessive(c1)} ${label} in ${y2} over its value in ${y1}`
        : `the ratio of ${possessive(c1)} ${label} to ${possessive(c2)} in ${y1}`
    case 'average':
      return `the average ${label} of the countries with a value in ${y1}`
    case 'rank':
      return `${possessive(c1)} rank on ${label} in ${y1}`
    case 'count':
      return `the number of countries with a value for ${label} in ${y1}`
    case 'median':
      return `the median ${label} of the countries with a value in ${y1}`
    case 'total':
      return f.countries.length > 0
        ? `the total ${label} of ${countryList(f.countries)} in ${y1}`
        : `the total ${label} of the eight countries in ${y1}`
    case 'share':
      return `the share of ${countryList(f.countries)} in the eight countries' total ${label} in ${y1}`
    case 'threshold':
      return `the figure the countries' ${label} in ${y1} was split by`
    case 'count_above':
      return `the number of countries above that figure for ${label} in ${y1}`
    case 'count_below':
      return `the number of countries below that figure for ${label} in ${y1}`
    case 'count_at_least':
      return `the number of countries at or above that figure for ${label} in ${y1}`
    case 'cagr':
      return `the compound annual growth rate of ${possessive(c1)} ${label} from ${y1} to ${y2}`
  }
}

/** Why `n` cannot be `f` as shown, or null: a percent change must show "%", a rank must read as a rank... */
function kindProblem(n: ShownNumber, f: Fact, words: string, clauseWords = words): string | null {
  const share = isShare(f.unit)
  const asValue = n.unit === 'plain' || (n.unit === 'percent' && share && n.scale === 1)
  const signalled = (kind: FactKind) => SIGNAL[kind]!.test(words)
  switch (f.kind) {
    case 'percent_change':
      return n.unit === 'percent' ? null : 'a percent change must be shown as a percent'
    case 'ratio':
      return n.unit === 'times' || (n.unit === 'plain' && n.scale === 1 && signalled('ratio'))
        ? null
        : 'a ratio must be shown as "times" (or named as a ratio)'
    case 'rank':
      return n.unit === 'ordinal' || (n.unit === 'plain' && n.scale === 1 && signalled('rank'))
        ? null
        : 'a rank must be shown as a rank'
    case 'count':
      return n.unit === 'plain' && n.scale === 1 && signalled('count') ? null : 'it is a number of countries'
    case 'count_above':
    case 'count_below':
    case 'count_at_least': {
      if (!(n.unit === 'plain' && n.scale === 1 && signalled('count'))) return 'it is a number of countries'
      // "5 of the 8 were above 90%": the count of the side its clause names (either, when it names none or both);
      // those at or above it, only where the clause says so ("at least", "at 100%").
      const [above, below] = [ABOVE_WORDS.test(clauseWords), BELOW_WORDS.test(clauseWords)]
      if (f.kind === 'count_at_least') return AT_WORDS.test(clauseWords) ? null : 'it counts those at the figure too'
      if (f.kind === 'count_above' && below && !above) return 'it is the number of countries above the figure'
      if (f.kind === 'count_below' && above && !below) return 'it is the number of countries below the figure'
      return null
    }
    case 'median':
      return asValue && signalled('median') ? null : 'a median must be named as a median'
    case 'total':
      return asValue && signalled('total') ? null : 'a total must be named as a total ("combined", "in all")'
    case 'threshold':
      return asValue ? null : `it is not shown as a ${n.unit} figure`
    case 'share':
      return n.unit === 'percent' ? null : 'a share must be shown as a percent'
    case 'cagr':
      return n.unit === 'percent' && signalled('cagr') ? null : 'a growth rate must be a percent a year'
    case 'average':
      return asValue && signalled('average') ? null : 'an average must be named as an average'
    case 'value':
      if (!asValue) return n.unit === 'percent' ? 'it is not a percent' : `it is not shown as a ${n.unit} figure`
      // "Their combined population was 41 million": a sum is said of it, so one country's value is not it.
      return SUM_WORDS.test(clauseWords) ? "a total is said of it, and it is one country's value" : null
    case 'difference':
      if (f.unit === 'percentage points' && n.unit === 'percent') return 'it is in percentage points, not a percent'
      if (!(n.unit === 'plain' || (n.unit === 'points' && f.unit === 'percentage points'))) {
        return `it is not shown as a ${n.unit} figure`
      }
      return signalled('difference') ? null : 'a difference must be named as a difference'
  }
}

/** A change has a direction: an explicit sign must be its sign, and a sentence that only rises (or falls) must agree. */
function directionProblem(n: ShownNumber, f: Fact, words: string): string | null {
  const isChange = (f.kind === 'difference' || f.kind === 'percent_change') && f.years.length === 2
  if (!isChange || f.value === 0) return null
  const fell = f.value < 0
  if (n.sign !== '') return (n.sign === '-') === fell ? null : `it is a ${fell ? 'fall' : 'rise'}, shown as ${n.sign}`
  const up = UP.test(words)
  const down = DOWN.test(words)
  if (up && !down && fell) return 'it is a fall; the sentence says it rose'
  if (down && !up && !fell) return 'it is a rise; the sentence says it fell'
  return null
}

/** Why a figure is not this fact, dimension by dimension; `none` when the sentence names nothing of that kind. */
type Failures = Partial<Record<Dimension, { detail: string; none: boolean }>>

function failures(n: ShownNumber, f: Fact, ctx: Context): Failures {
  const out: Failures = {}
  const kind = kindProblem(n, f, ctx.words, ctx.clauseWords)
  if (kind) out.kind = { detail: kind, none: false }
  const direction = directionProblem(n, f, ctx.words)
  if (direction) out.direction = { detail: direction, none: false }
  // (A clause may name what its sentence does not: "Canada had 41,262,329 people and a GDP of 2.27 trillion" names the
  // population in its first clause, although "people" alone does not name it beside GDP.)
  if (!ctx.indicators.has(f.indicator) && !ctx.clause.indicators.has(f.indicator)) {
    const none = ctx.indicators.size === 0
    const named = [...ctx.indicators].map(indicatorLabel).join(' and ')
    out.indicator = { detail: none ? 'the sentence names no indicator' : `the sentence names ${named}`, none }
  }
  if (f.countries.some((c) => !ctx.countries.has(c))) {
    const none = ctx.countries.size === 0
    out.country = {
      detail: none ? 'the sentence names no country' : `the sentence names ${countryList(ctx.countries)}`,
      none,
    }
  }
  if (f.years.some((y) => !ctx.years.has(y))) {
    const none = ctx.years.size === 0
    out.year = { detail: none ? 'the answer names no year' : `the sentence says ${[...ctx.years].join(' and ')}`, none }
  }
  // Within the sentence, the clause: what it names, the fact must share.
  const { clause } = ctx
  if (!out.indicator && clause.indicators.size > 0 && !clause.indicators.has(f.indicator)) {
    out.indicator = {
      detail: `its clause names ${[...clause.indicators].map(indicatorLabel).join(' and ')}`,
      none: false,
    }
  }
  if (!out.country && clause.countries.size > 0 && f.countries.length > 0) {
    if (!f.countries.some((c) => clause.countries.has(c))) {
      out.country = { detail: `its clause names ${countryList(clause.countries)}`, none: false }
    }
  }
  if (!out.year && clause.years.size > 0 && f.years.length > 0 && !f.years.some((y) => clause.years.has(y))) {
    out.year = { detail: `its clause says ${[...clause.years].join(' and ')}`, none: false }
  }
  return out
}

const CODES: Record<Dimension, [named: ProblemCode, none: ProblemCode]> = {
  kind: ['wrong_kind', 'wrong_kind'],
  direction: ['wrong_direction', 'wrong_direction'],
  indicator: ['wrong_indicator', 'no_indicator'],
  country: ['wrong_country', 'no_country'],
  year: ['wrong_year', 'no_year'],
}

/** Binds one figure: its citation, or the problem of the candidate fact that came closest. */
function bind(
  n: ShownNumber,
  ctx: Context,
  evidence: Evidence,
  given: Given,
  prefer?: ReadonlySet<number>,
): Citation | Problem {
  const figure = { text: n.text, start: n.start, end: n.end }
  const within = (f: Fact) => prefer !== undefined && prefer.size > 0 && f.years.every((y) => prefer.has(y))
  const matching = evidence.facts.filter((f) => matchesValue(n, f.value))
  const candidates = [...matching.filter(within), ...matching.filter((f) => !within(f))]
  if (candidates.length === 0) {
    if (!n.readable) return { code: 'unreadable_number', detail: `"${n.text}" cannot be read as one number`, figure }
    if (given.question.some((q) => matchesValue(n, q))) {
      return {
        code: 'number_from_question',
        detail: `${n.text} appears in the question, not in any data the application gave`,
        figure,
      }
    }
    if (given.rules.some((r) => matchesValue(n, r))) {
      return { code: 'number_from_rules', detail: `${n.text} appears only in the rules, not in the data`, figure }
    }
    return {
      code: 'unsupported_number',
      detail: `${n.text} is not a value the application gave, nor one rounded or with digits dropped`,
      figure,
    }
  }
  let best: { fact: Fact; failed: Failures } | null = null
  for (const fact of candidates) {
    const failed = failures(n, fact, ctx)
    if (Object.keys(failed).length === 0) {
      return {
        text: n.text,
        value: fact.value,
        kind: fact.kind,
        country_codes: fact.countries,
        indicator_code: fact.indicator,
        years: fact.years,
        tool_call: fact.call,
      }
    }
    if (!best || Object.keys(failed).length < Object.keys(best.failed).length) best = { fact, failed }
  }
  const dimension = DIMENSIONS.find((d) => best!.failed[d] !== undefined)!
  const { detail, none } = best!.failed[dimension]!
  return { code: CODES[dimension][none ? 1 : 0], detail: `${n.text} is ${describeFact(best!.fact)}; ${detail}`, figure }
}

interface Given {
  question: number[]
  rules: number[]
}

const figuresOf = (text: string, language: Language) => readNumbers(text, language).filter((n) => n.kind === 'number')
/** The figures of the rules a model is given: the same text for every question of a design, read once. */
const figuresOfRules = rememberedLast((rules: string) => figuresOf(rules, 'en').map((n) => n.value))

export function checkFigures(answer: Answer, evidence: Evidence): FiguresCheck {
  // Digits of any script are read as their value, in their place (text/normalise.ts): a figure written "٢٠٠٠" is
  // checked like 2000, never passed over as no figure at all.
  const text = asciiDigitsInPlace(answer.answer.trim())
  if (text === '') return { problems: [{ code: 'empty_answer', detail: 'the answer is empty' }], citations: [] }
  const problems: Problem[] = []
  const citations: Citation[] = []
  // (A digit no single character can stand for, such as a mathematical bold digit, has no safe place to read.)
  if (hasOtherDigits(text))
    problems.push({
      code: 'unreadable_number',
      detail: 'the answer writes digits that cannot be read in place (write them as 0-9)',
    })
  if (text.length > MAX_ANSWER_CHARS) {
    problems.push({ code: 'answer_too_long', detail: `${text.length} characters (at most ${MAX_ANSWER_CHARS})` })
  }
  const language = detectLanguage(text)
  const given: Given = {
    question: figuresOf(evidence.question, detectLanguage(evidence.question)).map((n) => n.value),
    rules: figuresOfRules(evidence.rules),
  }
  const { numbers, headings } = withHeadings(text, language, readNumbers(text, language))
  const whole = mentionsIn(text, language)
  const sentences = splitSentences(text).map((s) => {
    const own = mentionsIn(s.text, language)
    const pick = <T>(mine: Set<T>, all: Set<T>): Set<T> => (mine.size > 0 ? mine : all.size === 1 ? all : new Set())
    const context: Omit<Context, 'clause'> = {
      countries: pick(own.countries, whole.countries),
      indicators: pick<string>(own.indicators, whole.indicators),
      years: pick(own.years, whole.years),
      words: foldWords(s.text),
    }
    // (A clause that is the whole sentence names what the sentence names.)
    const clauses = splitClauses(s, numbers).map((c) => ({
      ...c,
      named: c.text === s.text ? own : mentionsIn(c.text, language),
    }))
    // ("In 2008, … 100%, the same as …; in 2011, … 100% …": a figure of a part after a semicolon that names its own
    // years is bound first to a fact of those years, as in a sentence of its own, where several facts share its value.)
    let at = 0
    const parts = (s.text.includes(';') ? s.text.split(';') : [s.text]).map((text) => {
      const years = text === s.text ? own.years : mentionsIn(text, language).years
      const part = { start: s.start + at, end: s.start + at + text.length, years }
      at += text.length + 1
      return part
    })
    return { ...s, context, clauses, parts }
  })

  // A decline quoting the question's own words ("the 8 countries") asserts no figure: a digit in the quotation is the
  // question's, named as words that could not be placed, never a figure given as the data's.
  const declinedQuotes = answer.status === 'cannot_answer' ? quotationsOf(text, evidence.question) : []
  for (const n of numbers) {
    if (declinedQuotes.some((q) => n.start >= q.start && n.end <= q.end)) continue
    const figure = { text: n.text, start: n.start, end: n.end }
    if (n.kind === 'year') {
      if (!evidence.years.has(n.shown)) {
        problems.push({
          code: 'unsupported_year',
          detail: `${n.text} is not a year of the data given, of the question or of the snapshot's range`,
          figure,
        })
      }
      continue
    }
    if (n.kind === 'date') {
      if (n.text !== evidence.snapshotDate) {
        problems.push({ code: 'unsupported_number', detail: `${n.text} is not the snapshot's date`, figure })
      }
      continue
    }
    const sentence = sentences.find((s) => n.start >= s.start && n.start < s.end) ?? sentences.at(-1)!
    const clause = sentence.clauses.find((c) => n.start >= c.start && n.start < c.end)
    const clauseWords = clause ? foldWords(clause.text) : sentence.context.words
    const part = sentence.parts.find((p) => n.start >= p.start && n.start < p.end)
    const context = { ...sentence.context, clause: clause?.named ?? NOTHING, clauseWords }
    const bound = bind(n, context, evidence, given, part?.years)
    if ('code' in bound) problems.push(bound)
    else citations.push(bound)
  }
  for (const count of countsInWords(text)) {
    // "Six of the eight had more than 100 million people": a count in words is a figure too, of the side it names.
    const sentence = sentences.find((s) => count.start >= s.start && count.start < s.end) ?? sentences.at(-1)!
    const words = sentence.context.words
    const [above, below, at] = [ABOVE_WORDS.test(words), BELOW_WORDS.test(words), AT_WORDS.test(words)]
    // ("Canada, one of the eight countries in the data": no condition, no count.)
    if (!above && !below && !at) continue
    const sides: FactKind[] =
      above && !below ? ['count_above'] : below && !above ? ['count_below'] : ['count_above', 'count_below']
    const kinds: FactKind[] = at ? [...sides, 'count_at_least'] : sides
    const held = evidence.facts.some(
      (f) => (kinds.includes(f.kind) || (f.kind === 'count' && count.value === 8)) && f.value === count.value,
    )
    if (!held)
      problems.push({
        code: 'unsupported_number',
        detail: `"${count.text}": no result counts ${count.value} of the eight countries ${kinds.length === 1 ? (above ? 'above' : 'below') + ' the figure' : 'on either side of a figure'}`,
        figure: { text: count.text, start: count.start, end: count.end },
      })
  }
  const quoted = quotationsOf(text, evidence.question)
  for (const { word, start } of scaleWordsWithoutDigits(text, language)) {
    // "The question could not be fully understood ("millions")": the question's own word, quoted, asserts no figure.
    if (quoted.some((q) => start >= q.start && start < q.end)) continue
    // (A heading's scale word is read with the figures after it.)
    if (headings.some((h) => start >= h.start && start < h.end)) continue
    problems.push({
      code: 'number_in_words',
      detail: `"${word}" without digits cannot be checked`,
      figure: { text: word, start, end: start + word.length },
    })
  }
  if (answer.status === 'answered' && citations.length === 0 && problems.length === 0) {
    problems.push({ code: 'no_figure', detail: 'an answer must show at least one figure from the data' })
  }
  return { problems, citations }
}

/**
 * Counts of the eight written in words: "six of the eight", "none of the eight", "cinq des huit": the lexicon's whole
 * numbers up to eight, and the words for none and all.
 */
const COUNT_WORDS: Record<string, number> = {
  ...Object.fromEntries(
    Object.entries(NUMBER_WORDS).filter(
      ([word, n]) => Number.isInteger(n) && n >= 1 && n <= 8 && /^[a-z]+$/.test(word),
    ),
  ),
  none: 0,
  no: 0,
  aucun: 0,
  all: 8,
  tous: 8,
}
const COUNT_OF_EIGHT = new RegExp(
  `\\b(${Object.keys(COUNT_WORDS).join('|')})\\s+(?:of\\s+the|of|des|sur\\s+les|parmi\\s+les)\\s+(?:eight|8|huit)\\b`,
  'giu',
)
/** "The only one above 90 %", "le seul pays au-dessus": a count of one. */
const ONLY_ONE = /\b(?:the only (?:one|country)|le seul pays|la seule|le seul [àa]|seul pays)\b/giu
function countsInWords(text: string): { text: string; value: number; start: number; end: number }[] {
  const found = (m: RegExpMatchArray & { index: number }, value: number) => ({
    text: m[0],
    value,
    start: m.index,
    end: m.index + m[0].length,
  })
  return [
    ...[...text.matchAll(COUNT_OF_EIGHT)].map((m) => found(m, COUNT_WORDS[m[1]!.toLowerCase()]!)),
    ...[...text.matchAll(ONLY_ONE)].map((m) => found(m, 1)),
  ]
}

const QUOTED = /"([^"\n]{1,80})"|“([^”\n]{1,80})”|«\s?([^»\n]{1,80}?)\s?»/g

/** Spans of the answer that quote the question word for word (in quotation marks, any case). */
export function quotationsOf(text: string, question: string): { start: number; end: number }[] {
  const asked = question.toLowerCase()
  return [...text.matchAll(QUOTED)]
    .filter((m) => asked.includes((m[1] ?? m[2] ?? m[3] ?? '').toLowerCase()))
    .map((m) => ({ start: m.index, end: m.index + m[0].length }))
}
