// What every corpus shares: the words questions are asked in ("the population of Canada", "la population du
// Canada"), the seeded picker, and the context a corpus block draws its questions from (the snapshot's reference
// values, the pickers, the helpers that record a question with its expected outcome).
//
// The question bank (src/eval/bank.ts) is every shape's corpus (src/shapes/<shape>/corpus.ts) and the questions that
// are no shape's (src/eval/bank/), laid out block by block in the order of each block's `at`: the pickers draw in that
// order, so a block keeps its number and a new block takes one after the last, and the bank stays the same.
import type { Snapshot } from '../../data/snapshot.js'
import { answeredQuestion, type GoldenQuestion } from '../../eval/golden.js'
import { snapshotReference, type ReferenceRow } from '../../eval/reference.js'
import { COUNTRY_CODES, INDICATOR } from '../../lexicon/codes.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'

export type { ReferenceRow }

const { POP, GDP, PCAP, LE, ELC, NET } = INDICATOR
export const INDICATORS = [POP, GDP, PCAP, LE, ELC, NET]
export const COUNTRIES = COUNTRY_CODES

/** How each indicator is asked about: "the population of Canada", "la population du Canada". */
export const SUBJECT: Record<string, { en: (c: string) => string; fr: (c: string) => string }> = {
  [POP]: { en: (c) => `the population of ${en(c)}`, fr: (c) => `la population ${of(c)}` },
  [GDP]: { en: (c) => `the GDP of ${en(c)}`, fr: (c) => `le PIB ${of(c)}` },
  [PCAP]: { en: (c) => `GDP per capita in ${en(c)}`, fr: (c) => `le PIB par habitant ${of(c)}` },
  [LE]: { en: (c) => `life expectancy at birth in ${en(c)}`, fr: (c) => `l'espérance de vie ${inFr(c)}` },
  [ELC]: {
    en: (c) => `the share of ${en(c)}'s population with access to electricity`,
    fr: (c) => `la part de la population ayant accès à l'électricité ${inFr(c)}`,
  },
  [NET]: {
    en: (c) => `the share of people using the Internet in ${en(c)}`,
    fr: (c) => `la part des internautes ${inFr(c)}`,
  },
}
/** The indicator alone: "GDP", "le PIB"; French agrees with its gender ("Quel était le PIB", "Quelle était la..."). */
export const LABEL: Record<string, { en: string; fr: string; feminine: boolean }> = {
  [POP]: { en: 'population', fr: 'la population', feminine: true },
  [GDP]: { en: 'GDP', fr: 'le PIB', feminine: false },
  [PCAP]: { en: 'GDP per capita', fr: 'le PIB par habitant', feminine: false },
  [LE]: { en: 'life expectancy', fr: "l'espérance de vie", feminine: true },
  [ELC]: { en: 'access to electricity', fr: "l'accès à l'électricité", feminine: false },
  [NET]: { en: 'Internet use', fr: "l'usage d'Internet", feminine: false },
}
/** SUBJECT's French forms agree with these ("la part ..." is feminine). */
export const whatWas = (i: string) => (i === GDP || i === PCAP ? 'Quel était' : 'Quelle était')
/** "Le Canada avait-il", "L'Inde avait-elle", "Les États-Unis avaient-ils". */
export const hadIt = (c: string) => (c === 'USA' ? 'avaient-ils' : c === 'IND' ? 'avait-elle' : 'avait-il')
/** "Le Canada a-t-il", "L'Inde a-t-elle", "Les États-Unis ont-ils". */
export const hasIt = (c: string) => (c === 'USA' ? 'ont-ils' : c === 'IND' ? 'a-t-elle' : 'a-t-il')
export const en = (c: string) => COUNTRY_FORMS[c]!.en
export const of = (c: string) => COUNTRY_FORMS[c]!.frOf
export const inFr = (c: string) => COUNTRY_FORMS[c]!.frIn
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The verdict a yes-or-no answer must say. */
export const yesNo = (yes: boolean, language: 'en' | 'fr') =>
  language === 'fr' ? (yes ? 'Oui' : 'Non') : yes ? 'Yes' : 'No'
/** The verdict as the answer opens with it: "Yes:", "Non :". */
export const said = (yes: boolean, language: 'en' | 'fr') => `${yesNo(yes, language)}${language === 'fr' ? ' :' : ':'}`

type Reference = ReturnType<typeof snapshotReference>

/**
 * "Since when has Nigeria had more people than Japan": the first year of the run to the latest year (held in every
 * year: since the first); not held in the latest year, that year and the last year it held.
 */
export const sinceWords = (run: ReturnType<Reference['since']>['run']) =>
  run.held ? [String(run.since.year)] : [String(run.latest.year), ...(run.lastHeld ? [String(run.lastHeld.year)] : [])]

/** A small deterministic generator: the bank is the same on every run. */
export function picker(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
  return {
    one: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    two: <T>(items: readonly T[]): [T, T] => {
      const a = items[Math.floor(next() * items.length)]!
      const rest = items.filter((x) => x !== a)
      return [a, rest[Math.floor(next() * rest.length)]!]
    },
    year: (from = 2001, to = 2023) => from + Math.floor(next() * (to - from + 1)),
  }
}
export type Picker = ReturnType<typeof picker>

type Question = Omit<GoldenQuestion, 'id'>
type Answered = Parameters<typeof answeredQuestion>

/** What a corpus block draws its questions from, and where it records them. */
export interface CorpusContext {
  snapshot: Snapshot
  ref: Reference
  /** The snapshot's first and last years. */
  FIRST: number
  LAST: number
  /** The bank's pickers: each block draws from the one it always drew from (a later picker kept earlier draws). */
  pick: Picker
  desk: Picker
  more: Picker
  form: Picker
  /** The questions recorded so far, in the bank's order. */
  questions: Question[]
  name: (c: string, language: 'en' | 'fr') => string
  answered: (...args: Answered) => void
  declined: (question: string, words: string[], numbers?: number[], rows?: ReferenceRow[]) => void
  /** Answered, and the answer must also name these words (an instruction set aside, a source, a place missing). */
  naming: (words: string[], ...args: Answered) => void
  times: <T>(n: number, make: () => T) => T[]
  /** A year in which every country has a value for these indicators (drawn by `pick`). */
  yearFor: (...indicators: string[]) => number
  /** A year from `from` in which every country has a value for these indicators (drawn by `more`). */
  yearWith: (from: number, ...indicators: string[]) => number
  /** Two years with a value for every country, drawn by `more`. */
  span: (i: string) => readonly [number, number]
  /** Every country's change of an indicator between two years: its rows, difference and percent change. */
  changesOf: (
    i: string,
    a: number,
    b: number,
  ) => { c: string; rows: ReferenceRow[]; difference: number; percent: number }[]
}

/** A block of questions, run at its place in the bank. */
export interface CorpusBlock {
  /** Its place in the bank: blocks run, and the pickers draw, in this order. */
  at: number
  build: (ctx: CorpusContext) => void
}
/** A shape's corpus (or a group of questions that are no shape's): its blocks. */
export type Corpus = CorpusBlock[]

export function corpusContext(snapshot: Snapshot): CorpusContext {
  const ref = snapshotReference(snapshot)
  const pick = picker(2026)
  const more = picker(31)
  const questions: Question[] = []
  const [FIRST, LAST] = snapshot.info.years
  const yearWith = (from: number, ...indicators: string[]) => {
    for (;;) {
      const y = more.year(from, 2023)
      if (COUNTRIES.every((c) => indicators.every((i) => ref.has(c, i, y)))) return y
    }
  }
  return {
    snapshot,
    ref,
    FIRST,
    LAST,
    pick,
    desk: picker(29),
    more,
    form: picker(35),
    questions,
    name: (c, language) => ref.name(c, language),
    answered: (...args) => void questions.push(answeredQuestion(...args)),
    declined: (question, words, numbers = [], rows = []) =>
      void questions.push({
        kind: 'no_data',
        question,
        expected_status: 'cannot_answer',
        expected_numbers: numbers,
        expected_names: [],
        reference_rows: rows,
        must_name: words,
      }),
    naming: (words, ...args) => void questions.push({ ...answeredQuestion(...args), must_name: words }),
    times: (n, make) => Array.from({ length: n }, make),
    yearFor: (...indicators) => {
      for (;;) {
        const y = pick.year()
        if (COUNTRIES.every((c) => indicators.every((i) => ref.has(c, i, y)))) return y
      }
    },
    yearWith,
    span: (i) => {
      const a = yearWith(2000, i)
      const b = Math.min(2023, a + 1 + Math.floor(more.year(0, 10)))
      return ref.has('USA', i, b) && COUNTRIES.every((c) => ref.has(c, i, b))
        ? ([a, b] as const)
        : ([a, a + 1] as const)
    },
    changesOf: (i, a, b) =>
      COUNTRIES.map((c) => {
        const [ra, rb] = [ref.row(c, i, a), ref.row(c, i, b)]
        // (The difference as the decimal it is: 72.0 - 63.155 is 8.845, not a double's 8.8449999.)
        return { c, rows: [ra, rb], difference: Number((rb.value - ra.value).toFixed(9)), percent: ref.percent(ra, rb) }
      }),
  }
}
