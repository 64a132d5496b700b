// The local desk key (npm start): made once, kept in its file, read back on the next start; a file that holds no key
// is replaced by a new one. The key's caller has the review scope only, under the local editor's name.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCaller } from '../src/auth/keys.js'
import { LOCAL_EDITOR, localDeskBanner, localDeskKey } from '../src/auth/local-desk-key.js'

const file = () => join(mkdtempSync(join(tmpdir(), 'local-desk-')), 'var', 'local-desk-key')

describe('the local desk key', () => {
  it('is made at the first start, written only for its owner, and the same at the next', () => {
    const path = file()
    const first = localDeskKey(path)
    expect(first.key).toMatch(/^sa_[A-Za-z0-9_-]{43}$/)
    expect(readFileSync(path, 'utf8')).toBe(`${first.key}\n`)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(localDeskKey(path).key).toBe(first.key)
  })

  it('is a desk key: found by its hash, with the review scope only, in the local editor’s name', () => {
    const { key, caller } = localDeskKey(file())
    expect(findCaller([caller], key)).toBe(caller)
    expect(caller).toMatchObject({ name: LOCAL_EDITOR, scopes: ['review'] })
  })

  it('replaces a file that holds no key', () => {
    const path = file()
    const { key } = localDeskKey(path)
    writeFileSync(path, 'not a key\n')
    const again = localDeskKey(path)
    expect(again.key).not.toBe(key)
    expect(readFileSync(path, 'utf8')).toBe(`${again.key}\n`)
  })

  it('is printed with the desk’s URL and where it is kept', () => {
    const banner = localDeskBanner('http://127.0.0.1:3000/desk', 'sa_x', '/repo/var/local-desk-key')
    expect(banner).toContain('The data desk (local development): http://127.0.0.1:3000/desk')
    expect(banner).toContain('kept in /repo/var/local-desk-key')
    expect(banner).toContain('\n  sa_x\n')
  })
})
