// Replay of a real model's recorded answers (recordings/ and test/fixtures/real-model/recordings, written by record
// mode, unedited; see their PROVENANCE.md) when the prompt has changed since: replay finds each exchange by model,
// design, question and turn, still plays the recorded answer through today's gates, and says so. The prompt is changed
// here on purpose, by a sentence this file adds to the system rules.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import type { Outcome } from '../src/ask/outcome.js'
import type { Design } from '../src/config.js'
import { costRow, costTable } from '../src/eval/costs.js'
import type { GoldenQuestion } from '../src/eval/golden.js'
import { summarise, type EvalRun } from '../src/eval/report.js'
import { runEvaluation } from '../src/eval/run.js'
import type { ChatRequest } from '../src/llm/chat.js'
import {
  createReplayProvider,
  recordedDesigns as designsOf,
  recordedModels,
  type RecordingFile,
} from '../src/providers/recordings.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { testConfig, testStore } from './helpers.js'

const prompt = vi.hoisted(() => ({ added: '' }))
vi.mock('../src/llm/prompt.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/llm/prompt.js')>()
  return {
    ...original,
    systemRules: (...args: Parameters<typeof original.systemRules>) => original.systemRules(...args) + prompt.added,
  }
})
const CHANGE = '\nA sentence this test added to the rules.'

const golden = JSON.parse(readFileSync('data/questions.json', 'utf8')) as GoldenQuestion[]
const SHIPPED = 'recordings'
const FIRST = join('test', 'fixtures', 'real-model', 'recordings')
const MODEL = 'claude-relay'

/** The designs a folder's recordings of the real model hold, read off their requests' shapes. */
const recordedDesigns = (dir: string) => designsOf(dir, MODEL)

async function replayGolden(dir: string, design: Design, added = ''): Promise<EvalRun> {
  prompt.added = added
  const store = testStore()
  const service = createAskService({
    config: testConfig(),
    store,
    toolbox: createToolbox(store),
    providers: { replay: () => createReplayProvider(dir) },
  })
  try {
    return await runEvaluation(service, golden, {
      provider: 'replay',
      model: MODEL,
      design,
      runs: 1,
      questionSet: 'the golden set',
    })
  } finally {
    prompt.added = ''
  }
}

const modelEntries = (o: Outcome) => o.trace.flatMap((t) => (t.type === 'model' ? [t] : []))

/** Every exchange replayed with its prompt changed, and the outcome says so; none failed for want of a recording. */
function expectAllChanged(run: EvalRun) {
  for (const { id, outcome } of run.results) {
    expect(outcome.status, `${id}: ${outcome.problems.map((p) => p.detail).join('; ')}`).not.toBe('failed')
    for (const entry of modelEntries(outcome)) expect(entry.recording).toBe('prompt changed since recorded')
    expect(outcome.recording).toBe(outcome.usage.model_calls > 0 ? 'prompt changed since recorded' : undefined)
  }
  const calls = run.results.reduce((n, r) => n + r.outcome.usage.model_calls, 0)
  expect(calls).toBeGreaterThan(0)
  // ...and the report counts them: every exchange replayed, every one changed.
  const s = summarise(run)
  expect(s.replayed).toEqual({ exchanges: calls, prompt_changed: calls })
  expect(costTable([costRow(s)])).toContain(`| ${calls} of ${calls} |`)
}

describe('the shipped recordings with the prompt changed on purpose', () => {
  it('hold both designs of the real model, and no scripted exchange counts as a model', () => {
    expect(recordedDesigns(SHIPPED)).toEqual(['tools', 'fetch-first'])
    expect(recordedModels(SHIPPED)).toEqual([MODEL])
  })

  it.each(recordedDesigns(SHIPPED))(
    '%s: every question replays, every exchange is flagged, and the recorded answers are played',
    async (design) => {
      const asItIs = await replayGolden(SHIPPED, design)
      const changed = await replayGolden(SHIPPED, design, CHANGE)
      expectAllChanged(changed)
      expect(changed.results.map((r) => [r.id, r.outcome.answer])).toEqual(
        asItIs.results.map((r) => [r.id, r.outcome.answer]),
      )
      expect(changed.results.map((r) => r.outcome.usage.model_calls)).toEqual(
        asItIs.results.map((r) => r.outcome.usage.model_calls),
      )
    },
  )
})

describe('the first recording (made at d1aeef8, with an older prompt)', () => {
  const firstResults = (design: Design) =>
    (
      JSON.parse(
        readFileSync(join('test', 'fixtures', 'real-model', `golden-${design}`, 'results.json'), 'utf8'),
      ) as EvalRun
    ).results

  it.each(recordedDesigns(FIRST))(
    "%s: replays through today's gates, every exchange flagged, each answer the one recorded",
    async (design) => {
      const run = await replayGolden(FIRST, design)
      expectAllChanged(run)
      // (fetch-first declines with no model call: today's reason, not a recorded answer)
      const answered = (results: EvalRun['results']) =>
        results.filter((r) => r.outcome.usage.model_calls > 0).map((r) => [r.id, r.outcome.answer])
      expect(answered(run.results)).toEqual(answered(firstResults(design)))
    },
  )
})

describe('what a replayed exchange is matched by', () => {
  const file = JSON.parse(readFileSync(join(SHIPPED, `${MODEL}-tools.json`), 'utf8')) as RecordingFile
  const recorded = file.exchanges.find((e) => e.request.messages.some((m) => m.role === 'tool'))!.request
  const replay = createReplayProvider(SHIPPED)
  const play = (request: ChatRequest) =>
    replay.complete(request, { timeoutMs: 1000, signal: AbortSignal.timeout(1000) })
  const changed = (edit: (r: ChatRequest) => void) => {
    const copy = structuredClone(recorded)
    edit(copy)
    return copy
  }
  const userMessage = (r: ChatRequest) =>
    r.messages.find((m): m is { role: 'user'; content: string } => m.role === 'user')!

  it('the same request byte for byte: as recorded', async () => {
    expect((await play(recorded)).recording).toBe('as recorded')
  })

  it('another system prompt, tool definition or tool result: the recorded answer, flagged', async () => {
    const edits: ((r: ChatRequest) => void)[] = [
      (r) => (r.messages[0]!.content += ' Changed.'),
      (r) => (r.tools![0]!.function.description += ' Changed.'),
      (r) => {
        const tool = r.messages.find((m) => m.role === 'tool')!
        tool.content = `${tool.content} `
      },
    ]
    const expected = await play(recorded)
    for (const edit of edits) {
      const completion = await play(changed(edit))
      expect(completion.recording).toBe('prompt changed since recorded')
      expect({ ...completion, recording: 'as recorded' }).toEqual(expected)
    }
  })

  it('another model, question, turn or design: no recording', async () => {
    const edits: ((r: ChatRequest) => void)[] = [
      (r) => (r.model = 'another-model'),
      (r) => (userMessage(r).content = userMessage(r).content.replace('?', ' exactly?')),
      (r) => r.messages.push({ role: 'assistant', content: 'one more turn' }),
      (r) => delete r.tools,
    ]
    for (const edit of edits) {
      await expect(play(changed(edit))).rejects.toMatchObject({ code: 'no_recording' })
    }
  })
})
