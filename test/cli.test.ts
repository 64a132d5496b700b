import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../src/cli.js'
import { ASK_OPTIONS, ASK_USAGE, outcomeLines } from '../src/cli/ask.js'
import { DB_OPTIONS, DB_USAGE } from '../src/cli/db.js'
import { EVAL_OPTIONS, EVAL_USAGE, GOLDEN_OPTIONS } from '../src/cli/eval.js'
import { KEYS_OPTIONS, KEYS_USAGE } from '../src/cli/keys.js'
import { REVIEW_OPTIONS, REVIEW_USAGE } from '../src/cli/review.js'
import { addCaller, loadCallers } from '../src/auth/keys.js'
import type { CliIo } from '../src/cli/io.js'
import { createDesk } from '../src/review/desk.js'
import { openSqliteReviewStore } from '../src/review/sqlite-store.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { DESIGNS } from '../src/config.js'
import { costRow, costTable } from '../src/eval/costs.js'
import { summarise } from '../src/eval/report.js'
import { builtFromSnapshot } from '../src/data/build-database.js'
import Database from 'better-sqlite3'
import { docTable } from './doc-tables.js'
import { recordedDesigns, recordedModels } from '../src/providers/recordings.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { databasePath, plannerService, ref, rejectingProvider, testStore } from './helpers.js'

function capture(env: Record<string, string> = {}, cwd = process.cwd()) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env: {
      DATABASE_PATH: databasePath(),
      DATA_DIR: join(process.cwd(), 'data'),
      REVIEW_DB_PATH: join(mkdtempSync(join(tmpdir(), 'review-')), 'review.sqlite'),
      ...env,
    },
    cwd,
  }
  return { io, out, err }
}

describe('stats-assistant tool', () => {
  it('prints the result as JSON and "ok"', async () => {
    const { io, out } = capture()
    const code = await main(
      ['tool', 'get_values', '{"country_code":"CAN","indicator_code":"SP.POP.TOTL","start_year":2024,"end_year":2024}'],
      io,
    )
    expect(code).toBe(0)
    expect(JSON.parse(out[0]!).values['2024']).toBe(ref('CAN', 'SP.POP.TOTL', 2024))
    expect(out[1]).toBe('ok')
  })

  it.each([
    [
      'get_values',
      '{"country_code":"FRA","indicator_code":"SP.POP.TOTL","start_year":2024,"end_year":2024}',
      'not_allowed',
    ],
    [
      'get_values',
      '{"country_code":"CAN","indicator_code":"SP.POP.TOTL","start_year":"2024","end_year":2024}',
      'wrong_type',
    ],
    ['delete', '{}', 'unknown_tool'],
    ['get_values', '{broken', 'invalid_argument'],
  ])('prints "refused: CODE" and exits non-zero (%s %s)', async (name, args, refusal) => {
    const { io, out } = capture()
    expect(await main(['tool', name, args], io)).not.toBe(0)
    expect(out.at(-1)).toBe(`refused: ${refusal}`)
  })
})

describe('stats-assistant db build', () => {
  it('refuses to overwrite the existing database, with a clear message', async () => {
    const { io, err } = capture()
    expect(await main(['db', 'build', '--out', databasePath()], io)).toBe(1)
    expect(err.join('\n')).toMatch(/already exists; it is not overwritten/)
  })

  it('builds a new database where asked, making its directory (as the image build does)', async () => {
    const { io, out } = capture()
    const path = join(mkdtempSync(join(tmpdir(), 'cli-db-')), 'db', 'new.sqlite')
    expect(await main(['db', 'build', '--out', path], io)).toBe(0)
    const observations = loadSnapshot('data').observations.length
    expect(out[0]).toMatch(new RegExp(`^built .*new\\.sqlite: ${observations} observations`))
  })

  it('--if-stale builds a missing database, leaves a current one, and rebuilds one built from another snapshot', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'cli-db-')), 'wdi.sqlite')
    const hash = loadSnapshot('data').hash
    const missing = capture()
    expect(await main(['db', 'build', '--out', path, '--if-stale'], missing.io)).toBe(0)
    expect(missing.out[0]).toMatch(/^built /)
    const built = statSync(path).mtimeMs
    const current = capture()
    expect(await main(['db', 'build', '--out', path, '--if-stale'], current.io)).toBe(0)
    expect(current.err).toEqual([`database ${path} is current (snapshot ${hash.slice(0, 12)}); not rebuilt`])
    expect(statSync(path).mtimeMs).toBe(built)
    // Built from another snapshot: its recorded hash is not the one on disk.
    const db = new Database(path)
    db.prepare("UPDATE meta SET value = 'another' WHERE key = 'snapshot_hash'").run()
    db.close()
    expect(builtFromSnapshot(path)).toBe('another')
    const stale = capture()
    expect(await main(['db', 'build', '--out', path, '--if-stale'], stale.io)).toBe(0)
    expect(stale.out[0]).toMatch(/^rebuilt .*built from another snapshot/)
    expect(builtFromSnapshot(path)).toBe(hash)
    expect(existsSync(`${path}.building`)).toBe(false)
  })
})

describe('the installed binary (dist/cli.js)', () => {
  it('runs a tool and exits 2 on a refusal', () => {
    const env = { ...process.env, DATABASE_PATH: databasePath() }
    const okRun = execFileSync(
      'node',
      ['dist/cli.js', 'tool', 'rank_countries', '{"indicator_code":"SP.POP.TOTL","year":2024}'],
      { env, encoding: 'utf8' },
    )
    expect(okRun.trim().split('\n').at(-1)).toBe('ok')
    const refused = spawnSync(
      'node',
      ['dist/cli.js', 'tool', 'rank_countries', '{"indicator_code":"SP.POP.TOTL","year":1960}'],
      { env, encoding: 'utf8' },
    )
    expect(refused.status).toBe(2)
    expect(refused.stdout.trim().split('\n').at(-1)).toBe('refused: year_out_of_range')
  })

  it('names the build command when the database is missing', () => {
    const run = spawnSync('node', ['dist/cli.js', 'tool', 'get_values', '{}'], {
      env: { ...process.env, DATABASE_PATH: '/nonexistent/x.sqlite' },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/stats-assistant db build/)
  })
})

describe('stats-assistant ask', () => {
  it('prints the answer, the source and one summary line, and exits 0 for valid', async () => {
    const { io, out } = capture()
    expect(await main(['ask', 'What was the population of Canada in 2024?'], io)).toBe(0)
    expect(out[0]).toContain(ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
    // (How the question was read, as the short answer of POST /ask gives it: README, "A short answer".)
    expect(out[1]).toMatch(/^Read as: Canada's population in 2024\.$/)
    expect(out[2]).toMatch(
      /^Source: World Bank, World Development Indicators \(CC BY 4\.0\), snapshot of .*; series SP\.POP\.TOTL\./,
    )
    const can = ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US')
    expect(out.slice(3, 5)).toEqual([
      `cited: ${can} = CAN SP.POP.TOTL 2024 (value, tool call 1)`,
      'cited: 41.3 million = CAN SP.POP.TOTL 2024 (value, tool call 1)',
    ])
    expect(out[5]).toMatch(
      /^valid \| planner \(the embedded deterministic planner \(fixed rules, not a language model\)\) \| tools \| 2 model calls \| 1 tool call \| 0 tokens \| \$0\.000000 \| \d+\.\d{3} s$/,
    )
  })

  it('prints the whole outcome with --json, and refuses a bad --design', async () => {
    const { io, out } = capture()
    expect(await main(['ask', 'canada gdp 2024?', '--design', 'fetch-first', '--json'], io)).toBe(0)
    expect(JSON.parse(out.join('\n'))).toMatchObject({
      status: 'valid',
      design: 'fetch-first',
      usage: { model_calls: 1 },
      // (One figure shown, as a sum of money is printed, "2.27 trillion": its citation holds the exact value.)
      citations: [
        {
          kind: 'value',
          country_codes: ['CAN'],
          indicator_code: 'NY.GDP.MKTP.CD',
          years: [2024],
          value: ref('CAN', 'NY.GDP.MKTP.CD', 2024),
        },
      ],
    })
    const bad = capture()
    expect(await main(['ask', 'x', '--design', 'magic'], bad.io)).toBe(1)
    expect(bad.err.join('')).toMatch(/--design must be one of tools, fetch-first/)
  })
})

describe("ask's lines for a rejected answer", () => {
  it('marks the draft as unverified, with its problems and its review, and no source line', async () => {
    const outcome = await plannerService({ providers: { planner: rejectingProvider } }).ask({
      question: 'How many people lived in Canada in 2024?',
    })
    expect(outcome).toMatchObject({ status: 'rejected', answer: null, read_as: expect.stringMatching(/^Read as: /) })
    const lines = outcomeLines(outcome, { id: 'rv_k3x9q2m7c4pw', status: 'pending', url: '/answers/rv_k3x9q2m7c4pw' })
    // First the short answer (as POST /ask gives it for Accept: text/plain), then the details.
    expect(lines.slice(0, 5)).toEqual([
      'Not verified: the answer could not be checked and waits for the data desk (rv_k3x9q2m7c4pw); its answer will ' +
        'be at GET /answers/rv_k3x9q2m7c4pw.',
      // (How the question was read, beside the short answer: README, "A short answer".)
      outcome.read_as,
      '[NOT VERIFIED: a draft for the data desk] Canada had 50 million people in 2024.',
      `problem: unsupported_number: ${outcome.problems[0]!.detail}`,
      'sent to the data desk: rv_k3x9q2m7c4pw (stats-assistant review show rv_k3x9q2m7c4pw)',
    ])
    expect(lines.join('\n')).not.toMatch(/^Source/m)
    expect(lines.at(-1)).toMatch(/^rejected \| /)
  })
})

describe('stats-assistant eval', () => {
  it('writes results.json, report.md and chart.svg, and compare puts runs side by side', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-'))
    const { io, out, err } = capture({}, dir)
    expect(await main(['eval', '--design', 'fetch-first', '--out', 'run1'], io)).toBe(0)
    expect(out[0]).toBe(
      'planner/planner/fetch-first on the golden set (27 questions): shown-correct 27, shown-wrong 0, rejected 0, declined 0, failed 0 (of 27)',
    )
    expect(err.at(-1)).toBe('27/27') // plain progress lines off a terminal
    for (const f of ['results.json', 'report.md', 'chart.svg']) expect(existsSync(join(dir, 'run1', f))).toBe(true)
    expect(JSON.parse(readFileSync(join(dir, 'run1', 'results.json'), 'utf8')).results).toHaveLength(27)
    const second = capture({}, dir)
    expect(await main(['eval', 'compare', 'run1', 'run1'], second.io)).toBe(0)
    expect(readFileSync(join(dir, 'eval-out', 'compare', 'compare.md'), 'utf8')).toContain(
      '| planner/planner/fetch-first on the golden set (27 questions) | 27 | 27 | 0 | 0 | 0 | 0 | 100 % |',
    )
    expect(existsSync(join(dir, 'eval-out', 'compare', 'compare.svg'))).toBe(true)
  })

  it("eval recorded prints the recorded model's golden table per design, replayed, beside the planner and the seed", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recorded-'))
    const { io, out } = capture({ RECORDINGS_DIR: join(process.cwd(), 'recordings') }, dir)
    expect(await main(['eval', 'recorded', '--out', 'table'], io)).toBe(0)
    const printed = out.join('\n')
    const rows = printed.split('\n').filter((l) => /^\| (seed|replay|planner)/.test(l))
    expect(rows[0]).toBe(
      "| seed (issue #21's measured anchor, not replayed) | 24 | 0 | 3 | 0 | 0 | 2.00 | 2,160 | 2.370 | - | - | - | - | - |",
    )
    const labels = [
      ...recordedModels('recordings').flatMap((m) => recordedDesigns('recordings', m).map((d) => `replay/${m}/${d}`)),
      ...DESIGNS.map((d) => `planner/planner/${d}`),
    ]
    expect(rows.slice(1).map((r) => r.split(' | ')[0]!.slice(2))).toEqual(
      labels.map((l) => `${l} on the golden set (27 questions)`),
    )
    // Each row is that configuration's evaluation, as its report (written with --out) gives it.
    for (const label of labels) {
      const run = JSON.parse(readFileSync(join(dir, 'table', label.replaceAll('/', '-'), 'results.json'), 'utf8'))
      const s = summarise(run)
      expect(rows).toContain(costTable([costRow(s)]).split('\n')[2])
      expect(s.answers).toBe(27)
      if (label.startsWith('replay/')) expect(s.groups.failed).toBe(0)
    }
    expect(readFileSync(join(dir, 'table', 'recorded.md'), 'utf8')).toBe(`${printed.split('\nwrote ')[0]}\n`)
    // docs/evaluation.md shows the table as printed from the project's folder (this run's is a temporary one); the
    // planner's seconds vary from run to run, every other cell does not.
    const table = printed.split('\nwrote ')[0]!.replace(/replayed from \S*recordings\//, 'replayed from recordings/')
    const block = `\`\`\`\n${table}\n\`\`\``
    const seconds = (text: string) => text.replace(/^(\| planner\/(?:[^|]*\|){8}) [\d.]+ \|/gm, '$1 s |')
    expect(seconds(docTable('docs/evaluation.md', 'recorded', block, seconds))).toBe(seconds(block))
    expect(existsSync(join(dir, 'table', 'chart.svg'))).toBe(true)
  })

  it('eval recorded on a folder with no model recording says so and how to make one', async () => {
    const { io, err } = capture({ RECORDINGS_DIR: mkdtempSync(join(tmpdir(), 'recordings-')) })
    expect(await main(['eval', 'recorded'], io)).toBe(1)
    expect(err).toEqual([
      expect.stringMatching(/has no recording of a language model: record some with PROVIDER=record/),
    ])
  })

  it("compare names each run's question set and its size, so that a golden run and a bank run never read alike", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-'))
    for (const [args, out] of [
      [[], 'golden'],
      [['--bank'], 'bank'],
    ] as const) {
      expect(await main(['eval', ...args, '--design', 'fetch-first', '--out', out], capture({}, dir).io)).toBe(0)
    }
    const { io, out } = capture({}, dir)
    expect(await main(['eval', 'compare', 'golden', 'bank'], io)).toBe(0)
    const golden = (JSON.parse(readFileSync('data/questions.json', 'utf8')) as unknown[]).length
    const bank = buildQuestionBank(loadSnapshot('data')).length
    const labels = out[0]!.split('\n').flatMap((l) => (/^\| planner/.test(l) ? [l.split(' | ')[0]] : []))
    expect(labels).toEqual([
      `| planner/planner/fetch-first on the golden set (${golden} questions)`,
      `| planner/planner/fetch-first on the question bank (${bank} questions)`,
    ])
    // (The whole bank through the CLI: slow on a loaded machine, so its own timeout.)
  }, 300_000)

  it('prints the golden set it would write, identical to data/questions.json', async () => {
    const { io, out } = capture()
    expect(await main(['eval', 'golden'], io)).toBe(0)
    expect(`${out.join('\n')}\n`).toBe(readFileSync('data/questions.json', 'utf8'))
  })
})

describe('usage and environment errors: one clear line, exit 1, never a stack trace', () => {
  const noStack = (lines: string[]) => expect(lines.join('\n')).not.toMatch(/\n\s+at /)

  it('eval compare on a folder without results says which folder and how to make them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-'))
    const { io, err } = capture({}, dir)
    expect(await main(['eval', 'compare', 'nothing-here'], io)).toBe(1)
    expect(err).toEqual([
      expect.stringMatching(/nothing-here has no results\.json: make one with stats-assistant eval/),
    ])
    noStack(err)
  })

  it('PROVIDER=openai without an endpoint names the variables to set', async () => {
    const { io, err } = capture({ PROVIDER: 'openai' })
    expect(await main(['ask', 'Population of Canada in 2024?'], io)).toBe(1)
    expect(err.join('\n')).toMatch(/PROVIDER=openai needs a model endpoint: set OPENAI_BASE_URL/)
    noStack(err)
  })

  it('--provider openai without an endpoint says which providers there are', async () => {
    const { io, err } = capture()
    expect(await main(['ask', 'Population of Canada in 2024?', '--provider', 'openai'], io)).toBe(1)
    expect(err).toEqual([expect.stringMatching(/"openai" is not available here\. Available: planner, replay/)])
  })

  it('keys add --rate gives the caller its own limit, and refuses one that is not a whole number', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.json')
    const ok = capture()
    expect(
      await main(['keys', 'add', 'newsroom-chat', '--scopes', 'ask', '--rate', '600', '--file', file], ok.io),
    ).toBe(0)
    expect(ok.out[0]).toContain('rate limit 600 per window')
    expect(JSON.parse(readFileSync(file, 'utf8')).callers[0]).toMatchObject({ name: 'newsroom-chat', rate_limit: 600 })
    for (const rate of ['0', '2.5', 'lots']) {
      const bad = capture()
      expect(
        await main(['keys', 'add', `c${rate.length}`, '--scopes', 'ask', '--rate', rate, '--file', file], bad.io),
      ).toBe(1)
      expect(bad.err).toEqual([expect.stringMatching(/--rate: a whole number/)])
    }
  })
})

describe('keys list and keys remove', () => {
  it('lists the callers without their keys, and removes one by name', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.json')
    const chat = addCaller(file, 'newsroom-chat', ['ask'], { rateLimit: 600, callbackUrl: 'https://chat.example/cb' })
    addCaller(file, 'amelie', ['review'])
    const list = capture({ API_KEYS_FILE: file })
    expect(await main(['keys', 'list'], list.io)).toBe(0)
    expect(list.out).toEqual([
      expect.stringMatching(
        /^newsroom-chat {2}scopes ask {2}rate 600 {2}callback https:\/\/chat\.example\/cb {2}added \d{4}-\d\d-\d\dT/,
      ),
      expect.stringMatching(/^amelie {2}scopes review {2}rate RATE_LIMIT_MAX {2}added /),
    ])
    expect(list.out.join('\n')).not.toContain(chat)
    expect(list.out.join('\n')).not.toMatch(/[0-9a-f]{64}/)
    const removed = capture()
    expect(await main(['keys', 'remove', 'amelie', '--file', file], removed.io)).toBe(0)
    expect(removed.out[0]).toBe(`removed caller amelie from ${file}: its key no longer works once the service restarts`)
    expect(loadCallers({ keysFile: file }).map((c) => c.name)).toEqual(['newsroom-chat'])
    const missing = capture()
    expect(await main(['keys', 'remove', 'amelie', '--file', file], missing.io)).toBe(1)
    expect(missing.err).toEqual([`error: no caller named "amelie" in ${file} (callers: newsroom-chat)`])
    // A keys file with no caller left lists none; a path typed wrong is no empty list.
    const empty = capture()
    expect(await main(['keys', 'remove', 'newsroom-chat', '--file', file], capture().io)).toBe(0)
    expect(await main(['keys', 'list', '--file', file], empty.io)).toBe(0)
    expect(empty.out[0]).toMatch(/^no callers in /)
    const none = capture()
    const typo = join(tmpdir(), 'no-such-keys.json')
    expect(await main(['keys', 'list', '--file', typo], none.io)).toBe(1)
    expect(none.err).toEqual([expect.stringContaining(`no keys file at ${typo}: keys add creates it`)])
  })

  it('review commands on a review store path typed wrong say so, and create nothing', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'review-typo-')), 'no-such-dir')
    const typo = capture({ REVIEW_DB_PATH: join(dir, 'review.sqlite') })
    expect(await main(['review', 'list'], typo.io)).toBe(1)
    expect(typo.err.join('\n')).toContain('no review store at')
    expect(existsSync(dir)).toBe(false)
  })
})

describe('the help', () => {
  it("lists every command with every option each takes (each command's own usage lines)", async () => {
    const { io, out } = capture()
    expect(await main(['--help'], io)).toBe(0)
    const help = out.join('\n')
    const commands: [string, object, string[]][] = [
      ['db', DB_OPTIONS, DB_USAGE],
      ['ask', ASK_OPTIONS, ASK_USAGE],
      ['eval', { ...EVAL_OPTIONS, ...GOLDEN_OPTIONS }, EVAL_USAGE],
      ['review', REVIEW_OPTIONS, REVIEW_USAGE],
      ['keys', KEYS_OPTIONS, KEYS_USAGE],
    ]
    for (const [command, options, lines] of commands) {
      for (const line of lines) expect(help).toContain(line)
      for (const option of Object.keys(options)) expect(lines.join('\n'), command).toContain(`--${option}`)
    }
    for (const words of ['--key KEY', 'REVIEW_KEY', '--note N', '--bank', 'keys list', 'keys remove NAME', 'serve'])
      expect(help).toContain(words)
  })
})

describe('report.md on a fresh clone', () => {
  it('gives the reason of each failed question (replay with no recordings)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-'))
    const { io, out } = capture({ RECORDINGS_DIR: mkdtempSync(join(tmpdir(), 'recordings-')) }, dir)
    expect(await main(['eval', '--provider', 'replay', '--design', 'tools', '--out', 'run'], io)).toBe(0)
    const questions = JSON.parse(readFileSync('data/questions.json', 'utf8')) as unknown[]
    expect(out[0]).toContain(`failed ${questions.length} (of ${questions.length})`)
    const report = readFileSync(join(dir, 'run', 'report.md'), 'utf8')
    expect(report.match(/- problem `provider_no_recording`: No recording for this request/g)).toHaveLength(
      questions.length,
    )
  })
})

describe('stats-assistant review', () => {
  it('lists the queue, shows an item, decides it once, and says so', async () => {
    const reviewDb = join(mkdtempSync(join(tmpdir(), 'review-')), 'review.sqlite')
    const store = openSqliteReviewStore(reviewDb)
    const desk = createDesk({ store, data: testStore() })
    const outcome = await plannerService({ providers: { planner: rejectingProvider } }).ask({
      question: 'How many people lived in Canada in 2024?',
    })
    const { id } = await desk.submit(outcome, {
      channel: 'api',
      caller: 'newsroom-chat',
      question: 'How many people lived in Canada in 2024?',
    })
    await store.close()

    const list = capture({ REVIEW_DB_PATH: reviewDb })
    expect(await main(['review', 'list'], list.io)).toBe(0)
    expect(list.out).toEqual([
      expect.stringMatching(new RegExp(`^${id} .* api newsroom-chat .* \\[unsupported_number\\]$`)),
    ])
    const show = capture({ REVIEW_DB_PATH: reviewDb })
    expect(await main(['review', 'show', id], show.io)).toBe(0)
    expect(show.out.join('\n')).toContain('draft:    Canada had 50 million people in 2024.')
    expect(show.out.join('\n')).toContain('1. get_values')
    const keysFile = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.json')
    const AMELIE = addCaller(keysFile, 'amelie', ['review'])
    const BRUNO = addCaller(keysFile, 'bruno', ['review'])
    const CHAT = addCaller(keysFile, 'newsroom-chat', ['ask'])
    const env = { REVIEW_DB_PATH: reviewDb, API_KEYS_FILE: keysFile }
    const text = `In 2024, ${ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US')} people lived in Canada.`
    // The editor is the name of a desk key, never a name typed in.
    const refusals: [string[], Record<string, string>, RegExp][] = [
      [['--editor', 'amelie'], {}, /^--editor is gone: your desk key names you \(--key KEY, or REVIEW_KEY\)$/],
      [[], {}, /^decide: name yourself with your desk key: --key KEY, or REVIEW_KEY=KEY/],
      [['--key', 'sa_not-a-key'], {}, /^decide: this key is not one of the configured keys/],
      [['--key', CHAT], {}, /^decide: the key of newsroom-chat does not have the review scope/],
      [[], { REVIEW_KEY: AMELIE, API_KEYS_FILE: '' }, /^decide: no keys are configured/],
    ]
    for (const [flags, extra, message] of refusals) {
      const refused = capture({ ...env, ...extra })
      expect(await main(['review', 'decide', id, 'correct', '--text', text, ...flags], refused.io)).toBe(1)
      expect(refused.err).toEqual([expect.stringMatching(message)])
    }
    const decide = capture({ ...env, REVIEW_KEY: AMELIE })
    expect(await main(['review', 'decide', id, 'correct', '--text', text], decide.io)).toBe(0)
    expect(decide.out[0]).toBe(`${id} corrected by amelie: ${text}`)
    const again = capture(env)
    expect(await main(['review', 'decide', id, 'decline', '--key', BRUNO], again.io)).toBe(3)
    expect(again.err[0]).toMatch(/already corrected by amelie/)
    const shown = capture(env)
    expect(await main(['review', 'show', id], shown.io)).toBe(0)
    expect(shown.out.join('\n')).toMatch(/^audit: {4}\S+ amelie corrected via cli \(checked by application\)$/m)
    expect(shown.out.join('\n')).toContain(`\nread as:  ${outcome.read_as!.replace(/^Read as: /, '')}\n`)
    // Withdrawn in the name of a desk key, once; show says by whom.
    const retire = capture({ ...env, REVIEW_KEY: BRUNO })
    expect(await main(['review', 'retire', id], retire.io)).toBe(0)
    expect(retire.out[0]).toMatch(new RegExp(`^${id} withdrawn by bruno at `))
    const twice = capture({ ...env, REVIEW_KEY: AMELIE })
    expect(await main(['review', 'retire', id], twice.io)).toBe(3)
    expect(twice.err[0]).toMatch(/already withdrawn by bruno/)
    const retired = capture(env)
    expect(await main(['review', 'show', id], retired.io)).toBe(0)
    expect(retired.out.join('\n')).toMatch(/^retired: {2}\S+ by bruno$/m)
    // The audit keeps the withdrawal beside the decision: who, when, what was withdrawn, from where.
    expect(retired.out.join('\n')).toMatch(
      /^audit: {4}\S+ bruno retired the corrected answer via cli \(checked by application\)$/m,
    )
    const usage = capture({ ...env, REVIEW_KEY: AMELIE })
    expect(await main(['review', 'decide', id, 'publish'], usage.io)).toBe(1)
    expect(usage.err[0]).toMatch(/^decide rv_\w+: the decision must be one of approve, correct, decline/)
  })

  it('delivers a decision on a Slack question as the server would: printed with SLACK_PRINT_RESPONSES, to whom SLACK_RESPONSE_TYPE says', async () => {
    const reviewDb = join(mkdtempSync(join(tmpdir(), 'review-')), 'review.sqlite')
    const store = openSqliteReviewStore(reviewDb)
    const desk = createDesk({ store, data: testStore() })
    const question = 'How many people lived in Canada in 2024?'
    const outcome = await plannerService({ providers: { planner: rejectingProvider } }).ask({ question })
    const responseUrl = 'https://hooks.slack.com/commands/T1/1/x'
    const { id } = await desk.submit(outcome, { channel: 'slack', caller: 'slack:T1/U1', question, responseUrl })
    await store.close()
    const keysFile = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.json')
    const env = {
      REVIEW_DB_PATH: reviewDb,
      API_KEYS_FILE: keysFile,
      REVIEW_KEY: addCaller(keysFile, 'amelie', ['review']),
      SLACK_PRINT_RESPONSES: 'true',
      SLACK_RESPONSE_TYPE: 'ephemeral',
    }
    const text = `In 2024, ${ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US')} people lived in Canada.`
    const decide = capture(env)
    expect(await main(['review', 'decide', id, 'correct', '--text', text], decide.io)).toBe(0)
    const printed = decide.err.join('\n').split('\n')
    const at = printed.findIndex((line) => line.startsWith(`Slack would receive this at ${responseUrl}`))
    expect(at).toBeGreaterThanOrEqual(0)
    const body = JSON.parse(printed[at + 1]!) as { response_type: string; text: string }
    expect(body.response_type).toBe('ephemeral')
    expect(body.text).toContain(text)
    expect(decide.out.join('\n')).toContain(
      'delivery to slack: delivered (printed, not posted (SLACK_PRINT_RESPONSES))',
    )
  })

  it('says which statuses and which id format it takes', async () => {
    const status = capture()
    expect(await main(['review', 'list', '--status', 'nope'], status.io)).toBe(1)
    expect(status.err).toEqual(['--status must be one of pending, approved, corrected, declined, all'])
    const id = capture()
    expect(await main(['review', 'show', 'rv_1'], id.io)).toBe(1)
    expect(id.err).toEqual(['ID: rv_ followed by 12 lowercase letters or digits (got rv_1)'])
  })
})
