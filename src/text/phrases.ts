// Whole-word phrases found in folded text ("the biggest increase in percentage terms" in " ... "), looked up by their
// first word. An alternation of every phrase as one regular expression tried every phrase at every space of every
// text (a quarter of the application's time per question went to the claim words' one); here a word that begins no
// phrase costs one map lookup, so a phrase added to the lexicon costs nothing for a text that does not use it.
//
// The matches are the regular expression's ` (?:p1|p2|…)(?= )` (a phrase's spaces matching runs of spaces), read
// left to right without overlap: at each word the longest phrase that matches wins (ties: the first listed), and a
// match ends before the space that must follow it, so that the next match may start on that space.

/** A match as `String.prototype.matchAll` gives it: `0` the leading space and the phrase as typed, `index` where. */
export interface PhraseMatch {
  0: string
  index: number
  /** The phrase of the list that matched, its words one space apart. */
  phrase: string
}

export interface PhraseOptions {
  /**
   * `runs` (the default): a phrase's spaces match runs of spaces. `one`: exactly one space, as the alternation
   * ` (?:p1|p2|…)(?= )` with literal spaces matched: words a blanked phrase or a punctuation mark separate are not one
   * phrase ("new. mexico" is no "new mexico").
   */
  spaces?: 'runs' | 'one'
}

/**
 * Every word some index's phrases hold, numbered as indexes are built: a text's words are looked up here once (`wordsOf`)
 * and every index then compares numbers, so that nine indexes over one text cost one lookup per word, not nine. The
 * words are kept by a hash of their characters, so that a text's word is looked up where it stands, not cut out first.
 */
const VOCABULARY = new Map<number, Known>()
/** A word of the vocabulary, and the next one of the same hash (rare). */
interface Known {
  word: string
  id: number
  same?: Known
}
let vocabularySize = 0

const addChar = (hash: number, code: number) => (Math.imul(hash, 31) + code) | 0

/** The number of the word of `text` from `start` to `end` whose characters hash to `hash`; -1 for no phrase's word. */
function numberAt(text: string, start: number, end: number, hash: number): number {
  for (let known = VOCABULARY.get(hash); known !== undefined; known = known.same)
    if (known.word.length === end - start && text.startsWith(known.word, start)) return known.id
  return -1
}

function numberOf(word: string): number {
  let hash = 0
  for (let i = 0; i < word.length; i += 1) hash = addChar(hash, word.charCodeAt(i))
  const id = numberAt(word, 0, word.length, hash)
  if (id >= 0) return id
  VOCABULARY.set(hash, { word, id: vocabularySize, same: VOCABULARY.get(hash) })
  return (vocabularySize += 1) - 1
}

export class PhraseIndex {
  /** Per first word's number: the phrases it begins, as word numbers, longest first (the alternation's order). */
  private readonly byFirst: ({ phrase: string; ids: number[] }[] | undefined)[] = []
  private readonly oneSpace: boolean

  constructor(phrases: Iterable<string>, { spaces = 'runs' }: PhraseOptions = {}) {
    this.oneSpace = spaces === 'one'
    const unique = [...new Set(phrases)].sort((a, b) => b.length - a.length)
    for (const phrase of unique) {
      const words = phrase.split(/ +/).filter(Boolean)
      if (words.length === 0) continue
      const ids = words.map(numberOf)
      ;(this.byFirst[ids[0]!] ??= []).push({ phrase: words.join(' '), ids })
    }
  }

  /** Every phrase in `text`, left to right, without overlap. */
  matchAll(text: string): PhraseMatch[] {
    return this.matchIn(text, wordsOf(text))
  }

  /**
   * Every phrase among `words` of `text` (some of its words, in order: a phrase never spans a word left out when the
   * spaces are `one`), left to right, without overlap, with the words each covers.
   */
  matchIn(text: string, words: readonly Word[]): (PhraseMatch & { words: [first: number, count: number] })[] {
    const found: (PhraseMatch & { words: [number, number] })[] = []
    for (let i = 0; i < words.length; i += 1) {
      const start = words[i]!.start
      if (start === 0) continue
      const match = this.longestAt(text, words, i)
      if (!match) continue
      found.push({
        0: text.slice(start - 1, match.end),
        index: start - 1,
        phrase: match.phrase,
        words: [i, match.length],
      })
      i += match.length - 1
    }
    return found
  }

  /** Whether any phrase stands in `text`. */
  test(text: string): boolean {
    const words = wordsOf(text)
    return words.some((w, i) => w.start > 0 && this.longestAt(text, words, i) !== null)
  }

  private longestAt(text: string, words: readonly Word[], i: number) {
    const first = words[i]!
    if (first.id < 0) return null
    for (const { phrase, ids } of this.byFirst[first.id] ?? []) {
      const last = words[i + ids.length - 1]
      if (!last || text[last.end] !== ' ') continue
      if (this.oneSpace && last.end - first.start !== phrase.length) continue
      if (ids.every((id, k) => words[i + k]!.id === id)) return { phrase, end: last.end, length: ids.length }
    }
    return null
  }
}

export interface Word {
  start: number
  end: number
  /** The word's number in the phrases' vocabulary; -1 for a word no phrase holds. */
  id: number
}

/** The words of a text between spaces, with where each starts and ends (each word hashed as it is read). */
export function wordsOf(text: string): Word[] {
  const found: Word[] = []
  let start = -1
  let hash = 0
  for (let i = 0; i <= text.length; i += 1) {
    const code = i === text.length ? 32 : text.charCodeAt(i)
    if (code !== 32) {
      if (start < 0) {
        start = i
        hash = 0
      }
      hash = addChar(hash, code)
    } else if (start >= 0) {
      found.push({ start, end: i, id: numberAt(text, start, i, hash) })
      start = -1
    }
  }
  return found
}
