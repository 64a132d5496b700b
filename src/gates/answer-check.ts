// Gate 2 as one call: every figure a cited fact, then whether the answer answers the question asked. The loop runs it
// on a model's answer with the evidence it gathered; the data desk runs it on an editor's correction with the evidence
// read back from the item's trace, so that both are held to the same check.
import type { Answer } from '../llm/answer.js'
import type { QuestionReading } from '../reading/schema.js'
import { readResult } from '../tools/toolbox.js'
import { factsOf, missingYearsOf, yearsOf, type Fact } from '../tools/facts.js'
import { detectLanguage } from '../text/language.js'
import { checkAbsences } from './absence.js'
import { asciiDigitsInPlace } from '../text/normalise.js'
import { checkClaims, shapeFigures } from './claims.js'
import { checkCoverage } from './coverage.js'
import { allowedYears, checkFigures, quotationsOf, type Citation } from './figures.js'
import type { Problem } from '../problem.js'

export interface AnswerEvidence {
  facts: readonly Fact[]
  /** Years the results named (with a value or without). */
  years: ReadonlySet<number>
  /** Years the results reported as having no value. */
  missingYears: ReadonlySet<number>
}

export interface AnswerContext {
  question: string
  /** The one reading of the question: the coverage and verdict checks read its parts. */
  reading: QuestionReading
  rules: string
  snapshotDate: string
  snapshotYears: readonly [number, number]
}

export function checkAnswer(
  given: Answer,
  evidence: AnswerEvidence,
  context: AnswerContext,
): { problems: Problem[]; citations: Citation[] } {
  const { question } = context
  // Digits are digits: "٢٠٠٠" in an answer is read as 2000 by every check, in its place (text/normalise.ts).
  const answer = { ...given, answer: asciiDigitsInPlace(given.answer) }
  const figures = checkFigures(answer, {
    facts: evidence.facts,
    years: allowedYears(evidence.years, question, context.snapshotYears),
    question,
    rules: context.rules,
    snapshotDate: context.snapshotDate,
  })
  const { citations } = figures
  // A figure no tool states but a part's own check establishes (a count of years) is left to that check.
  const established = shapeFigures(
    answer.answer,
    detectLanguage(answer.answer),
    { facts: evidence.facts, missingYears: evidence.missingYears, snapshotYears: context.snapshotYears },
    context.reading,
  )
  const figureProblems = figures.problems.filter(
    (p) => !p.figure || !established.some((s) => p.figure!.start >= s.start && p.figure!.start < s.end),
  )
  // Every figure and every claim checked first; then whether the answer answers the question asked.
  const text = answer.answer.trim()
  const quotes = quotationsOf(text, question)
  const claims = checkClaims(
    { status: answer.status, answer: text },
    detectLanguage(text),
    { facts: evidence.facts, missingYears: evidence.missingYears, snapshotYears: context.snapshotYears },
    context.reading,
    (at) => quotes.some((q) => at >= q.start && at < q.end),
  )
  const checked = [...figureProblems, ...claims, ...checkAbsences(text, detectLanguage(text), evidence.facts)]
  const problems =
    checked.length > 0
      ? checked
      : checkCoverage({
          reading: context.reading,
          status: answer.status,
          answer: text,
          citations,
          missingYears: evidence.missingYears,
        })
  return { problems, citations }
}

/**
 * What gate 2 reads of a run's trace entry (the outcome's TraceEntry has this shape; the gates do not import the loop
 * that writes it): a tool's result text as the model read it, its number, and whether it was cut.
 */
export type RecordedEntry =
  { type: 'tool'; tool_call: number; result: string; cut: boolean } | { type: 'model' | 'stop' | 'reading' }

/**
 * The evidence a run gathered, read back from its trace: the results exactly as the model read them. A result cut
 * for length is not JSON any more and gives no facts, so a figure from it cannot be cited (the editor vouches instead).
 */
export function evidenceFromTrace(trace: readonly RecordedEntry[]): AnswerEvidence {
  const facts: Fact[] = []
  const years = new Set<number>()
  const missingYears = new Set<number>()
  for (const entry of trace) {
    if (entry.type !== 'tool' || entry.cut) continue
    const outcome = readResult(entry.result)
    if (outcome.ok) facts.push(...factsOf(outcome, entry.tool_call))
    for (const year of yearsOf(outcome)) years.add(year)
    for (const year of missingYearsOf(outcome)) missingYears.add(year)
  }
  return { facts, years, missingYears }
}
