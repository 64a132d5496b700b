// The auto design, the default for a model: the one reading of the question decides. Read whole, its rows found:
// fetch-first (one model call, the rows in a <data> block). Read whole and unanswerable from the data: declined, with
// no model call. Anything else: the tool loop. The outcome names the design and the path, and so do the CLI's summary
// line and Slack's context line. (A constructed model, test code, stands in for a language model.)
import { describe, expect, it } from 'vitest'
import { outcomeLines } from '../src/cli/ask.js'
import { createAskService } from '../src/ask/service.js'
import { readPrompt } from '../src/llm/prompt.js'
import { resultMessage } from '../src/slack/message.js'
import { TOOL_NAMES } from '../src/tools/schemas.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { constructedCalls, constructedProvider, constructedText, ref, testConfig, testStore } from './helpers.js'

/** A model that answers from what it was given: the data block's value, or a tool call, then the tool's value. */
const model = () =>
  constructedProvider((request) => {
    const { rows } = readPrompt(request)
    const population = ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US')
    const answer = constructedText(
      JSON.stringify({ status: 'answered', answer: `In 2024, Canada's population was ${population}.` }),
    )
    if (rows) return answer
    return request.messages.some((m) => m.role === 'tool')
      ? answer
      : constructedCalls([
          {
            name: 'get_values',
            args: { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2024, end_year: 2024 },
          },
        ])
  })

function service(provider = model()) {
  const store = testStore()
  const config = testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })
  const asker = createAskService({
    config,
    store,
    toolbox: createToolbox(store),
    providers: { openai: () => provider },
  })
  return { provider, ask: (request: Parameters<typeof asker.ask>[0]) => asker.ask(request) }
}

describe('the auto design', () => {
  it('is the default for a model: a question read whole goes fetch-first, in one model call with its rows', async () => {
    const { ask, provider } = service()
    const outcome = await ask({ question: 'What was the population of Canada in 2024?', provider: 'openai' })
    expect(outcome).toMatchObject({ status: 'valid', design: 'auto', path: 'fetch-first' })
    expect(outcome.usage.model_calls).toBe(1)
    expect(provider.requests[0]!.tools).toBeUndefined()
    expect(readPrompt(provider.requests[0]!).rows).toHaveLength(1)
    expect(outcomeLines(outcome).at(-1)).toContain('| auto: fetch-first | 1 model calls |')
    expect(JSON.stringify(resultMessage('What was the population of Canada in 2024?', outcome))).toContain(
      'design auto: fetch-first;',
    )
  })

  it('declines with no model call a question read whole that the data cannot answer', async () => {
    const { ask, provider } = service()
    const outcome = await ask({ question: 'What was the GDP of Germany in 2022?', provider: 'openai' })
    expect(outcome).toMatchObject({ status: 'valid', answer_status: 'cannot_answer', path: 'declined' })
    expect(outcome.usage.model_calls).toBe(0)
    expect(provider.requests).toHaveLength(0)
    expect(outcome.answer).toContain('"Germany"')
  })

  it('gives the model the tools for a question the reader could not place', async () => {
    const { ask, provider } = service()
    const outcome = await ask({ question: "What was Canada's headcount in 2024?", provider: 'openai' })
    expect(outcome).toMatchObject({ status: 'valid', design: 'auto', path: 'tools' })
    expect(provider.requests[0]!.tools).toHaveLength(TOOL_NAMES.length)
    expect(outcome.usage.model_calls).toBe(2)
  })

  it('leaves the embedded planner its own design (tools), and any design can be asked for', async () => {
    const store = testStore()
    const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
    expect(await planner.ask({ question: 'Population of Canada in 2024?' })).toMatchObject({
      design: 'tools',
      path: 'tools',
    })
    expect(await planner.ask({ question: 'Population of Canada in 2024?', design: 'auto' })).toMatchObject({
      design: 'auto',
      path: 'fetch-first',
    })
  })
})
