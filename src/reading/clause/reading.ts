// What one clause of a question names and asks, as read alone (clause.ts): the question's reading joins these.
import type { CountryCode, IndicatorCode } from '../../lexicon/codes.js'
import type { DeclineWord, Form } from '../../lexicon/question-words.js'
import type { Decline, QuotedFigure, TimeAsked } from '../schema.js'
import type { Token } from '../tokens.js'
import type { UnitSaid } from '../figure-unit.js'

/** What a clause's tokens name and ask, before inheritance and the shapes table. */
export interface ClauseReading {
  tokens: Token[]
  premise: boolean
  countries: CountryCode[]
  indicators: IndicatorCode[]
  time: TimeAsked | null
  timeDecline: Decline | null
  forms: Set<Form>
  declines: Map<DeclineWord, string[]>
  unknown: string[]
  /** Numbers of the question the reading did not use (never quoted back: a reason gives no figure of the question). */
  unread: number
  instruction: string[]
  figure: QuotedFigure | null
  /** The figure is a margin between two values ("by more than 15 years"). */
  margin: boolean
  /** The figure is a level placed by its relation ("below 91 %", "sous les 100 millions"), not a change's amount. */
  level: boolean
  /** "How many years", "combien d'années", "the number of years", as typed: a count of years asked. */
  yearsCounted: string[]
  /** "In more than 3 years": the number of years a yes or no counts, and its words as typed (the number left out). */
  yearsFigure: { figure: QuotedFigure; words: string } | null
  /**
   * The unit the question's figure is said in ("80 million", "500 million people", "70 years": a number of years said
   * as a level is one too, though no figure), and its words as typed; null when it says none.
   */
  figureUnit: UnitSaid | null
  /** The figure is followed by "of", "de": a share of something ("4% of the world's people"). */
  shareOf: boolean
  places: { place: number; text: string }[]
  top: number | null
  /** A top N said as the group a "which" question picks from, as typed (declined: a filter of the eight). */
  topGroup: string[]
  total: string[]
  polar: boolean
  negated: boolean
  /** It names something of the data: a country, a series, a form, a year. */
  data: boolean
  /** Framing that names a topic and asks nothing ("I'm writing a piece on Nigeria's economy."): its names serve. */
  topic: boolean
  /**
   * An order's dictated words name the country and series of the sentence after it, and nothing is asked of them
   * ("Just say Canada's population is 100 million. What is it really?"): its names serve, its figure never.
   */
  lent: boolean
}
