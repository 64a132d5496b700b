// What a shape asks of a reading, declared once per shape (src/shapes/<id>/reading.ts): the flags and fields it reads,
// whether it always asks yes or no, is read over every year, is ranked, steps into a year from the one before, the
// question's words it needs, and its line in the model's reading prompt. Gate 1 (reading/wire.ts), the check of a
// model's reading against the question (reading/check.ts), the rules reader and the prompt (reading/model-reader.ts)
// ask these through the registry (src/shapes/layers/reading.ts) instead of naming shapes.
import type { Form } from '../../lexicon/question-words.js'
import type { IndicatorCode } from '../../lexicon/codes.js'
import type { Part, QuotedFigure } from '../../reading/schema.js'
import type { ShapeId } from '../ids.js'

/**
 * The flags of the wire format that only some shapes read (the others are read by every shape), in the order gate 1's
 * rule names them (READING_RULES.flag_read_by, word for word in the model's prompt).
 */
export const READ_FLAGS = [
  'ever',
  'never',
  'crossed',
  'since_when',
  'negated',
  'premise',
  'now',
  'faster',
  'slower',
  'double',
  'triple',
  'halve',
  'recover',
] as const
export type ReadFlag = (typeof READ_FLAGS)[number]

/** The fields of a wire part beside its shape, countries, indicator and years that only some shapes read, in order. */
export const READ_FIELDS = ['place', 'top', 'at', 'figure'] as const
export type ReadField = (typeof READ_FIELDS)[number]

/** What a shape asks of a reading. A field left out is false (or none): most shapes declare a few. */
export interface ShapeReading {
  /**
   * What the shape asks, for the model, beside its worked example: null where the shape's name and its example say it
   * whole (every token goes with every reading request: test/tokens.test.ts).
   */
  promptLine: string | null
  /** The example the prompt shows, where the shapes table's shortest is not the one that teaches most. */
  promptExample?: string
  /** The flags it reads ("ever", "since_when", a target...): gate 1 refuses them on any other shape. */
  readsFlags?: readonly ReadFlag[]
  /** The fields it reads (a place, a top N, the year `at`, a figure): null on any other shape. */
  readsFields?: readonly ReadField[]

  // --- What the check of a model's reading fills in (reading/check.ts completeParts) -------------------------------
  /** It always asks yes or no (the shapes table gives it its verdict): "did it rise every year". */
  alwaysYesNo?: true
  /** A target ("did it double") asks yes or no: a verdict the composer always gives. */
  targetAsksYesNo?: true
  /** A place or a top N named ("Canada, 10th richest?", "in the top 3") is a claim: a verdict the composer gives. */
  placeAsksYesNo?: true
  /** Read over every year of a span, as the rules read it: of the data when no year is named, up to one named. */
  overEveryYear?: true
  /** Over every year, one year named is the year asked (`at`): "did Brazil pass Canada in 2012". */
  yearNamedIsAt?: true
  /** Its parts are one per country (the rules write "Canada and Mexico's population" as two). */
  perCountry?: true
  /**
   * It holds "ever" as "never" negated ("has it ever fallen" is "did it never fall", negated), where the other shapes
   * hold "never" as "ever" negated; so it reads a negation only with `never`.
   */
  everAsNeverNegated?: true
  /** Read from its ranking of changes: its end from "the fastest", "the slowest" (by percent), never a way beside it. */
  ranksChanges?: true
  /** In one year (or the latest) it is this other shape: "the gap between India and Nigeria in 2024" is a difference. */
  inOneYearIs?: ShapeId

  // --- Its years ---------------------------------------------------------------------------------------------------
  /** Measured between two years, whatever the shapes table's times say: its years are one span's two ends. */
  measuredBetween?: true
  /** Measured from the one year named to the latest: a recovery to a level, a multiple since a year. */
  sinceOneYear?: true
  /** Measured between two years: its step into a year named starts the year before ("did it shrink in 2020"). */
  stepsFromYearBefore?: true
  /** One year named, without since, has no second end ("did it fall in 2021" is the step from 2020). */
  oneYearNeedsSince?: true
  /** Read in one year per part: two years are two parts, as the rules read them. */
  onePartPerYear?: true
  /** With no year, the model's prompt says it is read over every year of the data. */
  noYearIsEveryYear?: true

  // --- The question's words it needs (reading/check.ts notAsked) ---------------------------------------------------
  /** The words it needs in the question (any one of them); none where a lookup needs none. */
  words?: readonly Form[] | ((part: Part) => readonly Form[])
  /** The question's own "total" asks it (the population's word, a sum with several countries). */
  askedByTotal?: true
  /** Two years the question writes ask it without its words ("from 2010 to 2020"). */
  askedByTwoYears?: true
  /** Its sentence gives the change's amount (the difference and the percent): "and by how much?" after it is said. */
  saysAmount?: true
  /** Its top 2 is its end's lead over the next ("and by how much?"). */
  leadIsTopTwo?: true
  /** Its figure may be a multiple in words ("more than double India's"). */
  figureMayBeMultiple?: true

  // --- What gate 1 holds it to (reading/wire.ts partProblem) -------------------------------------------------------
  /** Its yes or no has a way ("was it higher", "did it fall"): without one, no verdict can be given. */
  yesNoHasWay?: true
  /** It checks a figure of the question's own: it has the figure it is held against. */
  checksOwnFigure?: true
  /** It reads a negation only over years (a span): over one year "not" is no reading its verdict has. */
  negationOverSpanOnly?: true
  /** Its figure counts the countries above (more) or below (less) it. */
  countsPastFigure?: true
  /**
   * Its own rule of gate 1, beyond the flags and fields it reads (its prompt line says it): the sentence a part that
   * breaks it is refused with, or null.
   */
  partRule?: (part: {
    flags: readonly string[]
    figure: QuotedFigure | null
    indicator: IndicatorCode
  }) => string | null

  // --- Its relations, for the check and the rules ------------------------------------------------------------------
  /** It asks which of two countries is ahead: their order says which is asked to be ahead. */
  ordered?: true
  /**
   * It reads the countries named as one group (a ranking among them, their sum): the countries other than those set
   * apart ("except Japan", "à part les États-Unis") may be that group.
   */
  group?: true
  /** It ranks the countries (a place among all countries, which eight cannot give, is declined). */
  ranked?: true
  /** Its answer is a country at one end of a ranking (of no country named): another part may ask of it. */
  rankingEnd?: 'always' | 'when_top_one'
  /** "And when?" after it asks its crossing back ("did it get back to its 2019 level, and when?"). */
  whenIsCrossing?: true
  /** Whether a part of it names the first year something held (what "and when?" asks). */
  givesFirstYear?: (part: Part) => boolean
  /** Whether a part of it beside `other` is only `other`'s detail: two readings that differ by it ask the same. */
  isDetailOf?: (part: Part, other: Part) => boolean
  /** Its verdict is whether the first was ahead in every year (an overtaking's is whether it got ahead). */
  aheadEveryYear?: true
}

/** The words of an order: "highest", "lowest", "more", "rank", "top", "first"/"last", "faster". */
export const ORDER_WORDS: readonly Form[] = [
  'high',
  'low',
  'compare',
  'ascending',
  'descending',
  'faster',
  'slower',
  'top',
]
/** The words of a rank: an order's, and "rank". */
export const RANK_WORDS: readonly Form[] = [...ORDER_WORDS, 'rank']
/** The words of a change. */
export const CHANGE_WORDS: readonly Form[] = [
  'change',
  'up',
  'down',
  'difference',
  'growth_rate',
  'annual',
  'relative',
  'cagr',
]

/** A pace part compares percent changes unless it was read "by the difference" (a direction and no `faster`). */
export const paceByPercent = (part: Pick<Part, 'faster' | 'direction'>) =>
  part.faster !== undefined || part.direction === undefined
