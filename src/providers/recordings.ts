// Recorded exchanges: `replay` plays them back, `record` writes them. A recording file is readable JSON with, for each
// exchange, the full request and the raw response. Replay finds an exchange by what the request is about (model,
// design, question, turn), never by position, then compares the request's bytes: a prompt changed since the recording
// still plays the recorded answer, and says so, so that today's gates keep judging a real model's recorded answers.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DESIGNS, type Design } from '../config.js'
import { canonicalJson } from '../llm/canonical-json.js'
import type { ChatRequest, RecordingMatch } from '../llm/chat.js'
import { DATA_BLOCK, QUESTION_BLOCK } from '../llm/prompt.js'
import { ProviderError, type Provider } from '../llm/provider.js'
import { isReadingRequest } from '../reading/model-reader.js'
import { isSecondLookRequest } from '../reading/second-look.js'
import { toCompletion, type RawCompletion, type RawProvider } from './openai.js'

export interface Exchange {
  request_hash: string
  request: ChatRequest
  response: RawCompletion
  latency_ms: number
  recorded_at: string
}
export interface RecordingFile {
  about: string
  /** `constructed`: a scripted model server answered (fixed text), not a language model. Absent: a language model. */
  kind?: 'constructed'
  exchanges: Exchange[]
}

const ABOUT = {
  model: 'Real exchanges with a model server, written by stats-assistant record mode. Do not edit by hand.',
  scripted:
    'Scripted exchanges, not a language model: a scripted model server answered with fixed text. Written by ' +
    'stats-assistant record mode. Do not edit by hand.',
}

export function requestHash(request: ChatRequest): string {
  const { model, messages, tools, response_format } = request
  return createHash('sha256')
    .update(canonicalJson({ model, messages, tools: tools ?? null, response_format }))
    .digest('hex')
}

/** The first user message's text: the question, and in fetch-first its <data> block. */
const userText = (request: ChatRequest) => request.messages.find((m) => m.role === 'user')?.content ?? ''

/**
 * The request's shape: read when it asks for a reading, second-look when it holds a reading's sentence against the
 * question (its own exchange, never played for the reading of the same question), tools when it offers tools,
 * fetch-first when its question comes with a <data> block.
 */
export function requestDesign(request: ChatRequest): 'read' | 'second-look' | 'tools' | 'fetch-first' | 'neither' {
  if (isReadingRequest(request)) return 'read'
  if (isSecondLookRequest(request)) return 'second-look'
  if (request.tools && request.tools.length > 0) return 'tools'
  return DATA_BLOCK.test(userText(request)) ? 'fetch-first' : 'neither'
}

/**
 * What a request is about, whatever its wording: the model, the design, the question (from the first user message)
 * and the turn (how many assistant messages came before it). Two requests with the same key differ only in the
 * prompt, the tool definitions or the tool results.
 */
export function exchangeKey(request: ChatRequest): string {
  const user = userText(request)
  const question = QUESTION_BLOCK.exec(user)?.[1] ?? user
  const turn = request.messages.filter((m) => m.role === 'assistant').length
  return canonicalJson([request.model, requestDesign(request), question, turn])
}

/** The recording files of a folder, in name order (a later exchange with the same request wins). */
export function readRecordings(dir: string): { file: string; content: RecordingFile }[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, content: JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordingFile }))
}

/** The models whose recorded answers are a language model's (a scripted server's are left out), in file order. */
export function recordedModels(dir: string): string[] {
  const models = readRecordings(dir)
    .filter(({ content }) => content.kind !== 'constructed')
    .flatMap(({ content }) => (content.exchanges ?? []).map((e) => e.request.model))
  return [...new Set(models)]
}

/**
 * The designs a model's recorded exchanges hold, read off their requests' shapes (a recording of auto holds
 * fetch-first's and the tools' requests, or reading requests once auto reads with the model).
 */
export function recordedDesigns(dir: string, model: string): Design[] {
  const shapes = new Set(
    readRecordings(dir).flatMap(({ content }) =>
      (content.exchanges ?? []).filter((e) => e.request.model === model).map((e) => requestDesign(e.request)),
    ),
  )
  return DESIGNS.filter((d) => shapes.has(d as ReturnType<typeof requestDesign>))
}

interface Recorded {
  exchange: Exchange
  constructed: boolean
}

export function createReplayProvider(dir: string): Provider {
  const byHash = new Map<string, Recorded>()
  const byKey = new Map<string, Recorded>()
  for (const { content } of readRecordings(dir)) {
    for (const exchange of content.exchanges ?? []) {
      const recorded = { exchange, constructed: content.kind === 'constructed' }
      byHash.set(requestHash(exchange.request), recorded)
      byKey.set(exchangeKey(exchange.request), recorded)
    }
  }
  // A model whose every recording is a scripted server's: its outcomes are constructed text, failed ones included.
  const scriptedModels = new Set<string>()
  const modelsOf = (constructed: boolean) =>
    new Set([...byHash.values()].filter((r) => r.constructed === constructed).map((r) => r.exchange.request.model))
  const languageModels = modelsOf(false)
  for (const model of modelsOf(true)) if (!languageModels.has(model)) scriptedModels.add(model)
  return {
    name: 'replay',
    kind: 'recording',
    kindFor: (model) => (scriptedModels.has(model) ? 'constructed' : 'recording'),
    async complete(request) {
      const hash = requestHash(request)
      const exact = byHash.get(hash)
      const found = exact ?? byKey.get(exchangeKey(request))
      if (!found) throw new ProviderError('no_recording', `No recording for this request (hash ${hash}).`, { hash })
      const recording: RecordingMatch = exact ? 'as recorded' : 'prompt changed since recorded'
      return {
        ...toCompletion(found.exchange.response, found.exchange.latency_ms),
        recording,
        ...(found.constructed ? { kind: 'constructed' as const } : {}),
      }
    },
  }
}

export interface RecordOptions {
  /** The file in `dir` (default: today's date). */
  file?: string
  /** The endpoint is a scripted server, not a language model: the file says so, and so does every outcome. */
  scripted?: boolean
}

/** Wraps a provider and appends every exchange to recordings/<file>, labelled with what answered. */
export function createRecordProvider(inner: RawProvider, dir: string, options: RecordOptions = {}): Provider {
  const scripted = options.scripted ?? false
  const path = join(dir, options.file ?? `${scripted ? 'scripted-' : ''}${new Date().toISOString().slice(0, 10)}.json`)
  return {
    name: 'record',
    kind: scripted ? 'constructed' : 'language-model',
    async complete(request, options) {
      const { raw, latencyMs } = await inner.completeRaw(request, options)
      mkdirSync(dir, { recursive: true })
      const content: RecordingFile = existsSync(path)
        ? (JSON.parse(readFileSync(path, 'utf8')) as RecordingFile)
        : scripted
          ? { about: ABOUT.scripted, kind: 'constructed', exchanges: [] }
          : { about: ABOUT.model, exchanges: [] }
      // A file holds one kind of answer: a script's never joins a model's, so its label always tells the truth.
      if ((content.kind === 'constructed') !== scripted) {
        throw new ProviderError(
          'bad_request',
          `${path} holds ${scripted ? "a model's" : "a scripted server's"} exchanges: record these into another file.`,
        )
      }
      content.exchanges.push({
        request_hash: requestHash(request),
        request,
        response: raw,
        latency_ms: Math.round(latencyMs),
        recorded_at: new Date().toISOString(),
      })
      writeFileSync(`${path}.tmp`, `${JSON.stringify(content, null, 2)}\n`)
      renameSync(`${path}.tmp`, path)
      return { ...toCompletion(raw, latencyMs), ...(scripted ? { kind: 'constructed' as const } : {}) }
    },
  }
}
