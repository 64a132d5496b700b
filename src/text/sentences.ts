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

/**
 * The clauses of a sentence, as spans of the whole text: the parts between ";", ",", "and", "et", "but" and "mais",
 * and before the words that bring in another subject ("against Japan's 123,975,371", "versus", "compared with",
 * "while", "whereas", "contre", "face à", "alors que", "tandis que"), so that a figure they introduce binds to the
 * subject they name. A comma inside a number ("208,660,842", "1,40") is no boundary: `numbers` are the spans read as
 * numbers, masked first.
 */
export function splitClauses(sentence: Sentence, numbers: readonly { start: number; end: number }[]): Sentence[] {
  let masked = sentence.text
  for (const n of numbers) {
    const from = Math.max(n.start - sentence.start, 0)
    const to = Math.min(n.end - sentence.start, masked.length)
    if (to > from) masked = masked.slice(0, from) + ' '.repeat(to - from) + masked.slice(to)
  }
  const clauses: Sentence[] = []
  let at = 0
  for (const m of masked.matchAll(
    /[;,]|\s(?:and|et|but|mais)\s|\s(?=(?:against|versus|vs\.?|compared with|compared to|while|whereas|contre|face à|alors que|tandis que)\s)/giu,
  )) {
    clauses.push({ text: sentence.text.slice(at, m.index), start: sentence.start + at, end: sentence.start + m.index })
    at = m.index + m[0].length
  }
  clauses.push({ text: sentence.text.slice(at), start: sentence.start + at, end: sentence.end })
  return clauses
}
