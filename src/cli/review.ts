// stats-assistant review list | show ID | decide ID approve|correct|decline: the data desk from a terminal, on the same
// review store as the service (REVIEW_DB_PATH or REVIEW_DATABASE_URL) and with the same checks and deliveries.
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { findCaller, loadCallers, type Caller } from '../auth/keys.js'
import { loadConfig } from '../config.js'
import { age } from '../desk/pages.js'
import { plainWords } from '../desk/words.js'
import { createDesk } from '../review/desk.js'
import { printedDelivery } from '../slack/print.js'
import {
  DECISIONS,
  REVIEW_STATUSES,
  type DecisionAudit,
  type DecisionName,
  type ReviewItem,
  type ReviewStatus,
} from '../review/item.js'
import { openReviewStore } from '../review/open.js'
import { openStore } from '../data/store.js'
import { usage, UsageError, type CliIo } from './io.js'

export const REVIEW_OPTIONS = {
  status: { type: 'string' },
  limit: { type: 'string' },
  json: { type: 'boolean' },
  text: { type: 'string' },
  note: { type: 'string' },
  confirm: { type: 'boolean' },
  key: { type: 'string' },
} as const
/** Options that are gone, read only to say what replaced them. */
const GONE_OPTIONS = { editor: { type: 'string' } } as const
const STATUSES = [...REVIEW_STATUSES, 'all']
export const REVIEW_USAGE = [
  `stats-assistant review list [--status ${STATUSES.join('|')}] [--limit N] [--json]`,
  'stats-assistant review show ID [--json]',
  `stats-assistant review decide ID ${DECISIONS.join('|')} [--text T] [--note N] [--confirm] [--key KEY]`,
  '  decide in the name of your desk key (scope review): --key KEY, or REVIEW_KEY; --text: the correction in full;',
  '  --note: for the desk only; --confirm: publish figures the application cannot trace, saying you checked them',
  'stats-assistant review retire ID [--key KEY]',
  '  withdraw a published answer that turned out wrong: the same question is no longer answered with it',
]
/** "rv_" and 12 letters or digits, as the review API's id. */
const ITEM_ID = /^rv_[a-z0-9]{12}$/

export async function reviewCommand(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { ...REVIEW_OPTIONS, ...GONE_OPTIONS },
  })
  const [verb, id, decision] = positionals
  if (!verb || !['list', 'show', 'decide', 'retire'].includes(verb)) throw new UsageError(usage(REVIEW_USAGE))
  if (verb !== 'list' && !id) throw new UsageError(usage(REVIEW_USAGE))
  if (id && !ITEM_ID.test(id)) throw new UsageError(`ID: rv_ followed by 12 lowercase letters or digits (got ${id})`)
  if (verb === 'decide' && !DECISIONS.includes(decision as DecisionName))
    throw new UsageError(`decide ${id}: the decision must be one of ${DECISIONS.join(', ')}\n${usage(REVIEW_USAGE)}`)
  if (values.editor !== undefined)
    throw new UsageError('--editor is gone: your desk key names you (--key KEY, or REVIEW_KEY)')
  const status = values.status ?? 'pending'
  if (!STATUSES.includes(status)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`)
  const limit = Number(values.limit ?? 100)
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new UsageError('--limit: 1 to 10000')

  const config = loadConfig(io.env, io.cwd)
  // (A path typed wrong would open a new, empty store and say "no pending items": the queue is elsewhere.)
  const { dbPath, databaseUrl } = config.review
  if (!databaseUrl && dbPath !== ':memory:' && !existsSync(dbPath))
    throw new UsageError(
      `no review store at ${dbPath} (REVIEW_DB_PATH): give the path the service uses; it creates the store when it first starts`,
    )
  const callers = loadCallers(config.auth)
  // A decision is taken in an editor's name: the name of their desk key, never a name typed in.
  const editor =
    verb === 'decide' || verb === 'retire' ? deskEditor(callers, values.key ?? io.env.REVIEW_KEY) : undefined
  const store = await openReviewStore(config)
  const data = openStore(config.databasePath)
  // A decision on a Slack question is delivered from this process, as the server would deliver it: printed, not
  // posted, with SLACK_PRINT_RESPONSES (local development), and to whom SLACK_RESPONSE_TYPE says.
  const postToSlack = config.slack.printResponses ? printedDelivery((text) => io.err(text)) : undefined
  const desk = createDesk({
    store,
    data,
    ...(postToSlack ? { postToSlack } : {}),
    slackResponseType: config.slack.responseType,
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
      const decisions = await desk.decisions(item.id)
      io.out(values.json ? JSON.stringify({ ...item, decisions }, null, 2) : details(item, decisions))
      return 0
    }
    if (verb === 'retire') {
      const retired = await desk.retire(id!, editor!, 'cli')
      if (!retired.ok) io.err(`error: ${retired.error}`)
      else io.out(`${id} withdrawn by ${editor} at ${retired.item.retired_at}: the question goes to the desk anew`)
      return retired.ok ? 0 : retired.status === 409 ? 3 : 1
    }
    const result = await desk.decide(
      id!,
      {
        decision: decision as DecisionName,
        ...(values.text ? { text: values.text } : {}),
        ...(values.note ? { note: values.note } : {}),
        ...(values.confirm ? { confirm: true } : {}),
      },
      editor!,
      'cli',
    )
    if (!result.ok) {
      io.err(`error: ${result.error}`)
      for (const p of result.problems ?? [])
        io.err(`  - ${plainWords(p.code)} ${p.figure ? `"${p.figure.text}" ` : ''}(${p.detail})`)
      if (result.problems) io.err('  check the figures yourself, then add --confirm to publish them with your name')
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

/** The editor a desk key names: a key of the keys file (API_KEYS_FILE or API_KEYS) with the review scope. */
function deskEditor(callers: readonly Caller[], key: string | undefined): string {
  if (!key) {
    throw new UsageError(
      'decide: name yourself with your desk key: --key KEY, or REVIEW_KEY=KEY (a key with the review scope, from ' +
        'stats-assistant keys add NAME --scopes review)',
    )
  }
  if (callers.length === 0) {
    throw new UsageError('decide: no keys are configured (API_KEYS_FILE or API_KEYS), so no desk key can name you')
  }
  const caller = findCaller(callers, key)
  if (!caller) throw new UsageError('decide: this key is not one of the configured keys (API_KEYS_FILE, API_KEYS)')
  if (!caller.scopes.includes('review')) {
    throw new UsageError(`decide: the key of ${caller.name} does not have the review scope: it is not a desk key`)
  }
  return caller.name
}

function details(item: ReviewItem, decisions: readonly DecisionAudit[]): string {
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
    if (item.read_as) lines.push(`read as:  ${item.read_as.replace(/^(Read as|Lu comme) ?: /u, '')}`)
    if (item.retired_at) lines.push(`retired:  ${item.retired_at}${item.retired_by ? ` by ${item.retired_by}` : ''}`)
    if (item.note) lines.push(`note:     ${item.note}`)
    for (const d of item.deliveries) lines.push(`delivery: ${d.to} ${d.state} (${d.detail})`)
  }
  for (const d of decisions) {
    lines.push(
      `audit:    ${d.at} ${d.editor} ${d.action === 'retire' ? `retired the ${d.status} answer` : d.status} via ${d.via}` +
        `${d.confirmed ? ', figures confirmed by the editor' : ''}${d.checked_by ? ` (checked by ${d.checked_by})` : ''}`,
    )
  }
  return lines.join('\n')
}
