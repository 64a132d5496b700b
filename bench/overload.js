// npm run bench:overload: POST /ask (planner) at 1, 50, 200 and 1,000 connections against one server process: p50,
// p99 and the slowest response, the share of 503s (load shed) and of requests that got no answer within 10 s. The
// goal: at 200 and 1,000 connections no response waits more than 2 s, the excess gets a quick 503. Each level starts
// a fresh server (BENCH_NODE_FLAGS are its node flags, e.g. --max-semi-space-size=64); BENCH_STARTS runs each level
// that many times, each on a fresh process, and BENCH_PATH measures another route (e.g. /healthz). A bare Fastify
// server is measured at each level too: what no application could do better on this machine. BENCH_TARGET=bare
// measures the bare server alone (app: the application alone; both by default): when the slowest response of the
// application is about that of a bare Fastify GET on the same machine, it is the load generator's own queue (autocannon
// beside the server on 2 cores), not the service.
// A benchmark, not a test: the figures depend on the machine.
import autocannon from 'autocannon'
import { join } from 'node:path'
import { benchDatabase, benchKey, startServer } from './servers.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const LEVELS = (process.env.BENCH_LEVELS ?? '1,50,200,1000').split(',').map(Number)
const STARTS = Number(process.env.BENCH_STARTS ?? 1)
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)
const PATH = process.env.BENCH_PATH ?? '/ask'
const TARGET = process.env.BENCH_TARGET ?? 'both'
if (!['app', 'bare', 'both'].includes(TARGET)) throw new Error('BENCH_TARGET must be app, bare or both')

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

/** One level against one fresh server: a short warm-up, then the measured run, as a row of the table. */
async function level(server, path, connections, options) {
  await run({ url: `${server.url}${path}`, connections: Math.min(connections, 50), duration: 2, ...options })
  const r = await run({ url: `${server.url}${path}`, connections, duration: SECONDS, ...options })
  const { statuses } = r
  return {
    connections,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    p999: r.latency.p99_9,
    max: r.latency.max,
    shed: statuses[503] ?? 0,
    answered: Object.values(statuses).reduce((a, b) => a + b, 0),
    errors: r.errors,
    timeouts: r.timeouts,
  }
}

// The yardstick at each level: a bare Fastify GET (no plugins, no logging) on the same machine, so that what the
// machine itself (the kernel, the load generator beside the server) adds to the slowest responses is seen.
const rows = []
const yardstick = []
for (const connections of LEVELS) {
  for (let s = 0; s < (TARGET === 'bare' ? 0 : STARTS); s += 1) {
    const server = await start()
    try {
      process.stderr.write(`${PATH} at ${connections} connections (start ${s + 1})...\n`)
      rows.push(await level(server, PATH, connections, request))
    } finally {
      server.stop()
    }
  }
  if (TARGET === 'app') continue
  const bare = await startServer(['bench/bare.js'], {}, '/hello', { portArg: true })
  try {
    process.stderr.write(`bare Fastify at ${connections} connections...\n`)
    yardstick.push(await level(bare, '/hello', connections, { method: 'GET' }))
  } finally {
    bare.stop()
  }
}

const fmt = (n) => Math.round(n).toLocaleString('en-US')
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-')
console.log(
  `\n${SECONDS} s per level after a 2 s warm-up, node ${NODE_FLAGS.join(' ') || '(no flags)'}; server and load ` +
    'generator on this machine.',
)
const table = (title, list) => {
  console.log(`\n${title}\n`)
  console.log('| connections | answers/s | p50 ms | p99 ms | p99.9 ms | max ms | 503 | no answer (errors, timeouts) |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of list) {
    console.log(
      `| ${fmt(r.connections)} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.p999} | ${r.max} | ${pct(r.shed, r.answered)} | ` +
        `${r.errors} (${r.timeouts}) |`,
    )
  }
}
if (rows.length > 0) table(PATH, rows)
if (yardstick.length > 0) table('GET /hello on bare Fastify (the yardstick: what the machine adds)', yardstick)
