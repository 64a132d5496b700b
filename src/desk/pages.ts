// The desk's pages, rendered on the server: no script at all, plain forms, one heading per page, labels on every
// field, and the queue oldest first. Every value goes through html`` and is escaped.
import type { TraceEntry } from '../ask/outcome.js'
import type { Names } from '../data/snapshot.js'
import type { Problem } from '../problem.js'
import { MAX_CORRECTION_CHARS, MAX_NOTE_CHARS, type DecisionAudit, type ReviewItem } from '../review/item.js'
import { readResult } from '../tools/toolbox.js'
import type { ReviewSummary } from '../review/store.js'
import { auditSection } from './audit.js'
import { html, type Html } from './html.js'
import { plainWords } from './words.js'
import { counted } from '../text/plural.js'

export interface PageContext {
  editor?: string
  csrf?: string
  /** Country and indicator names for codes; without them the codes are shown. */
  names?: Names
}

const NO_NAMES: Names = { country: () => undefined, indicator: () => undefined }

export function layout(title: string, context: PageContext, body: Html): Html {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Data desk</title>
        <link rel="stylesheet" href="/desk/desk.css" />
      </head>
      <body>
        <a class="skip" href="#main">Skip to content</a>
        <header>
          <a class="brand" href="/desk">Data desk</a>
          <span class="muted">stats-assistant</span>
          ${
            context.editor
              ? html`<form class="sign-out" method="post" action="/desk/sign-out">
                  <span>Signed in as <strong>${context.editor}</strong></span>
                  <input type="hidden" name="csrf" value="${context.csrf}" />
                  <button type="submit" class="link">Sign out</button>
                </form>`
              : ''
          }
        </header>
        <main id="main">${body}</main>
      </body>
    </html> `
}

export function signInPage(error?: string): Html {
  return layout(
    'Sign in',
    {},
    html`<h1>Sign in to the data desk</h1>
      <p>
        Use your desk key (a key with the <code>review</code> scope, from
        <code>stats-assistant keys add NAME --scopes review</code>).
      </p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
      <form method="post" action="/desk/sign-in" class="card narrow">
        <label for="key">Desk key</label>
        <input id="key" name="key" type="password" autocomplete="off" required autofocus />
        <button type="submit">Sign in</button>
      </form>`,
  )
}

/** "45 s", "12 min", "3 h 05 min", "2 d 4 h". */
export function age(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}

const secondsSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 1000))

export function queuePage(
  context: PageContext,
  {
    pending,
    decided,
    now,
    flash,
  }: { pending: readonly ReviewSummary[]; decided: readonly ReviewSummary[]; now: Date; flash?: string },
): Html {
  const rows = pending.map(
    (item) =>
      html`<tr>
        <td class="age">${age(secondsSince(item.created_at, now))}</td>
        <td><a href="/desk/items/${item.id}">${item.question}</a></td>
        <td>${problemList(item.problems)}</td>
        <td class="muted">
          ${item.channel} ·
          ${item.caller}${item.askers > 1 ? html` <strong class="askers">+${item.askers - 1} more</strong>` : ''}
        </td>
      </tr>`,
  )
  return layout(
    'Review queue',
    context,
    html`${flash ? html`<p class="flash" role="status">${flash}</p>` : ''}
      <h1>Review queue <span class="count">${pending.length} pending</span></h1>
      ${
        pending.length === 0
          ? html`<p class="empty">Nothing is waiting: every question so far has an answer someone checked.</p>`
          : html`<table class="queue">
              <caption>
                Oldest first. Open a question to approve, correct or decline its draft.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Waiting</th>
                  <th scope="col">Question</th>
                  <th scope="col">Problems</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
      }
      ${
        decided.length > 0
          ? html`<h2>Decided recently</h2>
              ${decidedList(decided)}`
          : ''
      }`,
  )
}

function decidedList(items: readonly ReviewSummary[]): Html {
  return html`<ul class="decided">
    ${items.map(
      (item) =>
        html`<li>
          <a href="/desk/items/${item.id}">${item.question}</a>
          <span class="status status-${item.status}">${item.status}</span> by ${item.decided_by}
          ${item.deliveries.map((d) => html`<span class="delivery delivery-${d.state}">${deliveryWords(d)}</span>`)}
        </li>`,
    )}
  </ul>`
}

/** Each kind of problem once, in plain words, its code as a detail for whoever searches the logs. */
function problemList(problems: readonly Problem[]): Html {
  const codes = [...new Set(problems.map((p) => p.code))]
  return html`<ul class="plain">
    ${codes.map((code) => html`<li>${plainWords(code)} <code class="detail">${code}</code></li>`)}
  </ul>`
}

const deliveryWords = (d: ReviewItem['deliveries'][number]) =>
  d.to === 'answers'
    ? d.detail
    : d.state === 'delivered'
      ? `delivered to ${d.to}`
      : d.state === 'expired'
        ? `could not deliver to ${d.to}: expired`
        : `could not deliver to ${d.to}: ${d.detail}`

/** The draft with each refused figure marked, and the reason as its title. */
export function markedDraft(draft: string, problems: readonly Problem[]): Html {
  const marks = problems
    .filter((p) => p.figure && p.figure.end > p.figure.start)
    .map((p) => ({ ...p.figure!, why: plainWords(p.code) }))
    .sort((a, b) => a.start - b.start)
  const parts: (string | Html)[] = []
  let at = 0
  for (const m of marks) {
    if (m.start < at) continue // overlapping marks: the first one stands
    parts.push(draft.slice(at, m.start), html`<mark title="${m.why}">${draft.slice(m.start, m.end)}</mark>`)
    at = m.end
  }
  parts.push(draft.slice(at))
  return html`${parts}`
}

const exact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })
/** A measured value, grouped so that an editor reads it at a glance, every digit kept. */
const measure = (value: unknown): string => (typeof value === 'number' ? exact.format(value) : String(value))

/** Fields that list years (a span's summary: the years it rose, the years it fell). */
const YEARS_KEY = /years$|^(?:rose|fell)$/

/**
 * A result field as read, with countries by name. Compact tuples end with their value and start with its labels
 * ([year, value], [rank, code, value], [code, value]): only the value is grouped, so that a year never reads "2,024";
 * so is a field named for a year.
 */
function shower(names: Names) {
  const label = (value: unknown) => (typeof value === 'string' ? (names.country(value) ?? value) : String(value))
  const show = (value: unknown, key = ''): string =>
    Array.isArray(value)
      ? YEARS_KEY.test(key)
        ? value.join(', ')
        : value.map((v, i) => (i === value.length - 1 ? show(v) : label(v))).join(' ')
      : /year$/.test(key)
        ? String(value)
        : typeof value === 'string'
          ? label(value)
          : measure(value)
  return show
}

/** One tool call's result, as a few readable lines: the exact numbers the model read. */
function resultCell(entry: Extract<TraceEntry, { type: 'tool' }>, names: Names): Html {
  if (entry.outcome === 'refused') return html`<span class="muted">refused (${entry.code})</span>`
  if (entry.cut) return html`<span class="muted">cut for length</span>`
  const show = shower(names)
  const result = readResult(entry.result) as unknown as Record<string, unknown>
  const lines = Object.entries(result)
    // The country and indicator are in the "asked for" column already.
    .filter(([key]) => !['ok', 'tool', 'country', 'indicator'].includes(key))
    .map(([key, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? html`<div>
            <span class="key">${key}</span> ${Object.entries(value).map(
              ([k, v]) => html`<span class="pair">${k}: ${v === null ? 'no value' : show(v, k)}</span>`,
            )}
          </div>`
        : Array.isArray(value) && value.every(Array.isArray)
          ? html`<div>
              <span class="key">${key}</span> ${value.map((row) => html`<span class="pair">${show(row)}</span>`)}
            </div>`
          : html`<div><span class="key">${key}</span> ${show(value, key)}</div>`,
    )
  return html`${lines}`
}

/**
 * What a tool was asked for, in words ("Canada · Population, total · 2023 to 2024"), with the arguments as sent as a
 * detail ("country_code=CAN indicator_code=SP.POP.TOTL ..."); the raw text when it is not a JSON object.
 */
function argumentsCell(text: string, names: Names): Html {
  let args: Record<string, unknown>
  try {
    args = JSON.parse(text) as Record<string, unknown>
    if (args === null || typeof args !== 'object' || Array.isArray(args)) throw new Error('not an object')
  } catch {
    return html`<code>${text}</code>`
  }
  const field = (key: string) =>
    typeof args[key] === 'string' || typeof args[key] === 'number' ? String(args[key]) : undefined
  const country = (key: string) => {
    const code = field(key)
    return code && (names.country(code) ?? code)
  }
  const span = (from: string | undefined, to: string | undefined) =>
    from === undefined ? to : to === undefined || to === from ? from : `${from} to ${to}`
  const countries = [country('country_code'), country('other_country_code')].filter(Boolean).join(' and ')
  const indicator = field('indicator_code')
  const years = span(field('start_year') ?? field('from_year') ?? field('year'), field('end_year') ?? field('to_year'))
  const words = [countries, indicator && (names.indicator(indicator) ?? indicator), years].filter(Boolean).join(' · ')
  // As sent, each argument by its name: codes and years, no grouping.
  const sent = Object.entries(args)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ')
  return html`${words} <code class="detail">${sent}</code>`
}

function toolTable(trace: readonly TraceEntry[], names: Names): Html {
  const calls = trace.filter((t): t is Extract<TraceEntry, { type: 'tool' }> => t.type === 'tool')
  if (calls.length === 0) return html`<p class="muted">No tool was called.</p>`
  return html`<table class="tools">
    <thead>
      <tr>
        <th scope="col">#</th>
        <th scope="col">Tool</th>
        <th scope="col">Asked for</th>
        <th scope="col">Result</th>
      </tr>
    </thead>
    <tbody>
      ${calls.map(
        (c) =>
          html`<tr>
            <td>${c.tool_call}</td>
            <td>${c.name}</td>
            <td>${argumentsCell(c.arguments, names)}</td>
            <td>${resultCell(c, names)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`
}

type ReadingEntry = Extract<TraceEntry, { type: 'reading' }>

/** One part of a reading, in a line: its shape, countries, series, years, flags and the question's own figure. */
function partLine(part: ReadingEntry['reading']['parts'][number]): string {
  const years = part.years.length === 0 ? 'latest' : part.years.join(part.flags.includes('span') ? '-' : ', ')
  const figure = part.figure ? `figure ${part.figure.relation} ${part.figure.text}` : ''
  return [part.shape, part.countries.join(', ') || 'the eight', part.indicator, years, part.flags.join(' '), figure]
    .filter(Boolean)
    .join(' · ')
}

function readingCell(entry: ReadingEntry | undefined): Html {
  if (!entry) return html`<span class="muted">(not read)</span>`
  const r = entry.reading
  return html`<ul class="reading">
    ${r.parts.map((p) => html`<li>${partLine(p)}</li>`)}
    ${r.lacking.map((l) => html`<li>lacking: ${l.reason} ${l.words.map((w) => `"${w}"`).join(', ')}</li>`)}
    ${r.set_aside.length > 0 ? html`<li>set aside: ${r.set_aside.join('; ')}</li>` : ''}
    ${r.sources.length > 0 ? html`<li>other source: ${r.sources.join('; ')}</li>` : ''}
    ${entry.problems.map((p) => html`<li class="problem">refused: ${p.detail} <span class="muted">(${p.code})</span></li>`)}
  </ul>`
}

/** How the question was read: the rules' reading and, when a model read it, the model's, side by side. */
function readingsSection(trace: readonly TraceEntry[]): Html {
  const readings = trace.filter((t): t is ReadingEntry => t.type === 'reading')
  const rules = readings.find((r) => r.by === 'rules')
  const model = readings.find((r) => r.by === 'model')
  if (!rules && !model) return html``
  return html`<section class="card">
    <h2>How the question was read</h2>
    <table class="readings">
      <thead>
        <tr>
          <th scope="col">The rules</th>
          ${model ? html`<th scope="col">The model</th>` : ''}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>${readingCell(rules)}</td>
          ${model ? html`<td>${readingCell(model)}</td>` : ''}
        </tr>
      </tbody>
    </table>
  </section>`
}

export interface ItemForm {
  /** The decision the form sent, when it comes back refused. */
  decision?: string
  text?: string
  note?: string
  /** The figures the application could not trace, in the correction or in the draft approved. */
  problems?: Problem[]
  error?: string
}

/** An item, with what the desk may do with it and (`audit`: the store's audit rows) what it has done. */
export function itemPage(
  context: PageContext,
  item: ReviewItem,
  now: Date,
  form: ItemForm = {},
  audit: readonly DecisionAudit[] = [],
): Html {
  const csrf = html`<input type="hidden" name="csrf" value="${context.csrf}" />`
  const decided = item.status !== 'pending'
  const draftProblems = item.problems
  return layout(
    `Review ${item.id}`,
    context,
    html`<p><a href="/desk">← Back to the queue</a></p>
      <h1>
        Review <span class="mono">${item.id}</span> <span class="status status-${item.status}">${item.status}</span>
      </h1>
      <p class="muted">
        Asked by ${item.caller} (${item.channel}) ${age(secondsSince(item.created_at, now))} ago · ${item.provider} ·
        ${item.model} · ${item.design} design
      </p>
      ${
        item.askers > 1
          ? html`<p class="askers">
              Asked by ${counted(item.askers, 'caller', 'callers')} (the same question): one decision answers them all.
            </p>`
          : ''
      }

      <section class="card">
        <h2>Question</h2>
        <blockquote class="question">${item.question}</blockquote>
        ${item.read_as ? html`<p class="read-as muted">${item.read_as}</p>` : ''}
        <h2>Draft answer</h2>
        <p class="draft">
          ${item.draft ? markedDraft(item.draft, draftProblems) : html`<span class="muted">(no draft)</span>`}
        </p>
        <h2>Why it was not published</h2>
        <ul class="problems">
          ${draftProblems.map(
            (p) =>
              html`<li>
                ${plainWords(p.code)} ${p.figure ? html`<mark>${p.figure.text}</mark>` : ''}
                <span class="muted">(${p.code}: ${p.detail})</span>
              </li>`,
          )}
        </ul>
      </section>

      ${readingsSection(item.trace)}

      <section class="card">
        <h2>What the tools returned</h2>
        ${toolTable(item.trace, context.names ?? NO_NAMES)}
      </section>

      ${decided ? decisionSection(item, form, csrf) : actions(item, csrf, form)} ${auditSection(audit)}`,
  )
}

/**
 * A published answer: withdrawn already (by whom, when), or the button that withdraws it, so that the same question is
 * no longer answered with it.
 */
function retirement(item: ReviewItem, csrf: Html): Html {
  if (item.status !== 'approved' && item.status !== 'corrected') return html``
  if (item.retired_at)
    return html`<p class="retired">
      Withdrawn${item.retired_by ? html` by <strong>${item.retired_by}</strong>` : ' (a later answer replaced it)'} at
      ${item.retired_at}: the same question is no longer answered with it.
    </p>`
  return html`<form method="post" action="/desk/items/${item.id}/retire" class="retire">
    ${csrf}
    <p class="hint">
      If this answer turns out wrong, withdraw it: the same question asked again comes back to the desk, and its askers
      read at GET /answers/${item.id} that it was withdrawn.
    </p>
    <button type="submit" class="danger">Retire this answer</button>
  </form>`
}

function decisionSection(item: ReviewItem, form: ItemForm, csrf: Html): Html {
  // A decision sent on an item decided meanwhile (another editor, another tab): said, with the text it carried, so
  // that nothing typed is lost.
  const refused = form.error
    ? html`<div class="error" role="alert">
        <p>Your decision was not taken. ${form.error}</p>
        ${
          form.text
            ? html`<p>Your text, not published:</p>
                <blockquote>${form.text}</blockquote>`
            : ''
        }
      </div>`
    : ''
  return html`<section class="card">
    <h2>Decision</h2>
    ${refused}
    <p>
      <span class="status status-${item.status}">${item.status}</span> by <strong>${item.decided_by}</strong> at
      ${item.decided_at}
      ${item.checked_by === 'editor' ? '· figures vouched for by the editor' : item.checked_by === 'application' ? '· every figure traced to the data' : ''}
    </p>
    ${
      item.final_text
        ? html`<h3>What the asker gets</h3>
            <blockquote>${item.final_text}</blockquote>
            ${item.read_as ? html`<p class="read-as muted">${item.read_as}</p>` : ''}`
        : ''
    }
    ${retirement(item, csrf)}
    ${
      item.note
        ? html`<h3>Note</h3>
            <p>${item.note}</p>`
        : ''
    }
    <h3>Delivery</h3>
    ${
      item.deliveries.length === 0
        ? html`<p class="muted">
            Shown at GET /answers/${item.id}${item.channel === 'slack' ? '; Slack delivery in progress' : ''}.
          </p>`
        : html`<ul>
            ${item.deliveries.map((d) => html`<li class="delivery-${d.state}">${deliveryWords(d)} <span class="muted">(${d.at})</span></li>`)}
          </ul>`
    }
  </section>`
}

function actions(item: ReviewItem, csrf: Html, form: ItemForm): Html {
  const action = `/desk/items/${item.id}/decision`
  const approving = form.decision === 'approve'
  const untraced = approving ? undefined : form.problems
  return html`<section class="card actions">
    <h2>Decide</h2>
    ${
      approving && form.problems
        ? html`<p class="error" role="alert">
            Not published: the application cannot trace the draft's figures (marked above). Approve it only if you
            checked them yourself, and tick the box to say so.
          </p>`
        : form.error
          ? html`<p class="error" role="alert">${form.error}</p>`
          : ''
    }
    <form method="post" action="${action}" class="decision">
      ${csrf}<input type="hidden" name="decision" value="correct" />
      <h3><label for="text">Correct the answer</label></h3>
      <p class="hint">
        Write the whole answer as it should be published. The application checks every figure against the tool results
        above and the data the question asks for.
      </p>
      <textarea id="text" name="text" rows="4" maxlength="${MAX_CORRECTION_CHARS}" required>
${form.text ?? item.draft ?? ''}</textarea>
      ${
        untraced
          ? html`<div class="unverified" role="alert">
              <p><strong>The application cannot trace these figures to the data:</strong></p>
              <ul>
                ${untraced.map((p) => html`<li>${plainWords(p.code)} ${p.figure ? html`<mark>${p.figure.text}</mark>` : ''} <span class="muted">(${p.detail})</span></li>`)}
              </ul>
              <label class="check"
                ><input type="checkbox" name="confirm" value="yes" /> I checked these figures myself. Publish with my
                name as the person who checked them.</label
              >
            </div>`
          : ''
      }
      <label for="note-correct">Note for the desk (not sent)</label>
      <input id="note-correct" name="note" maxlength="${MAX_NOTE_CHARS}" value="${form.note ?? ''}" />
      <button type="submit">Publish the correction</button>
    </form>
    <div class="row">
      <form method="post" action="${action}">
        ${csrf}<input type="hidden" name="decision" value="approve" />
        <label class="check"
          ><input type="checkbox" name="confirm" value="yes" ${item.draft ? '' : ' disabled'} /> I checked the draft's
          figures myself. Publish it with my name as the person who checked them.</label
        >
        <button type="submit" class="secondary" ${item.draft ? '' : ' disabled'}>Approve the draft as it is</button>
        <p class="hint">The checks refused its figures: without the tick it is not published.</p>
      </form>
      <form method="post" action="${action}">
        ${csrf}<input type="hidden" name="decision" value="decline" />
        <button type="submit" class="danger">Decline</button>
        <p class="hint">The asker is told the desk could not confirm the figure.</p>
      </form>
    </div>
  </section>`
}

export function messagePage(context: PageContext, title: string, message: string): Html {
  return layout(
    title,
    context,
    html`<h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/desk">Back to the queue</a></p>`,
  )
}

export const DESK_CSS = `
:root { --ink: #1d2330; --muted: #5b6474; --line: #d9dde5; --bg: #f6f7f9; --accent: #1f5fbf; --warn: #fff3c4;
  --bad: #b3261e; --ok: #1e7b34; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: var(--bg); line-height: 1.5; font-size: 16px; }
.skip { position: absolute; left: -999px; } .skip:focus { left: 8px; top: 8px; background: #fff; padding: 4px 8px; }
header { display: flex; gap: 16px; align-items: center; padding: 10px 24px; background: #fff; border-bottom: 1px solid var(--line); }
header .brand { font-weight: 700; color: var(--ink); text-decoration: none; font-size: 18px; }
.sign-out { margin-left: auto; display: flex; gap: 12px; align-items: center; }
main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 48px; }
h1 { font-size: 24px; margin: 12px 0 16px; } h2 { font-size: 18px; margin: 16px 0 8px; } h3 { font-size: 16px; margin: 12px 0 6px; }
.count { font-size: 14px; font-weight: 400; color: var(--muted); margin-left: 8px; }
.muted { color: var(--muted); } .mono, code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 14px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin: 16px 0; }
.narrow { max-width: 420px; }
table { width: 100%; border-collapse: collapse; background: #fff; }
caption { text-align: left; color: var(--muted); padding: 4px 0 8px; }
th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-bottom: 1px solid var(--line); }
.queue td.age { white-space: nowrap; font-variant-numeric: tabular-nums; }
ul.plain { margin: 0; padding-left: 16px; } code.detail { font-size: 12px; color: var(--muted); margin-left: 4px; }
.readings { width: 100%; } .readings td { vertical-align: top; width: 50%; } .reading .problem { color: #a40000; }
.tools .key { font-weight: 600; margin-right: 4px; } .tools .pair { display: inline-block; margin-right: 10px; }
blockquote { margin: 0; padding: 8px 12px; border-left: 4px solid var(--line); background: #fafbfc; }
mark { background: var(--warn); outline: 2px solid #e0b400; border-radius: 2px; }
.draft { font-size: 17px; }
.status { font-size: 13px; padding: 2px 8px; border-radius: 10px; background: #eef1f6; vertical-align: middle; }
.status-approved, .status-corrected { background: #dff3e4; color: var(--ok); } .status-declined { background: #fbe3e1; color: var(--bad); }
.delivery { font-size: 13px; margin-left: 6px; } .delivery-expired, .delivery-failed { color: var(--bad); }
label { display: block; font-weight: 600; margin: 10px 0 4px; } label.check { font-weight: 400; display: flex; gap: 8px; }
input, textarea { width: 100%; font: inherit; padding: 8px; border: 1px solid #b9c0cc; border-radius: 6px; }
input[type=checkbox] { width: auto; }
button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; margin-top: 10px; }
button.secondary { background: #fff; color: var(--accent); } button.danger { background: #fff; color: var(--bad); border-color: var(--bad); }
button.link { background: none; border: none; color: var(--accent); padding: 0; margin: 0; text-decoration: underline; }
button:focus-visible, a:focus-visible, input:focus-visible, textarea:focus-visible { outline: 3px solid #7aa7ff; outline-offset: 2px; }
.row { display: flex; gap: 24px; flex-wrap: wrap; margin-top: 16px; border-top: 1px solid var(--line); padding-top: 8px; }
.row form { flex: 1 1 300px; }
.hint { color: var(--muted); font-size: 14px; margin: 4px 0; }
.error { color: var(--bad); font-weight: 600; } .flash { background: #dff3e4; padding: 8px 12px; border-radius: 6px; }
.unverified { background: var(--warn); border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
.empty { background: #fff; border: 1px dashed var(--line); padding: 24px; border-radius: 8px; }
ul.decided { padding-left: 18px; }
`
