// GET /desk: the data desk's web page. An editor signs in with a desk key (scope review); the key becomes a session
// cookie (@fastify/cookie: HttpOnly, SameSite=Strict, Path=/desk, and Secure unless DESK_COOKIE_SECURE=false for
// plain-HTTP local use; the session lives in the review store, so every replica knows it). Wrong keys are counted per
// address and per key (auth-failures.ts). Every form carries the session's CSRF token and a cross-site POST is
// refused; the pages load nothing but their own style sheet (content security policy) and run no script. When the
// review store fails the desk answers 503: an HTML page to a browser, the JSON error shape to anything else.
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox'
import cookie from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { findCaller, type Caller } from '../../auth/keys.js'
import type { Desk } from '../../review/desk.js'
import {
  DECISIONS,
  MAX_CORRECTION_CHARS,
  MAX_NOTE_CHARS,
  type DecisionBody,
  type ReviewItem,
} from '../../review/item.js'
import type { DeskSession } from '../../review/store.js'
import { ReviewItemNotYetStored, ReviewStoreUnavailable } from '../../review/store.js'
import { DESK_CSS, itemPage, messagePage, queuePage, signInPage, type ItemForm } from '../../desk/pages.js'
import type { Html } from '../../desk/html.js'
import { lockedMessage, type AuthFailures } from '../auth-failures.js'
import { audit } from '../auth.js'
import { errorBody, RETRY_AFTER_SECONDS } from '../errors.js'
import { ErrorBodySchema, type ErrorCode } from '../schemas.js'

export interface DeskRoutesOptions {
  desk: Desk
  callers: readonly Caller[]
  /** Wrong keys at sign-in, counted per address and per key. */
  failures: AuthFailures
  /** Mark the session cookie Secure (HTTPS only); false only for plain-HTTP local use. */
  secureCookie: boolean
  now?: () => Date
}

const COOKIE = 'desk_session'
const SESSION_HOURS = 12
/** The desk's pages: their own style sheet, no script, no frame, forms only to this origin. */
export const DESK_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

declare module 'fastify' {
  interface FastifyRequest {
    deskSession?: DeskSession & { token: string }
  }
}

const HtmlPage = Type.String({ description: 'An HTML page (text/html).' })
/** What a page can answer besides itself: another page, or (to a program, or from a plugin) the JSON error shape. */
const PageOrError = Type.Union([HtmlPage, ErrorBodySchema])
const pages = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, PageOrError])) as { [K in S]: typeof PageOrError }

const ItemParams = Type.Object({ id: Type.String({ pattern: '^rv_[a-z0-9]{12}$' }) })
const QueueQuery = Type.Object({ done: Type.Optional(Type.String({ maxLength: 40 })) })
const SignInForm = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) })
const CsrfForm = Type.Object({ csrf: Type.String({ maxLength: 100 }) })
const DecisionForm = Type.Object({
  csrf: Type.String({ maxLength: 100 }),
  decision: Type.Union(DECISIONS.map((d) => Type.Literal(d))),
  text: Type.Optional(Type.String({ maxLength: MAX_CORRECTION_CHARS })),
  note: Type.Optional(Type.String({ maxLength: MAX_NOTE_CHARS })),
  confirm: Type.Optional(Type.Literal('yes')),
})
type DecisionForm = Static<typeof DecisionForm>

/** What is wrong with a decision form the schema refused, in the editor's words. */
function formProblem(form: Partial<Record<keyof DecisionForm, unknown>>): string {
  const length = (x: unknown) => (typeof x === 'string' ? [...x].length : 0)
  if (typeof form.decision !== 'string' || !(DECISIONS as readonly string[]).includes(form.decision))
    return 'Choose approve, correct or decline.'
  if (length(form.text) > MAX_CORRECTION_CHARS)
    return `The correction is ${length(form.text)} characters long; at most ${MAX_CORRECTION_CHARS} are taken. Shorten it and publish again.`
  if (length(form.note) > MAX_NOTE_CHARS)
    return `The note is ${length(form.note)} characters long; at most ${MAX_NOTE_CHARS} are taken.`
  return 'The form was not complete: send it again from this page.'
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Why a POST is refused as not sent from the desk's own pages, or null. A browser says where a POST comes from: a
 * cross-site or same-site Sec-Fetch-Site, an Origin of another host, and `Origin: null` (a sandboxed frame, a file, a
 * data: URL, a cross-site redirect: a page whose origin the browser hides), whatever Sec-Fetch-Site says, are refused
 * whatever they carry. Without Origin (a program, an old browser) the CSRF token and the SameSite cookie decide.
 */
function foreignOrigin(request: FastifyRequest): string | null {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return `it was sent from another site (Sec-Fetch-Site: ${site})`
  const origin = request.headers.origin
  if (origin === undefined) return null
  if (origin === 'null') {
    return 'it was sent from a page whose origin the browser hides (Origin: null: a sandboxed frame, a file or a redirect)'
  }
  try {
    return new URL(origin).host === request.headers.host ? null : `it was sent from another site (${origin})`
  } catch {
    return 'its Origin header is not a web address'
  }
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html')

/** The desk plugin's options, with the clock defaulted: what its handlers share. */
type DeskContext = Required<DeskRoutesOptions>
type App = Parameters<FastifyPluginAsyncTypebox>[0]

const page = (reply: FastifyReply, body: Html, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').send(body.markup)

/** What every page shows of the session: the editor, the form's CSRF token, and the desk's names. */
const context = ({ desk }: DeskContext, request: FastifyRequest) => ({
  editor: request.deskSession?.editor,
  csrf: request.deskSession?.csrf,
  names: desk.names,
})

/** An item's page, with its audit: the decisions and withdrawals the store recorded. */
const shownItem = async (deps: DeskContext, request: FastifyRequest, item: ReviewItem, form: ItemForm = {}) =>
  itemPage(context(deps, request), item, deps.now(), form, await deps.desk.decisions(item.id))

/** A 503 of a dependency: a page for a browser, the error shape for a program. */
function unavailable(
  deps: DeskContext,
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
) {
  void reply.header('retry-after', RETRY_AFTER_SECONDS)
  return wantsHtml(request)
    ? page(reply, messagePage(context(deps, request), 'Unavailable', message), 503)
    : reply.status(503).send(errorBody(code, message))
}

/** A POST's session and CSRF token, or the page that refuses it. */
function checkPost(
  deps: DeskContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: { csrf?: unknown },
): DeskSession | undefined {
  const session = request.deskSession
  if (!session) {
    void page(reply, signInPage('Your session has ended: sign in again.'), 401)
    return undefined
  }
  const foreign = foreignOrigin(request)
  if (foreign) {
    audit(request, 'deny', session.editor, `desk form from another origin: ${foreign}`)
    void page(
      reply,
      messagePage(context(deps, request), 'Refused', `This form did not come from the desk page: ${foreign}.`),
      403,
    )
    return undefined
  }
  if (typeof form.csrf !== 'string' || !sameText(form.csrf, session.csrf)) {
    audit(request, 'deny', session.editor, 'desk form without a valid CSRF token')
    void page(reply, messagePage(context(deps, request), 'Refused', 'This form did not come from the desk page.'), 403)
    return undefined
  }
  return session
}

const cookieOptions = ({ secureCookie }: DeskContext, request: FastifyRequest) =>
  ({
    path: '/desk',
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookie || request.protocol === 'https',
  }) as const

export const deskRoutes: FastifyPluginAsyncTypebox<DeskRoutesOptions> = async (app, options) => {
  const deps: DeskContext = { ...options, now: options.now ?? (() => new Date()) }
  await app.register(cookie)
  // Forms arrive urlencoded: read into an object of strings (the last value of a repeated field wins).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ReviewStoreUnavailable) {
      const code = error instanceof ReviewItemNotYetStored ? 'review_item_not_yet_stored' : 'review_store_unavailable'
      return unavailable(deps, request, reply, code, error.message)
    }
    throw error // the app's one error handler
  })

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('content-security-policy', DESK_CSP)
    const token = request.cookies[COOKIE]
    if (!token) return
    const session = await deps.desk.store.session(sha256(token), deps.now().toISOString())
    if (session) {
      request.deskSession = { ...session, token }
      // The rate limit (a later hook) then counts per editor.
      request.caller = session.editor
    }
  })

  registerPages(app, deps)
  registerSessionRoutes(app, deps)
  registerDecisionRoute(app, deps)
  registerRetireRoute(app, deps)
}

/** The desk's pages: its style sheet, the queue (or the sign-in page) and one item. */
function registerPages(app: App, deps: DeskContext) {
  app.get(
    '/desk/desk.css',
    { schema: { hide: true, response: { 200: Type.String({ description: 'text/css' }) } } },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(DESK_CSS),
  )

  app.get(
    '/desk',
    { schema: { hide: true, querystring: QueueQuery, response: pages(200, 429, 503) } },
    async (request, reply) => {
      if (!request.deskSession) return page(reply, signInPage())
      // Summary columns only: a page never reads a trace.
      const [pending, recent] = await Promise.all([
        deps.desk.summaries({ status: 'pending', limit: 500 }),
        deps.desk.summaries({ limit: 1000 }),
      ])
      const decided = recent
        .filter((i) => i.status !== 'pending')
        .sort((a, b) => (b.decided_at ?? '').localeCompare(a.decided_at ?? ''))
        .slice(0, 10)
      const { done } = request.query
      const flash = typeof done === 'string' && /^rv_[a-z0-9]{12}$/.test(done) ? `Decided ${done}.` : undefined
      return page(reply, queuePage(context(deps, request), { pending, decided, now: deps.now(), flash }))
    },
  )

  app.get(
    '/desk/items/:id',
    { schema: { hide: true, params: ItemParams, response: pages(200, 401, 404, 429, 503) }, attachValidation: true },
    async (request, reply) => {
      if (!request.deskSession) return page(reply, signInPage(), 401)
      const item = request.validationError ? undefined : await deps.desk.item(request.params.id)
      if (!item)
        return page(reply, messagePage(context(deps, request), 'Not found', 'There is no such review item.'), 404)
      return page(reply, await shownItem(deps, request, item))
    },
  )
}

/** Sign-in (a desk key becomes a session cookie) and sign-out. */
function registerSessionRoutes(app: App, deps: DeskContext) {
  app.post(
    '/desk/sign-in',
    {
      schema: { hide: true, body: SignInForm, response: pages(401, 403, 429, 503) },
      // A form with no key, or a key too long to be one, is a wrong key like any other (a page, not a JSON 400).
      attachValidation: true,
      // Its own limit: wrong keys per address and per key, never the editors' right ones (auth-failures.ts).
      config: { rateLimit: false },
    },
    async (request, reply) => {
      // Refused before the key is read (a login CSRF would sign the browser in as the attacker's editor), and said
      // why: the key may well be right.
      const foreign = foreignOrigin(request)
      if (foreign) {
        audit(request, 'deny', 'unknown', `desk sign-in from another origin: ${foreign}`)
        return page(
          reply,
          signInPage(`Sign-in refused: ${foreign}. Open /desk on this service and sign in from its own page.`),
          403,
        )
      }
      const key = request.validationError ? '' : request.body.key
      const caller = key ? findCaller(deps.callers, key) : undefined
      if (!caller || !caller.scopes.includes('review')) {
        const counted = await deps.failures.record(request, key)
        if ('unavailable' in counted) {
          audit(request, 'deny', 'unknown', 'desk sign-in; the count of wrong keys is unavailable')
          return unavailable(
            deps,
            request,
            reply,
            'rate_limit_unavailable',
            'Sign-in is unavailable just now; retry shortly.',
          )
        }
        const who = caller?.name ?? 'unknown'
        if (counted.locked) {
          audit(request, 'deny', who, `desk sign-in refused: too many wrong keys with this ${counted.by}`)
          void reply.header('retry-after', String(counted.retryAfterSeconds))
          return page(reply, signInPage(lockedMessage(counted)), 429)
        }
        audit(
          request,
          'deny',
          who,
          caller ? 'desk sign-in without the review scope' : 'desk sign-in with an unknown key',
        )
        return page(reply, signInPage('That key is not a desk key.'), 401)
      }
      const token = randomBytes(32).toString('base64url')
      const expires = new Date(deps.now().getTime() + SESSION_HOURS * 3600_000)
      await deps.desk.store.createSession(sha256(token), {
        editor: caller.name,
        csrf: randomBytes(24).toString('base64url'),
        expires_at: expires.toISOString(),
      })
      audit(request, 'allow', caller.name, 'desk sign-in')
      return reply
        .setCookie(COOKIE, token, { ...cookieOptions(deps, request), maxAge: SESSION_HOURS * 3600 })
        .redirect('/desk', 303)
    },
  )

  app.post(
    '/desk/sign-out',
    { schema: { hide: true, body: CsrfForm, response: pages(401, 403, 429, 503) }, attachValidation: true },
    async (request, reply) => {
      const session = checkPost(deps, request, reply, request.body ?? {})
      if (!session) return reply
      await deps.desk.store.deleteSession(sha256(request.deskSession!.token))
      audit(request, 'allow', session.editor, 'desk sign-out')
      return reply.clearCookie(COOKIE, cookieOptions(deps, request)).redirect('/desk', 303)
    },
  )
}

/** The decision form of one item: published, or the item again with what is wrong. */
function registerDecisionRoute(app: App, deps: DeskContext) {
  app.post(
    '/desk/items/:id/decision',
    {
      schema: {
        hide: true,
        params: ItemParams,
        body: DecisionForm,
        response: pages(400, 401, 403, 404, 409, 422, 429, 503),
      },
      // A form the desk did not send is answered with a page, after the session and CSRF checks.
      attachValidation: true,
    },
    async (request, reply) => {
      const form: Partial<DecisionForm> = request.body ?? {}
      const session = checkPost(deps, request, reply, form)
      if (!session) return reply
      const { id } = request.params
      if (request.validationError) {
        const item = /^rv_[a-z0-9]{12}$/.test(id) ? await deps.desk.item(id) : undefined
        if (!item)
          return page(reply, messagePage(context(deps, request), 'Not found', 'There is no such review item.'), 404)
        // The item again, with what was typed and what is wrong with it: a correction too long is never lost.
        const typed = (x: unknown) => (typeof x === 'string' ? x : undefined)
        return page(
          reply,
          await shownItem(deps, request, item, {
            decision: typed(form.decision),
            text: typed(form.text),
            note: typed(form.note),
            error: formProblem(form),
          }),
          400,
        )
      }
      const { decision } = request.body
      const body: DecisionBody = {
        decision,
        ...(form.text ? { text: form.text } : {}),
        ...(form.note ? { note: form.note } : {}),
        ...(form.confirm === 'yes' ? { confirm: true } : {}),
      }
      const result = await deps.desk.decide(id, body, session.editor, 'desk')
      if (result.ok) {
        audit(request, 'allow', session.editor, `decision ${decision} on ${id}: ${result.item.status}`)
        return reply.redirect(`/desk?done=${id}`, 303)
      }
      audit(request, 'deny', session.editor, `decision ${decision} on ${id}: ${result.code}`)
      const item = await deps.desk.item(id)
      if (!item)
        return page(reply, messagePage(context(deps, request), 'Not found', 'There is no such review item.'), 404)
      return page(
        reply,
        await shownItem(deps, request, item, {
          decision,
          text: form.text,
          note: form.note,
          ...(result.problems ? { problems: result.problems } : {}),
          error: result.problems ? 'Not published yet.' : result.error,
        }),
        result.status,
      )
    },
  )
}

/** The retire button of a published answer: withdrawn, then the item; a refusal is the item again, saying why. */
function registerRetireRoute(app: App, deps: DeskContext) {
  app.post(
    '/desk/items/:id/retire',
    {
      schema: { hide: true, params: ItemParams, body: CsrfForm, response: pages(400, 401, 403, 404, 409, 429, 503) },
      attachValidation: true,
    },
    async (request, reply) => {
      const form: Partial<Static<typeof CsrfForm>> = request.body ?? {}
      const session = checkPost(deps, request, reply, form)
      if (!session) return reply
      const { id } = request.params
      const notFound = () =>
        page(reply, messagePage(context(deps, request), 'Not found', 'There is no such review item.'), 404)
      if (request.validationError) return notFound()
      const result = await deps.desk.retire(id, session.editor, 'desk')
      if (result.ok) {
        audit(request, 'allow', session.editor, `retire ${id}`)
        // The item again, saying it was withdrawn, by whom and when.
        return reply.redirect(`/desk/items/${id}`, 303)
      }
      audit(request, 'deny', session.editor, `retire ${id}: ${result.code}`)
      const item = await deps.desk.item(id)
      if (!item) return notFound()
      return page(reply, await shownItem(deps, request, item, { error: result.error }), result.status)
    },
  )
}
