// stats-assistant review list | show ID | decide ID approve|correct|decline: the data desk from a terminal, on the same
// review store as the service (REVIEW_DB_PATH or REVIEW_DATABASE_URL) and with the same checks and deliveries.
import { parseArgs } from 'node:util'
import { loadCallers } from '../auth/keys.js'
import { loadConfig } from '../config.js'
import { age } from '../desk/pages.js'
import { plainWords } from '../desk/words.js'
import { createDesk } from '../review/desk.js'
import { DECISIONS, REVIEW_STATUSES, type DecisionName, type ReviewItem, type ReviewStatus } from '../review/item.js'
import { openReviewStore } from '../review/open.js'
import { openStore } from '../data/store.js'
import { UsageError, type CliIo } from './io.js'

const USAGE = `usage: stats-assistant review list [--status ${REVIEW_STATUSES.join('|')}|all] [--limit N] [--json]
       stats-assistant review show ID [--json]
       stats-assistant review decide ID approve|correct|decline [--text T] [--note N] [--confirm] [--editor NAME]`

export async function reviewCommand(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      limit: { type: 'string' },
      json: { type: 'boolean' },
      text: { type: 'string' },
      note: { type: 'string' },
      confirm: { type: 'boolean' },
      editor: { type: 'string' },
    },
  })
  const [verb, id, decision] = positionals
  if (!verb || !['list', 'show', 'decide'].includes(verb)) throw new UsageError(USAGE)
  if (verb !== 'list' && !id) throw new UsageError(USAGE)
  if (verb === 'decide' && !DECISIONS.includes(decision as DecisionName)) throw new UsageError(USAGE)
  const status = values.status ?? 'pending'
  if (status !== 'all' && !REVIEW_STATUSES.includes(status as ReviewStatus)) throw new UsageError(USAGE)
  const limit = Number(values.limit ?? 100)
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError('--limit: 1 to 10000')

  const config = loadConfig(io.env, io.cwd)
  const store = await openReviewStore(config)
  const data = openStore(config.databasePath)
  const callers = loadCallers(config.auth)
  const desk = createDesk({
    store,
    data,
    callbackFor: (name) => {
      const caller = callers.find((c) => c.name === name)
      return caller?.callback_url ? { url: caller.callback_url, secret: caller.key_sha256 } : undefined
    },
    onDeliveryError: (item, detail) => io.err(`${item}: not delivered (${detail})`),
  })
  try {
    if (verb === 'list') {
      const items = await desk.list(status === 'all' ? undefined : (status as ReviewStatus), limit)
      if (values.json) io.out(JSON.stringify(items, null, 2))
      else if (items.length === 0) io.out(`no ${status === 'all' ? '' : `${status} `}items`)
      else for (const item of items) io.out(listLine(item))
      return 0
    }
    if (verb === 'show') {
      const item = await desk.item(id!)
      if (!item) throw new UsageError(`no review item ${id}`)
      io.out(values.json ? JSON.stringify(item, null, 2) : details(item))
      return 0
    }
    const editor = values.editor ?? `cli:${io.env.USER ?? 'unknown'}`
    const result = await desk.decide(
      id!,
      {
        decision: decision as DecisionName,
        ...(values.text ? { text: values.text } : {}),
        ...(values.note ? { note: values.note } : {}),
        ...(values.confirm ? { confirm: true } : {}),
      },
      editor,
    )
    if (!result.ok) {
      io.err(`error: ${result.error}`)
      for (const p of result.problems ?? [])
        io.err(`  - ${plainWords(p.code)} ${p.figure ? `"${p.figure.text}" ` : ''}(${p.detail})`)
      if (result.problems) io.err('  check the figures yourself, then add --confirm to publish with your name')
      return result.status === 409 ? 3 : 1
    }
    await desk.settled()
    const item = (await desk.item(id!))!
    io.out(`${item.id} ${item.status} by ${item.decided_by}: ${item.final_text ?? ''}`)
    for (const d of item.deliveries) io.out(`  delivery to ${d.to}: ${d.state} (${d.detail})`)
    return 0
  } finally {
    await store.close()
    data.close()
  }
}

const secondsSince = (iso: string) => Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 1000))

function listLine(item: ReviewItem): string {
  const state = item.status === 'pending' ? age(secondsSince(item.created_at)) : `${item.status} by ${item.decided_by}`
  return `${item.id}  ${state.padEnd(14)}  ${`${item.channel} ${item.caller}`.padEnd(28)}  ${item.question}  [${item.problems.map((p) => p.code).join(', ')}]`
}

function details(item: ReviewItem): string {
  const lines = [
    `${item.id}  ${item.status}  (${item.channel}, ${item.caller}, ${item.created_at})`,
    `question: ${item.question}`,
    `draft:    ${item.draft ?? '(none)'}`,
    'problems:',
    ...item.problems.map(
      (p) => `  - ${plainWords(p.code)} ${p.figure ? `"${p.figure.text}" ` : ''}(${p.code}: ${p.detail})`,
    ),
    'tool results:',
    ...item.trace.flatMap((t) =>
      t.type === 'tool' ? [`  ${t.tool_call}. ${t.name} ${t.arguments} -> ${t.result}`] : [],
    ),
  ]
  if (item.status !== 'pending') {
    lines.push(
      `decision: ${item.status} by ${item.decided_by} at ${item.decided_at}`,
      `answer:   ${item.final_text ?? ''}`,
    )
    if (item.note) lines.push(`note:     ${item.note}`)
    for (const d of item.deliveries) lines.push(`delivery: ${d.to} ${d.state} (${d.detail})`)
  }
  return lines.join('\n')
}
