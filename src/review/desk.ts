// The data desk: every rejected answer becomes one review item; an editor approves it, corrects it or declines it;
// the decision reaches the asker (Slack's response_url while it is valid, the caller's callback URL, and always
// GET /answers/:id). A correction, or the draft approved as it is, goes through gate 2 against the item's own evidence:
// if every figure is a cited fact it is published as checked by the application; if not, only an explicit
// confirmation publishes it, and the answer then says that the named editor, not the application, checked its
// figures. What the asker reads (the desk's note, the source line) is in the question's language. Each decision is
// also a row of the store's audit table, written with the decision.
import { createHash, randomBytes } from 'node:crypto'
import type { Outcome, TraceEntry } from '../ask/outcome.js'
import { sourceLine } from '../ask/source-line.js'
import type { Names } from '../data/snapshot.js'
import type { Store } from '../data/store.js'
import { readQuestion } from '../reading/rules.js'
import { readAs } from '../reading/read-as.js'
import type { QuestionReading } from '../reading/schema.js'
import type { ProblemCode } from '../problem.js'
import { createToolbox, type Toolbox } from '../tools/toolbox.js'
import type { Deliver, DeliveryOptions } from '../slack/deliver.js'
import type { ResponseType } from '../slack/message.js'
import { detectLanguage } from '../text/language.js'
import type { RETIRE_REFUSALS } from './item.js'
import type {
  AnswerView,
  Channel,
  DecisionAudit,
  DecisionBody,
  DecisionRecord,
  DecisionVia,
  ReviewItem,
  ReviewRef,
  ReviewStatus,
} from './item.js'
import { capDraft, capTrace } from './cap.js'
import { ReviewItemNotYetStored, type PageFilter, type ReviewStore, type ReviewSummary } from './store.js'
import { questionKey } from './reading-key.js'
import { publish, type Refusal } from './desk-check.js'
import { deliverDecision, record } from './desk-delivery.js'
import { answerUrl, viewOf } from './desk-view.js'

export { answerUrl, viewOf }

/** Slack accepts posts to a response_url for 30 minutes. */
export const RESPONSE_URL_LIFETIME_MS = 30 * 60 * 1000

export interface Origin {
  channel: Channel
  caller: string
  question: string
  responseUrl?: string
}

export type DecideOutcome = { ok: true; item: ReviewItem } | Refusal
/** A retirement: the item withdrawn, or why not (404 no such item; 409 not a published answer, or withdrawn already). */
export type RetireOutcome =
  | { ok: true; item: ReviewItem }
  | { ok: false; status: 404 | 409; code: 'not_found' | (typeof RETIRE_REFUSALS)[number]; error: string }

export interface DeskDeps {
  store: ReviewStore
  /** The statistics store: the rules and the snapshot a correction is checked against. */
  data: Store
  /** Wall-clock time (the queue's ages and the decisions' dates). */
  now?: () => Date
  /** A caller's callback URL, from the keys file (never from a request). */
  callbackFor?: (caller: string) => { url: string; secret: string } | undefined
  delivery?: DeliveryOptions
  /** How a decision reaches Slack's response_url: posted, or printed (SLACK_PRINT_RESPONSES, local development). */
  postToSlack?: Deliver
  /** Who sees a published decision in Slack (SLACK_RESPONSE_TYPE; default the channel). */
  slackResponseType?: ResponseType
  /** Where deliveries' failures are reported (never with a URL). */
  onDeliveryError?: (item: string, detail: string) => void
}

export interface Desk {
  /**
   * One item per rejected answer (the same request again finds the same item); the same question (reading-key.ts)
   * pending already for another asker is joined instead: one row, one decision for every asker.
   */
  submit(outcome: Outcome, origin: Origin): Promise<ReviewRef>
  /**
   * The desk's published answer to this question (approved or corrected, on this snapshot), for an asker whose answer
   * was rejected again: the asker joins the item (GET /answers/:id shows it to them, the item's deliveries record it),
   * and the reference carries the answer to give at once. Undefined when the desk has not answered the question.
   */
  answerAgain(origin: Origin): Promise<ReviewRef | undefined>
  /** The asker's view, for the caller that asked only. */
  view(id: string, caller: string): Promise<AnswerView | undefined>
  list(status: ReviewStatus | undefined, limit: number): Promise<ReviewItem[]>
  /** A page of the queue, summary columns only (list pages and list routes never read a trace). */
  summaries(filter: PageFilter): Promise<ReviewSummary[]>
  item(id: string): Promise<ReviewItem | undefined>
  /** An editor's decision (`editor`: the name of their desk key), recorded with where it was taken. */
  decide(id: string, body: DecisionBody, editor: string, via?: DecisionVia): Promise<DecideOutcome>
  /** The audit rows of an item's decisions and its withdrawal, oldest first. */
  decisions(id: string): Promise<DecisionAudit[]>
  /**
   * Withdraws a published answer that turned out wrong (`editor`: the name of their desk key): the same question is no
   * longer answered with it, and asked again it goes to the desk anew; GET /answers/:id says it was withdrawn.
   */
  retire(id: string, editor: string, via?: DecisionVia): Promise<RetireOutcome>
  /** Resolves when every delivery started so far has finished (before closing). */
  settled(): Promise<void>
  readonly store: ReviewStore
  /** The snapshot's country and indicator names, for the desk's pages. */
  readonly names: Names
}

/** What the desk's operations share: its dependencies, the clock, and a toolbox over the statistics. */
interface DeskContext extends DeskDeps {
  now: () => Date
  toolbox: Toolbox
}

export function createDesk(deps: DeskDeps): Desk {
  const { store, data } = deps
  const ctx: DeskContext = { ...deps, now: deps.now ?? (() => new Date()), toolbox: createToolbox(data) }
  const deliveries = new Set<Promise<void>>()
  return {
    store,
    names: { country: (code) => data.country(code)?.name, indicator: (code) => data.indicator(code)?.name },
    submit: (outcome, origin) => submit(ctx, outcome, origin),
    answerAgain: (origin) => answerAgain(ctx, origin),
    view: (id, caller) => view(ctx, id, caller),
    list: (status, limit) => store.list({ status, limit }),
    summaries: (filter) => store.listSummaries(filter),
    item: (id) => store.get(id),
    decisions: (id) => store.decisions(id),
    retire: (id, editor, via = 'api') => retire(ctx, id, editor, via),
    async decide(id, body, editor, via = 'api') {
      const outcome = await decide(ctx, id, body, editor, via)
      if (!outcome.ok) return outcome
      const task = deliverDecision(ctx, outcome.item).catch((error: unknown) =>
        deps.onDeliveryError?.(id, (error as Error).message),
      )
      deliveries.add(task)
      void task.finally(() => deliveries.delete(task))
      return outcome
    },
    async settled() {
      await Promise.allSettled([...deliveries])
    },
  }
}

/** The question's key: of the rules' reading, on this snapshot. */
const keyOf = (data: Store, question: string) => questionKey(readQuestion(question, data.years), data.snapshotDate)

/** The checks that found the reading an answer was composed from is not what the question asks, or not agreed. */
const READING_REFUTED: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'reading_not_in_question',
  'reading_dropped',
  'reading_measure_changed',
  'reading_relation_turned',
  'readings_disagree',
  'second_look_differs',
])

/**
 * How the question was read, shown beside the desk's answer wherever it is published: the outcome's reading, unless a
 * check refuted it (a reading the question does not ask must never stand beside a published answer): then the rules'
 * reading, the one every asker of the item shares (reading-key.ts).
 */
function readAsOf(outcome: Outcome, rules: QuestionReading): string | null {
  if (outcome.problems.some((p) => READING_REFUTED.has(p.code))) return readAs(rules)
  return outcome.read_as ?? null
}

/** A rejected answer into the queue: one item per answer, or the pending item of its question joined. */
async function submit(ctx: DeskContext, outcome: Outcome, origin: Origin): Promise<ReviewRef> {
  const { store, data, now } = ctx
  const created_at = now()
  const rules = readQuestion(origin.question, data.years)
  const { item } = await store.create(
    {
      channel: origin.channel,
      caller: origin.caller,
      question: origin.question,
      // Bounded (cap.ts): a runaway model reply must not become an item too large for the desk to show.
      draft: capDraft(outcome.draft),
      problems: outcome.problems,
      citations: outcome.citations,
      trace: capTrace(outcome.trace),
      // The source line the asker gets with the desk's answer: of the tools that ran, in the question's language.
      source: sourceLine(data.snapshotDate, seriesOf(outcome.trace), detectLanguage(origin.question)),
      provider: outcome.provider.name,
      model: outcome.provider.model,
      design: outcome.design,
      response_url: origin.responseUrl ?? null,
      response_url_expires_at: origin.responseUrl
        ? new Date(created_at.getTime() + RESPONSE_URL_LIFETIME_MS).toISOString()
        : null,
      reading_key: questionKey(rules, data.snapshotDate),
      read_as: readAsOf(outcome, rules),
    },
    {
      id: newItemId(),
      // The same rejected draft for the same asker is the same item: a retried request does not queue it twice.
      dedupe_key: sha256(
        JSON.stringify([
          origin.channel,
          origin.caller,
          origin.question,
          outcome.draft,
          outcome.provider.name,
          outcome.provider.model,
          outcome.design,
        ]),
      ),
      created_at: created_at.toISOString(),
    },
  )
  return { id: item.id, status: item.status, url: answerUrl(item.id), askers: item.askers }
}

/** The desk's published answer to a question asked again, the asker joining its item (Desk.answerAgain). */
async function answerAgain(ctx: DeskContext, origin: Origin): Promise<ReviewRef | undefined> {
  const { store, data, now } = ctx
  const item = await store.answered(keyOf(data, origin.question))
  if (!item) return undefined
  const at = now()
  const joined = await store.join(item.id, {
    caller: origin.caller,
    channel: origin.channel,
    asked_at: at.toISOString(),
    response_url: null,
    response_url_expires_at: null,
  })
  if (joined) {
    await record(ctx, item.id, {
      to: 'answers',
      state: 'delivered',
      detail: `given at once to ${origin.caller} (${origin.channel}), who asked the same question`,
    })
  }
  const view = viewOf(item)
  return {
    id: item.id,
    status: item.status,
    url: answerUrl(item.id),
    answer: view.answer ?? '',
    checked_by: view.checked_by,
    decided_by: view.decided_by,
    decided_at: view.decided_at,
    source: view.source,
    read_as: item.read_as ?? null,
  }
}

async function view({ store, now }: DeskContext, id: string, caller: string): Promise<AnswerView | undefined> {
  const item = await store.get(id)
  if (!item) return undefined
  if (item.caller === caller) return viewOf(item)
  // Another asker of the same question who joined the item.
  const askers = await store.askers(item.id, now().toISOString())
  return askers.some((a) => a.caller === caller) ? viewOf(item) : undefined
}

/** An editor's decision, checked and stored; its delivery is started by the caller (createDesk). */
async function decide(
  ctx: DeskContext,
  id: string,
  body: DecisionBody,
  editor: string,
  via: DecisionVia,
): Promise<DecideOutcome> {
  const { store, now } = ctx
  const item = await store.get(id)
  if (!item) return { ok: false, status: 404, code: 'not_found', error: `No review item ${id}.` }
  if (item.status !== 'pending') return alreadyDecided(item)
  const note = body.note?.trim() || null
  // A text sent with an approval or a decline would be dropped unseen: refused, so that nothing typed is lost.
  if (body.decision !== 'correct' && body.text?.trim())
    return {
      ok: false,
      status: 400,
      code: 'text_not_taken',
      error: `A text is taken only with the decision correct; ${body.decision} publishes ${body.decision === 'approve' ? 'the draft as it is' : 'the desk’s decline'}. Send correct with the text, or ${body.decision} without it.`,
    }
  let decision: Omit<DecisionRecord, 'decided_by' | 'decided_at' | 'note' | 'via'> | Refusal
  if (body.decision === 'approve') {
    if (!item.draft) {
      return { ok: false, status: 400, code: 'nothing_to_approve', error: 'This item has no draft: correct it.' }
    }
    decision = publish(ctx, item, item.draft, 'approved', body.confirm === true, editor)
  } else if (body.decision === 'correct') {
    const text = body.text?.trim()
    if (!text) return { ok: false, status: 400, code: 'text_required', error: 'A correction needs its text.' }
    decision = publish(ctx, item, text, 'corrected', body.confirm === true, editor)
  } else {
    decision = { status: 'declined', final_text: declined(item.question), checked_by: null, confirmed: false }
  }
  if ('ok' in decision) return decision
  const decided = await store.decide(id, {
    ...decision,
    note,
    via,
    decided_by: editor,
    decided_at: now().toISOString(),
  })
  if (!decided.ok) {
    // Another editor (or replica) decided it in between.
    const current = await store.get(id)
    if (!current) return { ok: false, status: 404, code: 'not_found', error: `No item ${id}.` }
    // Still pending, yet not decided: not in the store (yet), never "already decided".
    if (current.status === 'pending') throw new ReviewItemNotYetStored(`Review item ${id} is not stored yet: retry.`)
    return alreadyDecided(current)
  }
  return { ok: true, item: decided.item }
}

/** A published answer withdrawn by an editor (Desk.retire). */
async function retire(
  { store, now }: DeskContext,
  id: string,
  editor: string,
  via: DecisionVia,
): Promise<RetireOutcome> {
  const result = await store.retire(id, { retired_at: now().toISOString(), retired_by: editor, via })
  if (result.ok) return result
  if (result.reason === 'not_found')
    return { ok: false, status: 404, code: 'not_found', error: `No review item ${id}.` }
  const item = await store.get(id)
  return {
    ok: false,
    status: 409,
    code: result.reason,
    error:
      result.reason === 'already_retired'
        ? `This answer was already withdrawn${item?.retired_by ? ` by ${item.retired_by}` : ''} at ${item?.retired_at}.`
        : `Only a published answer (approved or corrected) can be retired; this item is ${item?.status}.`,
  }
}

function alreadyDecided(item: ReviewItem): DecideOutcome {
  return {
    ok: false,
    status: 409,
    code: 'already_decided',
    error: `This item was already ${item.status} by ${item.decided_by} at ${item.decided_at}.`,
  }
}

function declined(question: string): string {
  return detectLanguage(question) === 'fr'
    ? "Le service données n'a pas pu confirmer le chiffre demandé : aucune réponse n'est publiée."
    : 'The data desk could not confirm the figure asked for, so no answer is published.'
}

/** The series of the tool calls that returned data: those a source line names. */
function seriesOf(trace: readonly TraceEntry[]): string[] {
  return trace.flatMap((entry) => {
    if (entry.type !== 'tool' || entry.outcome !== 'ok') return []
    try {
      const { indicator_code } = JSON.parse(entry.arguments) as { indicator_code?: unknown }
      return typeof indicator_code === 'string' ? [indicator_code] : []
    } catch {
      return []
    }
  })
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** "rv_" and 12 random base-32 characters: short enough to read out, too many to guess. */
function newItemId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'
  return `rv_${[...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('')}`
}
