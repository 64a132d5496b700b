// Shared test helpers. Reference values are read from the CSV by this file's own code, never typed by hand.
import { readFileSync } from 'node:fs'
import { Writable } from 'node:stream'
import pino from 'pino'
import { expect, inject } from 'vitest'
import { loadConfig, type Config } from '../src/config.js'
import { openStore, type Store } from '../src/data/store.js'
import type { ChatRequest, Completion } from '../src/llm/chat.js'
import type { WirePart } from '../src/reading/wire.js'
import type { Provider } from '../src/llm/provider.js'
import { loggerOptions } from '../src/http/logger.js'
import { createServer, type AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { createAskService } from '../src/ask/service.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import { signature } from '../src/slack/verify.js'
import { detectLanguage } from '../src/text/language.js'
import type { AskInput } from '../src/ask/loop.js'
import type { Design } from '../src/config.js'
import { readQuestion } from '../src/reading/rules.js'
import { planBudgetFor } from '../src/planner/plan.js'
import { isSupported, readNumbers } from '../src/text/numbers.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { checkClaims } from '../src/gates/claims.js'
import { factsOf, missingYearsOf } from '../src/tools/facts.js'

export const databasePath = () => inject('databasePath')

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      DATABASE_PATH: databasePath(),
      LOG_LEVEL: 'silent',
      ALLOW_ANONYMOUS: 'true',
      REVIEW_DB_PATH: ':memory:',
      // Load shedding off: a busy test machine must not shed the requests a test sends (test/overload.test.ts).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    process.cwd(),
  )
}

/** A logger whose lines the test reads: as written (`lines`) and parsed (`parsed()`). */
export function captureLogs(level = 'info') {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _e, done) {
      lines.push(...(chunk as Buffer).toString().trim().split('\n'))
      done()
    },
  })
  const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>)
  return {
    lines,
    logger: pino(loggerOptions(level), stream),
    parsed,
    /** The access decisions logged, in order. */
    audits: () => parsed().flatMap((l) => (l.audit ? [l.audit] : [])),
  }
}

let shared: Store | undefined
/** One read-only connection per test file. */
export function testStore(): Store {
  shared ??= openStore(databasePath())
  return shared
}

const csv = readFileSync('data/wdi_snapshot.csv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [country, indicator, year, value] = line.split(',')
    return {
      country: country!,
      indicator: indicator!,
      year: Number(year),
      value: value === '' ? null : Number(value),
      text: value!,
    }
  })

/** The snapshot's value, straight from the CSV. */
export function ref(country: string, indicator: string, year: number): number | null {
  const row = csv.find((r) => r.country === country && r.indicator === indicator && r.year === year)
  if (!row) throw new Error(`no row ${country} ${indicator} ${year}`)
  return row.value
}
export const refText = (country: string, indicator: string, year: number) =>
  csv.find((r) => r.country === country && r.indicator === indicator && r.year === year)!.text
export const refRows = () => csv
export const COUNTRIES = ['BRA', 'CAN', 'GBR', 'IND', 'JPN', 'MEX', 'NGA', 'USA']
/** Each country's English name as a sentence writes it after "the" or alone ("that of the United States"). */
export const NAMES_EN: Record<string, string> = {
  BRA: 'Brazil',
  CAN: 'Canada',
  GBR: 'United Kingdom',
  IND: 'India',
  JPN: 'Japan',
  MEX: 'Mexico',
  NGA: 'Nigeria',
  USA: 'United States',
}
/** The countries an answer cites values of, in the order it cites them (a ranking's order). */
export const citedOrder = (citations: { kind: string; country_codes: string[] }[]) => [
  ...new Set(citations.filter((c) => c.kind === 'value').map((c) => c.country_codes[0]!)),
]

/** Percent change rounded half away from zero to 2 decimals, computed here independently of the tools. */
export function refPercentChange(country: string, indicator: string, from: number, to: number): number {
  const a = ref(country, indicator, from)!
  const b = ref(country, indicator, to)!
  return (Math.sign(b - a) * Math.round(Math.abs((b - a) / a) * 100 * 100)) / 100
}

/** Countries by value in a year, highest first, from the CSV. */
export function refRanking(indicator: string, year: number): { country: string; value: number }[] {
  return csv
    .filter((r) => r.indicator === indicator && r.year === year && r.value !== null)
    .map((r) => ({ country: r.country, value: r.value! }))
    .sort((a, b) => b.value - a.value)
}

// ---- Constructed completions: written by test code to drive the pipeline; not a language model's output. ----

export const CONSTRUCTED_MODEL = 'constructed-by-test'

export function constructedText(text: string, extra: Partial<Completion> = {}): Completion {
  return {
    text,
    toolCalls: [],
    finishReason: 'stop',
    refusal: null,
    usage: { inputTokens: 100, outputTokens: 20 },
    model: CONSTRUCTED_MODEL,
    latencyMs: 1,
    ...extra,
  }
}

export function constructedCalls(calls: { name: string; args: unknown }[], idPrefix = 'c'): Completion {
  return {
    text: null,
    finishReason: 'tool_calls',
    refusal: null,
    usage: { inputTokens: 100, outputTokens: 20 },
    model: CONSTRUCTED_MODEL,
    latencyMs: 1,
    toolCalls: calls.map((c, i) => ({
      id: `${idPrefix}${i}`,
      name: c.name,
      arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args),
    })),
  }
}

/** A provider that plays a script of constructed completions, one per call, and keeps the requests it got. */
export function constructedProvider(script: (request: ChatRequest, call: number) => Completion | Promise<Completion>) {
  const requests: ChatRequest[] = []
  const provider: Provider & { requests: ChatRequest[] } = {
    name: 'constructed',
    kind: 'constructed',
    requests,
    async complete(request) {
      requests.push(request)
      return script(request, requests.length)
    },
  }
  return provider
}

export const CANADA_2024 = { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2024, end_year: 2024 }

/**
 * Constructed by test code, not a model: reads Canada's 2024 population with get_values, then drafts an answer with
 * an invented figure ("50 million"), which gate 2 rejects: the way a rejected answer reaches the data desk.
 */
export function rejectingProvider() {
  return constructedProvider((request) =>
    !request.messages.some((m) => m.role === 'tool')
      ? constructedCalls([{ name: 'get_values', args: CANADA_2024 }])
      : constructedText('{"status":"answered","answer":"Canada had 50 million people in 2024."}'),
  )
}

/** The app whose every question is answered by `rejectingProvider` (as the planner): a way to fill the data desk. */
export async function rejectingApp(
  env: Record<string, string>,
  extra: Partial<Parameters<typeof buildApp>[0]> = {},
): Promise<FastifyInstance> {
  const config = testConfig(env)
  const store = testStore()
  return buildApp({
    ...extra,
    config,
    store,
    askService: createAskService({
      config,
      store,
      toolbox: createToolbox(store),
      providers: { planner: rejectingProvider },
    }),
  })
}

/** The ask service with the embedded planner, on the test database. */
/** The loop's input for a question, read once as the ask service reads it. */
export function askInput(question: string, design: Design = 'tools', model = 'm'): AskInput {
  return { question, design, model, reading: readQuestion(question, testStore().years) }
}

/** The plan's budget within the test configuration's limits. */
export const testBudget = () => ({ ...planBudgetFor(testConfig().limits), years: testStore().years })

export function plannerService(options: Partial<Parameters<typeof createAskService>[0]> = {}) {
  const store = testStore()
  return createAskService({
    config: testConfig(),
    store,
    toolbox: createToolbox(store),
    providers: { planner: () => createPlannerProvider() },
    ...options,
  })
}

/** True when some number in the answer is `expected` at the precision the answer shows. */
export function shows(answer: string, expected: number): boolean {
  return readNumbers(answer, detectLanguage(answer)).some((n) => isSupported(n, [expected]))
}

/** A slash command as Slack sends it: form fields, signed with `secret` at `timestamp` (seconds). */
export function signedSlackRequest(secret: string, timestamp: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ command: '/stats', team_id: 'T1', user_id: 'U1', ...fields }).toString()
  return {
    method: 'POST' as const,
    url: '/slack/commands',
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': signature(secret, timestamp, Buffer.from(body)),
    },
  }
}

/** A port nothing listens on just now, on loopback. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const { port } = probe.address() as AddressInfo
  await new Promise((r) => probe.close(r))
  return port
}

/**
 * "Since when", from the CSV: over the years from `first` to `last` that `holds` can judge (null: a value is missing),
 * the run of years it held that lasts to the latest one: its first year and the year before it (none: it held in every
 * year); not held in the latest year, the last year it did (if any).
 */
export function refSince(holds: (year: number) => boolean | null, [first, last]: readonly [number, number]) {
  const years = Array.from({ length: last - first + 1 }, (_, k) => first + k).filter((y) => holds(y) !== null)
  const latest = years.at(-1)!
  if (!holds(latest)) return { held: false as const, latest, lastHeld: [...years].reverse().find((y) => holds(y)) }
  let k = years.length - 1
  while (k >= 0 && holds(years[k]!)) k -= 1
  return { held: true as const, latest, since: years[k + 1]!, before: years[k], first: years[0]! }
}
/** Whether A's value is above B's in a year, from the CSV (null when either is missing). */
export const refAhead = (a: string, b: string, i: string) => (y: number) => {
  const [x, z] = [ref(a, i, y), ref(b, i, y)]
  return x === null || z === null ? null : x > z
}
/** Whether a country's value is above a figure in a year, from the CSV (null when missing). */
export const refAbove = (c: string, i: string, figure: number) => (y: number) => {
  const v = ref(c, i, y)
  return v === null ? null : v > figure
}

/** A reading's part as a model writes it: a lookup of the population in the latest year, unless `p` says otherwise. */
export const wirePart = (p: Partial<WirePart>): WirePart => ({
  shape: 'value',
  countries: [],
  indicator: 'population',
  years: [],
  flags: [],
  place: null,
  top: null,
  at: null,
  figure: null,
  of_part: null,
  ...p,
})

/** A scripted reader's reply (test code, not a model): `value` as the JSON text of one completion. */
export const scriptedReply = (value: unknown): Completion => ({
  text: JSON.stringify(value),
  toolCalls: [],
  finishReason: 'stop',
  refusal: null,
  usage: { inputTokens: 0, outputTokens: 0 },
  model: 'scripted-reader',
  latencyMs: 0,
})

/** An API key's Authorization header. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

/** POST /ask as the caller of `key` (with an Accept header when given). */
export const postAsk = (target: FastifyInstance, key: string, question: string, accept?: string) =>
  target.inject({
    method: 'POST',
    url: '/ask',
    headers: { ...bearer(key), ...(accept ? { accept } : {}) },
    payload: { question },
  })

/** Waits until `check` holds, polling, within a generous bound (a busy CI machine), then asserts it. */
export async function waitFor(check: () => boolean) {
  for (const until = Date.now() + 30_000; !check() && Date.now() < until;) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

/** Gate 2's claim check of an answer to a question, against the two series' values over the snapshot's years. */
export function judgeTwoSeries(question: string, answer: string, a: string, b: string, i: string) {
  const store = testStore()
  const toolbox = createToolbox(store)
  const outcomes = [a, b].map((c) =>
    toolbox.run('get_values', {
      country_code: c,
      indicator_code: i,
      start_year: store.years[0],
      end_year: store.years[1],
    }),
  )
  return checkClaims(
    { status: 'answered', answer },
    detectLanguage(answer),
    {
      facts: outcomes.flatMap((x, k) => factsOf(x, k + 1)),
      missingYears: new Set(outcomes.flatMap(missingYearsOf)),
      snapshotYears: store.years,
    },
    readQuestion(question, store.years),
    () => false,
  )
}
