// The application's own time per question: the golden set through the pipeline with the embedded planner as
// provider, the planner's own time excluded. `npm run bench` prints it for this build; run alone, it measures builds
// side by side, each in turn, round after round, so that the machine's load falls on all of them alike:
//   node bench/per-question.js [ROUNDS] DIR...   (each DIR a checkout with dist/ built and data/wdi.sqlite)
// BENCH_QUESTIONS=file.json (a list of { question }) asks those instead of each build's golden set: the bank's 699
// questions, each asked once per round, show the time of questions the service has not just seen.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const load = (dir, module) => import(pathToFileURL(resolve(dir, 'dist', module)).href)

/** p50 and p99, in ms, of `questions` questions of `dir`'s golden set after `warm` to warm up. */
export async function timePerQuestion(
  dir,
  { dbPath = resolve(dir, 'data/wdi.sqlite'), warm = 300, questions = 3000 } = {},
) {
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
  for (let i = 0; i < warm; i += 1) await service.ask({ question: golden[i % golden.length].question })
  const samples = []
  for (let i = 0; i < questions; i += 1) {
    providerMs = 0
    const started = performance.now()
    await service.ask({ question: golden[i % golden.length].question })
    samples.push(performance.now() - started - providerMs)
  }
  store.close()
  samples.sort((a, b) => a - b)
  const at = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]
  return { p50: at(0.5), p99: at(0.99) }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const rounds = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 3
  const dirs = args.length > 0 ? args : ['.']
  for (let round = 1; round <= rounds; round += 1)
    for (const dir of dirs) {
      const { p50, p99 } = await timePerQuestion(dir)
      console.log(`round ${round}  ${dir}: p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`)
    }
}
