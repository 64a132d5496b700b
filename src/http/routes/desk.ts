// GET /desk: the data desk's web page. An editor signs in with a desk key (scope review); the key becomes a session
// cookie (HttpOnly, SameSite=Strict, Path=/desk; the session lives in the review store, so every replica knows it).
// Every form carries the session's CSRF token and a cross-site POST is refused; the pages load nothing but their own
// style sheet (content security policy) and run no script.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { findCaller, type Caller } from '../../auth/keys.js'
import type { Desk } from '../../review/desk.js'
import type { DecisionBody } from '../../review/item.js'
import type { DeskSession } from '../../review/store.js'
import { DESK_CSS, itemPage, messagePage, queuePage, signInPage } from '../../desk/pages.js'
import type { Html } from '../../desk/html.js'
import { audit } from '../auth.js'

export interface DeskRoutesOptions {
  desk: Desk
  callers: readonly Caller[]
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A browser says where a POST comes from; one from another site is refused whatever it carries. */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = request.headers.origin
  return typeof origin === 'string' && origin !== 'null' && new URL(origin).host !== request.headers.host
}

export async function deskRoutes(app: FastifyInstance, { desk, callers, now = () => new Date() }: DeskRoutesOptions) {
  // Forms arrive urlencoded: read into an object of strings (the last value of a repeated field wins).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('content-security-policy', DESK_CSP)
    const token = cookie(request, COOKIE)
    if (!token) return
    const session = await desk.store.session(sha256(token), now().toISOString())
    if (session) {
      request.deskSession = { ...session, token }
      // The rate limit (a later hook) then counts per editor.
      request.caller = session.editor
    }
  })

  const page = (reply: FastifyReply, body: Html, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').send(body.markup)
  const context = (request: FastifyRequest) => ({
    editor: request.deskSession?.editor,
    csrf: request.deskSession?.csrf,
    names: desk.names,
  })
  const hidden = { schema: { hide: true } }

  /** A POST's session and CSRF token, or the page that refuses it. */
  function checkPost(request: FastifyRequest, reply: FastifyReply): DeskSession | undefined {
    const session = request.deskSession
    const form = request.body as Record<string, string> | undefined
    if (!session) {
      void page(reply, signInPage('Your session has ended: sign in again.'), 401)
      return undefined
    }
    if (crossSite(request) || typeof form?.csrf !== 'string' || !sameText(form.csrf, session.csrf)) {
      audit(request, 'deny', session.editor, 'desk form without a valid CSRF token')
      void page(reply, messagePage(context(request), 'Refused', 'This form did not come from the desk page.'), 403)
      return undefined
    }
    return session
  }

  app.get('/desk/desk.css', hidden, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(DESK_CSS),
  )

  app.get('/desk', hidden, async (request, reply) => {
    if (!request.deskSession) return page(reply, signInPage())
    const [pending, recent] = await Promise.all([desk.list('pending', 500), desk.list(undefined, 1000)])
    const decided = recent
      .filter((i) => i.status !== 'pending')
      .sort((a, b) => (b.decided_at ?? '').localeCompare(a.decided_at ?? ''))
      .slice(0, 10)
    const { done } = request.query as { done?: string }
    const flash = typeof done === 'string' && /^rv_[a-z0-9]{12}$/.test(done) ? `Decided ${done}.` : undefined
    return page(reply, queuePage(context(request), { pending, decided, now: now(), flash }))
  })

  app.post('/desk/sign-in', hidden, async (request, reply) => {
    const key = (request.body as Record<string, string> | undefined)?.key ?? ''
    const caller = key ? findCaller(callers, key) : undefined
    if (crossSite(request) || !caller || !caller.scopes.includes('review')) {
      audit(
        request,
        'deny',
        caller?.name ?? 'unknown',
        caller ? 'desk sign-in without the review scope' : 'desk sign-in with an unknown key',
      )
      return page(reply, signInPage('That key is not a desk key.'), 401)
    }
    const token = randomBytes(32).toString('base64url')
    const expires = new Date(now().getTime() + SESSION_HOURS * 3600_000)
    await desk.store.createSession(sha256(token), {
      editor: caller.name,
      csrf: randomBytes(24).toString('base64url'),
      expires_at: expires.toISOString(),
    })
    audit(request, 'allow', caller.name, 'desk sign-in')
    const secure = request.protocol === 'https' ? '; Secure' : ''
    return reply
      .header(
        'set-cookie',
        `${COOKIE}=${token}; Path=/desk; HttpOnly; SameSite=Strict; Max-Age=${SESSION_HOURS * 3600}${secure}`,
      )
      .redirect('/desk', 303)
  })

  app.post('/desk/sign-out', hidden, async (request, reply) => {
    const session = checkPost(request, reply)
    if (!session) return reply
    await desk.store.deleteSession(sha256(request.deskSession!.token))
    audit(request, 'allow', session.editor, 'desk sign-out')
    return reply
      .header('set-cookie', `${COOKIE}=; Path=/desk; HttpOnly; SameSite=Strict; Max-Age=0`)
      .redirect('/desk', 303)
  })

  app.get('/desk/items/:id', hidden, async (request, reply) => {
    if (!request.deskSession) return page(reply, signInPage(), 401)
    const item = await desk.item((request.params as { id: string }).id)
    if (!item) return page(reply, messagePage(context(request), 'Not found', 'There is no such review item.'), 404)
    return page(reply, itemPage(context(request), item, now()))
  })

  app.post('/desk/items/:id/decision', hidden, async (request, reply) => {
    const session = checkPost(request, reply)
    if (!session) return reply
    const { id } = request.params as { id: string }
    const form = request.body as Record<string, string>
    const decision = form.decision
    if (decision !== 'approve' && decision !== 'correct' && decision !== 'decline') {
      return page(reply, messagePage(context(request), 'Refused', 'Choose approve, correct or decline.'), 400)
    }
    const body: DecisionBody = {
      decision,
      ...(form.text ? { text: form.text } : {}),
      ...(form.note ? { note: form.note } : {}),
      ...(form.confirm === 'yes' ? { confirm: true } : {}),
    }
    const result = await desk.decide(id, body, session.editor, 'desk')
    if (result.ok) {
      audit(request, 'allow', session.editor, `decision ${decision} on ${id}: ${result.item.status}`)
      return reply.redirect(`/desk?done=${id}`, 303)
    }
    audit(request, 'deny', session.editor, `decision ${decision} on ${id}: ${result.code}`)
    const item = await desk.item(id)
    if (!item) return page(reply, messagePage(context(request), 'Not found', 'There is no such review item.'), 404)
    return page(
      reply,
      itemPage(context(request), item, now(), {
        decision,
        text: form.text,
        note: form.note,
        ...(result.problems ? { problems: result.problems } : {}),
        error: result.problems ? 'Not published yet.' : result.error,
      }),
      result.status,
    )
  })
}
