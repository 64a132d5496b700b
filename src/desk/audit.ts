// An item's audit on the desk's page: every decision and every withdrawal the review store recorded, oldest first, each
// with who, when, what and from where (the review API, the desk's page or the command line), as the audit table keeps
// them. The decision section says what stands now; this says how it came to stand.
import type { DecisionAudit } from '../review/item.js'
import { html, type Html } from './html.js'

const WHAT: Record<DecisionAudit['action'], (row: DecisionAudit) => string> = {
  approve: () => 'approved',
  correct: () => 'corrected',
  decline: () => 'declined',
  retire: (row) => `withdrew the ${row.status} answer`,
}

const vouched = (row: DecisionAudit) =>
  row.action !== 'retire' && row.confirmed ? ' · figures vouched for by the editor' : ''

export function auditSection(rows: readonly DecisionAudit[]): Html {
  if (rows.length === 0) return html``
  return html`<section class="card">
    <h2>Audit</h2>
    <ol class="audit">
      ${rows.map(
        (row) =>
          html`<li class="audit-${row.action}">
            ${row.at} · <strong>${row.editor}</strong> ${WHAT[row.action](row)}${vouched(row)}
            <span class="muted">(via ${row.via})</span>
          </li>`,
      )}
    </ol>
  </section>`
}
