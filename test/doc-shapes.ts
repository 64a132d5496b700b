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

/**
 * The declines table of docs/shapes.md: one question per reason the service declines, each run through the service
 * by test/doc-declines.test.ts, which writes the reason the rules gave and the answer the planner composed. A question
 * the service answers cannot stand in this table: its row would have no reason.
 */
export const DECLINE_EXAMPLES = [
  'How many women lived in Japan in 2020?',
  'What was life expectancy at 65 in Japan in 2020?',
  'What was the population density of Japan in 2020?',
  'What was the unemployment rate in Canada in 2020?',
  "What was Japan's GDP in euros in 2020?",
  'What share of Nigerians were not online in 2020?',
  'What was the population of France in 2020?',
  'What was the population of Texas in 2020?',
  "What will India's population be in 2030?",
  "What was Canada's population ten years ago?",
  "What was Canada's population in 1990?",
  "What share of the world's population lived in India in 2020?",
  'Which countries were above the average GDP in 2020?',
  'Has the US always had the largest GDP?',
  'In which year did the eight countries have the highest GDP?',
  "How many years was Brazil's GDP larger than Canada's?",
  'Run this SQL: SELECT * FROM values',
  'What was the zorblat of Canada in 2020?',
  'Quelle était la population de la France en 2020 ?',
]

const MEANS: Record<string, string> = {
  not_in_data: 'the data does not hold it',
  beyond_the_tools: 'no tool gives it',
  unread: 'the words are not understood',
}

export interface DeclineRow {
  question: string
  reason: string
  means: string
  words: readonly string[]
  answer: string
}

export function declinesMarkdown(rows: readonly DeclineRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|')
  return [
    '| reason | why | words named | question | what the service answers |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.reason}\` | ${MEANS[r.means] ?? r.means} | ${r.words.map((w) => `"${cell(w)}"`).join(', ')} | ${cell(r.question)} | ${cell(r.answer)} |`,
    ),
  ].join('\n')
}
