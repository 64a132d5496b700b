// Declines of a question read whole, each naming the words the data cannot honour: no clause naming the data, a
// growth rate of GDP, a count of years, a gap in one year short of two countries, a place outside the data.
import type { IndicatorCode } from '../../lexicon/codes.js'
import type { Form } from '../../lexicon/question-words.js'
import type { ClauseReading } from '../clause.js'
import type { Decline, DeclineReason, TimeAsked } from '../schema.js'
import type { Slots } from '../shapes.js'
import { isForm, typedOf, uniq } from '../token-match.js'
import type { Asked } from './inherited.js'

/** No clause names the data: an instruction declines the question naming it, or the words not understood. */
export function noDataDecline(clauses: ClauseReading[]): Decline {
  const instruction = clauses.flatMap((c) => c.instruction)
  if (instruction.length > 0) return declined('instruction', uniq(instruction))
  const unknown = clauses.flatMap((c) => c.unknown)
  return declined('not_understood', uniq(unknown))
}

/** A decline naming the words the data cannot honour and the series the question is about. */
export const declined = (
  reason: DeclineReason,
  words: string[] = [],
  indicator: IndicatorCode | null = null,
): Decline => ({
  reason,
  words,
  indicator,
})

/**
 * "Mexico's GDP growth in 2019?", "le taux de croissance du PIB", "economic growth": a growth rate of GDP is real
 * growth, at constant prices, which the data does not hold (it has GDP in current US dollars, which moves with prices
 * and exchange rates); declined naming the words, and the reason offers the change in current US dollars. Never a
 * current-dollar change called a growth rate. The noun "growth" asks the rate when it is of one year (or none named)
 * and nothing ranks or compares it ("the fastest GDP growth from 2000 to 2024" compares the changes, in percent).
 */
export function gdpGrowthRate(c: ClauseReading, indicators: IndicatorCode[], time: TimeAsked): Decline | null {
  const gdp = indicators.find((i) => i === 'NY.GDP.MKTP.CD' || i === 'NY.GDP.PCAP.CD')
  if (!gdp || c.forms.has('cagr')) return null
  const rate = c.tokens.filter((t) => isForm(t, 'growth_rate')).map(typedOf)
  const compared = (['faster', 'slower', 'high', 'low', 'rank', 'top', 'compare', 'difference'] as Form[]).some((f) =>
    c.forms.has(f),
  )
  // (The clause's own time: "in 2019" is one year, though a change reads it as the step from 2018.)
  const own = c.time ?? time
  const oneYear = own.kind === 'year' || own.kind === 'none' || own.kind === 'latest'
  const noun = c.tokens.filter((t) => GROWTH_NOUNS.has(t.words) && isForm(t, 'up')).map(typedOf)
  const words = rate.length > 0 ? rate : !compared && oneYear && noun.length > 0 ? noun : economyGrew(c)
  return words.length > 0 ? declined('growth_rate', uniq(words), gdp) : null
}
const GROWTH_NOUNS = new Set(['growth', 'croissance'])

/**
 * "Did the US economy grow in 2020?", "l'économie du Japon a-t-elle progressé ?", "did Nigeria's economy double?":
 * an economy that grows, shrinks or doubles is real growth, at constant prices, in any span and compared or not; never
 * a current-dollar change (Japan's GDP in dollars fell in 2015 while its economy grew). The words named: the economy
 * and its verb. ("The size of the economy" is GDP's level, another entry.)
 */
function economyGrew(c: ClauseReading): string[] {
  const economy = c.tokens.filter((t) => ECONOMY_WORDS.has(t.words)).map(typedOf)
  const verbs = c.tokens
    .filter((t) => ECONOMY_VERBS.has(t.words) && isForm(t, 'up', 'down', 'double', 'triple', 'halve'))
    .map(typedOf)
  return economy.length > 0 && verbs.length > 0 ? [...economy, ...verbs] : []
}
const ECONOMY_WORDS = new Set(['economy', 'economies', 'economie', 'economies'])
const ECONOMY_VERBS = new Set(
  (
    'grow grew grown growing growth expand expanded expanding shrink shrank shrunk shrinking contract contracted ' +
    'contracting croissance croitre progresse progresser progression recul recule reculer double doubled doubling ' +
    'triple tripled tripling halve halved halving doubler tripler'
  ).split(' '),
)

/**
 * "Combien d'années l'accès a-t-il dépassé 55 %", "how many years did GDP fall": a count of the years something held,
 * which no tool gives; never answered with one year or a yes or no. Of life expectancy with no figure, years are its
 * unit ("how many years can a newborn expect to live", "how many years did it gain", "how many years longer"), unless
 * the years something held are counted ("every year", "ever", "passed", "the highest").
 */
export function yearsCountedDeclined(
  c: ClauseReading,
  { indicators }: Asked,
  indicator: IndicatorCode | null,
): Decline | null {
  // ("Did it fall in more than 3 years": a count of years asked yes or no.)
  if (c.yearsFigure && c.yearsCounted.length === 0) return declined('count_of_years', [c.yearsFigure.words], indicator)
  if (c.yearsCounted.length === 0) return null
  // ("How many times did it fall", "in which years did it fall": times, years listed, never life expectancy's unit.)
  const unit =
    !c.yearsCounted.some((w) => /times|fois|which|what|quelles/i.test(w)) &&
    indicators.every((i) => i === 'SP.DYN.LE00.IN') &&
    c.figure === null &&
    // ("Combien d'années le Japon a-t-il eu la plus haute espérance de vie": the years it ranked so, counted.)
    !(['each_year', 'ever', 'overtake', 'high', 'low', 'rank', 'top'] as Form[]).some((f) => c.forms.has(f))
  return unit ? null : declined('count_of_years', uniq(c.yearsCounted), indicator)
}

/**
 * "L'écart de PIB entre les États-Unis et la Chine en 2024": a gap asked in one year is between two countries, not
 * over two years; short of a country, it needs two countries (or names the place outside the data), never two years.
 */
export function betweenCountries(c: ClauseReading, slots: Slots, d: Decline): Decline {
  if (d.reason === 'one_country' && c.countries.length >= 2) {
    const fraction = fractionOfOther(c)
    if (fraction) return { ...d, reason: 'fraction_of_other', words: [fraction] }
  }
  return d.reason === 'two_years' && c.forms.has('difference') && slots.time.kind === 'year' && c.countries.length < 2
    ? { ...d, reason: 'two_countries' }
    : d
}

/** What may stand between a fraction and the other place: "percent of", "de la moitié de celle du". */
const FRACTION_TO_PLACE = /^(percent|per cent|pour cent|pourcent|%|of|the|that|s|de|du|d|la|le|les|l|des|celle|celui)$/
const PERCENT_WORD = /^(percent|per cent|pour cent|pourcent|%)$/

/** A fraction's number: a percent ("60 percent", "60 %") or a fraction in words ("half", "a third", "la moitié"). */
function isFraction(tokens: ClauseReading['tokens'], at: number): boolean {
  const t = tokens[at]!
  const word = t.meanings.find((m) => m.kind === 'number')
  return (
    (t.kind === 'number' && (t.percent === true || PERCENT_WORD.test(tokens[at + 1]?.words ?? ''))) ||
    (word?.kind === 'number' && word.value > 0 && word.value < 1)
  )
}

/**
 * "Mexico's population more than 60 percent of Brazil's", "plus de la moitié de celle du Japon": a fraction of another
 * country's value is a ratio below 1, which no shape shows the way it is asked (the ratio shown would be the other
 * way round); declined naming the words that lead to the other place (no number, which no figure of the data backs).
 * Null when the clause has none.
 */
function fractionOfOther(c: ClauseReading): string | null {
  const at = c.tokens.findIndex((_t, i) => isFraction(c.tokens, i))
  if (at < 0) return null
  for (let k = at + 1; k < Math.min(c.tokens.length, at + 8); k += 1) {
    const t = c.tokens[k]!
    if (t.meanings.some((m) => m.kind === 'country'))
      return c.tokens
        .slice(at + 1, k + 1)
        .filter((x) => !PERCENT_WORD.test(x.words))
        .map(typedOf)
        .join(' ')
    const between = FRACTION_TO_PLACE.test(t.words) || t.meanings.some((m) => m.kind === 'indicator')
    if (!between) return null
  }
  return null
}

/**
 * "Did China overtake Japan", "bigger than Germany's": a question about a place outside the data, which the rest
 * cannot answer without it, is declined naming that place.
 */
export function outsideTheData(c: ClauseReading, indicator: IndicatorCode | null): (d: Decline) => Decline {
  const elsewhere = c.declines.get('other_place') ?? c.declines.get('place_within')
  return (d) =>
    elsewhere && (d.reason === 'not_understood' || /^(one|two)_countr/.test(d.reason) || d.reason === 'no_country')
      ? {
          reason: c.declines.has('other_place') ? 'other_place' : 'place_within',
          words: uniq(elsewhere),
          indicator,
        }
      : d
}
