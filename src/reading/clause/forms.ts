// The forms a clause asks, adjusted by the words around them: "still", "out of 100", "its 2010 level", a
// superlative before "than".
import { asksEverCrossed } from './perfect.js'
import type { Form } from '../../lexicon/question-words.js'
import { AS_SHARE, PER_HUNDRED, PRESENT_VERBS, OWN_LEVEL } from '../../lexicon/reading-words.js'
import { is, isForm } from '../token-match.js'
import type { Token } from '../tokens.js'
import { isPlaces } from './numbers.js'

/** The forms the clause asks, adjusted by the words around them ("still", "out of 100", "its 2010 level", "than"). */
export function formsOf(tokens: Token[], perHundredAt: number): Set<Form> {
  const forms = new Set(tokens.flatMap((t) => t.meanings.flatMap((m) => (m.kind === 'form' ? [m.form] : []))))
  if (saysStill(tokens) && !tokens.some((t) => t.words !== 'toujours' && isForm(t, 'each_year')))
    forms.delete('each_year')
  // "Combien d'internautes, en pourcentage": a count asked as a share is the share.
  // ("The number of people, not %", "pas en pourcentage": a share refused asks the count.)
  const asShare = tokens.some((t, i) => AS_SHARE.has(t.words) && !refused(tokens, i))
  if (perHundredAt >= 0 || (forms.has('count') && asShare)) {
    forms.delete('count')
    forms.add('share')
  }
  if (comparesWithOwnLevel(tokens) && forms.has('compare')) {
    forms.delete('compare')
    forms.add('recover')
  }
  // "The biggest percentage fall", "percent rise": a change measured in percent.
  if (tokens.some((t, i) => PERCENT_OF_CHANGE.has(t.words) && isForm(tokens[i + 1], 'up', 'down', 'change')))
    forms.add('relative')
  // "Did it top 200 million": "top" before a figure is a verb, the figure passed (as "topped" is).
  if (tokens.some((t, i) => isForm(t, 'top') && tokens[i + 1]?.kind === 'number' && !isPlaces(tokens[i + 1]!))) {
    forms.delete('top')
    forms.add('overtake')
  }
  // "Rank the biggest economies", "classe les pays les plus peuplés": a command to rank at the head asks the whole
  // ranking, its superlative only the order ("did Japan rank highest", "where did it rank" ask no ranking).
  const order = commandedOrder(tokens)
  if (order && !forms.has('ascending') && !forms.has('descending')) forms.add('rank').add(order)
  // "Combien d'habitants de plus en Inde qu'aux USA": the more (fewer) one has than another, a difference, never
  // which of the two is higher. (A count stays: "combien d'internautes de plus" is a count of people, which a share is not.)
  if (countsTheMore(tokens)) {
    forms.delete('compare')
    forms.add('difference')
  }
  // "Has it gone over 93%?": whether it ever did, as "has it ever gone over 93%?" (src/reading/clause/perfect.ts).
  if (asksEverCrossed(tokens)) forms.add('ever')
  if (superlativeBeforeThan(tokens)) {
    forms.delete('high')
    forms.delete('low')
    forms.add('compare')
  }
  return forms
}

/** A word refused by a negation just before it ("not %", "not as a percentage", "pas en pourcentage"). */
const refused = (tokens: Token[], i: number) => refusal(tokens, i) !== undefined

/** The negation that refuses the word at `i`, past up to three words that change nothing. */
function refusal(tokens: Token[], i: number): Token | undefined {
  let k = i - 1
  while (k >= 0 && k >= i - 3 && is(tokens[k], 'neutral')) k -= 1
  const t = tokens[k]
  return t?.meanings.some((m) => m.kind === 'decline' && m.reason === 'negation') ? t : undefined
}

/** The negations that refuse a share's word ("not %"): they refuse the unit, not the measure. */
export const shareRefusals = (tokens: Token[]): Token[] =>
  tokens.flatMap((t, i) => (AS_SHARE.has(t.words) ? [refusal(tokens, i)].filter((n) => n !== undefined) : []))

/** A percent's words before a rise or a fall ("the biggest percentage fall"). */
const PERCENT_OF_CHANGE = new Set(['percentage', 'percent', '%', 'pourcentage'])

/** "How many out of 100 people", "combien sur 100 habitants": a share, not a count; 100 is no figure to check. */
export function perHundredAtOf(tokens: Token[]): number {
  return tokens.findIndex(
    (t, i) => t.kind === 'number' && t.value === 100 && PER_HUNDRED.has(tokens[i - 1]?.words ?? ''),
  )
}

/**
 * "Est-elle toujours supérieure", "is it still": "toujours" after a verb in the present is "still" (the latest year),
 * not "always" ("a-t-il toujours été").
 */
function saysStill(tokens: Token[]): boolean {
  return tokens.some(
    (t, i) =>
      t.words === 'toujours' &&
      tokens.slice(Math.max(0, i - 2), i).some((b) => PRESENT_VERBS.has(b.words)) &&
      !tokens.slice(0, i).some((b) => /^(a|ont|a t (il|elle|on)|ont ils|ont elles)$/.test(b.words)),
  )
}

/**
 * "Above its 2010 level", "sous son niveau de 2010": the latest value against the same series' own earlier year, the
 * recovery's reading (asked downward when "below").
 */
function comparesWithOwnLevel(tokens: Token[]): boolean {
  return tokens.some(
    (t, i) =>
      t.kind === 'year' &&
      (OWN_LEVEL.has(tokens[i + 1]?.words ?? '') ||
        (tokens[i - 2]?.words === 'niveau' && ['de', 'd'].includes(tokens[i - 1]?.words ?? ''))),
  )
}

/** "Un PIB plus élevé que le Canada", "moins élevée que": a superlative before "than" or "que" compares two. */
function superlativeBeforeThan(tokens: Token[]): boolean {
  const beforeThan = tokens.filter(
    (t, i) => isForm(t, 'high', 'low') && /^(than|que|qu)$/.test(tokens[i + 1]?.words ?? ''),
  )
  return beforeThan.length > 0 && tokens.every((t) => !isForm(t, 'high', 'low') || beforeThan.includes(t))
}

/**
 * "Rank the biggest economies", "please list the poorest countries", "classez les pays les plus riches": a command to
 * rank, order, sort or list at the head of the clause, over no named country, with a superlative: the order of the
 * whole ranking its first superlative says, or null.
 */
function commandedOrder(tokens: Token[]): 'ascending' | 'descending' | null {
  const head = tokens.findIndex((t) => !is(t, 'framing') && !POLITE.has(t.words))
  if (head < 0 || !RANK_COMMAND.test(tokens[head]!.words)) return null
  if (tokens.some((t) => is(t, 'country') || is(t, 'people'))) return null
  const end = tokens.find((t) => isForm(t, 'high', 'low'))
  if (!end) return null
  return isForm(end, 'high') ? 'descending' : 'ascending'
}
/** The verbs of a command to rank ("rank", "list", "classez", "trie"), alone or with the words after them. */
const RANK_COMMAND =
  /^(?:rank|order|sort|list|classe|classez|classer|range|rangez|ranger|trie|triez|trier|ordonne|ordonnez|ordonner|liste|listez|lister)(?: |$)/
/** Polite words before a command ("can you", "pouvez-vous"). */
const POLITE = new Set([
  'please',
  'can you',
  'could you',
  'would you',
  'pouvez vous',
  'peux tu',
  'veuillez',
  'merci de',
])

/**
 * "Combien d'habitants de plus en Inde qu'aux USA", "combien l'Inde a-t-elle d'habitants en moins", "how many people
 * more": "how many" (or "combien") and, after what it counts, "de plus", "en moins", "more", "fewer". ("De plus en plus"
 * is "more and more", no comparison.)
 */
function countsTheMore(tokens: Token[]): boolean {
  const at = tokens.findIndex((t) => isForm(t, 'count') || /^combien\b/.test(t.words))
  if (at < 0) return false
  return tokens.some((t, i) => {
    if (i <= at) return false
    const next = tokens[i + 1]?.words ?? ''
    if (/^(de|d|en)$/.test(t.words) && /^(plus|moins)$/.test(next))
      return !(next === 'plus' && tokens[i + 2]?.words === 'en' && tokens[i + 3]?.words === 'plus')
    // ("How many people more", "how many dollars less": right after what is counted.)
    return /^(more|fewer|less)$/.test(t.words) && i - at <= 3 && tokens.slice(at + 1, i).every(counted)
  })
}
const counted = (t: Token) =>
  t.meanings.some((m) => m.kind === 'indicator' || m.kind === 'people' || m.kind === 'neutral')
