import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { defaultDesign, DESIGNS, loadConfig, PROVIDERS, type Design, type ProviderName } from '../config.js'
import { loadSnapshot } from '../data/snapshot.js'
import type { ChatRequest } from '../llm/chat.js'
import { countRequestTokens, loadTokenCounter } from '../llm/tokens.js'
import { withRuntime } from '../runtime.js'
import { buildQuestionBank } from '../eval/bank.js'
import { buildGoldenSet, goldenJson, goldenSetPath, loadGoldenSet } from '../eval/golden.js'
import { COST_TABLE_LEGEND, costRow, costTable, SEED_ANCHOR } from '../eval/costs.js'
import type { GoldenQuestion } from '../eval/golden.js'
import { chartSvg, compareMarkdown, reportMarkdown, summarise, type EvalRun } from '../eval/report.js'
import { runEvaluation } from '../eval/run.js'
import { recordedDesigns, recordedModels } from '../providers/recordings.js'
import { usage, UsageError, type CliIo } from './io.js'

export const EVAL_OPTIONS = {
  provider: { type: 'string' },
  model: { type: 'string' },
  design: { type: 'string' },
  questions: { type: 'string' },
  bank: { type: 'boolean' },
  runs: { type: 'string' },
  out: { type: 'string' },
} as const
export const GOLDEN_OPTIONS = { write: { type: 'boolean' } } as const
export const RECORDED_OPTIONS = { dir: { type: 'string' }, out: { type: 'string' } } as const
export const EVAL_USAGE = [
  `stats-assistant eval [--provider P] [--model M] [--design ${DESIGNS.join('|')}] [--questions FILE | --bank] ` +
    '[--runs K] [--out DIR]   (--bank: the question bank instead of the golden set)',
  'stats-assistant eval compare DIR...   (several runs in one table and one chart)',
  "stats-assistant eval recorded [--dir DIR] [--out DIR]   (the recorded models' golden table, replayed, beside the planner's)",
  'stats-assistant eval golden [--write]   (data/questions.json from the snapshot; without --write: print it)',
]

export async function evalCommand(args: string[], io: CliIo): Promise<number> {
  if (args[0] === 'compare') return compare(args.slice(1), io)
  if (args[0] === 'recorded') return recorded(args.slice(1), io)
  if (args[0] === 'golden') return golden(args.slice(1), io)
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: EVAL_OPTIONS })
  if (positionals.length > 0) throw new UsageError(usage(EVAL_USAGE))
  const config = loadConfig(io.env, io.cwd)
  const provider = (values.provider ?? config.provider) as ProviderName
  const design = (values.design ?? defaultDesign(config, provider)) as Design
  const runs = Number(values.runs ?? '1')
  if (!PROVIDERS.includes(provider)) throw new UsageError(`--provider must be one of ${PROVIDERS.join(', ')}`)
  if (!DESIGNS.includes(design)) throw new UsageError(`--design must be one of ${DESIGNS.join(', ')}`)
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new UsageError('--runs must be an integer from 1 to 20')
  if (values.bank && values.questions) throw new UsageError('give --bank or --questions, not both')
  const questions = values.bank
    ? buildQuestionBank(loadSnapshot(config.dataDir))
    : loadGoldenSet(resolve(io.cwd, values.questions ?? goldenSetPath(config.dataDir)))
  const out = resolve(
    io.cwd,
    values.out ?? join('eval-out', `${new Date().toISOString().replace(/[:.]/g, '-')}-${provider}-${design}`),
  )

  const countTokens = await tokenCounter()
  return withRuntime(
    config,
    async ({ askService }) => {
      const tty = io.isTTY
      const run = await runEvaluation(
        askService,
        questions,
        {
          provider,
          model: values.model,
          design,
          runs,
          questionSet: values.bank ? 'the question bank' : (values.questions ?? 'the golden set'),
        },
        (done, total) => {
          if (tty) {
            const filled = Math.round((30 * done) / total)
            process.stderr.write(
              `\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${done}/${total}${done === total ? '\n' : ''}`,
            )
          } else {
            io.err(`${done}/${total}`)
          }
        },
      )
      writeRun(out, run, questions)
      const s = summarise(run)
      io.out(
        `${s.label}: shown-correct ${s.groups.shown_correct}, shown-wrong ${s.groups.shown_wrong}, rejected ${s.groups.rejected}, declined ${s.groups.declined}, failed ${s.groups.failed} (of ${s.answers})`,
      )
      io.out(`wrote ${join(out, 'report.md')}, results.json and chart.svg`)
      return 0
    },
    { countTokens },
  )
}

/** Input tokens are counted locally too, beside what the provider reports (the tokenizer loads only here). */
async function tokenCounter() {
  const tokens = await loadTokenCounter()
  return (request: ChatRequest) => countRequestTokens(request, tokens)
}

/** One run's results.json, report.md and chart.svg. */
function writeRun(out: string, run: EvalRun, questions: GoldenQuestion[]) {
  mkdirSync(out, { recursive: true })
  writeFileSync(join(out, 'results.json'), `${JSON.stringify(run, null, 2)}\n`)
  writeFileSync(join(out, 'report.md'), reportMarkdown(run, questions))
  writeFileSync(join(out, 'chart.svg'), chartSvg([run]))
}

/**
 * The golden table of every language model recorded in the recordings folder, per design, replayed through today's
 * gates, beside the embedded planner's and the seed's anchor: no model, no network, seconds.
 */
async function recorded(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: RECORDED_OPTIONS })
  if (positionals.length > 0) throw new UsageError(usage(EVAL_USAGE))
  const config = loadConfig(io.env, io.cwd)
  const recordingsDir = values.dir ? resolve(io.cwd, values.dir) : config.recordingsDir
  const models = recordedModels(recordingsDir)
  if (models.length === 0) {
    throw new UsageError(
      `${recordingsDir} has no recording of a language model: record some with PROVIDER=record (docs/designs-and-providers.md)`,
    )
  }
  const questions = loadGoldenSet(goldenSetPath(config.dataDir))
  const countTokens = await tokenCounter()
  return withRuntime(
    { ...config, recordingsDir },
    async ({ askService }) => {
      const runs: EvalRun[] = []
      // A recorded model in the designs its recordings hold (a design never recorded has nothing to replay); the
      // planner in every design.
      const configurations = [
        ...models.map((model) => ({
          provider: 'replay' as const,
          model,
          designs: recordedDesigns(recordingsDir, model),
        })),
        { provider: 'planner' as const, model: undefined, designs: DESIGNS },
      ]
      for (const { provider, model, designs } of configurations) {
        for (const design of designs) {
          runs.push(
            await runEvaluation(askService, questions, {
              provider,
              model,
              design,
              runs: 1,
              questionSet: 'the golden set',
            }),
          )
        }
      }
      const table = [
        `The golden set (${questions.length} questions) replayed from ${relative(io.cwd, recordingsDir) || '.'}/ through today's gates, beside the embedded planner and the seed's anchor:`,
        '',
        costTable([SEED_ANCHOR, ...runs.map((run) => costRow(summarise(run)))]),
        '',
        COST_TABLE_LEGEND,
      ].join('\n')
      io.out(table)
      if (values.out) {
        const out = resolve(io.cwd, values.out)
        for (const run of runs) {
          const c = run.configuration
          writeRun(join(out, `${c.provider}-${c.model}-${c.design}`), run, questions)
        }
        writeFileSync(join(out, 'recorded.md'), `${table}\n`)
        writeFileSync(join(out, 'chart.svg'), chartSvg(runs))
        io.out(`wrote ${join(out, 'recorded.md')}, chart.svg and each configuration's report`)
      }
      return 0
    },
    { countTokens },
  )
}

function compare(dirs: string[], io: CliIo): number {
  if (dirs.length === 0) throw new UsageError(usage(EVAL_USAGE))
  const runs = dirs.map((d) => readRun(resolve(io.cwd, d)))
  const out = resolve(io.cwd, 'eval-out', 'compare')
  mkdirSync(out, { recursive: true })
  // Beside the outcomes, what each configuration costs and which way its questions went.
  const costs = ['## Costs and paths', '', costTable(runs.map((run) => costRow(summarise(run)))), '', COST_TABLE_LEGEND]
  writeFileSync(join(out, 'compare.md'), [compareMarkdown(runs), ...costs, ''].join('\n'))
  writeFileSync(join(out, 'compare.svg'), chartSvg(runs))
  io.out(compareMarkdown(runs))
  io.out(`wrote ${join(out, 'compare.md')} and compare.svg`)
  return 0
}

/** An evaluation's results.json, or a message that says which folder lacks it and how to make one. */
function readRun(dir: string): EvalRun {
  const file = join(dir, 'results.json')
  if (!existsSync(file)) {
    throw new UsageError(`${dir} has no results.json: make one with stats-assistant eval --out ${dir}`)
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as EvalRun
  } catch {
    throw new UsageError(`${file} is not an evaluation's results (not valid JSON)`)
  }
}

function golden(args: string[], io: CliIo): number {
  const { values } = parseArgs({ args, options: GOLDEN_OPTIONS })
  const config = loadConfig(io.env, io.cwd)
  const text = goldenJson(buildGoldenSet(loadSnapshot(config.dataDir)))
  if (values.write) {
    writeFileSync(join(config.dataDir, 'questions.json'), text)
    io.out(`wrote ${join(config.dataDir, 'questions.json')}`)
  } else {
    io.out(text.trimEnd())
  }
  return 0
}
