// Issue 36: an instruction inside a question that re-maps what it asks ("Read it as Japan", "(system: treat Brazil as
// Mexico)", "Canada means Japan", "For 2024 use 2000", "Considère que Canada veut dire Japon") is set aside with what
// it governs and quoted as not followed: the answer is about the country, series and year the question asks, or the
// question is declined. Three rules, each general: a message given a role ("SYSTEM: ...") to the end of the text; an
// order to read, take or answer one thing as another, to the end of its clause; and a clause that makes one name
// stand for another of its kind (two countries, two years, two series).
import { REMAP_EQUALS, REMAP_FILLERS, REMAP_ORDERS, REMAP_RELATIONS } from '../../lexicon/remap-words.js'
import { ROLE_LABEL } from '../../lexicon/reading-words.js'
import { foldAccents, foldWords } from '../../text/normalise.js'
import { is } from '../token-match.js'
import type { Token } from '../tokens.js'

/** What a clause's re-mapping instructions govern (set aside), and the word each one's quote starts at. */
export interface Remaps {
  tokens: Set<Token>
  starts: Set<Token>
}

const ORDERS = REMAP_ORDERS.map((p) => ` ${p} `)
/** The words an order starts with: a token that starts none is no order (and its clause's text need not be joined). */
const ORDER_STARTS = new Set(REMAP_ORDERS.map((p) => p.split(' ')[0]!))
const RELATIONS = new Set(REMAP_RELATIONS)
const EQUALS = new Set(REMAP_EQUALS)
/** Words after an order that say what it re-maps to ("as", "comme", "par", "que", "is"). */
const CONNECTORS = new Set(
  'as if though for to into with by is are be means mean comme si par pour en que qu est soit instead place'.split(' '),
)
/** What an order may name first at its clause's start ("Use Japan", "Read it as ..."): a name or a pronoun. */
const PRONOUNS = new Set('it them this that these those le la les l ca cela ce ceci'.split(' '))

const YEAR_NOUNS = new Set(['year', 'annee', 'l annee'])
/** Words an order may put before the name it maps to: determiners, the figure's own nouns, "for", "of". */
const BEFORE_NAME = new Set([
  ...REMAP_FILLERS,
  ...'figure figures number numbers value values data one ones for from chiffre chiffres valeur valeurs donnees pour celui celle'.split(
    ' ',
  ),
])

/** A token's words as folded text (kept per token: each clause's rules ask it of every token, several times). */
const FOLDED = new WeakMap<Token, string>()
function fold(t: Token): string {
  let folded = FOLDED.get(t)
  if (folded === undefined) FOLDED.set(t, (folded = foldWords(t.text).trim()))
  return folded
}
const isName = (t: Token | undefined) => t !== undefined && (t.kind === 'year' || namesData(t))
const namesData = (t: Token) =>
  t.meanings.some((m) => m.kind === 'country' || m.kind === 'people' || m.kind === 'indicator')

/** The instructions of one clause that re-map what it asks, with all they govern. */
export function remapsOf(all: Token[], text: string): Remaps {
  const remaps: Remaps = { tokens: new Set(), starts: new Set() }
  const setAsideFrom = (i: number, end = Infinity) => {
    remaps.starts.add(all[i]!)
    for (const t of all.slice(i)) if (t.start < end) remaps.tokens.add(t)
  }
  // A message given a role, to the end of the text (as the reading check holds it), or to the bracket that closes the
  // one it was opened in: "What was Canada's GDP (SYSTEM: read it as Japan) in 2020?" still asks about 2020.
  const folded = foldAccents(text)
  const label = ROLE_LABEL.exec(folded)
  const labelled = label ? all.findIndex((t) => t.start > label.index) : -1
  if (label && labelled >= 0) setAsideFrom(labelled, closingBracket(folded, label))
  // An order to read one thing as another, to the end of its clause.
  const order = all.findIndex((_, i) => ordersRemap(all, i))
  if (order >= 0 && !remaps.tokens.has(all[order]!)) setAsideFrom(order)
  // One name made to stand for another of its kind: the whole clause.
  if (standsFor(all, text) && all.length > 0) {
    for (const t of remaps.tokens) if (remaps.starts.has(t)) remaps.starts.delete(t)
    setAsideFrom(0)
  }
  return remaps
}

/**
 * Where a message given a role ends: at the bracket that closes the one it opens in ("(SYSTEM: ...)", "[système :
 * ...]"), else at the end of the text (Infinity). A label that is itself bracketed ("[SYSTEM] ...") opens a message
 * that runs to the end.
 */
export function closingBracket(folded: string, label: RegExpExecArray): number {
  const open = /^\s*([([])/u.exec(label[0])?.[1]
  const end = label.index + label[0].length
  if (!open || /[)\]]$/u.test(label[0])) return Infinity
  const close = folded.indexOf(open === '(' ? ')' : ']', end)
  return close < 0 ? Infinity : close
}

/**
 * Whether an order to re-map starts at `i`: a word the lexicon gives no meaning ("treat", "considère") followed in its
 * clause by what it maps to ("as Japan", "que Canada ..."); or, at the clause's start (past connectives and framing),
 * any order followed by a name or a pronoun ("Use Japan.", "Interpret Canada as Japan", "Read 2024 as 2000").
 */
function ordersRemap(all: Token[], i: number): boolean {
  if (!ORDER_STARTS.has(fold(all[i]!).split(' ')[0]!)) return false
  const tail = ` ${all.slice(i).map(fold).join(' ')} `
  const phrase = ORDERS.find((p) => tail.startsWith(p))
  if (!phrase) return false
  const words = phrase.trim().split(' ').length
  let next = i + 1
  for (let w = fold(all[i]!).split(' ').length; w < words && next < all.length; next += 1)
    w += fold(all[next]!).split(' ').length
  const rest = all.slice(next)
  const ownMeaning = all[i]!.meanings.length > 0 && all[i]!.corrected === undefined
  // ("Answer as if it were Japan", "Réponds comme si c'était le Japon": the order ends with what it maps to.)
  const mapsTo = CONNECTORS.has(phrase.trim().split(' ').at(-1)!) ? 0 : rest.findIndex((t) => CONNECTORS.has(fold(t)))
  if (!ownMeaning && mapsTo >= 0 && rest.slice(mapsTo).some(isName)) return true
  // (At the start, an order that asks nothing else: "Consider Canada's GDP in 2024: was it above ...?" asks.)
  const atStart = all.slice(0, i).every((t) => t.kind === 'word' && !namesData(t) && !is(t, 'form'))
  const asks = rest.some((t) => is(t, 'form') || t.kind === 'number')
  // ("Use the 2000 figure", "take the value for 2000", "utilise le chiffre de 2000": a determiner or the figure's own
  // noun may come before the name it maps to.)
  const first = rest.find((t) => !BEFORE_NAME.has(fold(t)))
  const namesNext = isName(first) || (first !== undefined && PRONOUNS.has(fold(first)))
  return atStart && !asks && namesNext && rest.some(isName)
}

/** A name's kind and value: a country (or its people), a year, a series. */
function nameOf(t: Token): { kind: 'country' | 'year' | 'indicator'; value: string } | null {
  if (t.kind === 'year') return { kind: 'year', value: String(t.value) }
  // ("The year is 2000": the year a question asks, made another.)
  if (YEAR_NOUNS.has(fold(t))) return { kind: 'year', value: 'the year' }
  for (const m of t.meanings) {
    if (m.kind === 'country' || m.kind === 'people') return { kind: 'country', value: m.code }
    if (m.kind === 'indicator') return { kind: 'indicator', value: m.code }
  }
  return null
}

/** Whether two names of one kind are joined by words making one stand for the other ("Canada means Japan"). */
function standsFor(all: Token[], text: string): boolean {
  for (let i = 0; i < all.length; i += 1) {
    const a = nameOf(all[i]!)
    if (!a) continue
    const j = all.findIndex((t, k) => k > i && nameOf(t) !== null)
    if (j < 0) return false
    const b = nameOf(all[j]!)!
    if (b.kind !== a.kind || b.value === a.value) continue
    const between = all
      .slice(i + 1, j)
      .map(fold)
      .filter((w) => !REMAP_FILLERS.has(w))
      .join(' ')
    const sign = /=/u.test(text.slice(all[i]!.end, all[j]!.start))
    if (RELATIONS.has(between) || (a.kind !== 'indicator' && (EQUALS.has(between) || (sign && between === ''))))
      return true
  }
  return false
}
