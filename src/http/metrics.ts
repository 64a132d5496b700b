// Prometheus metrics (prom-client), one registry per app so that tests can build many apps in one process.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { FastifyInstance } from 'fastify'
import type { Outcome } from '../ask/outcome.js'
import type { QueueStats } from '../review/store.js'

export interface Metrics {
  registry: Registry
  // Properties, not methods: they are handed to routes as callbacks.
  observeRequest: (labels: { route: string; method: string; status: string }, seconds: number) => void
  observeOutcome: (outcome: Outcome) => void
  toolRefusal: (code: string) => void
  /** The review queue, read from its store at each scrape (shared by every replica on PostgreSQL). */
  watchReviewQueue: (stats: () => Promise<QueueStats>, now?: () => Date) => void
  /** A rejected answer the review store did not take: kept in the spool, or dropped with the spool full. */
  reviewUnstored: (fate: 'spooled' | 'dropped') => void
  /** This process's spool and whether the store fails, read at each scrape. */
  watchReviewSpool: (state: () => { spooled: number; failing: boolean }) => void
}

type Registers = Registry[]

/** The counters and the request histogram, registered in the app's registry. */
function createInstruments(registers: Registers) {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route, method and status',
    labelNames: ['route', 'method', 'status'],
    registers,
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['route', 'method', 'status'],
    registers,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60],
  })
  const answers = new Counter({
    name: 'answers_total',
    help: 'Answers by outcome status, provider and design',
    labelNames: ['status', 'provider', 'design'],
    registers,
  })
  const modelCalls = new Counter({
    name: 'model_calls_total',
    help: 'Model calls by provider',
    labelNames: ['provider'],
    registers,
  })
  const tokens = new Counter({
    name: 'tokens_total',
    help: 'Tokens by provider and direction',
    labelNames: ['provider', 'direction'],
    registers,
  })
  const cost = new Counter({
    name: 'cost_usd_total',
    help: 'Cost in US dollars of answers with a known price',
    labelNames: ['provider'],
    registers,
  })
  const unknownCost = new Counter({
    name: 'answers_unknown_cost_total',
    help: 'Answers whose model has no price in the table',
    labelNames: ['provider'],
    registers,
  })
  const refusals = new Counter({
    name: 'tool_refusals_total',
    help: 'Refused tool calls by refusal code',
    labelNames: ['code'],
    registers,
  })
  const stops = new Counter({
    name: 'loop_stops_total',
    help: 'Loops ended by a limit, by limit name',
    labelNames: ['limit'],
    registers,
  })

  const unstored = new Counter({
    name: 'review_items_unstored_total',
    help: 'Rejected answers the review store did not take: kept in the spool (spooled) or lost (dropped)',
    labelNames: ['fate'],
    registers,
  })
  return { requests, latency, answers, modelCalls, tokens, cost, unknownCost, refusals, stops, unstored }
}

type Instruments = ReturnType<typeof createInstruments>

/** The review queue gauges, read from the store at each scrape. */
function registerReviewGauges(registers: Registers, stats: () => Promise<QueueStats>, now: () => Date) {
  // One read of the store per scrape serves both gauges. A store that fails keeps the last values: the scrape still
  // answers, and review_store_failing says why they are old.
  let reading: Promise<QueueStats | undefined> | undefined
  const read = () =>
    (reading ??= stats()
      .catch(() => undefined)
      .finally(() => setImmediate(() => (reading = undefined))))
  new Gauge({
    name: 'review_items',
    help: 'Review items by status',
    labelNames: ['status'],
    registers,
    async collect() {
      for (const [status, n] of Object.entries((await read())?.byStatus ?? {})) this.set({ status }, n)
    },
  })
  new Gauge({
    name: 'review_oldest_pending_age_seconds',
    help: 'Age of the oldest pending review item (0 when none is pending)',
    registers,
    async collect() {
      const stats = await read()
      if (!stats) return
      const { oldestPending } = stats
      this.set(oldestPending ? Math.max(0, (now().getTime() - Date.parse(oldestPending)) / 1000) : 0)
    },
  })
}

/** This process's spool gauges, read at each scrape. */
function registerSpoolGauges(registers: Registers, state: () => { spooled: number; failing: boolean }) {
  new Gauge({
    name: 'review_spool_items',
    help: 'Rejected answers held in this process while the review store fails',
    registers,
    collect() {
      this.set(state().spooled)
    },
  })
  new Gauge({
    name: 'review_store_failing',
    help: '1 while the review store fails (its last operation failed and no retry has succeeded since)',
    registers,
    collect() {
      this.set(state().failing ? 1 : 0)
    },
  })
}

/** Counts and times each request, keeping one labelled child per route, method and status. */
function requestObserver({ requests, latency }: Instruments): Metrics['observeRequest'] {
  const children = new Map<string, { count: { inc(): void }; time: { observe(value: number): void } }>()
  return (labels, seconds) => {
    // One child per route, method and status, kept: prom-client then skips hashing the labels on every request.
    const key = `${labels.route}|${labels.method}|${labels.status}`
    let child = children.get(key)
    if (!child) {
      child = { count: requests.labels(labels), time: latency.labels(labels) }
      children.set(key, child)
    }
    child.count.inc()
    child.time.observe(seconds)
  }
}

/** Counts an answer: its status, model calls, tokens, cost, refused tool calls and the limit that stopped it. */
function observeOutcome(m: Instruments, o: Outcome) {
  const provider = o.provider.name
  m.answers.inc({ status: o.status, provider, design: o.design })
  m.modelCalls.inc({ provider }, o.usage.model_calls)
  m.tokens.inc({ provider, direction: 'input' }, o.usage.input_tokens)
  m.tokens.inc({ provider, direction: 'output' }, o.usage.output_tokens)
  if (o.usage.cost_usd === null) m.unknownCost.inc({ provider })
  else m.cost.inc({ provider }, o.usage.cost_usd)
  for (const t of o.trace) if (t.type === 'tool' && t.code) m.refusals.inc({ code: t.code })
  if (o.limit) m.stops.inc({ limit: o.limit })
}

export function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const instruments = createInstruments(registers)
  return {
    registry,
    observeRequest: requestObserver(instruments),
    toolRefusal: (code) => instruments.refusals.inc({ code }),
    watchReviewQueue: (stats, now = () => new Date()) => registerReviewGauges(registers, stats, now),
    reviewUnstored: (fate) => instruments.unstored.inc({ fate }),
    watchReviewSpool: (state) => registerSpoolGauges(registers, state),
    observeOutcome: (o) => observeOutcome(instruments, o),
  }
}

/** GET /metrics. The requests are observed when each response is finished (http/logger.ts, RequestLog). */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (text exposition format)',
        tags: ['operations'],
        produces: ['text/plain'],
      },
      config: { rateLimit: false, quiet: true, shed: false },
    },
    async (_request, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  )
}
