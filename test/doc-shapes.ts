// The table of question shapes as docs/shapes.md shows it, written from the table itself (src/reading/shapes.ts), so
// that the two cannot drift apart: test/shapes.test.ts checks that docs/shapes.md holds exactly this.
import { FORM_WORDS } from '../src/lexicon/question-words.js'
import { SHAPES, type TimeKind } from '../src/reading/shapes.js'

const TIME: Record<TimeKind, string> = {
  none: 'none',
  latest: 'latest',
  year: 'one year',
  years: 'years',
  span: 'a span',
  ever: '"ever"',
}
const countries = ([min, max]: [number, number]) =>
  min === max ? String(min) : max >= 8 ? `${min} or more` : `${min} to ${max}`

export function shapesMarkdown(): string {
  return [
    '| row | asked by (words, e.g.) | countries | time | what it means | example |',
    '|---|---|---|---|---|---|',
    ...SHAPES.map((row) => {
      const words =
        row.cue.flatMap((f) => FORM_WORDS[f].slice(0, 2)).join(', ') ||
        (row.id === 'figure' ? 'a figure of its own' : '-')
      return `| \`${row.id}\` | ${words} | ${countries(row.needs.countries)} | ${row.needs.time.map((t) => TIME[t]).join(', ')} | ${row.meaning.en} | ${row.examples.en[0]} / ${row.examples.fr[0]} |`
    }),
  ].join('\n')
}
