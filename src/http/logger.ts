// pino options shared by the server and the CLI: JSON lines, and secrets never written.
import type { LoggerOptions } from 'pino'

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-slack-signature"]',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'apiKey',
  'key',
  '*.apiKey',
  '*.key',
]

export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }
}
