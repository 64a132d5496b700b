// The second look (issue 34, item 5), from RECORDED exchanges (test/fixtures/second-look/, recordings format, replayed
// by the replay provider): where the rules cannot read a question whole, a model's reading that drops the word that
// changes what is measured (India's share read as its population, in English and in French; a rise "in points" read
// as percent changes; "the biggest one-year rise, which year" read as the latest change) composed an answer gate 2
// passes: it was shown `valid`. A second look that finds the read_as sentence is not what the question asks sends it
// to the desk with its words; one that confirms a right reading lets it be valid. Expected figures are computed from
// the snapshot here.
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { COUNTRY_CODES } from '../src/lexicon/codes.js'
import type { ChatRequest } from '../src/llm/chat.js'
import { isReadingRequest } from '../src/reading/model-reader.js'
import { readAs } from '../src/reading/read-as.js'
import { readQuestion } from '../src/reading/rules.js'
import { checkSecondLook, confirmed, isSecondLookRequest, secondLookSentences } from '../src/reading/second-look.js'
import { fromReadingJson } from '../src/reading/wire.js'
import { completeParts } from '../src/reading/check.js'
import { createRecordProvider, createReplayProvider, requestDesign } from '../src/providers/recordings.js'
import type { RawProvider } from '../src/providers/openai.js'
import type { Provider } from '../src/llm/provider.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { constructedText, ref, testConfig, testStore } from './helpers.js'
import { CHECKED, RIGHT, WRONG, type Case } from './second-look-cases.js'

const store = testStore()
const MODEL = 'scripted-reader'
const DIRS = { wrong: 'test/fixtures/second-look/wrong', right: 'test/fixtures/second-look/right' }

const ask = (question: string, provider: Provider) =>
  createAskService({
    config: testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
    store,
    toolbox: createToolbox(store),
    providers: { openai: () => provider },
  }).ask({ question, provider: 'openai', model: MODEL, design: 'auto' })

/** The scripted server behind record mode: each case's reading, then its second look. */
function scriptedServer(cases: readonly Case[]): RawProvider {
  const reply = (request: ChatRequest) => {
    const question = cases.find((c) => request.messages.some((m) => m.content?.includes(c.question)))!
    if (isReadingRequest(request)) return question.reading
    if (isSecondLookRequest(request)) return question.look
    throw new Error('the script answers readings and second looks only')
  }
  const raw = (request: ChatRequest) => ({
    id: 'scripted',
    model: MODEL,
    choices: [
      { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(reply(request)) } },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0 },
  })
  return {
    name: 'scripted',
    kind: 'constructed',
    async completeRaw(request) {
      return { raw: raw(request), latencyMs: 1 }
    },
    async complete() {
      throw new Error('record mode calls completeRaw')
    },
  }
}

// (WRITE_FIXTURES=1 writes the recordings again, through the project's own record mode.)
if (process.env.WRITE_FIXTURES === '1' || !existsSync(join(DIRS.wrong, 'scripted-second-look.json'))) {
  for (const [dir, cases] of [
    [DIRS.wrong, [...WRONG, ...CHECKED]],
    [DIRS.right, RIGHT],
  ] as const) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const recorder = createRecordProvider(scriptedServer(cases), dir, {
      scripted: true,
      file: 'scripted-second-look.json',
    })
    for (const c of cases) await ask(c.question, recorder)
  }
}

describe('the second look, from recorded exchanges', () => {
  it('tells its requests apart from readings and answers', () => {
    const replay = createReplayProvider(DIRS.wrong)
    expect(replay.kind).toBe('recording')
    const request = {
      model: MODEL,
      messages: [],
      response_format: { type: 'json_schema', json_schema: { name: 'second_look', strict: true, schema: {} } },
    } as unknown as ChatRequest
    expect(requestDesign(request)).toBe('second-look')
  })

  it.each(WRONG.map((c) => [c.name, c] as const))(
    'sends a reading that drops a word to the desk with its words: %s',
    async (_name, c) => {
      // Where the rules could not read it whole, only the model did: the second look is the one other voice. Where
      // they read it otherwise, the second look sees both sentences and confirms neither here.
      const rules = readQuestion(c.question, store.years)
      const alone = rules.decline !== null
      const outcome = await ask(c.question, createReplayProvider(DIRS.wrong))
      expect(outcome.status).toBe('rejected')
      expect(outcome.answer).toBeNull()
      // Gate 2 passed the composed answer: the second look alone stops it.
      expect(outcome.problems.map((p) => p.code)).toEqual([alone ? 'second_look_differs' : 'readings_disagree'])
      expect(outcome.problems[0]!.detail).toContain(c.look.differs)
      expect(outcome.draft).toBeTruthy()
      // The request showed the model's reading as read_as, and the trace says what came back.
      const fields = fromReadingJson(c.reading, rules.indicators[0] ?? null)
      const read = { ...rules, ...fields, parts: completeParts(fields.parts, store.years) }
      expect(outcome.read_as).toBe(readAs(read))
      const look = outcome.trace.find((t) => t.type === 'stop' && t.reason.startsWith('second_look'))
      expect(look).toMatchObject({ reason: 'second_look_not_confirmed' })
      expect(look?.type === 'stop' && look.detail).toContain(c.look.differs)
      expect(outcome.usage.model_calls).toBe(2)
      expect(look?.type === 'stop' && look.detail).toContain(
        alone ? 'whether the reading asks' : 'whether either reading asks',
      )
    },
  )

  it.each(CHECKED.map((c) => [c.name, c] as const))(
    'refuses by the reading check, before any second look: %s',
    async (_name, c) => {
      const outcome = await ask(c.question, createReplayProvider(DIRS.wrong))
      const model = outcome.trace.find((t) => t.type === 'reading' && t.by === 'model')
      // (Refused by the reading check: the measure read away, or a word for the other measure the question lacks.)
      const codes = model?.type === 'reading' ? model.problems.map((p) => p.code) : []
      expect(
        codes.some((c) => c === 'reading_measure_changed' || c === 'reading_not_in_question'),
        codes.join(),
      ).toBe(true)
      // No second look was needed, and the model's reading composed nothing shown: at most the rules' own reading is.
      expect(outcome.trace.some((t) => t.type === 'stop' && t.reason.startsWith('second_look'))).toBe(false)
      const own = outcome.trace.some((t) => t.type === 'stop' && t.reason === 'rules_reading_composed')
      expect(outcome.status !== 'valid' || own, outcome.answer ?? '').toBe(true)
    },
  )

  it('lets a right reading be valid once the second look confirms it', async () => {
    const [share, peak] = RIGHT
    const shown = await ask(share!.question, createReplayProvider(DIRS.right))
    expect(shown.status).toBe('valid')
    expect(shown.trace.some((t) => t.type === 'stop' && t.reason === 'second_look_confirmed')).toBe(true)
    const eight = COUNTRY_CODES.reduce((sum, c) => sum + ref(c, 'SP.POP.TOTL', 2020)!, 0)
    expect(shown.answer).toContain(`${((100 * ref('IND', 'SP.POP.TOTL', 2020)!) / eight).toFixed(2)}%`)
    expect(shown.read_as).toBe("Read as: India's share of the eight countries' total population in 2020.")

    const year = await ask(peak!.question, createReplayProvider(DIRS.right))
    expect(year.status).toBe('valid')
    let best: [number, number] | null = null
    for (let y = store.years[0] + 1; y <= store.years[1]; y += 1) {
      const [a, b] = [ref('BRA', 'SP.DYN.LE00.IN', y - 1), ref('BRA', 'SP.DYN.LE00.IN', y)]
      if (a !== null && b !== null && (best === null || b - a > best[1])) best = [y, b - a]
    }
    expect(year.answer).toContain(String(best![0]))
  })

  it('asks the second look only where one reader read the question: the request shows the read_as sentence', async () => {
    const requests: ChatRequest[] = []
    const replay = createReplayProvider(DIRS.right)
    const watching: Provider = {
      ...replay,
      complete: (request, options) => {
        requests.push(request)
        return replay.complete(request, options)
      },
    }
    const outcome = await ask(RIGHT[0]!.question, watching)
    const look = requests.find(isSecondLookRequest)!
    expect(secondLookSentences(look)).toEqual([outcome.read_as])
    expect(look.messages.at(-1)!.content).toContain(RIGHT[0]!.question)
  })
})

describe('what a second look confirms', () => {
  const reply = (look: object, shown: number) => checkSecondLook(constructedText(JSON.stringify(look)), shown)

  it('a bare "same": the reading under review, the last shown (the model\'s; the rules\' comes first)', () => {
    const bare = reply({ same: true, which: null, differs: '' }, 2)
    expect(bare.ok && confirmed(bare.look, 2)).toBe(2)
    const one = reply({ same: true, which: null, differs: '' }, 1)
    expect(one.ok && confirmed(one.look, 1)).toBe(1)
  })

  it('a reading named is that one; "same: false" confirms none; a number not shown is refused', () => {
    const first = reply({ same: true, which: 1, differs: 'the second reads a total' }, 2)
    expect(first.ok && confirmed(first.look, 2)).toBe(1)
    const none = reply({ same: false, which: null, differs: 'both drop the share' }, 2)
    expect(none.ok && confirmed(none.look, 2)).toBeNull()
    expect(reply({ same: true, which: 2, differs: '' }, 1).ok).toBe(false)
    expect(reply({ same: false, which: 1, differs: '' }, 2).ok).toBe(false)
  })
})
