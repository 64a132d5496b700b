// The desk demo with no model at all: recordings/scripted-demo-desk.json, made by record mode against the scripted model
// server (scripts/scripted-model-server.js: fixed text, not a language model) by scripts/record-scripted-demo.js.
// Replayed as docs/desk.md says (PROVIDER=replay MODEL=scripted-demo), its answer is rejected and reaches the desk, and the
// outcome never says a language model answered.
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { createAskService } from '../src/ask/service.js'
import { addCaller } from '../src/auth/keys.js'
import { DESIGNS } from '../src/config.js'
import { QUESTION_BLOCK } from '../src/llm/prompt.js'
import { createOpenAiProvider } from '../src/providers/openai.js'
import { createRecordProvider, exchangeKey, recordedModels, type RecordingFile } from '../src/providers/recordings.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { testConfig, testStore } from './helpers.js'

const RECORDINGS = join(process.cwd(), 'recordings')
const DEMO_FILE = 'scripted-demo-desk.json'
const shipped = JSON.parse(readFileSync(join(RECORDINGS, DEMO_FILE), 'utf8')) as RecordingFile
const MODEL = shipped.exchanges[0]!.request.model
const QUESTION = QUESTION_BLOCK.exec(
  shipped.exchanges[0]!.request.messages.find((m) => m.role === 'user')!.content!,
)![1]!

// The scripted server, run as docs/desk.md runs it: its own process on loopback, printing its URL.
let server: ChildProcess
let baseURL: string
beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/scripted-model-server.js'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(createInterface({ input: server.stdout! }), 'line')) as [string]
  baseURL = /on (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(line)![1]!
})
afterAll(() => {
  server.kill()
})

describe('the scripted demo recording', () => {
  it('is labelled scripted in its name, its about line and its kind, and is not counted as a model', () => {
    expect(DEMO_FILE).toMatch(/^scripted-/)
    expect(MODEL).toBe('scripted-demo')
    expect(shipped.about).toMatch(/^Scripted exchanges, not a language model: a scripted model server/)
    expect(shipped.kind).toBe('constructed')
    expect(recordedModels(RECORDINGS)).not.toContain(MODEL)
  })

  /** The ask service whose `record` provider writes the scripted server's exchanges into dir/file. */
  const recorder = (dir: string, file: string, scripted: boolean) => {
    const store = testStore()
    return createAskService({
      config: testConfig(),
      store,
      toolbox: createToolbox(store),
      providers: {
        record: () => createRecordProvider(createOpenAiProvider({ baseURL, apiKey: 'none' }), dir, { file, scripted }),
      },
    })
  }

  it('is what record mode writes against the scripted server, in every design (never edited by hand)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scripted-'))
    const service = recorder(dir, DEMO_FILE, true)
    for (const design of DESIGNS) {
      const outcome = await service.ask({ question: QUESTION, provider: 'record', model: MODEL, design })
      // (auto: the scripted reading finds no shape in a question the rules read whole, so theirs is composed.)
      expect(outcome).toMatchObject({
        status: design === 'auto' ? 'valid' : 'rejected',
        provider: { name: 'record', kind: 'constructed' },
      })
    }
    const again = JSON.parse(readFileSync(join(dir, DEMO_FILE), 'utf8')) as RecordingFile
    expect({ about: again.about, kind: again.kind }).toEqual({ about: shipped.about, kind: shipped.kind })
    // Each exchange by what it is about (the prompt may have changed since), with the same response.
    const byKey = (file: RecordingFile) =>
      Object.fromEntries(file.exchanges.map((e) => [exchangeKey(e.request), e.response]))
    expect(byKey(again)).toEqual(byKey(shipped))
  })

  it.each([
    ['claude-relay-tools.json', true, "holds a model's exchanges"],
    [DEMO_FILE, false, "holds a scripted server's exchanges"],
  ] as const)("record mode never mixes a script's exchanges with a model's (%s)", async (file, scripted, says) => {
    const dir = mkdtempSync(join(tmpdir(), 'scripted-'))
    copyFileSync(join(RECORDINGS, file), join(dir, file))
    const outcome = await recorder(dir, file, scripted).ask({ question: QUESTION, provider: 'record', model: MODEL })
    expect(outcome).toMatchObject({ status: 'failed', problems: [{ code: 'provider_bad_request' }] })
    expect(outcome.problems[0]!.detail).toContain(`${file} ${says}: record these into another file`)
    expect(readFileSync(join(dir, file), 'utf8')).toBe(readFileSync(join(RECORDINGS, file), 'utf8'))
  })
})

describe('the desk demo, offline: PROVIDER=replay MODEL=scripted-demo', () => {
  const keysFile = join(mkdtempSync(join(tmpdir(), 'demo-keys-')), 'keys.json')
  const EDITOR = addCaller(keysFile, 'amelie', ['review'])
  const config = testConfig({ API_KEYS_FILE: keysFile, PROVIDER: 'replay', MODEL: MODEL, RECORDINGS_DIR: RECORDINGS })
  /** The service as `PROVIDER=replay MODEL=scripted-demo npm start` runs it. */
  const demoApp = () => {
    const store = testStore()
    return buildApp({ config, store, askService: createAskService({ config, store, toolbox: createToolbox(store) }) })
  }

  it('auto: the scripted reading finds no shape, so the rules’ reading is composed, valid, and nothing waits', async () => {
    const app = await demoApp()
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/ask',
        payload: { question: QUESTION, design: 'auto' },
      })
      const outcome = response.json()
      expect(outcome).toMatchObject({ status: 'valid', needs_human_review: false, path: 'read' })
      expect(outcome.trace.find((t: { type: string }) => t.type === 'stop')).toMatchObject({
        reason: 'rules_reading_composed',
      })
      const queue = (await app.inject({ url: '/review/items', headers: { authorization: `Bearer ${EDITOR}` } })).json()
      expect(queue.items).toEqual([])
    } finally {
      await app.close()
    }
  })

  it.each(DESIGNS.filter((d) => d !== 'auto'))(
    '%s: the scripted answer is rejected, said to be constructed, and waits on the desk',
    async (design) => {
      const app = await demoApp()
      try {
        const response = await app.inject({ method: 'POST', url: '/ask', payload: { question: QUESTION, design } })
        expect(response.statusCode).toBe(200)
        const outcome = response.json()
        expect(outcome).toMatchObject({
          status: 'rejected',
          needs_human_review: true,
          provider: { name: 'replay', kind: 'constructed', model: MODEL },
          review: { status: 'pending' },
        })
        expect(outcome.provider.description).toMatch(/not a language model/)
        expect(['as recorded', 'prompt changed since recorded']).toContain(outcome.recording)
        const queue = (
          await app.inject({ url: '/review/items', headers: { authorization: `Bearer ${EDITOR}` } })
        ).json()
        expect(queue.items).toEqual([
          expect.objectContaining({ id: outcome.review.id, status: 'pending', provider: 'replay', model: MODEL }),
        ])
      } finally {
        await app.close()
      }
    },
  )
})
