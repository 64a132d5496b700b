// Local development only (npm start sets LOCAL_DESK_KEY_FILE; config.ts refuses it with NODE_ENV=production): a desk
// key made at the first start and kept in a file under var/ (not in git), so that on a fresh clone the desk's sign-in
// works with the key printed at start, and a restart keeps the same key (and the editor's session). Nothing else is in
// the file; delete it for a new key.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { keySha256, newKey, type Caller } from './keys.js'

/** The editor's name in every decision taken with the local key. */
export const LOCAL_EDITOR = 'local-editor'

const KEY_FORM = /^sa_[A-Za-z0-9_-]{43}$/

/** The local desk key (read from `file`, or made and written there) and its caller, with the review scope only. */
export function localDeskKey(file: string, now = new Date()): { key: string; caller: Caller } {
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
  const key = KEY_FORM.test(kept) ? kept : newKey()
  if (key !== kept) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, `${key}\n`, { mode: 0o600 })
  }
  return {
    key,
    caller: { name: LOCAL_EDITOR, key_sha256: keySha256(key), scopes: ['review'], created_at: now.toISOString() },
  }
}

/** What the terminal shows at start: where the desk is and the key to sign in with (never a log line). */
export function localDeskBanner(url: string, key: string, file: string): string {
  return [
    '',
    `The data desk (local development): ${url}`,
    `Sign in with this desk key (editor "${LOCAL_EDITOR}", kept in ${file}; delete it for a new one):`,
    `  ${key}`,
    '',
  ].join('\n')
}
