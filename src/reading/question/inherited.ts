// The countries, series and time a clause asks: its own, or, when it names none, another clause's (a question
// across the eight takes no country from its neighbour; a comparison naming one country compares it with the
// question's).
import type { CountryCode, IndicatorCode } from '../../lexicon/codes.js'
import type { Form } from '../../lexicon/question-words.js'
import type { ClauseReading } from '../clause.js'
import type { TimeAsked } from '../schema.js'
import type { Slots } from '../shapes.js'
import { withOtherYear } from './time.js'

/** "Which country had the highest GDP", "the average": a clause that asks across the eight. */
export const acrossEight = (c: ClauseReading) =>
  ['high', 'low', 'rank', 'top', 'all', 'any', 'average'].some((f) => c.forms.has(f as Form))

/**
 * "..., and where did it stand by 2024?", "et quel était son rang en 2024 ?": a clause that places one country the
 * question has already named by a pronoun ("it", "its", "il", "elle", "son", "sa"), asking its rank or whether it was
 * highest, never the whole eight (no "all", "any", "average").
 */
export const placesItsCountry = (c: ClauseReading) =>
  c.tokens.some((t) => PRONOUNS.has(t.words)) && !(['all', 'any', 'average'] as Form[]).some((f) => c.forms.has(f))
const PRONOUNS = new Set(['it', 'its', 'il', 'elle', 'son', 'sa', 't il', 't elle'])

/** The countries, series and time a clause asks: its own, or, when it names none, another clause's. */
export interface Asked {
  countries: Slots['countries']
  indicators: IndicatorCode[]
  time: TimeAsked
}

/** What a clause asks, its own names first, then its neighbours' (the question's other data clauses). */
export function askedOf(c: ClauseReading, others: ClauseReading[], firstYear: number, standIn?: CountryCode): Asked {
  const inherit = <T>(own: T[], pick: (o: ClauseReading) => T[]) =>
    own.length > 0 ? own : (others.map(pick).find((x) => x.length > 0) ?? [])
  // "Which country had the highest GDP, and what was the UK's rank?": a question across the eight takes no country
  // from its neighbour.
  // (A stand-in reads a clause that places the country of a ranking's end: "and where did it stand by 2024?".)
  const across = acrossEight(c) && !(standIn && placesItsCountry(c))
  // "What is Canada's life expectancy, and how does it compare with Mexico's?": a comparison that names one country
  // compares it with the country the question is about.
  const about = others.flatMap((o) => o.countries).find((x) => !c.countries.includes(x))
  const countries = across
    ? c.countries
    : c.forms.has('compare') &&
        c.countries.length === 1 &&
        about !== undefined &&
        others[0]?.countries.length === 1 &&
        !acrossItsYears(c)
      ? [about, ...c.countries]
      : standIn && c.countries.length === 0
        ? [standIn]
        : inherit(c.countries, (o) => o.countries)
  const indicators = inherit(c.indicators, (o) => o.indicators)
  const otherTime = others.map((o) => o.time).find((t) => t && t.kind !== 'none')
  // ("Did it fall in 2020, and did it fall in 2021?": each a step of its own year, not both the change between them.)
  const yearOfValue = others
    .filter((o) => !stepsOwnYear(o))
    .map((o) => o.time)
    .find((t) => t && t.kind !== 'none')
  const time =
    c.time && c.time.kind !== 'none' ? withOtherYear(c, c.time, yearOfValue, firstYear) : (otherTime ?? c.time!)
  return { countries, indicators, time }
}

/** "Was Brazil's GDP higher in 2011 than in 2024?": one country compared with itself, across the two years it names. */
const acrossItsYears = (c: ClauseReading) =>
  (c.time?.kind === 'span' && c.time.from !== c.time.to) || (c.time?.kind === 'years' && c.time.years.length >= 2)

/** "Did it fall in 2021": a rise or a fall asked in one year of its own, the step into it. */
const stepsOwnYear = (c: ClauseReading) => c.time?.kind === 'year' && (c.forms.has('up') || c.forms.has('down'))
