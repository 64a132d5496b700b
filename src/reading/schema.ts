// What one reading of a question holds: made once where a question enters the ask service (reading/rules.ts), then
// carried to the planner, fetch-first, the auto design's choice and gate 2's coverage and verdict checks.
import { Type, type Static } from '@sinclair/typebox'
import { COUNTRY_CODES, INDICATOR_CODES, type CountryCode, type IndicatorCode } from '../lexicon/codes.js'
import { RELATIONS, type DeclineWord } from '../lexicon/question-words.js'
import type { AskedForm } from '../lexicon/question-words.js'
import type { Language } from '../text/language.js'
import type { Token } from './tokens.js'

/** The time a question names, before a shape gives it its meaning. */
export type TimeAsked =
  | { kind: 'none' }
  /** "latest", "now", "current"; `lastYear`: "last year", "l'an dernier" (a change: the step into the latest year). */
  | { kind: 'latest'; lastYear?: true }
  | { kind: 'year'; year: number }
  /**
   * Separate years: "in 2010 and 2020". `each`: a rise or a fall asked in each ("did it fall in 2020 and 2021"), each
   * year's own step from the year before, as if asked once per year.
   */
  | { kind: 'years'; years: number[]; each?: true }
  /** A span: "from 2010 to 2020", "2010-2020", "the 2010s", "since 2015" (to the latest year: `since`). */
  | { kind: 'span'; from: number; to: number; since?: true }
  /** "ever", "at any point", "déjà", "jamais": every year of the data. */
  | { kind: 'ever' }

/** The time of one part, as the tools are asked. */
export const PartTimeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('year'), year: Type.Integer() }, { additionalProperties: false }),
  /** Separate years: "in 2010 and 2020". */
  Type.Object({ kind: Type.Literal('years'), years: Type.Array(Type.Integer()) }, { additionalProperties: false }),
  /** Every year from `from` to `to`; `since`: to the latest year with a value. */
  Type.Object(
    { kind: Type.Literal('span'), from: Type.Integer(), to: Type.Integer(), since: Type.Optional(Type.Literal(true)) },
    { additionalProperties: false },
  ),
  /** The latest year with a value; of a change, the step into it from the year before. */
  Type.Object({ kind: Type.Literal('latest') }, { additionalProperties: false }),
])
export type PartTime = Static<typeof PartTimeSchema>

/** The years a part's time names: one, several, a span's two ends, or none for the latest. */
export function timeYears(time: PartTime): number[] {
  switch (time.kind) {
    case 'year':
      return [time.year]
    case 'years':
      return time.years
    case 'span':
      return [time.from, time.to]
    case 'latest':
      return []
  }
}

export { SHAPE_IDS, type ShapeId } from '../shapes/ids.js'
import { SHAPE_IDS } from '../shapes/ids.js'

/** A union of string literals, from their list. */
export const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))

/** A figure of the question's own, to be checked against the data ("more than 40 million?"). */
export const QuotedFigureSchema = Type.Object(
  {
    value: Type.Number(),
    relation: literals(RELATIONS),
    /** As typed: never repeated in an answer (gate 2 would refuse it), but a reason may say it was checked. */
    text: Type.String(),
    percent: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type QuotedFigure = Static<typeof QuotedFigureSchema>

/**
 * A threshold's figure counts the countries above it (more), below it (less) or at it and above (least: "at least",
 * "reached"): the tools split the eight above, at and below a figure. "About" a figure is not counted (the count of
 * those above would be given as theirs).
 */
export const countsPast = (figure: Pick<QuotedFigure, 'relation'> | null | undefined) =>
  figure?.relation === 'more' || figure?.relation === 'less' || figure?.relation === 'least'

/**
 * "Had 100 % access", "100 % d'accès": a share said at its ceiling with no relation is held by the countries at 100 %,
 * none can be above it, so it is counted as "at least 100 %"; another bare figure stays as said (not counted).
 */
export const atCeiling = (figure: QuotedFigure | null, share: boolean): QuotedFigure | null =>
  figure !== null && share && figure.relation === 'exactly' && figure.percent && figure.value === 100
    ? { ...figure, relation: 'least' }
    : figure

/**
 * One part of what a question asks, answerable by the tools. The one schema of a part: the rules reader's type, the
 * JSON a model is asked to write (reading/wire.ts makes it strict: every optional field present, null when absent), its
 * runtime check, and the reading shown first in every trace.
 */
export const PartSchema = Type.Object(
  {
    shape: literals(SHAPE_IDS),
    /** The countries it is about, in the order the question names them (A, then B). */
    countries: Type.Array(literals(COUNTRY_CODES)),
    indicator: literals(INDICATOR_CODES),
    time: PartTimeSchema,
    /** The question asks yes or no: the answer opens with a verdict. */
    polar: Type.Boolean(),
    /**
     * A ranking's end, and a place counted from it ("the second highest"); top N; an extreme with top 2 ("and by how
     * much?"): its lead over the second. A change_rank with no end: the countries whose change went the way asked.
     */
    order: Type.Optional(literals(['highest', 'lowest'] as const)),
    place: Type.Optional(Type.Integer()),
    top: Type.Optional(Type.Integer()),
    /** A multiple asked of a change ("did it double"), or a recovery to the first year's level. */
    target: Type.Optional(literals(['double', 'triple', 'halve', 'recover'] as const)),
    /** The direction a question asks about ("did it fall", "rise every year"). */
    direction: Type.Optional(literals(['up', 'down'] as const)),
    /** pace: asked "faster" (or "slower"); change_rank: by percent; change: asked as a growth rate (the percent). */
    faster: Type.Optional(Type.Boolean()),
    /**
     * A figure of the question's own to check; on a comparison of two countries, the margin asked between them ("lower
     * than India's by more than 15 years": the difference, in points for a share, in percent of the second's value
     * for a percent of another measure).
     */
    figure: Type.Optional(QuotedFigureSchema),
    /** "Did Brazil pass Canada in 2012": the one year named; the verdict is whether the first was ahead that year. */
    at: Type.Optional(Type.Integer()),
    /**
     * "ever", "at any point" (not "overtake"): whether the first was ahead in any year of the span; for a figure of the
     * question's own over every year, whether it held in some year (without it: in every year); change_rank asked yes
     * or no: in any country ("did any of the eight fall"; without it: in every country).
     */
    ever: Type.Optional(Type.Literal(true)),
    /**
     * "When did it pass 100 million": the first year a figure of the question's own held after a year it did not; held
     * from the first year of the data, the crossing is earlier than the data.
     */
    crossed: Type.Optional(Type.Literal(true)),
    /**
     * "Since when has Nigeria had more people than Japan", "depuis quand dépasse-t-elle 84 ans": the first year of the
     * run of years that lasts to the latest year with values in which the claim held (an overtaking: the first ahead;
     * a figure of the question's own: held against it). Not held in the latest year: the last year it held. A year is
     * asked, never yes or no.
     */
    since_when: Type.Optional(Type.Literal(true)),
    /**
     * "Has India now overtaken the UK", "has it overtaken it yet": the present perfect with a word of the present asks
     * the state now, whether the first is ahead in the latest year with values for both, having been behind in an
     * earlier year (not whether it was ahead at some point: "did it overtake", "has it overtaken", "has it ever").
     */
    now: Type.Optional(Type.Literal(true)),
    /** every_year: "never fell" (the direction is the verb's): no year moved that way, rather than every year did. */
    never: Type.Optional(Type.Literal(true)),
    /** "never", "n'a jamais": the question asks the negation of its claim. */
    negated: Type.Optional(Type.Boolean()),
    /**
     * A premise the question takes as given ("since Nigeria overtook the US in 2010"): checked over every year of the
     * data, never assumed; `year`, the year it names.
     */
    premise: Type.Optional(
      Type.Object({ year: Type.Union([Type.Integer(), Type.Null()]) }, { additionalProperties: false }),
    ),
    /**
     * "Which country had the lowest access in 2000, and what was it in 2023?": its country is the answer of the
     * reading's part of this index (from 0), an earlier ranking's end (extreme, place, top 1), known once that part's
     * result is in; the part names no country itself.
     */
    of_part: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
)
export type Part = Static<typeof PartSchema>

// What a shape reads (a negation, a ranking's end) is its own to declare (src/shapes/<id>/reading.ts): asked of the
// reading layer's registry, kept here for the modules that import it from the schema.

/** Why the data (or the tools) cannot answer, naming the words: a word that changes what is asked, or the form. */
export type DeclineReason =
  | DeclineWord
  | 'years'
  | 'time'
  | 'count'
  | 'instruction'
  | 'not_understood'
  | 'no_country'
  | 'no_indicator'
  | 'two_years'
  | 'two_countries'
  | 'one_country'
  | 'fraction_of_other'
  | 'one_indicator'
  | 'one_year'
  | 'rank_every_year'
  | 'average_of_some'
  | 'sum'
  | 'rank_of_changes'
  | 'filter'
  | 'which_year'
  | 'too_many'
  | 'share_of_whole'
  | 'figure_unread'
  | 'figure_unit'
  | 'count_of_years'
  | 'share_compared'

/**
 * What each reason says of a question, for the coverage check of any provider's answer: `not_in_data`, it asks for a
 * measure, place, unit or time the data does not hold, so an answer with figures gives another one; `beyond_the_tools`,
 * it asks for a part no tool gives (a sum, the year of a maximum, a ranking of changes), which no
 * figure of an answer can be; `unread`, the reader could not place it, which says nothing of another provider's answer.
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
  origin: 'not_in_data',
  area: 'not_in_data',
  density: 'not_in_data',
  growth_rate: 'not_in_data',
  consumption: 'not_in_data',
  negation: 'not_in_data',
  cause: 'not_in_data',
  count: 'not_in_data',
  instruction: 'unread',
  not_understood: 'unread',
  no_country: 'unread',
  no_indicator: 'unread',
  two_years: 'unread',
  two_countries: 'unread',
  one_country: 'unread',
  fraction_of_other: 'beyond_the_tools',
  one_indicator: 'unread',
  one_year: 'unread',
  // ("Has the US always had the highest GDP": a rank in every year, which no one year's ranking is.)
  rank_every_year: 'beyond_the_tools',
  average_of_some: 'unread',
  sum: 'beyond_the_tools',
  rank_of_changes: 'beyond_the_tools',
  filter: 'unread',
  which_year: 'beyond_the_tools',
  too_many: 'unread',
  share_of_whole: 'not_in_data',
  figure_unread: 'unread',
  // ("Did Japan's life expectancy reach 80 million": a figure in a unit the series is not in, which no value of it
  // bears out or refutes.)
  figure_unit: 'not_in_data',
  count_of_years: 'beyond_the_tools',
  // ("Was the US share of the eight's GDP bigger in 2000 or in 2023", "more than half of the eight's GDP": a share
  // of the eight's total weighed against another year's or a figure, which no part's verdict gives.)
  share_compared: 'beyond_the_tools',
}

export const DECLINE_REASONS = Object.keys(DECLINE_MEANS) as DeclineReason[]

export const DeclineSchema = Type.Object(
  {
    reason: literals(DECLINE_REASONS),
    /** The words as typed that the data cannot honour ("children", "Mexico City"), when there are some. */
    words: Type.Array(Type.String()),
    /** The series the question is about, when known: the reason can say what the data has instead. */
    indicator: Type.Union([literals(INDICATOR_CODES), Type.Null()]),
  },
  { additionalProperties: false },
)
export type Decline = Static<typeof DeclineSchema>

/** A part the data has no figure for, named in the answer: "the data has no figure for China". */
export const MissingSchema = Type.Object(
  {
    reason: literals(['other_place', 'place_within', 'other_indicator'] as const),
    words: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)
export type Missing = Static<typeof MissingSchema>

export interface QuestionReading {
  /** The question as read (normalised once, where it entered). */
  question: string
  language: Language
  tokens: Token[]
  /**
   * The form of the answer each clause asks, from its own words (reading/asked.ts: a count, a rank, a year, a country,
   * a figure, yes or no; null where its words do not say): coverage refuses an answer of another form, in every design.
   */
  asked?: (AskedForm | null)[]
  /** Everything it names, for the coverage check. */
  countries: CountryCode[]
  indicators: IndicatorCode[]
  years: number[]
  /** What it asks, in the order asked; empty when declined. */
  parts: Part[]
  /** Parts named that the data has no figure for. */
  missing: Missing[]
  /** The whole question, declined; null when it has parts. */
  decline: Decline | null
  /** Another source named ("Statistics Canada"), as typed: the answer says its figures are the World Bank's. */
  sources: string[]
  /** An instruction or a request outside the service, set aside (never followed), as typed. */
  setAside: string[]
  /** Words read as framing (greetings, "for a story", context), as typed. */
  framing: string[]
}
