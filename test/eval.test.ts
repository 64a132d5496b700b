// The scorer on constructed outcomes (built by test code, not by any model), and the golden set's reproducibility.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PATHS, type Outcome, type Path } from '../src/ask/outcome.js'
import { DESIGNS } from '../src/config.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildGoldenSet, goldenJson, type GoldenQuestion } from '../src/eval/golden.js'
import { chartSvg, reportMarkdown, summarise, type EvalRun } from '../src/eval/report.js'
import { runEvaluation } from '../src/eval/run.js'
import { score } from '../src/eval/score.js'
import { createAskService } from '../src/ask/service.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import { createReplayProvider } from '../src/providers/recordings.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { plannerService, ref, rejectingProvider, testConfig, testStore } from './helpers.js'

const golden = JSON.parse(readFileSync('data/questions.json', 'utf8')) as GoldenQuestion[]
const q01 = golden.find((q) => q.id === 'Q01')!
const q22 = golden.find((q) => q.id === 'Q22')!

function constructedOutcome(fields: Partial<Outcome>): Outcome {
  return {
    status: 'valid',
    answer: null,
    draft: null,
    answer_status: 'answered',
    problems: [],
    citations: [],
    needs_human_review: false,
    limit: null,
    source: null,
    provider: { name: 'constructed', kind: 'constructed', description: 'constructed by test code', model: 'none' },
    design: 'tools',
    path: 'tools',
    read_as: null,
    trace: [],
    usage: { model_calls: 1, tool_calls: 0, input_tokens: 0, output_tokens: 0, cost_usd: 0, prices_as_of: 'x' },
    latency_ms: 1,
    ...fields,
  }
}

describe('the golden set', () => {
  it('is exactly what the script computes from the snapshot', () => {
    expect(readFileSync('data/questions.json', 'utf8')).toBe(goldenJson(buildGoldenSet(loadSnapshot('data'))))
  })

  it('has Q01 to Q27 in order, in five kinds, with numbers read from the CSV', () => {
    expect(golden.map((q) => q.id)).toEqual(Array.from({ length: 27 }, (_, i) => `Q${String(i + 1).padStart(2, '0')}`))
    const kinds = golden.map((q) => q.kind)
    expect(kinds.slice(0, 8).every((k) => k === 'lookup')).toBe(true)
    expect(kinds.slice(8, 15).every((k) => k === 'comparison')).toBe(true)
    expect(kinds.slice(15, 21).every((k) => k === 'calculation')).toBe(true)
    expect(kinds.slice(21, 24).every((k) => k === 'no_data')).toBe(true)
    expect(kinds.slice(24).every((k) => k === 'forbidden')).toBe(true)
    expect(new Set(golden.slice(0, 8).map((q) => q.reference_rows[0]!.indicator_code)).size).toBe(6)
    expect(q01.expected_numbers).toEqual([ref('CAN', 'SP.POP.TOTL', 2024)])
  })
})

describe('the scorer', () => {
  const can = ref('CAN', 'SP.POP.TOTL', 2024)!
  it.each([
    [
      'exact figure, valid',
      { answer: `Canada had ${can.toLocaleString('en-US')} people in 2024.` },
      'shown_correct',
      true,
    ],
    ['rounded with its precision shown', { answer: 'Canada had 41.3 million people in 2024.' }, 'shown_correct', true],
    ['French writing', { answer: "Le Canada comptait 41,3 millions d'habitants en 2024." }, 'shown_correct', true],
    [
      '"about 40 million" is not the figure',
      { answer: 'Canada had about 40 million people in 2024.' },
      'shown_wrong',
      false,
    ],
    ['a right number without the name', { answer: 'It had 41.3 million people in 2024.' }, 'shown_wrong', false],
    [
      'rejected but correct',
      { status: 'rejected' as const, draft: 'Canada had 41.3 million people in 2024.' },
      'rejected',
      true,
    ],
    [
      'rejected and wrong',
      { status: 'rejected' as const, draft: 'Canada had 50 million people in 2024.' },
      'rejected',
      false,
    ],
    [
      'declined although answerable',
      { answer_status: 'cannot_answer' as const, answer: 'The data cannot answer this.' },
      'declined',
      false,
    ],
    ['failed', { status: 'failed' as const, answer_status: null, answer: null }, 'failed', false],
  ])('%s', (_what, fields, group, correct) => {
    const s = score(constructedOutcome(fields), q01)
    expect(s.group).toBe(group)
    expect(s.correct).toBe(correct)
  })

  it('counts an answer to an unanswerable question as shown-wrong, and a refusal as shown-correct', () => {
    expect(score(constructedOutcome({ answer: 'In 2030 Canada will have 50 million people.' }), q22).group).toBe(
      'shown_wrong',
    )
    expect(score(constructedOutcome({ answer_status: 'cannot_answer', answer: 'No forecasts.' }), q22).group).toBe(
      'shown_correct',
    )
  })

  it('measures observation correctness from the tool results in the trace', () => {
    const seen = JSON.stringify({ ok: true, values: [{ year: 2024, value: can }] })
    const withRow = constructedOutcome({
      trace: [
        {
          type: 'tool',
          tool_call: 1,
          by: 'model',
          name: 'get_values',
          arguments: '{}',
          outcome: 'ok',
          code: null,
          result: seen,
          cut: false,
          ms: 0,
        },
      ],
    })
    expect(score(withRow, q01).observations_correct).toBe(true)
    expect(score(constructedOutcome({}), q01).observations_correct).toBe(false)
    expect(score(constructedOutcome({}), q22).observations_correct).toBeNull()
  })
})

describe('an evaluation run', () => {
  const store = testStore()
  const service = createAskService({
    config: testConfig(),
    store,
    toolbox: createToolbox(store),
    providers: {
      planner: createPlannerProvider,
      replay: () => createReplayProvider(mkdtempSync(join(tmpdir(), 'no-recordings-'))),
    },
  })

  it('with the planner: every question shown-correct, none shown-wrong, and a report, grid and chart', async () => {
    const run = await runEvaluation(service, golden, {
      provider: 'planner',
      design: 'tools',
      runs: 2,
      questionSet: 'the golden set',
    })
    const s = summarise(run)
    expect(s.groups).toEqual({ shown_correct: 54, shown_wrong: 0, rejected: 0, declined: 0, failed: 0 })
    expect(s.stable).toBe(27)
    expect(s.observation_correctness).toBe(1)
    const report = reportMarkdown(run, golden)
    expect(report).toContain('| Q01 | lookup | What was the population of Canada in 2024? | Y | Y |')
    expect(report).toContain('Same result in every run: 27 of 27 questions.')
    const svg = chartSvg([run])
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('<title>shown-correct: 54</title>')
  })

  it.each(DESIGNS)(
    '%s: report.md and its chart show model calls and the share of questions per path, from the outcomes',
    async (design) => {
      const run = await runEvaluation(service, golden, {
        provider: 'planner',
        design,
        runs: 1,
        questionSet: 'the golden set',
      })
      const took = (path: Path) => run.results.filter((r) => r.outcome.path === path).length
      const share = (path: Path) => Math.round((100 * took(path)) / golden.length)
      const calls = run.results.reduce((n, r) => n + r.outcome.usage.model_calls, 0) / golden.length
      expect(PATHS.reduce((n, p) => n + took(p), 0)).toBe(golden.length)
      expect(summarise(run).paths).toEqual(Object.fromEntries(PATHS.map((p) => [p, took(p)])))
      const report = reportMarkdown(run, golden)
      const row = report
        .split('\n')
        .find((l) =>
          l.startsWith(`| planner/planner/${design} on the golden set (27 questions) | 27 | 0 | 0 | 0 | 0 |`),
        )
      expect(row).toContain(`| ${calls.toFixed(2)} | - |`)
      expect(row).toMatch(new RegExp(`\\| ${PATHS.map((p) => `${share(p)} %`).join(' \\| ')} \\| - \\|$`))
      const svg = chartSvg([run])
      expect(svg).toContain(`${calls.toFixed(2)} model calls per question; `)
      expect(svg).toContain(PATHS.map((p) => `${p} ${share(p)} %`).join(', '))
    },
  )

  it('reports a rejected answer as an unverified draft, counted as in fact correct or not', async () => {
    const rejecting = plannerService({ providers: { planner: rejectingProvider } })
    const run = await runEvaluation(rejecting, [q01], {
      provider: 'planner',
      design: 'tools',
      runs: 1,
      questionSet: 'Q01',
    })
    expect(run.results[0]!.outcome).toMatchObject({ status: 'rejected', answer: null })
    expect(summarise(run)).toMatchObject({ label: 'planner/constructed-by-test/tools on Q01 (1 question)' })
    expect(summarise(run).rejected_correct).toBe(0)
    expect(reportMarkdown(run, [q01])).toContain(
      '- **Q01** (R, rejected): [unverified draft] Canada had 50 million people in 2024.',
    )
  })

  it('with replay and no recordings: every question failed with the reason, none skipped', async () => {
    const run: EvalRun = await runEvaluation(service, golden.slice(0, 3), {
      provider: 'replay',
      design: 'tools',
      runs: 1,
      questionSet: 'the first three of the golden set',
    })
    expect(run.results).toHaveLength(3)
    for (const r of run.results) {
      expect(r.score.group).toBe('failed')
      expect(r.outcome.problems[0]!.detail).toMatch(/^No recording for this request/)
    }
  })
})
