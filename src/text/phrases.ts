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

export class PhraseIndex {
  /** Per first word: the phrases it begins, as word lists, longest first (the order the alternation tried them in). */
  private readonly byFirst = new Map<string, { phrase: string; words: string[] }[]>()

  constructor(phrases: Iterable<string>) {
    const unique = [...new Set(phrases)].sort((a, b) => b.length - a.length)
    for (const phrase of unique) {
      const words = phrase.split(/ +/).filter(Boolean)
      if (words.length === 0) continue
      const list = this.byFirst.get(words[0]!) ?? []
      list.push({ phrase: words.join(' '), words })
      this.byFirst.set(words[0]!, list)
    }
  }

  /** Every phrase in `text`, left to right, without overlap. */
  matchAll(text: string): PhraseMatch[] {
    const words = wordsOf(text)
    const found: PhraseMatch[] = []
    for (let i = 0; i < words.length; i += 1) {
      const start = words[i]!.start
      if (start === 0) continue
      const match = this.longestAt(text, words, i)
      if (!match) continue
      found.push({ 0: text.slice(start - 1, match.end), index: start - 1, phrase: match.phrase })
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
    for (const { phrase, words: wanted } of this.byFirst.get(words[i]!.word) ?? []) {
      const last = words[i + wanted.length - 1]
      if (!last || text[last.end] !== ' ') continue
      if (wanted.every((w, k) => words[i + k]!.word === w)) return { phrase, end: last.end, length: wanted.length }
    }
    return null
  }
}

interface Word {
  word: string
  start: number
  end: number
}

/** The words of a text between spaces, with where each starts and ends. */
function wordsOf(text: string): Word[] {
  const words: Word[] = []
  for (const m of text.matchAll(/[^ ]+/g)) words.push({ word: m[0], start: m.index, end: m.index + m[0].length })
  return words
}
