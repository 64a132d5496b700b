// Scoring one outcome against its golden question. The number rule is gate 2's: an expected number is shown when the
// answer writes it exactly or rounded with its precision shown ("41.3 million" for 41262329, not "about 40 million").
import type { Outcome } from '../ask/outcome.js'
import { ORDINAL_WORDS } from '../lexicon/claims.js'
import { detectLanguage } from '../text/language.js'
import { foldWords } from '../text/normalise.js'
import { numbersInJsonText, isSupported, readNumbers } from '../text/numbers.js'
import type { GoldenQuestion } from './golden.js'

/** Y shown-correct, W shown-wrong, R rejected (stopped by a check), D declined although answerable, F failed. */
export type Group = 'shown_correct' | 'shown_wrong' | 'rejected' | 'declined' | 'failed'
export const GROUP_LETTER: Record<Group, string> = {
  shown_correct: 'Y',
  shown_wrong: 'W',
  rejected: 'R',
  declined: 'D',
  failed: 'F',
}
export const GROUPS: Group[] = ['shown_correct', 'shown_wrong', 'rejected', 'declined', 'failed']

export interface Score {
  group: Group
  /** Right status, every expected number shown at its precision, every expected name present. */
  correct: boolean
  /** The tools returned every reference row (null for questions with none). */
  observations_correct: boolean | null
  /** Every expected number appears in the final sentence, whatever the status (weaker than `correct`). */
  numbers_present: boolean
}

const fold = (text: string) => foldWords(text)

/** Every expected number is shown: as a figure at its precision, or a rank written as a word ("ranked sixth"). */
export function numbersShown(answer: string, expected: readonly number[]): boolean {
  const shown = readNumbers(answer, detectLanguage(answer))
  const places = foldWords(answer)
    .split(' ')
    .flatMap((w) => (ORDINAL_WORDS.has(w) ? [ORDINAL_WORDS.get(w)!] : []))
  return expected.every((e) => shown.some((n) => isSupported(n, [e])) || places.includes(e))
}

/** Every reference row's value is among the numbers of the tool results that succeeded. */
export function observationsCorrect(outcome: Outcome, q: GoldenQuestion): boolean | null {
  if (q.reference_rows.length === 0) return null
  const given = new Set(
    outcome.trace.flatMap((t) => (t.type === 'tool' && t.outcome === 'ok' ? numbersInJsonText(t.result) : [])),
  )
  return q.reference_rows.every((r) => given.has(r.value))
}

export function score(outcome: Outcome, q: GoldenQuestion): Score {
  // A rejected outcome's draft is scored too: the report says how many rejected answers were in fact correct.
  const answer = outcome.answer ?? outcome.draft ?? ''
  const numbers_present = answer !== '' && numbersShown(answer, q.expected_numbers)
  const statusRight = outcome.answer_status === q.expected_status
  // A decline is right when it names what the data cannot honour; an answer, when it names what it set aside.
  const names = (q.must_name ?? []).every((w) => fold(answer).includes(fold(w)))
  const correct =
    statusRight &&
    names &&
    numbers_present &&
    (q.expected_status === 'cannot_answer' || q.expected_names.every((n) => fold(answer).includes(fold(n))))
  let group: Group
  if (outcome.status === 'failed') group = 'failed'
  else if (outcome.status === 'rejected') group = 'rejected'
  else if (outcome.answer_status === 'cannot_answer' && q.expected_status === 'answered') group = 'declined'
  else group = correct ? 'shown_correct' : 'shown_wrong'
  return { group, correct, observations_correct: observationsCorrect(outcome, q), numbers_present }
}
