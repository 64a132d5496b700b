// Designs side by side: what each shows (Y/W/R/D/F), what it costs (model calls, input tokens counted locally) and
// which way its questions went (fetch-first, tools, declined). One row per configuration, in report.md, compare.md
// and `eval recorded`.
import { PATHS } from '../ask/outcome.js'
import { GROUP_LETTER, GROUPS, type Group } from './score.js'
import type { Summary } from './summary.js'

/** One configuration's row: a run's summary, or a figure measured elsewhere (the seed's anchor). */
export interface CostRow {
  label: string
  answers: number
  groups: Record<Group, number>
  /** Model calls per question (mean). */
  calls_per_question: number
  /** Input tokens per question that called a model (median, o200k_base); null when not counted. */
  tokens_per_question: number | null
  /** Median seconds per question; null when the time is not this machine's (a replay plays recorded answers). */
  median_s: number | null
  /** Share of answers per path; null when unknown. */
  paths: Summary['paths'] | null
  replayed: Summary['replayed']
  /** Said after the label, such as where a figure comes from. */
  note?: string
}

export function costRow(s: Summary): CostRow {
  return {
    label: s.label,
    answers: s.answers,
    groups: s.groups,
    calls_per_question: s.answers === 0 ? 0 : s.model_calls / s.answers,
    tokens_per_question: s.counted_tokens?.median_question ?? null,
    median_s: s.replayed === null ? s.median_s : null,
    paths: s.paths,
    replayed: s.replayed,
  }
}

/**
 * The seed's anchor, as issue #21 gives it: measured with a real model on the golden set before this project's designs
 * (24 shown-correct, 0 shown-wrong, 3 rejected of 27; 2 model calls, about 2,160 input tokens and 2.37 s per
 * question). A constant from that measurement, not a run of this code.
 */
export const SEED_ANCHOR: CostRow = {
  label: 'seed',
  answers: 27,
  groups: { shown_correct: 24, shown_wrong: 0, rejected: 3, declined: 0, failed: 0 },
  calls_per_question: 2,
  tokens_per_question: 2160,
  median_s: 2.37,
  paths: null,
  replayed: null,
  note: "issue #21's measured anchor, not replayed",
}

const share = (n: number, d: number) => (d === 0 ? '-' : `${Math.round((100 * n) / d)} %`)

/** The table, in Markdown: the same text `eval recorded` prints and docs/evaluation.md shows. */
export function costTable(rows: CostRow[]): string {
  const head = [
    'configuration',
    ...GROUPS.map((g) => GROUP_LETTER[g]),
    'model calls / question',
    'input tokens / question',
    'median s',
    ...PATHS,
    'replayed: prompt changed',
  ]
  return [
    `| ${head.join(' | ')} |`,
    `|${'---|'.repeat(head.length)}`,
    ...rows.map((r) => {
      const cells = [
        r.note ? `${r.label} (${r.note})` : r.label,
        ...GROUPS.map((g) => String(r.groups[g])),
        r.calls_per_question.toFixed(2),
        r.tokens_per_question === null ? '-' : r.tokens_per_question.toLocaleString('en-US'),
        r.median_s === null ? '-' : r.median_s.toFixed(3),
        ...PATHS.map((p) => (r.paths === null ? '-' : share(r.paths[p], r.answers))),
        r.replayed === null ? '-' : `${r.replayed.prompt_changed} of ${r.replayed.exchanges}`,
      ]
      return `| ${cells.join(' | ')} |`
    }),
  ].join('\n')
}

/** What the columns mean, under the table. */
export const COST_TABLE_LEGEND =
  'Y shown-correct, W shown-wrong (must stay at zero), R rejected (sent to a person), D declined although answerable, ' +
  'F failed. Model calls: mean per question. Input tokens: counted locally with the o200k_base tokenizer, median of ' +
  "the questions that called a model. Median s: '-' for replay (the recorded times are the model server's, not this " +
  "machine's). fetch-first / tools / declined: the share of questions that took each path. Replayed: the model " +
  "exchanges whose request changed since they were recorded (their recorded answers judged by today's gates)."
