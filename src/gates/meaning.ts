// Gate 2: every number in the answer must be one the application gave the model, at the precision the answer shows;
// an answered question names its year. Numbers the model wrote itself (its own arguments, a refused call's echo) are
// not evidence.
import { detectLanguage } from '../text/language.js'
import { isSupported, isYear, readNumbers, scaleWordsWithoutDigits } from '../text/numbers.js'
import { MAX_ANSWER_CHARS, type Answer } from '../llm/answer.js'
import type { Problem } from './problem.js'

export function checkMeaning(answer: Answer, evidence: readonly number[]): Problem[] {
  const text = answer.answer.trim()
  if (text === '') return [{ code: 'empty_answer', detail: 'the answer is empty' }]
  const problems: Problem[] = []
  if (text.length > MAX_ANSWER_CHARS) {
    problems.push({ code: 'answer_too_long', detail: `${text.length} characters (at most ${MAX_ANSWER_CHARS})` })
  }
  const numbers = readNumbers(text, detectLanguage(text))
  for (const n of numbers) {
    if (!isSupported(n, evidence)) problems.push({ code: 'unsupported_number', detail: n.text })
  }
  for (const word of scaleWordsWithoutDigits(text)) {
    problems.push({ code: 'number_in_words', detail: `"${word}" without digits cannot be checked` })
  }
  if (answer.status === 'answered' && !numbers.some(isYear)) {
    problems.push({ code: 'no_year', detail: 'an answer must name the year of its figures' })
  }
  return problems
}
