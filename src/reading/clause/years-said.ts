// Numbers of years said where no figure of the question stands: a number of years said as a level ("Brazil's GDP was
// 70 years": a unit its series is not in), and a run of years held to the latest ("for 5 years", "depuis 5 ans").
import { YEARS_NEXT } from '../../lexicon/reading-words.js'
import { unitAt, type UnitSaid } from '../figure-unit.js'
import { isForm, isTime, RELATED, typedOf } from '../token-match.js'
import type { Token } from '../tokens.js'
import { yearsFigureOf } from './numbers.js'

/** The words that say a level is what a figure is: a copula, "reach", a relation's last word. */
const LEVEL_VERB = /^(is|was|were|are|be|been|reach|reached|hit|est|etait|etaient|sont|ete|atteint|atteignait)$/

/**
 * "Brazil's GDP was 70 years", "the population reached 30 years": a number of years said as the level of a series
 * (after a copula, "reach" or a relation), not a time ("5 years ago", "for 5 years", "over 5 years"): its unit, which
 * only life expectancy fits; null when there is none.
 */
export function strayYears(tokens: Token[]): UnitSaid | null {
  // ("Did it fall in more than 3 years": a count of years, the yes or no's own figure.)
  if (yearsFigureOf(tokens)) return null
  const at = tokens.findIndex(
    (t, i) =>
      t.kind === 'number' &&
      YEARS_NEXT.test(tokens[i + 1]?.words ?? '') &&
      !isTime(tokens[i + 2], 'relative') &&
      !isTime(tokens[i + 1], 'relative') &&
      !isForm(tokens[i - 1], 'up', 'down') &&
      (LEVEL_VERB.test(tokens[i - 1]?.words ?? '') || RELATED.test(` ${tokens[i - 1]?.words ?? ''} `)),
  )
  return at >= 0 ? unitAt(tokens, at) : null
}

/** The words before a duration: "for 5 years", "pendant 5 ans", "depuis 5 ans", "over the past 5 years" is a time. */
const DURATION_BEFORE = /^(for|pendant|durant|depuis|since)$/

/**
 * "Has it been above Canada's for 5 years", "dépasse-t-il celui du Canada depuis 5 ans": a run of years held to the
 * latest, its length asked, which no answer from the latest year alone bears out: its words as typed, the number left
 * out ("for … years"), or null.
 */
export function durationOf(tokens: readonly Token[]): string | null {
  const at = tokens.findIndex(
    (t, i) =>
      t.kind === 'number' &&
      Number.isInteger(t.value) &&
      !t.percent &&
      YEARS_NEXT.test(tokens[i + 1]?.words ?? '') &&
      (DURATION_BEFORE.test(tokens[i - 1]?.words ?? '') || isTime(tokens[i - 1], 'since')) &&
      !isTime(tokens[i + 2], 'relative'),
  )
  return at < 0 ? null : `${typedOf(tokens[at - 1]!)} … ${typedOf(tokens[at + 1]!)}`
}
