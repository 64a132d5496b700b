// Numbers of years said: a count of years a yes or no counts ("in more than 3 years"); and where no figure of the
// question stands, a number of years said as a level ("Brazil's GDP was 70 years": a unit its series is not in), and
// a run of years held to the latest ("for 5 years", "depuis 5 ans").
import { RELATION_WORDS } from '../../lexicon/question-words.js'
import { YEARS_NEXT } from '../../lexicon/reading-words.js'
import type { QuotedFigure } from '../schema.js'
import { unitAt, type UnitSaid } from '../figure-unit.js'
import { isForm, isTime, RELATED, typedOf } from '../token-match.js'
import type { Token } from '../tokens.js'

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

/** The relations a count of years is asked with ("in more than 3 years"), as folded words, longest first. */
const YEARS_RELATIONS = (['more', 'least', 'less'] as const).flatMap((relation) =>
  RELATION_WORDS[relation].map((w) => ({ relation, w })),
)
/** The prepositions before a count of years: "in", "en", "for", "pendant". */
const COUNT_PREPOSITION = /^(in|en|for|during|pendant|durant)$/

/**
 * "Did it fall in more than 3 years", "a-t-il baissé en plus de 3 ans": the number of years a yes or no counts (a
 * preposition, a relation, a whole number, a word for years), with its words as typed, the number left out; never
 * a time ("in 3 years", no relation) nor a change's amount ("by more than 3 years"). Null when the clause has none.
 */
export function yearsFigureOf(tokens: Token[]): { figure: QuotedFigure; words: string } | null {
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'number' || !Number.isInteger(t.value) || t.percent || !YEARS_NEXT.test(tokens[i + 1]?.words ?? ''))
      continue
    // (A relation may be one token or several: "at least", "plus de".)
    for (const { relation, w } of YEARS_RELATIONS) {
      const n = [1, 2, 3, 4].find(
        (k) =>
          k <= i &&
          tokens
            .slice(i - k, i)
            .map((x) => x.words)
            .join(' ') === w,
      )
      if (n === undefined) continue
      const said = tokens.slice(i - n, i)
      const preposition = tokens[i - n - 1]
      if (!preposition || !COUNT_PREPOSITION.test(preposition.words)) continue
      const typed = [preposition, ...said].map(typedOf).join(' ')
      return {
        figure: { value: t.value, relation, text: t.text, percent: false },
        words: `${typed} … ${typedOf(tokens[i + 1]!)}`,
      }
    }
  }
  return null
}
