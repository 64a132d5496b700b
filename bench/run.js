// npm run bench: the application's own time per question (provider time excluded) and /tools throughput beside a bare
// Fastify route, measured in the same run on the same machine. A script, not a test: numbers vary by machine.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { buildApp } from '../dist/app.js'
import { loadConfig } from '../dist/config.js'
import { buildDatabase } from '../dist/data/build-database.js'
import { loadSnapshot } from '../dist/data/snapshot.js'
import { openStore } from '../dist/data/store.js'
import { createAskService } from '../dist/ask/service.js'
import { createToolbox } from '../dist/tools/toolbox.js'
import { createPlannerProvider } from '../dist/planner/provider.js'

const dbPath = join(mkdtempSync(join(tmpdir(), 'bench-')), 'wdi.sqlite')
if (!existsSync(dbPath)) buildDatabase(loadSnapshot('data'), dbPath)
const config = loadConfig({
  DATABASE_PATH: dbPath,
  LOG_LEVEL: 'silent',
  ALLOW_ANONYMOUS: 'true',
  RATE_LIMIT_MAX: '1000000',
})
const store = openStore(dbPath)
const toolbox = createToolbox(store)

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

// 1. Time per question inside the application, with the planner as an instant provider; its own time is subtracted.
const questions = [
  'What was the population of Canada in 2024?',
  "Combien d'habitants au Japon en 2020 ?",
  'Which country had the highest GDP in 2024?',
  "How did India's population change between 2000 and 2024?",
  "What will Canada's population be in 2030?",
  'Population of Brazil from 2018 to 2022',
]
const service = createAskService({ config, store, toolbox, providers: { planner: createPlannerProvider } })
for (let i = 0; i < 200; i += 1) await service.ask({ question: questions[i % questions.length] }) // warm-up
const samples = []
for (let i = 0; i < 3000; i += 1) {
  const started = performance.now()
  const outcome = await service.ask({ question: questions[i % questions.length] })
  const total = performance.now() - started
  const provider = outcome.trace.filter((t) => t.type === 'model').reduce((s, t) => s + t.latency_ms, 0)
  samples.push(total - provider)
}
samples.sort((a, b) => a - b)
console.log(
  `application time per question (provider excluded), ${samples.length} questions: p50 ${percentile(samples, 50).toFixed(3)} ms, p99 ${percentile(samples, 99).toFixed(3)} ms`,
)

// 2. Requests per second: POST /tools/get_values against a bare Fastify route, same load generator, same run.
async function measure(app, path, body) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${app.server.address().port}${path}`
  // Asynchronous: the server answers from this process's event loop while the load runs in another process.
  const { stdout: out } = await promisify(execFile)('node', ['bench/load.js', url, body, '5', '32'], {
    encoding: 'utf8',
  })
  await app.close()
  return JSON.parse(out)
}
const body = JSON.stringify({ country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2020, end_year: 2024 })
const bare = Fastify()
bare.post('/echo', async (request) => ({ ok: true, received: request.body }))
const bareResult = await measure(bare, '/echo', body)
const toolsResult = await measure(await buildApp({ config, store }), '/tools/get_values', body)
console.log(
  `bare Fastify POST route:      ${bareResult.rps.toFixed(0)} req/s (${bareResult.requests} ok, ${bareResult.errors} errors)`,
)
console.log(
  `POST /tools/get_values:       ${toolsResult.rps.toFixed(0)} req/s (${toolsResult.requests} ok, ${toolsResult.errors} errors)`,
)
console.log(`ratio: ${(toolsResult.rps / bareResult.rps).toFixed(2)} of the bare route`)
store.close()
