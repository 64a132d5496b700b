// Security headers, set once per response from one object computed at start-up (not a middleware per header). For a
// JSON API, after OWASP's REST Security Cheat Sheet: nothing may be sniffed, framed, cached or loaded by a page, and
// the browser keeps to HTTPS. HTML pages (the API docs, the desk) send their own content security policy.
import type { FastifyInstance } from 'fastify'

export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
} as const

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(API_SECURITY_HEADERS)
    done()
  })
}
