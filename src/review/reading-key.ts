// What makes two questions "the same question" for the data desk, in one place. The desk decides a question once:
// askers whose questions share this key while it waits are one row on the queue, and once it is decided, a later
// asker with the same key gets the desk's answer at once.
//
// The key is the rules' reading in a canonical form (the parts, what the data lacks, another source named, the words
// set aside), so that "How many people lived in Canada in 2024?" and "Population of Canada in 2024?" share it and
// "…in 2023?" does not. Framing ("for a story", a greeting) changes nothing asked and is left out. A question the
// rules cannot read (no parts) is keyed by its words instead, folded (case, accents, punctuation, spacing). The
// language is in the key (the desk's answer is written in the question's language), and so is the snapshot's date: a
// new snapshot retires every answer the desk gave on the old one.
import { createHash } from 'node:crypto'
import type { QuestionReading } from '../reading/schema.js'
import { readingJson } from '../reading/wire.js'
import { foldWords } from '../text/normalise.js'

/** A value with its objects' keys sorted, so that two equal readings serialise to the same text. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sorted(v)]),
    )
  }
  return value
}

/** Words as typed, folded and in order, so that "Please" and "please," are the same words. */
const words = (list: readonly string[]) => list.map((w) => foldWords(w).trim()).sort()

/** The canonical form the key is made of (exported for tests and for reading it in a debugger). */
export function canonicalQuestion(reading: QuestionReading, snapshotDate: string): string {
  const json = readingJson(reading)
  const what =
    json.parts.length > 0
      ? {
          parts: sorted(json.parts),
          lacking: sorted(json.lacking),
          sources: words(json.sources),
          set_aside: words(json.set_aside),
        }
      : { question: foldWords(reading.question).trim() }
  return JSON.stringify({ snapshot: snapshotDate, language: reading.language, ...what })
}

/** The key the review store keeps: the canonical form's SHA-256. */
export function questionKey(reading: QuestionReading, snapshotDate: string): string {
  return createHash('sha256').update(canonicalQuestion(reading, snapshotDate)).digest('hex')
}
