// npm run bench: one table of requests per second, latency and errors for /tools, /healthz and /ask (planner), each
// beside a bare Fastify route measured in the same run; then the application's own time per question and the input
// tokens per request. The load comes from autocannon in this process; each server runs in a process of its own.
// A benchmark, not a test: the figures depend on the machine (docs/benchmark.md gives them with the machine they came from).
import autocannon from 'autocannon'
import { readFileSync } from 'node:fs'
import { benchDatabase, benchKey, startServer } from './servers.js'
import { timePerQuestion } from './per-question.js'
import { openStore } from '../dist/data/store.js'
import { createAskService } from '../dist/ask/service.js'
import { loadConfig } from '../dist/config.js'
import { countRequestTokens, loadTokenCounter } from '../dist/llm/tokens.js'
import { createPlannerProvider } from '../dist/planner/provider.js'
import { createToolbox } from '../dist/tools/toolbox.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

const { dbPath } = benchDatabase('bench-')
const { key, callers } = benchKey()
const start = (args, env, readyPath) => startServer(args, env, readyPath, { portArg: true })

const load = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)))
  })

/** A warm-up, then the measured run. */
async function measure(url, request) {
  process.stderr.write(`measuring ${request.method ?? 'GET'} ${new URL(url).pathname}...\n`)
  await load({ url, duration: 2, ...request })
  const r = await load({ url, duration: SECONDS, ...request })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors }
}

const tool = JSON.stringify({ country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2024, end_year: 2024 })
const json = { 'content-type': 'application/json' }
const auth = { ...json, authorization: `Bearer ${key}` }

const bare = await start(['bench/bare.js'], {}, '/hello')
const app = await start(
  ['dist/cli.js', 'serve'],
  {
    DATABASE_PATH: dbPath,
    API_KEYS: JSON.stringify(callers),
    RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
  },
  '/healthz',
)
// argv's port is ignored by serve (it reads PORT); the bare server reads argv.
const rows = []
try {
  const hello = await measure(`${bare.url}/hello`, {})
  const echo = await measure(`${bare.url}/echo`, { method: 'POST', headers: json, body: tool })
  rows.push(['GET /hello (bare Fastify)', hello, null])
  rows.push(['POST /echo (bare Fastify)', echo, null])
  rows.push(['GET /healthz', await measure(`${app.url}/healthz`, {}), hello])
  rows.push([
    'POST /tools/get_values',
    await measure(`${app.url}/tools/get_values`, { method: 'POST', headers: auth, body: tool }),
    echo,
  ])
  const question = JSON.stringify({ question: 'What was the population of Canada in 2024?' })
  rows.push([
    'POST /ask (planner)',
    await measure(`${app.url}/ask`, { method: 'POST', headers: auth, body: question }),
    echo,
  ])
} finally {
  bare.stop()
  app.stop()
}

const fmt = (n) => Math.round(n).toLocaleString('en-US')
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per route after a 2 s warm-up; servers and load generator on this machine.\n`,
)
console.log('| route | req/s | p50 ms | p99 ms | non-2xx | share of the bare route |')
console.log('|---|---|---|---|---|---|')
for (const [route, r, base] of rows) {
  const share = base ? `${((100 * r.rps) / base.rps).toFixed(0)} %` : '-'
  console.log(`| ${route} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${share} |`)
}

// The application's own time per question (bench/per-question.js: the planner's own time excluded).
const { p50, p99 } = await timePerQuestion('.', { dbPath })
console.log(
  `\napplication time per question (golden set, provider excluded): p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`,
)

// Input tokens of the requests a model would get, counted locally (o200k_base), over the golden set.
const config = loadConfig({ DATABASE_PATH: dbPath, LOG_LEVEL: 'silent' })
const store = openStore(dbPath)
const toolbox = createToolbox(store)
const golden = JSON.parse(readFileSync('data/questions.json', 'utf8'))
const count = await loadTokenCounter()
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)]
for (const design of ['tools', 'fetch-first']) {
  const counting = createAskService({
    config,
    store,
    toolbox,
    providers: { planner: () => createPlannerProvider() },
    countTokens: (request) => countRequestTokens(request, count),
  })
  const outcomes = await Promise.all(golden.map((q) => counting.ask({ question: q.question, design })))
  const called = outcomes.filter((o) => o.usage.model_calls > 0)
  const first = called.map((o) => o.trace.find((t) => t.type === 'model').counted_input_tokens)
  console.log(
    `input tokens, ${design} (o200k_base, counted locally): median ${median(first)} for a first request, ${median(called.map((o) => o.usage.counted_input_tokens))} per question`,
  )
}
store.close()
