// The reading as JSON: what a language model is asked to write in the read design (its response_format, made from
// this schema), what its reply is checked against, and what every trace shows first (the rules' reading or the
// model's, in the very same form), so that a model's JSON, a test's script and a desk editor's copy read alike.
// Strict the way Structured Outputs wants (every field present, null where a part has none) and terse, since every
// field is sent with every reading request: a part's yes-or-no words, ends and ways are one list of flags.
import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { COUNTRY_CODES, INDICATOR_CODES, type IndicatorCode } from '../lexicon/codes.js'
import { modelJsonSchema } from '../llm/model-schema.js'
import { isShareIndicator } from '../lexicon/names.js'
import { misfitUnit } from './figure-unit.js'
import {
  DECLINE_MEANS,
  DECLINE_REASONS,
  DeclineSchema,
  countsPast,
  literals,
  type DeclineReason,
  MissingSchema,
  QuotedFigureSchema,
  type QuotedFigure,
  SHAPE_IDS,
  type Missing,
  type Part,
  type PartTime,
  type QuestionReading,
  timeYears,
} from './schema.js'
import { SHAPES, type Shape } from './shapes.js'
import { FIELD_READERS, FLAG_READERS, isRankingEnd, readingOf, shapesWhere } from '../shapes/layers/reading.js'

/**
 * A field that may be absent in meaning: null (or [] for a list) when the part has none. Its `default` is what the input
 * check fills in where a reading leaves the field out (readingInput below), so that a reading written for an older
 * schema, before the field was added, is still read; the schema sent to a model leaves `default` out (strict).
 */
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()], { default: null })
const orNone = <T extends Parameters<typeof Type.Array>[0]>(items: T) => Type.Array(items, { default: [] })

/**
 * A part's words that are one of a few: what it asks yes or no (`yes_no`: the part's polar, `negated`), its time (`span`: every year
 * from the first to the second; `since`: to the latest year with a value), its end (`highest`, `lowest`), its way
 * (`up`, `down`, `faster`, `slower`), its target (`double`, `triple`, `halve`, `recover`), and how a figure or a
 * lead is judged (`ever`, `crossed`, `since_when`, `never`, `premise`). See reading/schema.ts for each one's meaning.
 */
export const FLAGS = [
  'yes_no',
  'negated',
  'span',
  'since',
  'highest',
  'lowest',
  'up',
  'down',
  'faster',
  'slower',
  'double',
  'triple',
  'halve',
  'recover',
  'ever',
  'crossed',
  'since_when',
  'never',
  'premise',
  'now',
] as const
export type Flag = (typeof FLAGS)[number]

/** The six series by a name a model and an editor read at once (the codes cost tokens and say less). */
export const INDICATOR_KEYS = {
  'SP.POP.TOTL': 'population',
  'NY.GDP.MKTP.CD': 'gdp',
  'NY.GDP.PCAP.CD': 'gdp_per_capita',
  'SP.DYN.LE00.IN': 'life_expectancy',
  'EG.ELC.ACCS.ZS': 'electricity_access',
  'IT.NET.USER.ZS': 'internet_users',
} as const satisfies Record<IndicatorCode, string>
type IndicatorKey = (typeof INDICATOR_KEYS)[IndicatorCode]
const KEY_LIST = INDICATOR_CODES.map((code) => INDICATOR_KEYS[code])
const codeOf = (key: IndicatorKey): IndicatorCode => INDICATOR_CODES.find((code) => INDICATOR_KEYS[code] === key)!
const IndicatorKeySchema = literals(KEY_LIST)

/**
 * The reasons a reading may give for the whole question: what the data lacks (each worded in the answer), an
 * instruction alone, or `not_understood`: no shape holds it (the rules' finer reasons of that kind, "a comparison
 * needs two countries", are written so on the wire; the question goes to the tools design either way).
 */
export const WIRE_DECLINE_REASONS = [
  ...DECLINE_REASONS.filter((r) => DECLINE_MEANS[r] === 'not_in_data'),
  'instruction',
  'not_understood',
] as const satisfies readonly DeclineReason[]
const wireReason = (reason: DeclineReason): (typeof WIRE_DECLINE_REASONS)[number] =>
  (WIRE_DECLINE_REASONS as readonly DeclineReason[]).includes(reason) ? reason : 'not_understood'

/**
 * What the data lacks, with the words: with no part, why the whole question is declined; beside parts, a place or a
 * series named that the data has no figure for (the answer names it).
 */
export const LackingSchema = Type.Object(
  { reason: literals(WIRE_DECLINE_REASONS), words: DeclineSchema.properties.words },
  { additionalProperties: false },
)
export type Lacking = Static<typeof LackingSchema>
const MISSING_REASONS: readonly string[] = MissingSchema.properties.reason.anyOf.map((l) => l.const)

export const WirePartSchema = Type.Object(
  {
    shape: literals(SHAPE_IDS),
    countries: Type.Array(literals(COUNTRY_CODES)),
    indicator: IndicatorKeySchema,
    /** [] the latest year; [y] one year; several years; with `span`, the two ends. */
    years: Type.Array(Type.Integer()),
    flags: orNone(literals(FLAGS)),
    place: orNull(Type.Integer()),
    top: orNull(Type.Integer()),
    at: orNull(Type.Integer()),
    figure: orNull(QuotedFigureSchema),
    /** Its country is the answer of the part of this index (from 0), an earlier ranking's end; it names none. */
    of_part: orNull(Type.Integer()),
  },
  { additionalProperties: false },
)
export type WirePart = Static<typeof WirePartSchema>

export const ReadingJsonSchema = Type.Object(
  {
    parts: Type.Array(WirePartSchema),
    lacking: orNone(LackingSchema),
    sources: orNone(Type.String()),
    set_aside: orNone(Type.String()),
    framing: orNone(Type.String()),
  },
  { additionalProperties: false },
)
export type ReadingJson = Static<typeof ReadingJsonSchema>

/** What a reading says, in the rules reader's own types. */
export type ReadingFields = Pick<QuestionReading, 'parts' | 'missing' | 'decline' | 'sources' | 'setAside' | 'framing'>

/** A schema without its `default` keywords, as the JSON Schema a model is sent. */
function withoutDefaults(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDefaults)
  if (typeof node !== 'object' || node === null) return node
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
      k === 'default' ? [] : [[k, withoutDefaults(v)]],
    ),
  )
}

/**
 * The JSON Schema sent as the reading request's response_format: strict, as OpenAI's Structured Outputs wants it
 * (every property in `required`, null where a part has none), so a model always writes every field. The input is
 * checked against the same TypeBox schema, after readingInput() has filled in the fields a reading left out: one
 * schema, strict out and lenient in (see readingInput).
 */
export const READING_JSON_SCHEMA = withoutDefaults(modelJsonSchema(ReadingJsonSchema)) as Record<string, unknown>

/**
 * A reading as received, with every field that may be absent in meaning (null, or an empty list) filled in where it
 * is left out, before gate 1 checks it against ReadingJsonSchema. Why: a field added to the reading later is optional
 * on input, so readings written for the schema before it (recordings, clients, a desk editor's copy; the golden
 * readings of test/fixtures/real-model/2026-12-01b were written for b20e070's) keep being read. A field with no
 * default (a part's shape, countries, indicator, years) is still required; anything else in the check is unchanged.
 * A new field must therefore be nullable (or a list) to be added: test/reading-wire.test.ts holds that.
 */
export function readingInput(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  return Value.Default(ReadingJsonSchema, structuredClone(value))
}

/** Every field of a part, mapped below: a field added to PartSchema fails to compile here until the wire carries it. */
const CARRIED: Record<keyof Part, 'field' | 'flags' | 'years'> = {
  shape: 'field',
  countries: 'field',
  indicator: 'field',
  time: 'years',
  polar: 'flags',
  order: 'flags',
  place: 'field',
  top: 'field',
  target: 'flags',
  direction: 'flags',
  faster: 'flags',
  figure: 'field',
  at: 'field',
  ever: 'flags',
  crossed: 'flags',
  since_when: 'flags',
  never: 'flags',
  negated: 'flags',
  premise: 'flags',
  now: 'flags',
  of_part: 'field',
}
void CARRIED

export function partJson(part: Part): WirePart {
  const flags: Flag[] = []
  const flag = (on: unknown, name: Flag) => {
    if (on) flags.push(name)
  }
  flag(part.polar, 'yes_no')
  flag(part.negated, 'negated')
  flag(part.time.kind === 'span', 'span')
  flag(part.time.kind === 'span' && part.time.since, 'since')
  if (part.order) flags.push(part.order)
  if (part.direction) flags.push(part.direction)
  if (part.faster !== undefined) flags.push(part.faster ? 'faster' : 'slower')
  if (part.target) flags.push(part.target)
  // ("Has it ever fallen": a series' every year holds it as `never` negated, and the wire as `ever`.)
  const everFell = readingOf(part.shape).everAsNeverNegated === true && part.never === true && part.negated === true
  if (everFell) flags.splice(flags.indexOf('negated'), 1)
  flag(part.ever || everFell, 'ever')
  flag(part.crossed, 'crossed')
  flag(part.since_when, 'since_when')
  flag(part.never && !everFell, 'never')
  flag(part.premise, 'premise')
  flag(part.now, 'now')
  return {
    shape: part.shape,
    countries: part.countries,
    indicator: INDICATOR_KEYS[part.indicator],
    years: timeYears(part.time),
    flags,
    place: part.place ?? null,
    top: part.top ?? null,
    // (A premise's year is the year its overtaking names: `at`.)
    at: part.at ?? part.premise?.year ?? null,
    figure: part.figure ?? null,
    of_part: part.of_part ?? null,
  }
}

const TARGETS: readonly Flag[] = ['double', 'triple', 'halve', 'recover']

/**
 * The shapes whose answer reads each judgement over the years: on any other the flag would change nothing, and the
 * answer would be of another question ("has Japan's population ever fallen" answered as one change between the ends).
 * "Never" is "not ever" (reading/check.ts completeParts): an overtaking or a figure reads it as `ever` negated, a
 * series' every year (every_year) reads `ever` as `never` negated; a negated every_year is its `never`. Each shape
 * declares the flags it reads (src/shapes/<id>/reading.ts `readsFlags`).
 */
const READ_BY: Partial<Record<Flag, readonly WirePart['shape'][]>> = FLAG_READERS

/**
 * The fields of a part beside its shape, countries, indicator and years: the shapes that read each one. Anywhere else
 * the composer would drop it and answer another question (a "Yes" on a ranking's place, a margin on a lead every
 * year), so gate 1 refuses it: READING_RULES says so in one sentence. Each shape declares the fields it reads
 * (src/shapes/<id>/reading.ts `readsFields`).
 */
export const FIELD_READ_BY: Record<'place' | 'top' | 'at' | 'figure', readonly WirePart['shape'][]> = FIELD_READERS

/**
 * The rules gate 1 holds a reading to that its schema cannot say, one sentence each, in the words a model can act
 * on: partProblem refuses a part with the sentence of the rule it breaks (after what it found), and a prompt can list
 * them all up front so that a model never learns a rule from a rejection.
 */
export const READING_RULES = {
  // (Flags read by the same shapes are said together, "double, triple, halve by change, multiple": each list once.)
  flag_read_by: `a flag is read only by the shapes that read it: ${[
    ...Object.entries(READ_BY).reduce((lists, [flag, shapes]) => {
      const readers = shapes.join(', ')
      return lists.set(readers, [...(lists.get(readers) ?? []), flag])
    }, new Map<string, string[]>()),
  ]
    .map(([readers, flags]) => `${flags.join(', ')} by ${readers}`)
    .join('; ')}`,
  field_read_by: `a field is set only on the shapes that read it (null elsewhere): ${Object.entries(FIELD_READ_BY)
    .map(([field, shapes]) => `${field} on ${shapes.join(', ')}`)
    .join('; ')}`,
  figure_needs_figure: 'a figure part has the figure it is held against (figure is not null)',
  countries_once: 'a part names each country once',
  target_or_figure:
    "a part has a target (double, triple, halve, recover) or a figure of the question's own, not both: ask each as its own part",
  gap_figure:
    "a gap between two years has no figure: a margin of the question's own is asked of one year (a difference)",
  crossed_not_negated: 'crossed asks the year a figure was first passed: a part with it is not negated',
  from_year:
    'a multiple or a recovery names the year it is measured from: one year with since (to the latest), or its two ends (with span)',
  change_years:
    'a change is measured between two years: its two ends (with span), one year with since (to the latest), or no year (the step into the latest year)',
  one_year:
    "a shape read in one year (a ranking, a place, a country's rank, a total, a comparison with the average, a threshold) has one year, or none for the latest: ask two years as two parts",
  ranks_the_eight:
    "a shape that ranks or counts the eight (an end, a place, the top N, a ranking, the average, the median, a threshold, a ranking of changes) names no country (countries is []): one country's place in a ranking, or an end among the countries named, is a shape of its own",
  years_in_order:
    'a part\'s years are in time order, earliest first, each once ("higher in 2023 than in 2013" is up from 2013 to 2023)',
  figure_unit: "a figure part's figure is in its series' unit (a percent: shares only), else lacking figure_unit",
} as const
export type ReadingRule = keyof typeof READING_RULES
const OVER_YEARS: readonly Flag[] = ['span', 'since', 'ever', 'crossed', 'since_when', 'never']
/** What "since when" is read with: it asks one year over every year, never a verdict, a year named or another reading. */
const NOT_SINCE_WHEN: readonly Flag[] = ['yes_no', 'negated', 'ever', 'crossed', 'never', 'premise']

/** A figure said in another unit than the series' level: a percent of a series that is no share, or "80 million" years. */
const misfits = (figure: Pick<QuotedFigure, 'text' | 'percent' | 'value'>, indicator: IndicatorCode) =>
  (figure.percent && !isShareIndicator(indicator)) || misfitUnit([], figure, indicator) !== null

/** A wire part whose flags or years cannot be one part (two ends, two ways): the reason, for the model to fix. */
export function partProblem(part: WirePart, placeLacking = false): string | null {
  const has = (f: Flag) => part.flags.includes(f)
  const shape = readingOf(part.shape)
  const clash = [
    ['highest', 'lowest'],
    ['up', 'down'],
    ['faster', 'slower'],
  ].find(([a, b]) => has(a as Flag) && has(b as Flag))
  if (clash) return `a part is not both ${clash[0]} and ${clash[1]}`
  if ((['double', 'triple', 'halve', 'recover'] as const).filter(has).length > 1) return 'a part has one target'
  if (has('since') && part.years.length !== 1 && !(has('span') && part.years.length === 2))
    return '"since" has its first year (to the latest), or a span\'s two ends'
  if (has('span') && !has('since') && part.years.length !== 2) return 'a span has two years, its ends'
  if (new Set(part.flags).size !== part.flags.length) return 'a flag is written twice'
  if (has('crossed') && has('negated')) return READING_RULES.crossed_not_negated
  if (has('never') && (has('ever') || has('negated')))
    return 'never is "not ever": a part with never has no ever or negated'
  const besideSinceWhen = has('since_when') ? NOT_SINCE_WHEN.filter(has) : []
  if (besideSinceWhen.length > 0 || (has('since_when') && part.at !== null))
    return `since_when asks a year, over every year: a part with it has no ${[...besideSinceWhen, ...(part.at !== null ? ['at'] : [])].join(', ')}`
  if (has('since_when') && shape.checksOwnFigure && part.figure === null)
    return 'a figure asked since_when has the figure it is held against'
  // ("Since when has it been about 40 million": a level is held above or below a figure, never about it.)
  if (has('since_when') && part.figure !== null && !['more', 'least', 'less'].includes(part.figure.relation))
    return 'a figure asked since_when is held above or below it: its relation is more, least or less'
  if (new Set(part.countries).size !== part.countries.length) return READING_RULES.countries_once
  if (part.years.some((y, k) => k > 0 && y <= part.years[k - 1]!)) return READING_RULES.years_in_order
  if (shape.checksOwnFigure && part.figure === null) return READING_RULES.figure_needs_figure
  // (Gate 2 refuses a verdict on a figure in another unit than its series': the reading is refused first, so that the
  // composer never writes what gate 2 then refuses.)
  if (shape.checksOwnFigure && part.figure !== null && misfits(part.figure, codeOf(part.indicator)))
    return READING_RULES.figure_unit
  for (const field of Object.keys(FIELD_READ_BY) as (keyof typeof FIELD_READ_BY)[]) {
    if (part[field] !== null && !FIELD_READ_BY[field].includes(part.shape))
      return `${part.shape} does not read ${field}: ${READING_RULES.field_read_by}`
  }
  for (const flag of part.flags) {
    const readers = READ_BY[flag]
    if (readers && !readers.includes(part.shape))
      return `${part.shape} does not read ${flag}: it is read by ${readers.join(', ')}${flag === 'negated' && shape.everAsNeverNegated ? ' ("never fell": never)' : ''}`
  }
  // (A ranking of changes has no way: "down" beside an end would be dropped, and "fell the most" read as the rise.
  // Without an end, a way asks which countries moved that way: "did it fall in any country".)
  if (shape.ranksChanges && has('down') && (has('highest') || has('lowest')))
    return 'a ranking of changes has no way: "fell the most" is its lowest change (lowest), "fell the least" its highest'
  // (A figure of one year is judged in that year: "not" over one year is no reading the verdict has.)
  if (shape.negationOverSpanOnly && has('negated') && !OVER_YEARS.some(has))
    return 'a negated figure is judged over years (ever, never, crossed or a span)'
  if (TARGETS.some(has) && part.figure !== null) return READING_RULES.target_or_figure
  // ("Did it rise in every country": a ranking of changes without an end asked yes or no has a way.)
  const wayAsked = shape.yesNoHasWay || (shape.ranksChanges && !has('highest') && !has('lowest'))
  if (wayAsked && has('yes_no') && !has('up') && !has('down') && part.figure === null)
    return `a yes-or-no ${part.shape} says the way it asks: up (higher, rose) or down (lower, fell)`
  if (part.of_part !== null && part.countries.length > 0)
    return "a part whose country is another part's answer (of_part) names no country"
  if (shape.countsPastFigure && !countsPast(part.figure))
    return 'a threshold counts the countries above (more), below (less), or at and above (least) a figure'
  const own = shape.partRule?.({ flags: part.flags, figure: part.figure, indicator: codeOf(part.indicator) })
  if (own) return own
  return formProblem(part, placeLacking)
}

/** Each shape's row of the shapes table: what a part of it needs (how many countries, which times). */
const NEEDS = new Map<string, Shape['needs']>(SHAPES.map((row) => [row.id, row.needs]))
const TWO_YEARS_ONLY = (needs: Shape['needs']) => needs.time.every((t) => t === 'span' || t === 'years')
/** A part that names fewer countries than its shape compares (a part whose country is another part's answer names none). */
function shortOfCountries(part: WirePart): boolean {
  const min = NEEDS.get(part.shape)?.countries[0] ?? 0
  return part.of_part === null && part.countries.length < min
}
/** A shape that ranks or counts the eight and names no country itself ("which country", "how many"). */
export const ranksTheEight = (shape: Part['shape']) => NEEDS.get(shape)?.countries[1] === 0

/**
 * A part the shapes table cannot hold: more or fewer countries than its shape compares (a gap is between two), or one
 * year where its shape measures between two (a gap, a change, a pace: "in 2024" is a difference, or a comparison).
 * A part whose country is another part's answer names none; "since" one year runs to the latest (two years). A shape
 * that ranks the eight names none either ("is India the 4th economy" asks a shape of its own).
 */
function formProblem(part: WirePart, placeLacking: boolean): string | null {
  const needs = NEEDS.get(part.shape)
  if (!needs) return null
  const shape = readingOf(part.shape)
  const [min, max] = needs.countries
  const n = part.countries.length
  // (One country short beside a place the data lacks: "the gap between the US and China" is declined for China.)
  if (shortOfCountries(part) && placeLacking) return null
  // (Its answer is of the eight: a country named beside it would go unanswered. All eight named is the eight.)
  if (max === 0 && n > 0 && n < COUNTRY_CODES.length)
    return `${part.shape} names no country: ${READING_RULES.ranks_the_eight}`
  if (shortOfCountries(part) || (min > 0 && n > max))
    return `a ${part.shape} names ${min === max ? min : `${min} to ${max}`} ${min === 1 && max === 1 ? 'country' : 'countries'}`
  const years = part.flags.includes('since') ? Math.max(2, part.years.length) : part.years.length
  // (A gap in one year is the difference in that year: reading/check.ts completeParts reads it so. No year, where a
  // row of the table giving the shape reads the latest ("did it fall in every country last year"): the step into it.)
  const latestStep = years === 0 && STEP_TO_LATEST.has(part.shape)
  if (TWO_YEARS_ONLY(needs) && years < 2 && !shape.sinceOneYear && !shape.inOneYearIs && !latestStep)
    return `a ${part.shape} is measured between two years (its ends, with span, or one year with since)`
  // (A change of one year named, without since, has no second end: "did it fall in 2021" is the step from 2020.)
  if (shape.sinceOneYear && part.years.length === 0) return READING_RULES.from_year
  if (shape.inOneYearIs && part.figure !== null && years >= 2) return READING_RULES.gap_figure
  if (shape.oneYearNeedsSince && part.years.length === 1 && !part.flags.includes('since'))
    return `${part.shape} is not read in one year alone: ${READING_RULES.change_years}`
  if (ONE_YEAR_ONLY(part.shape) && years > 1) return `a ${part.shape} is read in one year: ${READING_RULES.one_year}`
  return null
}
/**
 * Shapes measured between two years that a row of the shapes table also reads with no year, as the step into the
 * latest year from the year before (every_country's "did GDP fall in every country last year": a change_rank).
 */
export const STEP_TO_LATEST = new Set<Part['shape']>(
  SHAPES.filter((row) => row.gives !== undefined && row.needs.time.includes('latest')).map((row) => row.gives!),
)
/**
 * Shapes measured between two years (a change, a gap, a pace): their years, however written, are the two ends of one
 * span, as the plan fetches them (planner/plan.ts needsOf) and gate 2 judges them.
 */
export const measuredBetween = (shape: Part['shape']) => {
  const times = TIMES_OF.get(shape)
  if (readingOf(shape).measuredBetween) return true
  return times !== undefined && times.has('span') && !times.has('year')
}
/** The times a part's shape is read with, over every row of the shapes table that gives it ("figure" has several). */
const TIMES_OF = new Map<Part['shape'], Set<Shape['needs']['time'][number]>>()
for (const row of SHAPES) {
  const shape = (row.gives ?? row.id) as Part['shape']
  const times = TIMES_OF.get(shape) ?? new Set()
  for (const t of row.needs.time) times.add(t)
  TIMES_OF.set(shape, times)
}
/** Shapes read in one year (or the latest): a ranking, a place, a total; two years would be answered for one. */
const ONE_YEAR_ONLY = (shape: Part['shape']) => {
  const times = TIMES_OF.get(shape)
  return readingOf(shape).onePartPerYear === true || (times !== undefined && !times.has('years') && !times.has('span'))
}
/** Shapes measured from the one year named to the latest: a recovery to a level, a multiple since a year. */
export const SINCE_ONE_YEAR = new Set<Part['shape']>(shapesWhere((r) => r.sinceOneYear))

/**
 * A part whose country is another part's answer that cannot be one: the part it names must come before it and be a
 * ranking's end (extreme, place or top 1, of no country), whose answer is a country.
 */
export function followProblem(parts: readonly WirePart[], k: number): string | null {
  const j = parts[k]!.of_part
  if (j === null) return null
  const source = j >= 0 && j < k ? parts[j] : undefined
  return source && isRankingEnd(partFromJson(source))
    ? null
    : `of_part ${j} is no earlier part that is a ranking's end (extreme, place or top 1 of the eight)`
}

export function partFromJson(json: WirePart): Part {
  const has = (f: Flag) => json.flags.includes(f)
  const [first, second] = json.years
  // ("since" one year: a span to the latest, whose end the snapshot gives: reading/check.ts completeParts.)
  const time: PartTime =
    has('span') || has('since')
      ? { kind: 'span', from: first!, to: second ?? first!, ...(has('since') ? { since: true as const } : {}) }
      : json.years.length === 0
        ? { kind: 'latest' }
        : json.years.length === 1
          ? { kind: 'year', year: first! }
          : { kind: 'years', years: json.years }
  const one = <T extends Flag>(...names: T[]): T | undefined => names.find(has)
  const order = one('highest', 'lowest')
  const direction = one('up', 'down')
  const pace = one('faster', 'slower')
  const target = one('double', 'triple', 'halve', 'recover')
  // A series' every year reads `ever` as `never` negated (reading/check.ts completeParts), as the rules hold it.
  const everFell = readingOf(json.shape).everAsNeverNegated === true && has('ever')
  return {
    shape: json.shape,
    countries: json.countries,
    indicator: codeOf(json.indicator),
    time,
    polar: has('yes_no'),
    ...(has('negated') || everFell ? { negated: true } : {}),
    ...(order ? { order } : {}),
    ...(json.place !== null ? { place: json.place } : {}),
    ...(json.top !== null ? { top: json.top } : {}),
    ...(target ? { target } : {}),
    ...(direction ? { direction } : {}),
    ...(pace ? { faster: pace === 'faster' } : {}),
    ...(json.figure ? { figure: json.figure } : {}),
    ...(json.at !== null ? { at: json.at } : {}),
    ...(has('ever') && !everFell ? { ever: true as const } : {}),
    ...(has('crossed') ? { crossed: true as const } : {}),
    ...(has('since_when') ? { since_when: true as const } : {}),
    ...(has('never') || everFell ? { never: true as const } : {}),
    ...(has('premise') ? { premise: { year: json.at } } : {}),
    ...(has('now') ? { now: true as const } : {}),
    ...(json.of_part !== null ? { of_part: json.of_part } : {}),
  }
}

/** A reading in the JSON a model writes (and every trace shows first). */
export function readingJson(reading: ReadingFields): ReadingJson {
  return {
    parts: reading.parts.map(partJson),
    lacking: reading.decline
      ? [{ reason: wireReason(reading.decline.reason), words: reading.decline.words }]
      : reading.missing,
    sources: reading.sources,
    set_aside: reading.setAside,
    framing: reading.framing,
  }
}

/** Why a reading's `lacking` cannot be read; null when it can. */
export function lackingProblem(json: ReadingJson): string | null {
  if (json.parts.length === 0 && json.lacking.length === 0) return 'a reading has parts, or says what the data lacks'
  return null
}

/**
 * A reading already checked against ReadingJsonSchema and lackingProblem(), as the rules reader's own types. A
 * decline's series, which the wire does not carry, is the one the question names (`indicator`), read by code.
 * Beside parts, what the data lacks is a place or a series the answer names; anything else the model says the data
 * lacks (an age, a forecast, a unit, a part not understood) changes what every part measures, so the whole question is
 * declined for it, as the rules decline it; an instruction there is one set aside.
 */
export function fromReadingJson(json: ReadingJson, indicator: IndicatorCode | null): ReadingFields {
  const beside = json.parts.length > 0
  const isMissing = (l: Lacking) => beside && MISSING_REASONS.includes(l.reason)
  const isInstruction = (l: Lacking) => beside && l.reason === 'instruction'
  // A part short of a country beside a place the data lacks asks about that place: declined for it.
  const placeAsked = json.parts.some(shortOfCountries)
    ? json.lacking.find((l) => l.reason === 'other_place')
    : undefined
  const declinedFor = json.lacking.find((l) => !isMissing(l) && !isInstruction(l)) ?? placeAsked
  return {
    parts: declinedFor ? [] : json.parts.map(partFromJson),
    missing: declinedFor ? [] : (json.lacking.filter(isMissing) as Missing[]),
    decline: declinedFor ? { reason: declinedFor.reason, words: declinedFor.words, indicator } : null,
    sources: json.sources,
    setAside: [...json.set_aside, ...json.lacking.filter(isInstruction).flatMap((l) => l.words)],
    framing: json.framing,
  }
}
