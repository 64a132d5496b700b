// Done when (issue 34): the golden set is 27/27 shown-correct and `valid` in auto with the readings a real model wrote
// (test/fixtures/real-model/2026-12-01b/golden-readings.json, see its PROVENANCE.md), replayed by question whatever
// today's prompt, every second look answered `same: true`; and with a scripted reader that returns each question's
// rules reading (test/read-design.test.ts runs that one too). Model calls per question stay at most 1.3 on average.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import type { GoldenQuestion } from '../src/eval/golden.js'
import { score } from '../src/eval/score.js'
import type { ChatRequest, Completion } from '../src/llm/chat.js'
import { readPrompt } from '../src/llm/prompt.js'
import type { Provider } from '../src/llm/provider.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import { createReplayProvider } from '../src/providers/recordings.js'
import { isReadingRequest } from '../src/reading/model-reader.js'
import { readQuestion } from '../src/reading/rules.js'
import { isSecondLookRequest, secondLookSentences } from '../src/reading/second-look.js'
import { readingJson, type ReadingJson } from '../src/reading/wire.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { testConfig, testStore } from './helpers.js'

const golden = JSON.parse(readFileSync('data/questions.json', 'utf8')) as GoldenQuestion[]
const recorded = JSON.parse(
  readFileSync('test/fixtures/real-model/2026-12-01b/golden-readings.json', 'utf8'),
) as Record<string, string>
const store = testStore()

const text = (content: string): Completion => ({
  text: content,
  toolCalls: [],
  finishReason: 'stop',
  refusal: null,
  usage: { inputTokens: 0, outputTokens: 0 },
  model: 'replayed-reader',
  latencyMs: 0,
})

/**
 * A reader replayed by question: its reading for a reading request, `same: true` for a second look (the first of two
 * readings shown: the rules'), and for anything else (the tools design after a reading that sets the question aside)
 * the recorded answer (`recorded`), or the embedded planner's turn.
 */
function byQuestion(
  reads: (question: string) => ReadingJson | string,
  answers: Provider = createPlannerProvider(),
): Provider & { seconds: ChatRequest[] } {
  const seconds: ChatRequest[] = []
  return {
    name: 'replayed',
    kind: 'constructed',
    seconds,
    async complete(request, options) {
      if (isReadingRequest(request)) {
        // (A recorded reading is the text the model wrote, sent as it was.)
        const reading = reads(readPrompt(request).question)
        return text(typeof reading === 'string' ? reading : JSON.stringify(reading))
      }
      if (isSecondLookRequest(request)) {
        seconds.push(request)
        return text(JSON.stringify({ same: true, which: 1, differs: '' }))
      }
      void secondLookSentences
      return answers.complete(request, options)
    },
  }
}

async function runGolden(reads: (question: string) => ReadingJson | string, answers?: Provider) {
  const provider = byQuestion(reads, answers)
  const service = createAskService({
    config: testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
    store,
    toolbox: createToolbox(store),
    providers: { openai: () => provider },
  })
  let calls = 0
  let rulesInstead = 0
  for (const q of golden) {
    const outcome = await service.ask({
      question: q.question,
      provider: 'openai',
      model: 'claude-relay',
      design: 'auto',
    })
    expect(outcome.status, `${q.id} ${q.question}: ${JSON.stringify(outcome.problems)}`).toBe('valid')
    expect(score(outcome, q).group, `${q.id} ${outcome.answer}`).toBe('shown_correct')
    calls += outcome.usage.model_calls
    // (A reading the application could not use would leave the rules' reading composed: none may here.)
    if (outcome.trace.some((t) => t.type === 'stop' && t.reason === 'rules_reading_composed')) rulesInstead += 1
  }
  return { calls: calls / golden.length, seconds: provider.seconds.length, rulesInstead }
}

describe('the golden set in auto, done when', () => {
  it('is 27/27 valid and right with the real model’s recorded readings, replayed by question', async () => {
    expect(golden).toHaveLength(27)
    const { calls, seconds, rulesInstead } = await runGolden((question) => {
      const reading = recorded[question]
      if (!reading) throw new Error(`no recorded reading for ${question}`)
      return reading
    }, createReplayProvider('test/fixtures/real-model/2026-12-01b/recordings'))
    console.log(`real readings: ${calls.toFixed(2)} model calls per question, ${seconds} second looks`)
    expect(rulesInstead).toBe(0)
    expect(calls).toBeLessThanOrEqual(1.3)
  }, 120_000)

  it('is 27/27 valid and right with a reader that returns the rules’ reading, with no second look', async () => {
    const { calls, seconds } = await runGolden((question) => readingJson(readQuestion(question, store.years)))
    expect(seconds).toBe(0)
    expect(calls).toBeLessThanOrEqual(1)
  }, 120_000)
})
