// HTML built from templates that escape every value by default: a question like "<script>..." is shown as text. Only
// an Html value (a fragment built by this same function) goes in as markup.
export class Html {
  constructor(readonly markup: string) {}
  toString() {
    return this.markup
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)

function render(value: unknown): string {
  if (value instanceof Html) return value.markup
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false) return ''
  if (typeof value === 'string') return escapeHtml(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  throw new TypeError('html``: only text, numbers and Html fragments go into a page')
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!
  })
  return new Html(out)
}
