// "Except Japan", "à part les États-Unis", "apart from India": countries set apart from the group asked. Read as the
// group of the other countries named, as "among Brazil, Canada and …" names them, where what is asked is a ranking or
// a sum over a group (the shapes that read one say so: `group`); anywhere else the question is declined naming the
// words, never answered with the country set apart put back in.
import { COUNTRY_CODES, type CountryCode } from '../../lexicon/codes.js'
import { EXCLUDED_JOIN, EXCLUDING } from '../../lexicon/reading-words.js'
import type { Token } from '../token.js'

export interface Excluded {
  tokens: Token[]
  /** The words that set countries apart, as typed ("à part les États-Unis"), or none. */
  words: string[]
  /** Whether the countries set apart were read as the group of the others. */
  read: boolean
}

/** The single country a token names, or null. */
const countryOf = (t: Token | undefined): CountryCode | null => {
  const codes = t?.meanings.flatMap((m) => (m.kind === 'country' ? [m.code] : [])) ?? []
  return codes.length === 1 && t!.meanings.length === 1 ? codes[0]! : null
}

/** The words EXCLUDING's phrases start with: a token that starts none starts no marker. */
const MARKER_STARTS = new Set([...EXCLUDING].map((p) => p.split(' ')[0]!))

/** The length of the phrase of EXCLUDING that starts at `i`, or 0. */
function markerAt(tokens: Token[], i: number): number {
  if (!MARKER_STARTS.has(tokens[i]!.words.split(' ')[0]!)) return 0
  return (
    [5, 4, 3, 2, 1].find(
      (n) =>
        i + n <= tokens.length &&
        EXCLUDING.has(
          tokens
            .slice(i, i + n)
            .map((t) => t.words)
            .join(' '),
        ),
    ) ?? 0
  )
}

/**
 * The countries set apart by the words at `i` (of `n` tokens): the countries right after them, joined by "and", "et",
 * commas and articles; the index of the last one.
 */
function setApart(text: string, tokens: Token[], i: number, n: number): { codes: CountryCode[]; last: number } {
  const codes: CountryCode[] = []
  let last = -1
  for (let k = i + n; k < tokens.length; k += 1) {
    const t = tokens[k]!
    if (k > i + n && !/^[\s,'’]*$/.test(text.slice(tokens[k - 1]!.end, t.start))) break
    const code = countryOf(t)
    if (code) {
      codes.push(code)
      last = k
    } else if (!(t.kind === 'word' && EXCLUDED_JOIN.has(t.words))) break
  }
  return { codes, last }
}

/**
 * The question's tokens with its countries set apart read: one exclusion, of countries only, in a question that names
 * no other country, becomes one token naming the others ("à part les États-Unis": the seven other countries). Any other
 * use of the words (a second one, another country named, nothing set apart) leaves them one token the reader does not
 * know, so that the question is declined naming them.
 */
export function readExclusion(text: string, tokens: Token[]): Excluded {
  const found: { at: number; n: number; codes: CountryCode[]; last: number }[] = []
  for (let i = 0; i < tokens.length; i += 1) {
    const n = markerAt(tokens, i)
    if (n === 0) continue
    found.push({ at: i, n, ...setApart(text, tokens, i, n) })
    i += n - 1
  }
  if (found.length === 0) return { tokens, words: [], read: false }
  const span = (from: number, to: number) => text.slice(tokens[from]!.start, tokens[to]!.end)
  const only = found.length === 1 && found[0]!.codes.length > 0 ? found[0]! : null
  const inside = (k: number) => only !== null && k >= only.at && k <= only.last
  const others = tokens.some(
    (t, k) => !inside(k) && t.meanings.some((m) => m.kind === 'country' || m.kind === 'people'),
  )
  const kept = only && !others ? COUNTRY_CODES.filter((c) => !only.codes.includes(c)) : []
  if (only && kept.length >= 2) {
    const merged: Token = {
      ...tokens[only.at]!,
      kind: 'word',
      text: span(only.at, only.last),
      end: tokens[only.last]!.end,
      words: tokens
        .slice(only.at, only.last + 1)
        .map((t) => t.words)
        .join(' '),
      value: Number.NaN,
      meanings: kept.map((code) => ({ kind: 'country' as const, code })),
    }
    return {
      tokens: [...tokens.slice(0, only.at), merged, ...tokens.slice(only.last + 1)],
      words: [merged.text],
      read: true,
    }
  }
  // Not read: each phrase of the words one token not understood, so that the decline names it.
  const starts = new Map(found.map((f) => [f.at, f.n]))
  const out: Token[] = []
  for (let i = 0; i < tokens.length; i += 1) {
    const n = starts.get(i)
    if (n === undefined) {
      out.push(tokens[i]!)
      continue
    }
    const last = tokens[i + n - 1]!
    const words = tokens
      .slice(i, i + n)
      .map((t) => t.words)
      .join(' ')
    out.push({
      ...tokens[i]!,
      kind: 'word',
      text: span(i, i + n - 1),
      end: last.end,
      words,
      value: Number.NaN,
      meanings: [],
    })
    i += n - 1
  }
  return { tokens: out, words: found.map((f) => span(f.at, f.at + f.n - 1)), read: false }
}
