// The real-answer corpus, both recordings: the golden set as a real language model answered it (test/fixtures/
// real-model and its 2026-11-30b folder, copied from ../shared/real-model; see their PROVENANCE.md; answers unedited).
// Each answer is judged with the evidence of its own trace: the tools it called (or the application called for
// fetch-first), run again on the same snapshot through today's toolbox.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Outcome } from '../src/ask/outcome.js'
import type { GoldenQuestion } from '../src/eval/golden.js'
import { checkAnswer } from '../src/gates/answer-check.js'
import { systemRules } from '../src/llm/prompt.js'
import { readQuestion } from '../src/reading/rules.js'
import { factsOf, missingYearsOf, yearsOf } from '../src/tools/facts.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { testStore } from './helpers.js'

const CORPUS = resolve(process.env.REAL_MODEL_DIR ?? join('test', 'fixtures', 'real-model'))
/** The two recordings: the first (project at d1aeef8) and the second (at 0995100). */
export const RECORDINGS = [
  { name: 'first (d1aeef8)', dir: CORPUS },
  { name: 'second (0995100)', dir: join(CORPUS, '2026-11-30b') },
] as const
export const DESIGNS = ['tools', 'fetch-first'] as const
export const golden = JSON.parse(readFileSync('data/questions.json', 'utf8')) as GoldenQuestion[]

export interface RealAnswer {
  recording: string
  design: (typeof DESIGNS)[number]
  id: string
  question: GoldenQuestion
  outcome: Outcome
  /** The answer as the model wrote it (a rejected outcome keeps it as its draft). */
  text: string
}

export function corpus(dir: string, design: (typeof DESIGNS)[number]): { id: string; outcome: Outcome }[] {
  const file = join(dir, `golden-${design}`, 'results.json')
  if (!existsSync(file)) throw new Error(`the real-answer corpus is missing: ${file} (set REAL_MODEL_DIR)`)
  return (JSON.parse(readFileSync(file, 'utf8')) as { results: { id: string; outcome: Outcome }[] }).results
}

export const realAnswers = (): RealAnswer[] =>
  RECORDINGS.flatMap(({ name, dir }) =>
    DESIGNS.flatMap((design) =>
      corpus(dir, design).map((r) => ({
        recording: name,
        design,
        id: r.id,
        question: golden.find((q) => q.id === r.id)!,
        outcome: r.outcome,
        text: (r.outcome.answer ?? (r.outcome as { draft?: string | null }).draft ?? '').trim(),
      })),
    ),
  )

/** The results a recorded run saw, run again through today's toolbox. */
export function outcomesOf(answer: RealAnswer) {
  const toolbox = createToolbox(testStore())
  return answer.outcome.trace.flatMap((t) =>
    t.type === 'tool' ? [toolbox.run(t.name, t.arguments, { raw: true })] : [],
  )
}

/** Gate 2 as the loop runs it (figures, claims, coverage), on `text` as the answer to the recorded question. */
export function judge(answer: RealAnswer, text: string = answer.text) {
  const store = testStore()
  const outcomes = outcomesOf(answer)
  const question = answer.question.question
  return checkAnswer(
    { status: answer.outcome.answer_status!, answer: text },
    {
      facts: outcomes.flatMap((o, i) => factsOf(o, i + 1)),
      years: new Set(outcomes.flatMap(yearsOf)),
      missingYears: new Set(outcomes.flatMap(missingYearsOf)),
    },
    {
      question,
      reading: readQuestion(question, store.years),
      rules: systemRules(store, answer.design),
      snapshotDate: store.snapshotDate,
      snapshotYears: store.years,
    },
  )
}
