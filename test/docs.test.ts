// README is the front door: short, and every link from it (and between the docs it links) goes somewhere that exists,
// down to the heading an anchor names, so that moving a section cannot leave a dead link behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

const README_MAX_LINES = 250
const docs = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
]

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

/** The text outside fenced code blocks (a `](` in a shell example is no link). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '')

function anchors(file: string): Set<string> {
  const headings = prose(readFileSync(file, 'utf8')).match(/^#{1,6} .*$/gm) ?? []
  return new Set(headings.map((h) => anchor(h.replace(/^#+ /, ''))))
}

/** Every relative link of a file: [text](target) with no scheme, as [file, target path, anchor]. */
function links(file: string): [string, string, string | undefined][] {
  const text = prose(readFileSync(file, 'utf8'))
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [path, hash] = target.split('#') as [string, string | undefined]
      return [file, path === '' ? file : normalize(join(dirname(file), path)), hash]
    })
}

describe('README and docs/', () => {
  it(`README is at most ${README_MAX_LINES} lines`, () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('README links every file in docs/', () => {
    const linked = new Set(links('README.md').map(([, path]) => path))
    for (const doc of docs.slice(1)) expect(linked, doc).toContain(doc)
  })

  it.each(docs)('every link of %s goes to a file that exists, and to a heading it has', (file) => {
    const found = links(file)
    for (const [, path, hash] of found) {
      expect(existsSync(path), `${file} links ${path}`).toBe(true)
      if (hash !== undefined) expect([...anchors(path)], `${file} links ${path}#${hash}`).toContain(hash)
    }
  })

  it('the anchor of a heading is GitHub’s', () => {
    expect(anchor("The real model's table, offline")).toBe('the-real-models-table-offline')
    expect(anchor('Stopping: the drain')).toBe('stopping-the-drain')
    expect(anchor('Gate 2: every figure a cited fact, every claim established')).toBe(
      'gate-2-every-figure-a-cited-fact-every-claim-established',
    )
  })
})
