// What the desk keeps of a rejected answer is bounded (issue 36: a 60 MB model reply became a 120 MB review item that
// broke the desk's pages and the review store's readiness). The draft is cut at MAX_DRAFT_CHARS; the trace keeps its
// shape (every entry, every field) and its long strings are cut, each saying so and how much was cut, shorter and
// shorter until the whole trace is within MAX_TRACE_JSON_CHARS. Nothing is parsed or added: only strings shorten.

/** The longest draft the desk keeps: far beyond any answer (a correction may be 2,000 characters). */
export const MAX_DRAFT_CHARS = 8000
/** The trace's JSON, at most: a question's calls and results, with room to spare. */
export const MAX_TRACE_JSON_CHARS = 64 * 1024

/** The marker a cut string ends with: what was cut, in characters. */
export const cutMarker = (cut: number) => ` …[cut: ${cut} more characters]`

/** `text` cut to at most about `max` characters (the marker included), or as it is. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text
  const marker = cutMarker(text.length - max)
  const keep = Math.max(0, max - marker.length)
  return `${text.slice(0, keep)}${cutMarker(text.length - keep)}`
}

export const capDraft = (draft: string | null): string | null =>
  draft === null ? null : capText(draft, MAX_DRAFT_CHARS)

/** Every string in `value` cut to `max` characters; the same shape otherwise. */
function capStrings<T>(value: T, max: number): T {
  if (typeof value === 'string') return capText(value, max) as T
  if (Array.isArray(value)) return value.map((v: unknown) => capStrings(v, max)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capStrings(v, max)])) as T
  }
  return value
}

/** The trace within MAX_TRACE_JSON_CHARS: its strings cut shorter and shorter until it fits. */
export function capTrace<T>(trace: T, maxJsonChars = MAX_TRACE_JSON_CHARS): T {
  if (JSON.stringify(trace).length <= maxJsonChars) return trace
  for (const max of [16_000, 4000, 1000, 250, 60]) {
    const capped = capStrings(trace, max)
    if (JSON.stringify(capped).length <= maxJsonChars) return capped
  }
  return capStrings(trace, 60)
}
