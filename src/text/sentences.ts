// Sentences of a short answer, with their places in it: gate 2 binds each figure to the country, indicator and year
// that its own sentence names. A sentence ends at ".", "!", "?" or "…" before a space and a capital (or the end), or at
// a line break; not after an abbreviation ("U.S.", "e.g.", "approx.") nor after a list marker ("1. United Kingdom").

export interface Sentence {
  text: string
  start: number
  end: number
}

const INITIALS = /(?:^|[\s(])(?:\p{Lu}\.){1,3}$/u
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|approx|vs|cf|no|nos|st|mr|mrs|dr|env|p\.p|av|apr|J\.-C)\.$/iu
/** "1." or "12." standing alone after a colon, a semicolon, a line start or a space: a list marker, not an end. */
const LIST_MARKER = /(?:^|[\s:;(])\d{1,2}\.$/u

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = []
  let start = 0
  const push = (end: number) => {
    const raw = text.slice(start, end)
    const lead = raw.length - raw.trimStart().length
    const body = raw.trim()
    if (body !== '') sentences.push({ text: body, start: start + lead, end: start + lead + body.length })
    start = end
  }
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!
    if (c === '\n') {
      push(i + 1)
      continue
    }
    if (!'.!?…'.includes(c)) continue
    const next = text.slice(i + 1)
    const ends = next === '' || /^["”»)]?\s+(?:["“«(]\s*)?[\p{Lu}\d]/u.test(next) || /^["”»)]?\s*$/u.test(next)
    if (!ends) continue
    const upTo = text.slice(start, i + 1)
    if (c === '.' && (INITIALS.test(upTo) || ABBREVIATION.test(upTo) || LIST_MARKER.test(upTo))) continue
    push(i + 1)
  }
  push(text.length)
  return sentences
}
