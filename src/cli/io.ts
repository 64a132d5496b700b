import { ActionableError } from '../errors.js'
export interface CliIo {
  out(text: string): void
  err(text: string): void
  env: Record<string, string | undefined>
  cwd: string
  /** A progress bar only on a terminal; plain lines otherwise. */
  isTTY?: boolean
}

export const processIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stderr.isTTY),
}

export class UsageError extends ActionableError {
  override name = 'UsageError'
}

/** "usage: LINE" and the other lines aligned under it. */
export const usage = (lines: readonly string[]) => `usage: ${lines.join('\n       ')}`
