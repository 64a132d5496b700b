// The application's own time per question: the golden set through the pipeline with the embedded planner as
// provider, the planner's own time excluded. `npm run bench` prints it for this build; run alone, it measures builds
// side by side in one process, one question to each build in turn (the order swapped every question), so that the
// machine's load at any moment falls on all of them alike, round after round:
//   node bench/per-question.js [ROUNDS] DIR...   (each DIR a checkout with dist/ built and data/wdi.sqlite)
// BENCH_QUESTIONS=file.json (a list of { question }) asks those instead of each build's golden set: the bank's 699
// questions, each asked once per round, show the time of questions the service has not just seen.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const load = (dir, module) => import(pathToFileURL(resolve(dir, 'dist', module)).href)

/** A build's ask service with the planner as provider, and a clock of the planner's own time to leave out. */
async function askerOf(dir, dbPath = resolve(dir, 'data/wdi.sqlite')) {
  const [{ loadConfig }, { openStore }, { createToolbox }, { createPlannerProvider }, { createAskService }] =
    await Promise.all(
      ['config.js', 'data/store.js', 'tools/toolbox.js', 'planner/provider.js', 'ask/service.js'].map((m) =>
        load(dir, m),
      ),
    )
  const config = loadConfig({ DATABASE_PATH: dbPath, LOG_LEVEL: 'silent' })
  const store = openStore(dbPath)
  let providerMs = 0
  const planner = createPlannerProvider()
  const timed = {
    ...planner,
    async complete(request, options) {
      const started = performance.now()
      const completion = await planner.complete(request, options)
      providerMs += performance.now() - started
      return completion
    },
  }
  const service = createAskService({
    config,
    store,
    toolbox: createToolbox(store),
    providers: { planner: () => timed },
  })
  const golden = JSON.parse(readFileSync(process.env.BENCH_QUESTIONS ?? resolve(dir, 'data/questions.json'), 'utf8'))
  return {
    questions: golden.length,
    /** The application's time of the i-th question, in ms (the planner's excluded). */
    async time(i) {
      providerMs = 0
      const started = performance.now()
      await service.ask({ question: golden[i % golden.length].question })
      return performance.now() - started - providerMs
    },
    close: () => store.close(),
  }
}

const percentiles = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
  return { p50: at(0.5), p99: at(0.99) }
}

/** p50 and p99, in ms, of each build's `questions` questions after `warm` to warm up, the builds interleaved. */
export async function timeSideBySide(dirs, { warm = 300, questions = 3000, dbPath } = {}) {
  const askers = await Promise.all(dirs.map((dir) => askerOf(dir, dbPath)))
  const samples = askers.map(() => [])
  for (let i = 0; i < warm + questions; i += 1) {
    const order = i % 2 === 0 ? askers.keys() : [...askers.keys()].reverse()
    for (const k of order) {
      const ms = await askers[k].time(i)
      if (i >= warm) samples[k].push(ms)
    }
  }
  for (const a of askers) a.close()
  return samples.map(percentiles)
}

/** p50 and p99, in ms, of `questions` questions of `dir`'s golden set after `warm` to warm up. */
export async function timePerQuestion(dir, options = {}) {
  const [times] = await timeSideBySide([dir], options)
  return times
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const rounds = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 3
  const dirs = args.length > 0 ? args : ['.']
  for (let round = 1; round <= rounds; round += 1) {
    const times = await timeSideBySide(dirs)
    for (const [k, dir] of dirs.entries())
      console.log(`round ${round}  ${dir}: p50 ${times[k].p50.toFixed(3)} ms, p99 ${times[k].p99.toFixed(3)} ms`)
  }
}
