// results.json, report.md and an SVG chart, for one run or several side by side.
import { PATHS, type Outcome, type Path } from '../ask/outcome.js'
import { cachedCostUsd, DEFAULT_PRICES } from '../ask/pricing.js'
import { citationText } from '../gates/figures.js'
import { COST_TABLE_LEGEND, costRow, costTable } from './costs.js'
import type { GoldenQuestion } from './golden.js'
import { GROUP_LETTER, GROUPS, type Group, type Score } from './score.js'
import type { Summary } from './summary.js'
import { counted } from '../text/plural.js'

export interface EvalResult {
  id: string
  run: number
  outcome: Outcome
  score: Score
}
export interface EvalRun {
  configuration: {
    provider: string
    provider_kind: string
    model: string
    design: string
    runs: number
    /** "golden set", "question bank" or a file (absent from the results of older versions). */
    question_set?: string
    questions: number
  }
  started_at: string
  results: EvalResult[]
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
/** "planner/planner/tools on the golden set (27 questions)": runs of different sets never read alike. */
export const labelOf = ({ configuration: c }: EvalRun) =>
  `${c.provider}/${c.model}/${c.design} on ${c.question_set ? `${c.question_set} (${questionCount(c.questions)})` : questionCount(c.questions)}`
const questionCount = (n: number) => counted(n, 'question', 'questions')

export function summarise(run: EvalRun): Summary {
  const r = run.results
  const groups = Object.fromEntries(GROUPS.map((g) => [g, r.filter((x) => x.score.group === g).length])) as Record<
    Group,
    number
  >
  const observed = r.filter((x) => x.score.observations_correct !== null)
  const latencies = r.map((x) => x.outcome.latency_ms / 1000).sort((a, b) => a - b)
  const costs = r.map((x) => x.outcome.usage.cost_usd)
  const byQuestion = new Map<string, Set<Group>>()
  for (const x of r) byQuestion.set(x.id, (byQuestion.get(x.id) ?? new Set()).add(x.score.group))
  return {
    label: labelOf(run),
    answers: r.length,
    groups,
    rejected_correct: r.filter((x) => x.score.group === 'rejected' && x.score.correct).length,
    observation_correctness:
      observed.length === 0 ? null : observed.filter((x) => x.score.observations_correct).length / observed.length,
    numbers_present: r.filter((x) => x.score.numbers_present).length,
    model_calls: r.reduce((s, x) => s + x.outcome.usage.model_calls, 0),
    tool_calls: r.reduce((s, x) => s + x.outcome.usage.tool_calls, 0),
    tokens: r.reduce((s, x) => s + x.outcome.usage.input_tokens + x.outcome.usage.output_tokens, 0),
    counted_tokens: countedTokens(r),
    median_s: quantile(latencies, 0.5),
    p95_s: quantile(latencies, 0.95),
    cost_per_1000:
      costs.some((c) => c === null) || r.length === 0
        ? null
        : (costs.reduce<number>((s, c) => s + c!, 0) / r.length) * 1000,
    stable: run.configuration.runs > 1 ? [...byQuestion.values()].filter((g) => g.size === 1).length : null,
    paths: Object.fromEntries(PATHS.map((p) => [p, r.filter((x) => x.outcome.path === p).length])) as Record<
      Path,
      number
    >,
    replayed: replayed(r),
  }
}

/** The exchanges replay played back, and those whose request changed since it was recorded. */
function replayed(results: EvalResult[]): Summary['replayed'] {
  const flags = results.flatMap((x) =>
    x.outcome.trace.flatMap((t) => (t.type === 'model' && t.recording ? [t.recording] : [])),
  )
  if (flags.length === 0) return null
  return { exchanges: flags.length, prompt_changed: flags.filter((f) => f === 'prompt changed since recorded').length }
}

/** Input tokens counted locally: in all, and the medians per model request and per question that called a model. */
function countedTokens(results: EvalResult[]): Summary['counted_tokens'] {
  if (!results.every((x) => x.outcome.usage.counted_input_tokens !== undefined)) return null
  const requests = results.flatMap((x) =>
    x.outcome.trace.flatMap((t) =>
      t.type === 'model' && t.counted_input_tokens !== undefined ? [t.counted_input_tokens] : [],
    ),
  )
  const questions = results
    .filter((x) => x.outcome.usage.model_calls > 0)
    .map((x) => x.outcome.usage.counted_input_tokens!)
  const median = (values: number[]) =>
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    )
  const prefixes = results.flatMap((x) =>
    x.outcome.trace.flatMap((t) =>
      t.type === 'model' && t.counted_prefix_tokens !== undefined ? [t.counted_prefix_tokens] : [],
    ),
  )
  return {
    total: results.reduce((s, x) => s + x.outcome.usage.counted_input_tokens!, 0),
    median_request: median(requests),
    median_question: median(questions),
    ...(prefixes.length === requests.length ? { prefix_total: prefixes.reduce((a, b) => a + b, 0) } : {}),
  }
}

/**
 * The input cost per question, from the tokens counted locally: every input token at the list price, and with each
 * request's fixed prefix (system message, tools, response format: the same bytes for every question) read from the
 * provider's prompt cache at its cached-input price (pricing.ts; the first request of a run pays it in full, which a
 * run of many questions spreads thin). Output tokens are not counted locally, so neither figure holds them.
 */
function cachedCostLines(run: EvalRun, s: Summary): string[] {
  const counted = s.counted_tokens
  if (!counted || counted.prefix_total === undefined || s.answers === 0) return []
  const prices = DEFAULT_PRICES
  const model = run.configuration.model
  const full = cachedCostUsd(prices, model, counted.total, 0, 0)
  const cached = cachedCostUsd(prices, model, counted.total, counted.prefix_total, 0)
  if (full === null || cached === null)
    return [
      `Input tokens per question: ${(counted.total / s.answers).toFixed(0)}, of which ${(counted.prefix_total / s.answers).toFixed(0)} a fixed prefix a provider may cache (no price for \`${model}\`).`,
    ]
  const usd = (x: number) => `$${((1000 * x) / s.answers).toFixed(4)}`
  return [
    `Input cost per 1,000 questions at \`${model}\`'s list prices (${prices.as_of}, src/ask/pricing.ts): ${usd(full)}; with each request's fixed prefix (${(counted.prefix_total / s.answers).toFixed(0)} of ${(counted.total / s.answers).toFixed(0)} input tokens per question) read from the provider's prompt cache: ${usd(cached)}.`,
  ]
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`)
const money = (c: number | null) => (c === null ? 'unknown (no price for this model)' : `$${c.toFixed(4)}`)

export function reportMarkdown(run: EvalRun, questions: GoldenQuestion[]): string {
  const s = summarise(run)
  const c = run.configuration
  const lines = [
    `# Evaluation: ${s.label}`,
    '',
    `Provider \`${c.provider}\` (${c.provider_kind}), model \`${c.model}\`, design \`${c.design}\`; ${questionCount(c.questions)} x ${counted(c.runs, 'run', 'runs')} = ${counted(s.answers, 'answer', 'answers')}; started ${run.started_at}.`,
    '',
    '## Outcomes',
    '',
    '| group | meaning | answers | share |',
    '|---|---|---|---|',
    `| shown-correct (Y) | valid and correct | ${s.groups.shown_correct} | ${pct(s.groups.shown_correct, s.answers)} |`,
    `| **shown-wrong (W)** | valid but not correct: **must stay at zero** | ${s.groups.shown_wrong} | ${pct(s.groups.shown_wrong, s.answers)} |`,
    `| rejected (R) | stopped by a check, sent to a person (${s.rejected_correct} of them were in fact correct) | ${s.groups.rejected} | ${pct(s.groups.rejected, s.answers)} |`,
    `| declined (D) | cannot_answer although the data could answer | ${s.groups.declined} | ${pct(s.groups.declined, s.answers)} |`,
    `| failed (F) | a limit, a provider error or no recording | ${s.groups.failed} | ${pct(s.groups.failed, s.answers)} |`,
    '',
    `Observation correctness (the tools returned the reference rows, answerable questions): ${s.observation_correctness === null ? '-' : `${(100 * s.observation_correctness).toFixed(1)} %`}.`,
    `Expected numbers present in the final sentence, whatever the status (a weaker measure): ${pct(s.numbers_present, s.answers)}.`,
    ...(s.stable === null ? [] : [`Same result in every run: ${s.stable} of ${questionCount(c.questions)}.`]),
    '',
    '## Cost and time',
    '',
    `| model calls | tool calls | tokens (as reported by the provider) | median | p95 | cost per 1,000 questions |`,
    '|---|---|---|---|---|---|',
    `| ${s.model_calls} | ${s.tool_calls} | ${s.tokens} | ${s.median_s.toFixed(3)} s | ${s.p95_s.toFixed(3)} s | ${money(s.cost_per_1000)} |`,
    ...(s.counted_tokens === null
      ? []
      : [
          '',
          `Input tokens counted locally with the o200k_base tokenizer (not the provider's figures): ${s.counted_tokens.total} in all; median ${s.counted_tokens.median_request} per model request and ${s.counted_tokens.median_question} per question that called a model.`,
          ...cachedCostLines(run, s),
        ]),
    '',
    '## Costs and paths',
    '',
    costTable([costRow(s)]),
    '',
    COST_TABLE_LEGEND,
    '',
    '## Per question',
    '',
    `| id | kind | question | ${Array.from({ length: c.runs }, (_, i) => `run ${i + 1}`).join(' | ')} |`,
    `|---|---|---|${'---|'.repeat(c.runs)}`,
    ...questions.map((q) => {
      const cells = Array.from({ length: c.runs }, (_, i) => {
        const r = run.results.find((x) => x.id === q.id && x.run === i + 1)
        return r ? GROUP_LETTER[r.score.group] : '-'
      })
      return `| ${q.id} | ${q.kind} | ${q.question.replace(/\|/g, '\\|')} | ${cells.join(' | ')} |`
    }),
    '',
    'Y shown-correct, W shown-wrong, R rejected, D declined, F failed. Every outcome, with its trace, is in results.json.',
    '',
    '## Answers, with the citation of each figure',
    '',
    ...run.results.flatMap((r) => answerLines(r, c.runs > 1)),
  ]
  return lines.join('\n')
}

/** What the outcome says: the answer, or a rejected draft marked as unverified. */
const shownText = (o: Outcome) => o.answer ?? (o.draft === null ? '(no answer)' : `[unverified draft] ${o.draft}`)

/** One answer: its text, then each figure's citation, or what stopped it. */
function answerLines(r: EvalResult, withRun: boolean): string[] {
  const o = r.outcome
  const head = `- **${r.id}${withRun ? ` run ${r.run}` : ''}** (${GROUP_LETTER[r.score.group]}, ${o.status}): ${shownText(o)}`
  return [
    head,
    ...o.citations.map((x) => `  - cited: ${citationText(x)}`),
    ...o.problems.map((p) => `  - problem \`${p.code}\`: ${p.detail}`),
  ]
}

export function compareMarkdown(runs: EvalRun[]): string {
  const rows = runs.map(summarise)
  return [
    '# Evaluations side by side',
    '',
    '| configuration | answers | shown-correct | **shown-wrong** | rejected | declined | failed | observations | median s | p95 s | cost / 1,000 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (s) =>
        `| ${s.label} | ${s.answers} | ${s.groups.shown_correct} | ${s.groups.shown_wrong} | ${s.groups.rejected} | ${s.groups.declined} | ${s.groups.failed} | ${s.observation_correctness === null ? '-' : `${(100 * s.observation_correctness).toFixed(0)} %`} | ${s.median_s.toFixed(3)} | ${s.p95_s.toFixed(3)} | ${money(s.cost_per_1000)} |`,
    ),
    '',
  ].join('\n')
}

const COLOURS: Record<Group, string> = {
  shown_correct: '#2e7d32',
  shown_wrong: '#c62828',
  rejected: '#f9a825',
  declined: '#90a4ae',
  failed: '#6a1b9a',
}
const LABELS: Record<Group, string> = {
  shown_correct: 'shown-correct',
  shown_wrong: 'shown-wrong',
  rejected: 'rejected',
  declined: 'declined',
  failed: 'failed',
}
const escapeXml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Under a bar: what the configuration costs per question, and which way its questions went. */
function costLine(s: Summary): string {
  const tokens =
    s.counted_tokens === null
      ? ''
      : `, ${s.counted_tokens.median_question.toLocaleString('en-US')} input tokens (median)`
  const paths = PATHS.map((p) => `${p} ${s.answers === 0 ? 0 : Math.round((100 * s.paths[p]) / s.answers)} %`)
  return `${(s.answers === 0 ? 0 : s.model_calls / s.answers).toFixed(2)} model calls${tokens} per question; ${paths.join(', ')}`
}

/** One horizontal stacked bar per configuration, as shares of its answers, with its costs and paths under it. */
export function chartSvg(runs: EvalRun[]): string {
  const rows = runs.map(summarise)
  const [left, width, barH, gap, top] = [260, 520, 26, 30, 56]
  const height = top + rows.length * (barH + gap) + 50
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 30}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="10" y="22" font-size="15" font-weight="bold">Outcomes per configuration (share of answers)</text>`,
  ]
  GROUPS.forEach((g, i) => {
    parts.push(
      `<rect x="${10 + i * 120}" y="32" width="12" height="12" fill="${COLOURS[g]}"/><text x="${26 + i * 120}" y="43">${LABELS[g]}</text>`,
    )
  })
  rows.forEach((s, i) => {
    const y = top + i * (barH + gap)
    parts.push(
      `<text x="10" y="${y + barH / 2 + 4}">${escapeXml(s.label)}</text>`,
      `<text x="${left}" y="${y + barH + 14}" font-size="11" fill="#555">${escapeXml(costLine(s))}</text>`,
    )
    let x = left
    for (const g of GROUPS) {
      const w = s.answers === 0 ? 0 : (width * s.groups[g]) / s.answers
      if (w > 0) {
        parts.push(
          `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${barH}" fill="${COLOURS[g]}"><title>${LABELS[g]}: ${s.groups[g]}</title></rect>`,
        )
        if (w > 22)
          parts.push(
            `<text x="${(x + w / 2).toFixed(1)}" y="${y + barH / 2 + 4}" text-anchor="middle" fill="white">${s.groups[g]}</text>`,
          )
      }
      x += w
    }
  })
  parts.push(
    `<text x="${left}" y="${height - 16}" fill="#555">n = answers per configuration; shown-wrong must stay at zero</text>`,
    '</svg>',
  )
  return `${parts.join('\n')}\n`
}
