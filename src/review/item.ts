// A review item: one rejected answer waiting for the data desk, and what the desk decided. TypeBox schemas, so that the
// review API, the asker's view and the OpenAPI document serialise and describe exactly these shapes.
import { Type, type Static } from '@sinclair/typebox'
import { DESIGNS } from '../config.js'
import { CitationSchema } from '../gates/figures.js'
import { ProblemSchema } from '../problem.js'
import { TraceEntrySchema } from '../ask/outcome.js'
import { nullable, stringEnum } from '../json-schema.js'

export const REVIEW_STATUSES = ['pending', 'approved', 'corrected', 'declined'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export const CHANNELS = ['api', 'slack', 'cli'] as const
export type Channel = (typeof CHANNELS)[number]
export const DECISIONS = ['approve', 'correct', 'decline'] as const
export type DecisionName = (typeof DECISIONS)[number]
/** Why a decision was refused: the codes the review API and the desk answer with. */
export const DECISION_REFUSALS = [
  'already_decided',
  'approval_not_confirmed',
  'correction_not_verified',
  'nothing_to_approve',
  'text_required',
  'text_not_taken',
] as const
export type DecisionRefusal = (typeof DECISION_REFUSALS)[number] | 'not_found'
/** Why a retirement was refused: the item is not a published answer, or was withdrawn already. */
export const RETIRE_REFUSALS = ['not_published', 'already_retired'] as const
export const STATUS_OF_DECISION: Record<DecisionName, ReviewStatus> = {
  approve: 'approved',
  correct: 'corrected',
  decline: 'declined',
}
/** What the audit table records: the three decisions, and the withdrawal of a published answer. */
export const AUDIT_ACTIONS = [...DECISIONS, 'retire'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
/** The decision that gave a status (an audit row's action, for a decision). */
export const DECISION_OF_STATUS = {
  approved: 'approve',
  corrected: 'correct',
  declined: 'decline',
} as const satisfies Record<Exclude<ReviewStatus, 'pending'>, DecisionName>

/** Who vouches for the figures of a published answer. */
export const CHECKED_BY = ['application', 'editor'] as const
export type CheckedBy = (typeof CHECKED_BY)[number]

/**
 * Where a decision went: Slack's response_url, the caller's callback, or `answers` (an asker with neither: the answer
 * is at GET /answers/:id, and a later asker of the same question was given it at once).
 */
export const DeliverySchema = Type.Object({
  to: stringEnum(['slack', 'callback', 'answers'] as const),
  state: stringEnum(['pending', 'delivered', 'failed', 'expired'] as const),
  detail: Type.String(),
  at: Type.String(),
})
export type Delivery = Static<typeof DeliverySchema>

export const ReviewItemSchema = Type.Object({
  id: Type.String(),
  created_at: Type.String(),
  channel: stringEnum(CHANNELS),
  caller: Type.String(),
  question: Type.String(),
  draft: nullable(Type.String({ description: 'The answer as the model wrote it: unchecked.' })),
  problems: Type.Array(ProblemSchema),
  citations: Type.Array(CitationSchema),
  trace: Type.Array(TraceEntrySchema),
  source: nullable(Type.String()),
  provider: Type.String(),
  model: Type.String(),
  design: stringEnum(DESIGNS),
  status: stringEnum(REVIEW_STATUSES),
  decided_by: nullable(Type.String()),
  decided_at: nullable(Type.String()),
  final_text: nullable(Type.String({ description: 'What the asker gets, once decided.' })),
  checked_by: nullable(stringEnum(CHECKED_BY)),
  note: nullable(Type.String({ description: "The editor's note: for the desk, never sent to the asker." })),
  deliveries: Type.Array(DeliverySchema),
  read_as: Type.Optional(
    nullable(Type.String({ description: 'How the application read the question ("Read as: ..."), when it said.' })),
  ),
  askers: Type.Integer({
    description:
      'How many callers asked this question (the same reading) while it waited: one decision answers them all.',
  }),
  retired_at: Type.Optional(
    nullable(
      Type.String({
        description:
          'When the published answer was withdrawn (by the desk, or superseded by a later answer to the same ' +
          'question): the question is no longer answered with it.',
      }),
    ),
  ),
  retired_by: Type.Optional(
    nullable(Type.String({ description: 'The editor who withdrew it (null when a later answer superseded it).' })),
  ),
})
export type ReviewItem = Static<typeof ReviewItemSchema>

/**
 * Another caller who asked the same question (the same reading, see reading-key.ts) while its item was pending, or
 * once it was decided: the decision reaches them too, and GET /answers/:id shows it to them.
 */
export interface Asker {
  caller: string
  channel: Channel
  asked_at: string
  /** Slack's response_url while it is valid, else null. */
  response_url: string | null
  response_url_expires_at: string | null
}

/** What the store is given to create an item; the rest starts empty. */
export type NewReviewItem = Pick<
  ReviewItem,
  | 'channel'
  | 'caller'
  | 'question'
  | 'draft'
  | 'problems'
  | 'citations'
  | 'trace'
  | 'source'
  | 'provider'
  | 'model'
  | 'design'
> & {
  /** Slack's response_url, kept only until it expires. */
  response_url: string | null
  response_url_expires_at: string | null
  /**
   * The question's key (reading-key.ts): a pending item is one per key (a second asker joins it), and a decided one
   * answers the key's later askers at once. Null: never shared (items from before the key existed).
   */
  reading_key?: string | null
  read_as?: string | null
}

/** What every new item starts with: pending, undecided, nothing delivered. */
export const undecided = () =>
  ({
    status: 'pending',
    decided_by: null,
    decided_at: null,
    final_text: null,
    checked_by: null,
    note: null,
    deliveries: [],
    askers: 1,
  }) satisfies Omit<ReviewItem, keyof NewReviewItem | 'id' | 'created_at'>

/** Where an editor decided: the review API, the desk's page or the command line. */
export const DECISION_VIAS = ['api', 'desk', 'cli'] as const
export type DecisionVia = (typeof DECISION_VIAS)[number]

export interface DecisionRecord {
  status: Exclude<ReviewStatus, 'pending'>
  decided_by: string
  decided_at: string
  final_text: string | null
  checked_by: CheckedBy | null
  note: string | null
  /** The editor confirmed figures the application could not trace (confirm: true, the desk's tick). */
  confirmed: boolean
  via: DecisionVia
}

/**
 * One decision, or one withdrawal of a published answer, as the audit table keeps it: written in the same transaction
 * as the decision or the withdrawal itself, so that neither stands without its record (a killed process loses neither
 * or both).
 */
export const DecisionAuditSchema = Type.Object({
  item_id: Type.String(),
  at: Type.String(),
  editor: Type.String({ description: 'The name of the desk key that decided or withdrew.' }),
  action: stringEnum(AUDIT_ACTIONS),
  status: stringEnum(['approved', 'corrected', 'declined'] as const, {
    description: 'A decision: the status it gave. A retirement: the status of the published answer withdrawn.',
  }),
  checked_by: nullable(stringEnum(CHECKED_BY)),
  confirmed: Type.Boolean({ description: 'The editor confirmed figures the application could not trace.' }),
  via: stringEnum(DECISION_VIAS),
})
export type DecisionAudit = Static<typeof DecisionAuditSchema>

/** The longest correction and desk note an editor may send (the desk's form says so before it is sent). */
export const MAX_CORRECTION_CHARS = 2000
export const MAX_NOTE_CHARS = 1000

export const DecisionBodySchema = Type.Object(
  {
    // Input: a TypeBox union the validator understands (stringEnum is for serialising responses only).
    decision: Type.Union(DECISIONS.map((d) => Type.Literal(d))),
    text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_CORRECTION_CHARS,
        description: 'correct: the corrected answer, in full.',
      }),
    ),
    note: Type.Optional(
      Type.String({ maxLength: MAX_NOTE_CHARS, description: 'For the desk; never sent to the asker.' }),
    ),
    confirm: Type.Optional(
      Type.Boolean({
        description:
          'approve or correct: publish although the application cannot trace every figure (a draft gate 2 refused ' +
          'needs it); the answer then says that the named editor, not the application, checked its figures.',
      }),
    ),
  },
  { additionalProperties: false },
)
export type DecisionBody = Static<typeof DecisionBodySchema>

/** What the asker sees at GET /answers/:id. */
export const AnswerViewSchema = Type.Object({
  ok: Type.Literal(true),
  id: Type.String(),
  status: stringEnum(REVIEW_STATUSES),
  question: Type.String(),
  answer: nullable(Type.String({ description: "Once decided: the published answer, or the desk's message." })),
  checked_by: nullable(stringEnum(CHECKED_BY)),
  decided_by: nullable(Type.String()),
  decided_at: nullable(Type.String()),
  source: nullable(Type.String()),
  read_as: Type.Optional(nullable(Type.String({ description: 'How the application read the question.' }))),
  retired_at: Type.Optional(
    Type.String({ description: 'The desk withdrew the answer then: `answer` says so, and no figure is given.' }),
  ),
})
export type AnswerView = Static<typeof AnswerViewSchema>

/**
 * What a rejected answer's response says of its review: `pending` (stored, to follow at `url`), `spooled` (the review
 * store fails just now: the item is held by this process under this id and stored when the store is back; `url`
 * already answers), or `not_stored` (the store fails and the spool is full: nothing to follow, ask again later).
 */
export const REVIEW_REF_STATUSES = [...REVIEW_STATUSES, 'spooled', 'not_stored'] as const
export const ReviewRefSchema = Type.Object({
  id: nullable(Type.String({ description: 'null when not_stored' })),
  status: stringEnum(REVIEW_REF_STATUSES),
  url: nullable(
    Type.String({ description: 'GET it with the same key: the review state and, once decided, the answer.' }),
  ),
  detail: Type.Optional(Type.String({ description: 'spooled and not_stored: what happened, in words.' })),
  askers: Type.Optional(
    Type.Integer({ description: 'pending: how many callers wait for this one decision (the same question).' }),
  ),
  answer: Type.Optional(
    Type.String({
      description:
        "approved or corrected: the data desk's answer to this same question, given at once (the desk decided it " +
        'for an earlier asker); `checked_by` says who vouches for its figures.',
    }),
  ),
  checked_by: Type.Optional(nullable(stringEnum(CHECKED_BY))),
  decided_by: Type.Optional(nullable(Type.String())),
  decided_at: Type.Optional(nullable(Type.String())),
  source: Type.Optional(nullable(Type.String({ description: "The desk's answer's source line." }))),
  read_as: Type.Optional(nullable(Type.String())),
})
/** What a rejected answer's response carries. */
export type SubmittedReview = Static<typeof ReviewRefSchema>
/** A stored item, as the desk returns it once the store has it (and, decided, the desk's answer to give at once). */
export type ReviewRef = {
  id: string
  status: ReviewStatus
  url: string
} & Partial<
  Pick<SubmittedReview, 'askers' | 'answer' | 'checked_by' | 'decided_by' | 'decided_at' | 'source' | 'read_as'>
>
