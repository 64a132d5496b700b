// The data desk over HTTP. GET /answers/:id (scope ask): the asker follows its rejected answer, and only the caller
// that asked sees it. The desk's API (scope review): the queue oldest first with each item's age, one item, and a
// decision, which is one audit line with the editor's name and a row of the review store's audit table (shown with
// the item). A decided item cannot be decided again (409). A published answer that turns out wrong is retired
// (withdrawn): the same question is no longer answered with it.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ProblemSchema } from '../../problem.js'
import type { Desk } from '../../review/desk.js'
import {
  AnswerViewSchema,
  DecisionAuditSchema,
  DecisionBodySchema,
  REVIEW_STATUSES,
  ReviewItemSchema,
} from '../../review/item.js'
import { audit } from '../auth.js'
import { nullable } from '../../json-schema.js'
import { errorBody } from '../errors.js'
import { ErrorBodySchema, errorResponses, KEYED_ROUTE_ERRORS } from '../schemas.js'

export interface ReviewRoutesOptions {
  desk: Desk
  now?: () => Date
}

const Id = Type.Object({
  id: Type.String({
    pattern: '^rv_[a-z0-9]{12}$',
    description: 'rv_ followed by 12 lowercase letters or digits (rv_k3x9q2m7c4pw)',
  }),
})
const QueuedItem = Type.Object({
  ...ReviewItemSchema.properties,
  age_seconds: Type.Integer({ description: 'Since the item was created.' }),
})
/** A list's item: the summary columns (no trace, no citations: GET /review/items/:id has them). */
const QueuedSummary = Type.Object({
  ...Type.Omit(ReviewItemSchema, ['trace', 'citations']).properties,
  age_seconds: Type.Integer({ description: 'Since the item was created.' }),
})
const errors = errorResponses(...KEYED_ROUTE_ERRORS)

/** The cursor of a page: where the next one starts (after this item), opaque to the caller. */
const cursorOf = (item: { created_at: string; id: string }) =>
  Buffer.from(JSON.stringify([item.created_at, item.id])).toString('base64url')
function readCursor(cursor: string): { created_at: string; id: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return { created_at: value[0] as string, id: value[1] as string }
    }
  } catch {
    /* not a cursor */
  }
  return undefined
}

type App = Parameters<FastifyPluginAsyncTypebox>[0]
/** An item's age in whole seconds, by the routes' clock. */
type AgeOf = (createdAt: string) => number
const security = [{ bearer: [] }]

export const reviewRoutes: FastifyPluginAsyncTypebox<ReviewRoutesOptions> = async (
  app,
  { desk, now = () => new Date() },
) => {
  const ageOf: AgeOf = (createdAt) => Math.max(0, Math.floor((now().getTime() - Date.parse(createdAt)) / 1000))
  registerAnswerRoute(app, desk)
  registerQueueRoutes(app, desk, ageOf)
  registerDecisionRoute(app, desk)
  registerRetireRoute(app, desk)
}

/** GET /answers/:id: the asker follows its rejected answer. */
function registerAnswerRoute(app: App, desk: Desk) {
  app.get(
    '/answers/:id',
    {
      schema: {
        summary: 'A rejected answer under review: its state and, once decided, the answer',
        tags: ['review'],
        params: Id,
        security,
        response: { 200: AnswerViewSchema, ...errors },
      },
      config: { scope: 'ask' },
    },
    async (request, reply) => {
      // Another caller's item is "not found", not "forbidden": whether it exists is not theirs to know.
      const view = await desk.view(request.params.id, request.caller ?? 'anonymous')
      return view ?? reply.status(404).send(errorBody('not_found', 'No answer with this id for this caller.'))
    },
  )
}

/** The queue, a page at a time, and one item with its evidence and decisions. */
function registerQueueRoutes(app: App, desk: Desk, ageOf: AgeOf) {
  app.get(
    '/review/items',
    {
      schema: {
        summary: 'The review queue, oldest first, a page at a time (summaries: GET /review/items/:id has the evidence)',
        tags: ['review'],
        querystring: Type.Object(
          {
            status: Type.Optional(Type.Union(REVIEW_STATUSES.map((s) => Type.Literal(s)))),
            limit: Type.Optional(
              Type.String({ pattern: '^[1-9][0-9]{0,2}$', description: 'a whole number from 1 to 999 (default 100)' }),
            ),
            after: Type.Optional(
              Type.String({
                maxLength: 200,
                description: "next_cursor of the page before: the page that follows it (same status's)",
              }),
            ),
          },
          { additionalProperties: false },
        ),
        security,
        response: {
          200: Type.Object({
            ok: Type.Literal(true),
            items: Type.Array(QueuedSummary),
            next_cursor: nullable(
              Type.String({ description: 'Send it as `after` for the next page; null on the last page.' }),
            ),
          }),
          ...errors,
        },
      },
      config: { scope: 'review' },
    },
    async (request, reply) => {
      const { after } = request.query
      const cursor = after === undefined ? undefined : readCursor(after)
      if (after !== undefined && !cursor) {
        return reply
          .status(400)
          .send(errorBody('invalid_request', 'after must be the next_cursor of a page of GET /review/items.'))
      }
      const limit = Number(request.query.limit ?? 100)
      // One more than the page, to know whether another page follows.
      const page = await desk.summaries({
        status: request.query.status ?? 'pending',
        limit: limit + 1,
        ...(cursor ? { after: cursor } : {}),
      })
      const items = page.slice(0, limit)
      return {
        ok: true as const,
        items: items.map((item) => ({ ...item, age_seconds: ageOf(item.created_at) })),
        next_cursor: page.length > limit ? cursorOf(items.at(-1)!) : null,
      }
    },
  )

  app.get(
    '/review/items/:id',
    {
      schema: {
        summary: 'One review item, with its evidence',
        tags: ['review'],
        params: Id,
        security,
        response: {
          200: Type.Object({
            ok: Type.Literal(true),
            item: QueuedItem,
            decisions: Type.Array(DecisionAuditSchema, {
              description: "The audit table's rows for this item: each decision, who took it, when and where.",
            }),
          }),
          ...errors,
        },
      },
      config: { scope: 'review' },
    },
    async (request, reply) => {
      const item = await desk.item(request.params.id)
      if (!item) return reply.status(404).send(errorBody('not_found', `No review item ${request.params.id}.`))
      const decisions = await desk.decisions(item.id)
      return { ok: true as const, item: { ...item, age_seconds: ageOf(item.created_at) }, decisions }
    },
  )
}

/** An editor's decision on a pending item. */
function registerDecisionRoute(app: App, desk: Desk) {
  app.post(
    '/review/items/:id/decision',
    {
      schema: {
        summary: 'Approve, correct or decline a pending item',
        tags: ['review'],
        params: Id,
        body: DecisionBodySchema,
        security,
        response: {
          200: Type.Object({ ok: Type.Literal(true), item: ReviewItemSchema }),
          ...errors,
          409: ErrorBodySchema,
          422: Type.Object({ ...ErrorBodySchema.properties, problems: Type.Array(ProblemSchema) }),
        },
      },
      config: { scope: 'review' },
    },
    async (request, reply) => {
      const editor = request.caller ?? 'anonymous'
      const result = await desk.decide(request.params.id, request.body, editor)
      const { id } = request.params
      if (!result.ok) {
        audit(request, 'deny', editor, `decision ${request.body.decision} on ${id}: ${result.code}`)
        const body = errorBody(result.code, result.error)
        return result.problems
          ? reply.status(422).send({ ...body, problems: result.problems })
          : reply.status(result.status).send(body)
      }
      audit(request, 'allow', editor, `decision ${request.body.decision} on ${id}: ${result.item.status}`)
      return { ok: true as const, item: result.item }
    },
  )
}

/** An editor withdraws a published answer: the same question asked again goes to the desk anew. */
function registerRetireRoute(app: App, desk: Desk) {
  app.post(
    '/review/items/:id/retire',
    {
      schema: {
        summary: 'Withdraw a published answer (approved or corrected) that turned out wrong',
        description:
          'The same question is no longer answered with it: asked again, it goes to the desk anew. GET /answers/:id ' +
          'tells its askers it was withdrawn. 409 when the item is not a published answer, or was withdrawn already.',
        tags: ['review'],
        params: Id,
        security,
        response: {
          200: Type.Object({ ok: Type.Literal(true), item: ReviewItemSchema }),
          ...errors,
          409: ErrorBodySchema,
        },
      },
      config: { scope: 'review' },
    },
    async (request, reply) => {
      const editor = request.caller ?? 'anonymous'
      const { id } = request.params
      const result = await desk.retire(id, editor)
      if (!result.ok) {
        audit(request, 'deny', editor, `retire ${id}: ${result.code}`)
        return reply.status(result.status).send(errorBody(result.code, result.error))
      }
      audit(request, 'allow', editor, `retire ${id}`)
      return { ok: true as const, item: result.item }
    },
  )
}
