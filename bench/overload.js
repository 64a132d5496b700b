// npm run bench:overload: POST /ask (planner) at 1, 50, 200 and 1,000 connections against one server process: p50,
// p99 and the slowest response, the share of 503s (load shed) and of requests that got no answer within 10 s. The
// goal: at 200 and 1,000 connections no response waits more than 2 s, the excess gets a quick 503. Each level starts
// a fresh server (BENCH_NODE_FLAGS are its node flags, e.g. --max-semi-space-size=64); BENCH_STARTS runs each level
// that many times, each on a fresh process, and BENCH_PATH measures another route (e.g. /healthz).
// A benchmark, not a test: the figures depend on the machine.
import autocannon from 'autocannon'
import { join } from 'node:path'
import { benchDatabase, benchKey, startServer } from './servers.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const LEVELS = (process.env.BENCH_LEVELS ?? '1,50,200,1000').split(',').map(Number)
const STARTS = Number(process.env.BENCH_STARTS ?? 1)
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)
const PATH = process.env.BENCH_PATH ?? '/ask'

const { dir, dbPath } = benchDatabase('bench-overload-')
const { key, callers } = benchKey()

/** A fresh server process, with shedding as configured and no rate limit in the way. */
const start = () =>
  startServer(
    [...NODE_FLAGS, 'dist/cli.js', 'serve'],
    {
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
      REVIEW_DB_PATH: join(dir, `review-${Date.now()}-${Math.random()}.sqlite`),
      API_KEYS: JSON.stringify(callers),
      RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
    },
    '/healthz',
  )

/** One autocannon run, with the count of each status answered. */
const run = (options) =>
  new Promise((resolve, reject) => {
    const statuses = {}
    const instance = autocannon({ timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve({ ...result, statuses }),
    )
    instance.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1))
  })

const body = JSON.stringify({ question: 'What was the population of Canada in 2024?' })
const request =
  PATH === '/ask'
    ? { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body }
    : { method: 'GET' }

const rows = []
for (const connections of LEVELS) {
  for (let s = 0; s < STARTS; s += 1) {
    const server = await start()
    try {
      process.stderr.write(`${PATH} at ${connections} connections (start ${s + 1})...\n`)
      await run({ url: `${server.url}${PATH}`, connections: Math.min(connections, 50), duration: 2, ...request })
      const r = await run({ url: `${server.url}${PATH}`, connections, duration: SECONDS, ...request })
      const { statuses } = r
      const answered = Object.values(statuses).reduce((a, b) => a + b, 0)
      rows.push({
        connections,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        p999: r.latency.p99_9,
        max: r.latency.max,
        ok: statuses[200] ?? 0,
        shed: statuses[503] ?? 0,
        answered,
        errors: r.errors,
        timeouts: r.timeouts,
      })
    } finally {
      server.stop()
    }
  }
}

const fmt = (n) => Math.round(n).toLocaleString('en-US')
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-')
console.log(
  `\n${PATH}, ${SECONDS} s per level after a 2 s warm-up, node ${NODE_FLAGS.join(' ') || '(no flags)'}; server and ` +
    'load generator on this machine.\n',
)
console.log('| connections | answers/s | p50 ms | p99 ms | p99.9 ms | max ms | 503 | no answer (errors, timeouts) |')
console.log('|---|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(
    `| ${fmt(r.connections)} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.p999} | ${r.max} | ${pct(r.shed, r.answered)} | ` +
      `${r.errors} (${r.timeouts}) |`,
  )
}
