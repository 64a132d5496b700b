// Tables that code writes, held in docs/ between two markers (`<!-- table NAME: written by code ... -->` and
// `<!-- end of table NAME -->`), so that a doc and the code cannot drift apart: a test checks that the doc holds
// exactly what the code writes now. With WRITE_DOCS=1 (`npm run docs:tables`) the test writes it there instead, so
// that a change to a table's code is followed by one command, never by hand.
import { readFileSync, writeFileSync } from 'node:fs'
import { expect } from 'vitest'

const begin = (name: string) => `<!-- table ${name}: written by code (npm run docs:tables) -->`
const end = (name: string) => `<!-- end of table ${name} -->`

/** The text between a table's markers in `file`, trimmed, with where it stands (to write it). */
function region(file: string, name: string): { text: string; from: number; to: number; doc: string } {
  const doc = readFileSync(file, 'utf8')
  const from = doc.indexOf(begin(name))
  const to = doc.indexOf(end(name))
  if (from < 0 || to < from) throw new Error(`${file} has no markers for the table ${name}`)
  return { text: doc.slice(from + begin(name).length, to).trim(), from: from + begin(name).length, to, doc }
}

/**
 * The table as `file` holds it (after writing `markdown` there, with WRITE_DOCS=1, unless it is the same once both
 * are passed through `same`: a table with a measured time is not rewritten for the time alone).
 */
export function docTable(file: string, name: string, markdown: string, same = (text: string) => text): string {
  const r = region(file, name)
  if (process.env.WRITE_DOCS === '1' && same(r.text) !== same(markdown.trim()))
    writeFileSync(file, `${r.doc.slice(0, r.from)}\n\n${markdown.trim()}\n\n${r.doc.slice(r.to)}`)
  return region(file, name).text
}

/** `file` holds exactly `markdown` as the table `name`. */
export function expectDocTable(file: string, name: string, markdown: string): void {
  expect(docTable(file, name, markdown), `${file}'s table ${name}: npm run docs:tables writes it`).toBe(markdown.trim())
}
