// The small tests on tokens that the question's reading (rules.ts) and a clause's (clause.ts) share: what a token
// means, its words as typed, and the words of a relation and of a follow-up asking when.
import { RELATION_WORDS, type Form } from '../lexicon/question-words.js'
import { FOLLOW_UP, WHEN } from '../lexicon/reading-words.js'
import type { Meaning, Token } from './tokens.js'

export const uniq = <T>(items: T[]) => [...new Set(items)]
export const typedOf = (t: Token) => t.corrected ?? t.text
export const is = (t: Token | undefined, kind: Meaning['kind']) => t?.meanings.some((m) => m.kind === kind) === true
export const isForm = (t: Token | undefined, ...forms: Form[]) =>
  t?.meanings.some((m) => m.kind === 'form' && forms.includes(m.form)) === true
export const isTime = (t: Token | undefined, time: string) =>
  t?.meanings.some((m) => m.kind === 'time' && m.time === time) === true

/** The last words of a relation to a figure ("more than", "under", "plus de"). */
export const RELATED = new RegExp(
  ` (?:${Object.values(RELATION_WORDS)
    .flat()
    .map((w) => w.split(' ').at(-1))
    .join('|')}) $`,
)

/** "If so, when?", "en quelle année ?": a clause of only when-words and follow-up words. */
export const isWhenFollowUp = (tokens: readonly Token[]) =>
  tokens.some((t) => WHEN.has(t.words)) && tokens.every((t) => WHEN.has(t.words) || FOLLOW_UP.has(t.words))
