// Slack request signing: X-Slack-Signature must be "v0=" + hex HMAC-SHA256 of "v0:{timestamp}:{raw body}" with the
// signing secret, compared in constant time, and the timestamp within 5 minutes of now, either side.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const MAX_SKEW_SECONDS = 300

export type Verdict = { ok: true } | { ok: false; reason: string }

export function signature(secret: string, timestamp: string, rawBody: Buffer): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:`).update(rawBody).digest('hex')}`
}

export function verifySlackRequest(input: {
  secret: string
  signature: string | undefined
  timestamp: string | undefined
  rawBody: Buffer
  nowSeconds: number
}): Verdict {
  if (!input.signature) return { ok: false, reason: 'missing X-Slack-Signature' }
  if (!input.timestamp) return { ok: false, reason: 'missing X-Slack-Request-Timestamp' }
  if (!/^\d{1,12}$/.test(input.timestamp)) return { ok: false, reason: 'malformed X-Slack-Request-Timestamp' }
  if (Math.abs(input.nowSeconds - Number(input.timestamp)) > MAX_SKEW_SECONDS) {
    return { ok: false, reason: 'timestamp more than 5 minutes from now' }
  }
  const expected = Buffer.from(signature(input.secret, input.timestamp, input.rawBody))
  const given = Buffer.from(input.signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad signature' }
  return { ok: true }
}
