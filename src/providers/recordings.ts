// Recorded real exchanges: `replay` plays them back, `record` writes them. A recording file is readable JSON with, for
// each exchange, the full request and the raw response. A request matches only by content (model, messages, tools,
// response format), never by position.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { canonicalJson } from '../llm/canonical-json.js'
import type { ChatRequest } from '../llm/chat.js'
import { ProviderError, type Provider } from '../llm/provider.js'
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
  exchanges: Exchange[]
}

export function requestHash(request: ChatRequest): string {
  const { model, messages, tools, response_format } = request
  return createHash('sha256')
    .update(canonicalJson({ model, messages, tools: tools ?? null, response_format }))
    .digest('hex')
}

function loadExchanges(dir: string): Map<string, Exchange> {
  const byHash = new Map<string, Exchange>()
  if (!existsSync(dir)) return byHash
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const content = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordingFile
    for (const exchange of content.exchanges ?? []) byHash.set(requestHash(exchange.request), exchange)
  }
  return byHash
}

export function createReplayProvider(dir: string): Provider {
  const exchanges = loadExchanges(dir)
  return {
    name: 'replay',
    kind: 'recording',
    async complete(request) {
      const hash = requestHash(request)
      const exchange = exchanges.get(hash)
      if (!exchange) throw new ProviderError('no_recording', `No recording for this request (hash ${hash}).`, { hash })
      return toCompletion(exchange.response, exchange.latency_ms)
    },
  }
}

/** Wraps a real provider and appends every exchange to recordings/<file>. Only a real model's answers go there. */
export function createRecordProvider(
  inner: RawProvider,
  dir: string,
  file = `${new Date().toISOString().slice(0, 10)}.json`,
): Provider {
  const path = join(dir, file)
  return {
    name: 'record',
    kind: 'language-model',
    async complete(request, options) {
      const { raw, latencyMs } = await inner.completeRaw(request, options)
      mkdirSync(dir, { recursive: true })
      const content: RecordingFile = existsSync(path)
        ? (JSON.parse(readFileSync(path, 'utf8')) as RecordingFile)
        : {
            about: 'Real exchanges with a model server, written by stats-assistant record mode. Do not edit by hand.',
            exchanges: [],
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
      return toCompletion(raw, latencyMs)
    },
  }
}
