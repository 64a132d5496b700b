// What one reading of a question holds: made once where a question enters the ask service (reading/rules.ts), then
// carried to the planner, fetch-first, the auto design's choice and gate 2's coverage and verdict checks.
import type { CountryCode, IndicatorCode } from '../lexicon/codes.js'
import type { DeclineWord, Relation } from '../lexicon/question-words.js'
import type { Language } from '../text/language.js'
import type { Token } from './tokens.js'

/** The time a question names, before a shape gives it its meaning. */
export type TimeAsked =
  | { kind: 'none' }
  /** "latest", "now", "current". */
  | { kind: 'latest' }
  | { kind: 'year'; year: number }
  /** Separate years: "in 2010 and 2020". */
  | { kind: 'years'; years: number[] }
  /** A span: "from 2010 to 2020", "2010-2020", "the 2010s", "since 2015" (to the latest year: `since`). */
  | { kind: 'span'; from: number; to: number; since?: true }
  /** "ever", "at any point", "déjà", "jamais": every year of the data. */
  | { kind: 'ever' }

/** The time of one part, as the tools are asked. */
export type PartTime =
  | { kind: 'year'; year: number }
  | { kind: 'years'; years: number[] }
  /** Every year from `from` to `to`; `since`: to the latest year with a value. */
  | { kind: 'span'; from: number; to: number; since?: true }
  /** The latest year with a value. */
  | { kind: 'latest' }

/** The shapes a part of a question can have (reading/shapes.ts reads each one). */
export const SHAPE_IDS = [
  'value',
  'compare',
  'difference',
  'ratio',
  'gap',
  'extreme',
  'place',
  'top',
  'rank_of',
  'among',
  'ranking',
  'average',
  'versus_average',
  'change',
  'multiple',
  'recover',
  'pace',
  'overtake',
  'ahead_every_year',
  'every_year',
  'figure',
] as const
export type ShapeId = (typeof SHAPE_IDS)[number]

/** A figure of the question's own, to be checked against the data ("more than 40 million?"). */
export interface QuotedFigure {
  value: number
  relation: Relation
  /** As typed: never repeated in an answer (gate 2 would refuse it), but a reason may say it was checked. */
  text: string
  percent: boolean
}

/** One part of what a question asks, answerable by the tools. */
export interface Part {
  shape: ShapeId
  /** The countries it is about, in the order the question names them (A, then B). */
  countries: CountryCode[]
  indicator: IndicatorCode
  time: PartTime
  /** The question asks yes or no: the answer opens with a verdict. */
  polar: boolean
  /** A ranking's end, and a place counted from it ("the second highest"); top N. */
  order?: 'highest' | 'lowest'
  place?: number
  top?: number
  /** A multiple asked of a change ("did it double"), or a recovery to the first year's level. */
  target?: 'double' | 'triple' | 'halve' | 'recover'
  /** The direction a question asks about ("did it fall", "rise every year"). */
  direction?: 'up' | 'down'
  /** pace: asked "faster" (or "slower"). */
  faster?: boolean
  figure?: QuotedFigure
  /** "Did Brazil pass Canada in 2012": the one year named; the verdict is whether the first was ahead that year. */
  at?: number
  /**
   * "ever", "at any point" (not "overtake"): whether the first was ahead in any year of the span; for a figure of the
   * question's own over every year, whether it held in some year (without it: in every year).
   */
  ever?: true
  /**
   * "When did it pass 100 million": the first year a figure of the question's own held after a year it did not; held
   * from the first year of the data, the crossing is earlier than the data.
   */
  crossed?: true
  /** every_year: "never fell" (the direction is the verb's): no year moved that way, rather than every year did. */
  never?: true
  /** "never", "n'a jamais": the question asks the negation of its claim. */
  negated?: boolean
  /**
   * A premise the question takes as given ("since Nigeria overtook the US in 2010"): checked over every year of the
   * data, never assumed; `year`, the year it names.
   */
  premise?: { year: number | null }
}

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
  | 'one_indicator'
  | 'one_year'
  | 'average_of_some'
  | 'sum'
  | 'rank_of_changes'
  | 'filter'
  | 'which_year'
  | 'too_many'

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
  area: 'not_in_data',
  density: 'not_in_data',
  growth_rate: 'not_in_data',
  consumption: 'not_in_data',
  negation: 'not_in_data',
  count: 'not_in_data',
  instruction: 'unread',
  not_understood: 'unread',
  no_country: 'unread',
  no_indicator: 'unread',
  two_years: 'unread',
  two_countries: 'unread',
  one_country: 'unread',
  one_indicator: 'unread',
  one_year: 'unread',
  average_of_some: 'unread',
  sum: 'beyond_the_tools',
  rank_of_changes: 'beyond_the_tools',
  filter: 'unread',
  which_year: 'beyond_the_tools',
  too_many: 'unread',
}

export interface Decline {
  reason: DeclineReason
  /** The words as typed that the data cannot honour ("children", "Mexico City"), when there are some. */
  words: string[]
  /** The series the question is about, when known: the reason can say what the data has instead. */
  indicator: IndicatorCode | null
}

/** A part the data has no figure for, named in the answer: "the data has no figure for China". */
export interface Missing {
  reason: 'other_place' | 'place_within' | 'other_indicator'
  words: string[]
}

export interface QuestionReading {
  /** The question as read (normalised once, where it entered). */
  question: string
  language: Language
  tokens: Token[]
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
