// A text the desk would publish (the draft approved, or a correction), checked by gate 2 against the item's own
// evidence and what the rules' reading of its question fetches; published as checked by the application, or only on
// the editor's explicit confirmation, and then saying so.
import type { Store } from '../data/store.js'
import { checkAnswer, evidenceFromTrace, type AnswerEvidence } from '../gates/answer-check.js'
import { fetchReading, tooBig } from '../planner/plan.js'
import { readQuestion } from '../reading/rules.js'
import type { QuestionReading } from '../reading/schema.js'
import { factsOf, missingYearsOf, yearsOf } from '../tools/facts.js'
import type { Toolbox } from '../tools/toolbox.js'
import type { Problem } from '../problem.js'
import { systemRules } from '../llm/prompt.js'
import { detectLanguage, type Language } from '../text/language.js'
import type { DecisionRecord, DecisionRefusal, ReviewItem } from './item.js'

/** Why a decision was not taken: the HTTP status and code a route answers with, and for 422 the figures at fault. */
export type Refusal = {
  ok: false
  status: 400 | 404 | 409 | 422
  code: DecisionRefusal
  error: string
  problems?: Problem[]
}

/** What a check reads: the statistics store and a toolbox over it. */
export interface CheckContext {
  data: Store
  toolbox: Toolbox
}

/** The results the rules' reading of a question fetches, as the planner would fetch them (bounded; none if declined). */
function rulesEvidence(reading: QuestionReading, toolbox: Toolbox, years: readonly [number, number]): AnswerEvidence {
  const budget = { years, rounds: 3, toolCalls: 16 }
  const outcomes = tooBig(reading, budget) ? [] : fetchReading(reading, budget, (c) => toolbox.run(c.name, c.args))
  return {
    // (Numbered after any call of a trace: a citation never names one of the item's own calls for it.)
    facts: outcomes.flatMap((o, k) => factsOf(o, 1001 + k)),
    years: new Set(outcomes.flatMap(yearsOf)),
    missingYears: new Set(outcomes.flatMap(missingYearsOf)),
  }
}

const joinEvidence = (a: AnswerEvidence, b: AnswerEvidence): AnswerEvidence => ({
  facts: [...a.facts, ...b.facts],
  years: new Set([...a.years, ...b.years]),
  missingYears: new Set([...a.missingYears, ...b.missingYears]),
})

/**
 * A text's check: gate 2 against the item's own tool results and those the rules' reading of the question fetches
 * (a draft may have fetched another country or year; the correction gives the one asked: "En 2020, le Japon
 * comptait 126 261 000 habitants" under a draft about Canada).
 */
function check({ data, toolbox }: CheckContext, item: ReviewItem, text: string) {
  const reading = readQuestion(item.question, data.years)
  const evidence = joinEvidence(evidenceFromTrace(item.trace), rulesEvidence(reading, toolbox, data.years))
  return checkAnswer({ status: 'answered', answer: text }, evidence, {
    question: item.question,
    reading,
    rules: systemRules(data, item.design),
    snapshotDate: data.snapshotDate,
    snapshotYears: data.years,
  })
}

/**
 * A text to publish, the draft approved or a correction: checked by the application when gate 2 traces every figure
 * to the item's own tool results; otherwise only on the editor's explicit confirmation, and then it says so, with
 * the editor's name, in the question's language.
 */
export function publish(
  ctx: CheckContext,
  item: ReviewItem,
  text: string,
  status: 'approved' | 'corrected',
  confirmed: boolean,
  editor: string,
): Pick<DecisionRecord, 'status' | 'final_text' | 'checked_by' | 'confirmed'> | Refusal {
  const { problems } = check(ctx, item, text)
  if (problems.length === 0) return { status, final_text: text, checked_by: 'application', confirmed: false }
  if (confirmed) {
    return {
      status,
      final_text: vouched(text, editor, detectLanguage(item.question)),
      checked_by: 'editor',
      confirmed,
    }
  }
  return {
    ok: false,
    status: 422,
    ...(status === 'approved'
      ? {
          code: 'approval_not_confirmed',
          error:
            'The application cannot trace every figure of this draft to the data (the checks refused it). Approve ' +
            'it only if you checked the figures yourself, and confirm it (confirm: true; on the desk page, the ' +
            'tick): the answer will then say so, with your name.',
        }
      : {
          code: 'correction_not_verified',
          error:
            'The application cannot trace every figure of this correction to the data. Fix it, or confirm that ' +
            'you checked the figures yourself (confirm: true; on the desk page, the tick): the answer will then ' +
            'say so, with your name.',
        }),
    problems,
  }
}

/** A published answer whose figures a person, not the application, vouches for: it says so, with the name. */
function vouched(text: string, editor: string, language: Language): string {
  return language === 'fr'
    ? `${text} (Chiffres vérifiés par ${editor}, du service données, et non par l'application.)`
    : `${text} (Figures checked by ${editor} of the data desk, not by the application.)`
}
