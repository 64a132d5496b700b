// Runs the golden set through the ask service: the same pipeline as /ask, question by question.
import type { AskService } from '../ask/service.js'
import type { Design, ProviderName } from '../config.js'
import type { GoldenQuestion } from './golden.js'
import type { EvalRun } from './report.js'
import { score } from './score.js'

export interface EvalOptions {
  provider: ProviderName
  model?: string
  design: Design
  runs: number
  /** Which questions: "golden set", "question bank" or the file given; the report and comparisons name it. */
  questionSet: string
}

export async function runEvaluation(
  service: AskService,
  questions: GoldenQuestion[],
  options: EvalOptions,
  progress: (done: number, total: number) => void = () => {},
): Promise<EvalRun> {
  const results: EvalRun['results'] = []
  const total = questions.length * options.runs
  const started_at = new Date().toISOString()
  for (let run = 1; run <= options.runs; run += 1) {
    for (const q of questions) {
      const outcome = await service.ask({
        question: q.question,
        provider: options.provider,
        model: options.model,
        design: options.design,
      })
      results.push({ id: q.id, run, outcome, score: score(outcome, q) })
      progress(results.length, total)
    }
  }
  const first = results[0]?.outcome
  return {
    configuration: {
      provider: options.provider,
      provider_kind: first?.provider.description ?? '',
      model: first?.provider.model ?? options.model ?? '',
      design: options.design,
      runs: options.runs,
      question_set: options.questionSet,
      questions: questions.length,
    },
    started_at,
    results,
  }
}
