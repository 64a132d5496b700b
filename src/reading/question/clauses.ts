// A question's tokens split into clauses: its sentences, a premise ("since X overtook Y, ..."), "and what ...", two
// clauses that each name their own country and series, two measures side by side. Each clause is read on its own.
import { PREMISE_WORDS, QUESTION_STARTS } from '../../lexicon/question-words.js'
import { sinceWhenAfter, tagWithYearAfter } from './clause-roles.js'
import { is, isForm, isTime, isWhenFollowUp } from '../token-match.js'
import type { Token } from '../tokens.js'

const PREMISE = new Set(PREMISE_WORDS)
const STARTS = new Set(QUESTION_STARTS)

/** Whether a token's words are, or begin with, a question's start ("how", "how many", "combien de"). */
function startsWithStart(words: string): boolean {
  for (let end = words.indexOf(' '); end >= 0; end = words.indexOf(' ', end + 1))
    if (STARTS.has(words.slice(0, end))) return true
  return STARTS.has(words)
}

/** The tokens from `i` to the end of its sentence. */
function sentenceFrom(text: string, tokens: readonly Token[], i: number): Token[] {
  const end = tokens.findIndex((t, k) => k > i && /[?!;.]/.test(text.slice(tokens[k - 1]!.end, t.start)))
  return tokens.slice(i, end < 0 ? undefined : end)
}

/**
 * "Population of Canada in 2024 and GDP of Brazil in 2019": each side of the "and" names its own country and its own
 * series, so each is a clause of its own (read together, they would ask every series of every country).
 */
function pairsOwnSeries(before: readonly Token[], after: readonly Token[]): boolean {
  const names = (tokens: readonly Token[], kind: 'country' | 'indicator') =>
    tokens.some((t) => t.meanings.some((m) => m.kind === kind || (kind === 'country' && m.kind === 'people')))
  return names(before, 'country') && names(before, 'indicator') && names(after, 'country') && names(after, 'indicator')
}

/** Measures of a series that a question may ask side by side: "% change and CAGR", "average and median". */
const MEASURES = new Set(['change', 'cagr', 'average', 'median', 'sum', 'growth_rate'])
const measureOf = (t: Token | undefined) =>
  t?.meanings.flatMap((m) => (m.kind === 'form' && MEASURES.has(m.form) ? [m.form] : []))[0]

/**
 * "…, % change and CAGR", "the percentage change and the compound annual growth rate": two measures joined by "and"
 * (past the words that name nothing), each asked of what the clause names (two clauses).
 */
function twoMeasures(before: Token | undefined, after: readonly Token[]): boolean {
  const next = after.find((t) => !t.meanings.every((m) => m.kind === 'neutral') || t.meanings.length === 0)
  const [a, b] = [measureOf(before), measureOf(next)]
  return a !== undefined && b !== undefined && a !== b
}

/** Splits the tokens into clauses: sentences, a premise ("since X overtook Y, ..."), "and what ...". */
export function clausesOf(text: string, tokens: Token[]): { tokens: Token[]; premise: boolean }[] {
  const clauses: { tokens: Token[]; premise: boolean }[] = []
  let current: Token[] = []
  let premise = false
  const close = () => {
    if (current.length > 0) clauses.push({ tokens: current, premise })
    current = []
    premise = false
  }
  tokens.forEach((t, i) => {
    const previous = tokens[i - 1]
    const gap = previous ? text.slice(previous.end, t.start) : ''
    const rest = () => sentenceFrom(text, tokens, i)
    // A sentence ends at "?", "!", ";" or a full stop after a word (not after "U.S" or a single letter).
    const fullStop =
      /\.\s/.test(gap) &&
      previous !== undefined &&
      !previous.text.includes('.') &&
      (previous.text.length > 1 || previous.kind === 'number')
    const comma = /,/.test(gap)
    const startsQuestion = startsWithStart(t.words)
    const joined = previous !== undefined && /^(and|et|also|aussi|plus|then|puis)$/.test(previous.words)
    // ", and if so, when?", ", et si oui, en quelle année ?": a follow-up of its own, whatever the punctuation.
    const followUp = /^(if|si)$/.test(t.words) && isWhenFollowUp(sentenceFrom(text, tokens, i))
    if (followUp) {
      if (joined) current.pop()
      close()
    } else if (
      (/[?!;]/.test(gap) || fullStop) &&
      (sinceWhenAfter(current, rest()) || tagWithYearAfter(current, rest()))
    ) {
      // ("Brazil's GDP has been above Canada's. Since when?": the sentence's own "since when", joined to it; so is
      // "True in 2025?", the year the claim is asked of.)
    } else if (/[?!;]/.test(gap) || fullStop || (premise && comma)) close()
    else if (
      joined &&
      current.length > 1 &&
      (startsQuestion || pairsOwnSeries(current.slice(0, -1), rest()) || twoMeasures(tokens[i - 2], rest()))
    ) {
      current.pop()
      close()
    }
    // "Since Nigeria's population overtook the US in 2010, ...": "since" before anything but a year opens a premise.
    const opens =
      (PREMISE.has(t.words) || (isTime(t, 'since') && tokens[i + 1]?.kind !== 'year')) &&
      tokens.slice(i + 1).some((n) => isForm(n, 'overtake', 'up', 'down', 'double', 'compare', 'high', 'low'))
    if (opens && current.every((c) => is(c, 'framing') || is(c, 'neutral'))) {
      close()
      premise = true
      return
    }
    current.push(t)
  })
  close()
  return clauses
}
