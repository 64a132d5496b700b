// The openai provider against a local stand-in server (loopback only), replay and record. The stand-in's responses
// are constructed by this test code; they are never written into recordings/.
import { createServer, type Server } from 'node:http'
import { TOOL_NAMES } from '../src/tools/schemas.js'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { createOpenAiProvider } from '../src/providers/openai.js'
import { createRecordProvider, createReplayProvider, requestHash } from '../src/providers/recordings.js'
import { createToolbox } from '../src/tools/toolbox.js'
import type { ChatRequest } from '../src/llm/chat.js'
import { ref, testConfig, testStore } from './helpers.js'

type Handler = (body: ChatRequest, res: import('node:http').ServerResponse) => void
let server: Server
let handler: Handler
let baseURL: string
const received: ChatRequest[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest
      received.push(body)
      handler(body, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A Chat Completions response constructed by the test (the stand-in server's reply). */
const constructedResponse = (message: object, finish = 'stop') =>
  JSON.stringify({
    id: 'test',
    object: 'chat.completion',
    created: 0,
    model: 'stand-in-model',
    choices: [
      { index: 0, finish_reason: finish, message: { role: 'assistant', content: null, refusal: null, ...message } },
    ],
    usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
  })

function scripted(): Handler {
  return (body, res) => {
    res.setHeader('content-type', 'application/json')
    const toolResult = body.messages.find((m) => m.role === 'tool')
    if (!toolResult) {
      res.end(
        constructedResponse(
          {
            tool_calls: [
              {
                id: 'call_a',
                type: 'function',
                function: {
                  name: 'get_values',
                  arguments: '{"country_code":"CAN","indicator_code":"SP.POP.TOTL","start_year":2024,"end_year":2024}',
                },
              },
            ],
          },
          'tool_calls',
        ),
      )
    } else {
      const value = JSON.parse(toolResult.content).values['2024'] as number
      res.end(
        constructedResponse({
          content: JSON.stringify({
            status: 'answered',
            answer: `Canada had ${value.toLocaleString('en-US')} people in 2024.`,
          }),
        }),
      )
    }
  }
}

const service = (providers: Parameters<typeof createAskService>[0]['providers']) => {
  const store = testStore()
  return createAskService({ config: testConfig(), store, toolbox: createToolbox(store), providers })
}

describe('the openai provider', () => {
  it('sends temperature 0, a seed, the tools and the strict response format, and reads tool calls and usage', async () => {
    handler = scripted()
    received.length = 0
    const outcome = await service({ openai: () => createOpenAiProvider({ baseURL, apiKey: 'test-key' }) }).ask({
      question: 'Population of Canada in 2024?',
      provider: 'openai',
      model: 'gpt-4o-mini',
      design: 'tools',
    })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
    expect(received[0]).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0,
      seed: 7,
      response_format: { type: 'json_schema', json_schema: { strict: true } },
    })
    expect(received[0]!.tools).toHaveLength(TOOL_NAMES.length)
    expect(outcome.usage).toMatchObject({ model_calls: 2, input_tokens: 240, output_tokens: 60 })
    expect(outcome.provider).toMatchObject({ kind: 'language-model', model: 'stand-in-model' })
  })

  it('fails clearly and quickly on a 429 whose Retry-After is longer than the time left', async () => {
    handler = (_b, res) => {
      res.statusCode = 429
      res.setHeader('retry-after', '3600')
      res.setHeader('content-type', 'application/json')
      res.end('{"error":{"message":"slow down"}}')
    }
    const provider = createOpenAiProvider({ baseURL, apiKey: 'k' })
    const started = performance.now()
    const outcome = await service({ openai: () => provider }).ask({
      question: 'Population of Canada in 2024?',
      provider: 'openai',
    })
    expect(outcome).toMatchObject({ status: 'failed', problems: [{ code: 'provider_rate_limited' }] })
    // Not the hour it asks for (a generous bound: a busy machine is slow, never an hour slow).
    expect(performance.now() - started).toBeLessThan(30_000)
  })

  it('retries a 500 and then fails as server_error', async () => {
    let calls = 0
    handler = (_b, res) => {
      calls += 1
      res.statusCode = 500
      res.end('{"error":{"message":"boom"}}')
    }
    const outcome = await service({ openai: () => createOpenAiProvider({ baseURL, apiKey: 'k' }) }).ask({
      question: 'Population of Canada in 2024?',
      provider: 'openai',
    })
    expect(outcome).toMatchObject({ status: 'failed', problems: [{ code: 'provider_server_error' }] })
    expect(calls).toBe(3)
  })
})

describe('a reply too large (issue 36)', () => {
  /** Writes `total` bytes of a JSON reply in 64 KB chunks as fast as the client reads; resolves with what was written. */
  const huge = (total: number, pauseMs = 0) => {
    let written = 0
    let ended!: (bytes: number) => void
    const done = new Promise<number>((r) => (ended = r))
    handler = (_b, res) => {
      res.setHeader('content-type', 'application/json')
      const chunk = Buffer.alloc(64 * 1024, 'x')
      res.write('{"id":"x","choices":[{"index":0,"message":{"role":"assistant","content":"')
      const more = () => {
        if (res.destroyed || written >= total) {
          if (!res.destroyed) res.end('"}}]}')
          ended(written)
          return
        }
        written += chunk.length
        const ok = res.write(chunk)
        if (pauseMs > 0) setTimeout(more, pauseMs)
        else if (ok) setImmediate(more)
        else res.once('drain', more)
      }
      res.on('close', () => ended(written))
      more()
    }
    return done
  }
  const ask = (wallMs: number) =>
    createAskService({
      config: testConfig({ LIMIT_WALL_MS: String(wallMs) }),
      store: testStore(),
      toolbox: createToolbox(testStore()),
      providers: { openai: () => createOpenAiProvider({ baseURL, apiKey: 'k' }) },
    }).ask({ question: 'Population of Canada in 2024?', provider: 'openai', design: 'fetch-first' })

  it('a 60 MB reply is refused unread as provider_bad_response, within the wall limit, the rest never sent', async () => {
    const sent = huge(60 * 1024 * 1024)
    const started = performance.now()
    const outcome = await ask(20_000)
    expect(outcome).toMatchObject({ status: 'failed', problems: [{ code: 'provider_bad_response' }] })
    expect(outcome.problems[0]!.detail).toMatch(/MODEL_REPLY_MAX_BYTES/)
    expect(performance.now() - started).toBeLessThan(20_000)
    // The client stopped reading past the cap: the server could write no more than the socket buffers hold.
    expect(await sent).toBeLessThan(16 * 1024 * 1024)
  })

  it('a declared Content-Length over the cap is refused before a byte is read', async () => {
    handler = (_b, res) => {
      res.setHeader('content-type', 'application/json')
      res.setHeader('content-length', String(1024 * 1024 * 1024))
      res.write('{')
    }
    const outcome = await ask(20_000)
    expect(outcome).toMatchObject({ status: 'failed', problems: [{ code: 'provider_bad_response' }] })
  })

  it('a reply that trickles in past the cap is refused; one that trickles under it ends at the wall limit', async () => {
    void huge(1024 * 1024, 20)
    expect(await ask(30_000)).toMatchObject({ status: 'failed', problems: [{ code: 'provider_bad_response' }] })
    // A byte every 200 ms: never over the cap, never complete; the wall limit ends it.
    handler = (_b, res) => {
      res.setHeader('content-type', 'application/json')
      res.write('{')
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 200)
    }
    const started = performance.now()
    const outcome = await ask(1500)
    expect(outcome).toMatchObject({ status: 'failed', problems: [{ code: 'provider_timeout' }] })
    expect(performance.now() - started).toBeLessThan(30_000)
  })

  it('MODEL_REPLY_MAX_BYTES sets the cap (256 KB by default)', () => {
    expect(testConfig().openai.replyMaxBytes).toBe(256 * 1024)
    expect(testConfig({ MODEL_REPLY_MAX_BYTES: '65536' }).openai.replyMaxBytes).toBe(65536)
    expect(() => testConfig({ MODEL_REPLY_MAX_BYTES: '12' })).toThrow(/MODEL_REPLY_MAX_BYTES/)
  })
})

describe('record and replay', () => {
  it('record writes every exchange as readable JSON; replay plays it back by content', async () => {
    handler = scripted()
    const dir = mkdtempSync(join(tmpdir(), 'recordings-'))
    const recorded = await service({
      record: () => createRecordProvider(createOpenAiProvider({ baseURL, apiKey: 'k' }), dir, { file: 'test.json' }),
    }).ask({ question: 'Population of Canada in 2024?', provider: 'record', model: 'gpt-4o-mini', design: 'tools' })
    expect(readdirSync(dir)).toEqual(['test.json'])
    const file = JSON.parse(readFileSync(join(dir, 'test.json'), 'utf8'))
    expect(file.exchanges).toHaveLength(2)
    expect(file.exchanges[0].request.messages[1].content).toContain('<question>')
    expect(file.exchanges[0].request_hash).toBe(requestHash(file.exchanges[0].request))

    const replayed = await service({ replay: () => createReplayProvider(dir) }).ask({
      question: 'Population of Canada in 2024?',
      provider: 'replay',
      model: 'gpt-4o-mini',
      design: 'tools',
    })
    expect(replayed.status).toBe('valid')
    expect(replayed.answer).toBe(recorded.answer)
    expect(replayed.provider.kind).toBe('recording')
    // The same requests byte for byte: as recorded, each exchange and the outcome; a live outcome says nothing.
    expect(replayed.recording).toBe('as recorded')
    expect(replayed.trace.flatMap((t) => (t.type === 'model' ? [t.recording] : []))).toEqual([
      'as recorded',
      'as recorded',
    ])
    expect(recorded.recording).toBeUndefined()
    expect(recorded.trace.some((t) => t.type === 'model' && t.recording !== undefined)).toBe(false)
  })

  it('fails with "No recording for this request" and the hash when the content differs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recordings-'))
    const outcome = await service({ replay: () => createReplayProvider(dir) }).ask({
      question: 'Population of Canada in 2023?',
      provider: 'replay',
      model: 'gpt-4o-mini',
      design: 'tools',
    })
    expect(outcome.status).toBe('failed')
    expect(outcome.problems[0]).toMatchObject({ code: 'provider_no_recording' })
    expect(outcome.problems[0]!.detail).toMatch(/^No recording for this request \(hash [0-9a-f]{64}\)\.$/)
  })
})
