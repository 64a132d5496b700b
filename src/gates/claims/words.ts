// Gate 2's claim words, as the reader finds them in an answer's folded text (the phrases of lexicon/claims.ts, and the
// words around them that bind a claim: a rank's context, a scope, a span, "than", "again"), and the parts of a sentence
// a claim is read within (its segment between ";" and ":", its clause between "and", "but", ",").
import {
  AGAIN,
  CLAIM_WORDS,
  EVERY_YEAR,
  FIRST_TIME,
  HEDGES,
  NEGATIONS,
  NO_FIGURE,
  RANK_CONTEXT,
  SINCE,
  THAN,
} from '../../lexicon/claims.js'
import { PhraseIndex } from '../../text/phrases.js'
import type { readNumbers } from '../../text/numbers.js'
import type { Sentence } from '../../text/sentences.js'

const space = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, ' +')
const sorted = (phrases: readonly string[]) => [...new Set(phrases)].sort((a, b) => b.length - a.length)
export const SENSES = new Map(CLAIM_WORDS.map(([phrase, sense]) => [phrase, sense]))
// Looked up by their first word (text/phrases.ts): one alternation of every claim phrase cost a quarter of the
// application's time per question.
export const CLAIMS = new PhraseIndex(SENSES.keys())
export const ORDINAL_DIGITS = / ([1-8]) ?(?:st|nd|rd|th|er|re|e|eme)(?= )/g
/** A test for any of the phrases. */
const has = (phrases: readonly string[]) => new PhraseIndex(phrases)
export const NEGATION = has(NEGATIONS)
export const EVERY = has(EVERY_YEAR)
export const FIRST = has(FIRST_TIME)
export const HEDGE = has(HEDGES)
export const NONE = has(NO_FIGURE)
export const RANK_BEFORE = new RegExp(` (?:${sorted(RANK_CONTEXT.before).map(space).join('|')}) +$`)
export const RANK_AFTER = new RegExp(`^ +(?:${sorted(RANK_CONTEXT.after).map(space).join('|')}) `)
export const SCOPE = / (?:among|parmi|between|entre) +(?:(?:the|le|la|les|l) +)?$/
export const AVERAGE = / (?:the|la) +(?:average|mean|moyenne)(?= )/
export const LEVEL =
  / (?:its|son|their|leur) +((?:19|20)\d\d) +(?:level|niveau)| (?:son|leur) +niveau +de +((?:19|20)\d\d)/
export const SPAN =
  / (?:from|between|de|entre|since|depuis) +((?:19|20)\d\d) +(?:to|and|a|et|through|until) +((?:19|20)\d\d)(?= )/
/** "since 2018" (and no second year): from that year to the last year the results reach. */
export const SINCE_YEAR = new RegExp(
  ` (?:${sorted(SINCE).map(space).join('|')}) +((?:19|20)\\d\\d)(?! +(?:to|and|a|et|through|until) +(?:19|20)\\d\\d)(?= )`,
)
export const AGAIN_WORDS = new PhraseIndex(AGAIN)
export const AGAIN_TEST = has(AGAIN)
export const THAN_WORD = new RegExp(` (?:${sorted(THAN).map(space).join('|')})(?= )`)
/** "plus élevé en 2024 qu'en 2000": a comparison word whose "que" comes after the year it is about. */
export const BEFORE_YEAR = new Map(
  [...SENSES].flatMap(([phrase, sense]) =>
    sense.kind === 'comparison' && / (?:que|qu)$/.test(phrase) ? [[phrase.replace(/ (?:que|qu)$/, ''), sense]] : [],
  ),
)
export const YEAR_THEN_THAN = new RegExp(
  ` (?:${sorted([...BEFORE_YEAR.keys()])
    .map(space)
    .join('|')})(?= +en +(?:19|20)\\d\\d +(?:que|qu) )`,
  'g',
)
/**
 * Where one claim's part of its sentence ends: ",", ";", "and", "but", "then", "while" (and their French), outside
 * parentheses; "in 2023 and 2024", "2009, 2010 et 2011" are one list of years, not two parts.
 */
const CLAUSE_BREAK = / *[;,] *| +(?:and|et|but|mais|puis|then|while|whereas|alors que|tandis que) +/gi
const YEAR_BEFORE = /(?:19|20)\d\d\s*$/
const YEAR_AFTER = /^\s*(?:(?:in|en)\s+)?(?:19|20)\d\d\b/

/** Parts of a sentence between ";" and ":" (not inside parentheses): each has its own subject. */
export function segmentsOf(s: Sentence): Sentence[] {
  const out: Sentence[] = []
  let depth = 0
  let from = 0
  for (let k = 0; k < s.text.length; k += 1) {
    const c = s.text[k]!
    if (c === '(') depth += 1
    else if (c === ')') depth = Math.max(0, depth - 1)
    else if ((c === ';' || c === ':') && depth === 0) {
      out.push({ text: s.text.slice(from, k), start: s.start + from, end: s.start + k })
      from = k + 1
    }
  }
  out.push({ text: s.text.slice(from), start: s.start + from, end: s.end })
  return out
}

export const inParentheses = (text: string, at: number) => {
  let depth = 0
  for (let k = 0; k < at; k += 1) {
    if (text[k] === '(') depth += 1
    else if (text[k] === ')') depth = Math.max(0, depth - 1)
  }
  return depth > 0
}

type ReadNumber = ReturnType<typeof readNumbers>[number]
/** The years written within `s` (a clause, a span), outside parentheses: the years a claim there names. */
export const yearsWithin = (numbers: readonly ReadNumber[], text: string, s: { start: number; end: number }) =>
  numbers.filter(
    (x) =>
      x.kind === 'year' &&
      x.start >= s.start &&
      x.start < s.end &&
      !inParentheses(text.slice(s.start), x.start - s.start),
  )

/** The part of a segment that holds one claim word (at `at`): between the clause breaks around it. */
export function claimClause(
  text: string,
  segment: Sentence,
  numbers: readonly { start: number; end: number }[],
  at: number,
) {
  // Numbers masked first: the comma of "12,275" is no break.
  let masked = text.slice(segment.start, segment.end)
  for (const n of numbers) {
    const [from, to] = [Math.max(n.start - segment.start, 0), Math.min(n.end - segment.start, masked.length)]
    if (to > from) masked = masked.slice(0, from) + '0'.repeat(to - from) + masked.slice(to)
  }
  let [start, end] = [segment.start, segment.end]
  for (const m of masked.matchAll(CLAUSE_BREAK)) {
    const [from, to] = [segment.start + m.index, segment.start + m.index + m[0].length]
    if (inParentheses(masked, m.index)) continue
    const joinsYears = !/but|mais|puis|then|while|whereas|alors|tandis/i.test(m[0])
    if (joinsYears && YEAR_BEFORE.test(text.slice(segment.start, from)) && YEAR_AFTER.test(text.slice(to, segment.end)))
      continue
    if (to <= at) start = to
    else if (from >= at) {
      end = from
      break
    }
  }
  return { text: text.slice(start, end), start, end }
}
