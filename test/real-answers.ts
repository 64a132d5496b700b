// The real-answer corpus, three recordings: the golden set as a real language model answered it (test/fixtures/
// real-model and its 2026-11-30b and 2026-12-01 folders, copied from ../shared/real-model; see their PROVENANCE.md;
// answers unedited). Each answer is judged with the evidence of its own trace: the tools it called (or the application
// called for fetch-first and auto), run again on the same snapshot through today's toolbox.
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
export type RecordedDesign = 'tools' | 'fetch-first' | 'auto'
/** The three recordings, each with the designs it ran: the first (project at d1aeef8), the second (at 0995100), the
 * third (at ae5fb6f). */
export const RECORDINGS: readonly { name: string; dir: string; designs: readonly RecordedDesign[] }[] = [
  { name: 'first (d1aeef8)', dir: CORPUS, designs: ['tools', 'fetch-first'] },
  { name: 'second (0995100)', dir: join(CORPUS, '2026-11-30b'), designs: ['tools', 'fetch-first'] },
  { name: 'third (ae5fb6f)', dir: join(CORPUS, '2026-12-01'), designs: ['tools', 'auto'] },
]
export const golden = JSON.parse(readFileSync('data/questions.json', 'utf8')) as GoldenQuestion[]

export interface RealAnswer {
  recording: string
  design: RecordedDesign
  id: string
  question: GoldenQuestion
  outcome: Outcome
  /** The answer as the model wrote it (a rejected outcome keeps it as its draft). */
  text: string
}

export function corpus(dir: string, design: RecordedDesign): { id: string; outcome: Outcome }[] {
  const file = join(dir, `golden-${design}`, 'results.json')
  if (!existsSync(file)) throw new Error(`the real-answer corpus is missing: ${file} (set REAL_MODEL_DIR)`)
  return (JSON.parse(readFileSync(file, 'utf8')) as { results: { id: string; outcome: Outcome }[] }).results
}

export const realAnswers = (): RealAnswer[] =>
  RECORDINGS.flatMap(({ name, dir, designs }) =>
    designs.flatMap((design) =>
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
      // (auto's answer was written on the path it took, under that path's rules, as the loop checks it.)
      rules: systemRules(store, answer.design === 'tools' || answer.outcome.path === 'tools' ? 'tools' : 'fetch-first'),
      snapshotDate: store.snapshotDate,
      snapshotYears: store.years,
    },
  )
}
