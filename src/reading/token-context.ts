// Meanings a token takes from its neighbours, after each word has its own: a lowercase "us" as the country or the
// pronoun, a time of day as framing, "une fois" as a time, "passé de" as a change's verb, "universal" as 100 %.
import { isShareIndicator } from '../lexicon/names.js'
import { NUMBER_WORDS } from '../lexicon/question-words.js'
import { namesPlace, type Meaning, type Token } from './token.js'

const neutral: Meaning = { kind: 'neutral' }
const isForm = (t: Token | undefined, form: string) =>
  t?.meanings.some((m) => m.kind === 'form' && m.form === form) === true
const isFigure = (t: Token | undefined) => t?.kind === 'number' || t?.meanings.some((m) => m.kind === 'number') === true
/** Comparatives that point down, as folded. */
const DOWNWARD =
  /^(lower|smaller|less|fewer|poorer|shorter|inferieur|inferieure|inferieurs|inferieures|moins|moins [a-z]+|plus petit|plus petite|plus faible|plus bas|plus basse|moindre)$/

/** Verbs after which "us" is the pronoun ("tell us", "give us"), and prepositions after which it is unless a list of
 * countries goes on from it ("for us", but "for us and canada"). */
const US_PRONOUN_VERBS = new Set(
  (
    'tell told give gave show showed send sent help let get got remind email ping message ask asked brief update ' +
    'owe lend bring find fetch'
  ).split(' '),
)
const US_PRONOUN_PREPOSITIONS = new Set(['for', 'to', 'with', 'about', 'among', 'like'])
/** What joins the names of a list ("us, canada and mexico", "us vs canada", "us/uk"). */
// ("The ratio of us to uk", "from canada to us": "to" joins two places as "and" does.)
const LIST_JOINERS = new Set(['and', 'or', 'et', 'ou', 'vs', 'v', 'versus', 'plus', 'against', 'contre', 'with', 'to'])
const namesSeries = (t: Token | undefined) => t?.meanings.some((m) => m.kind === 'indicator' && !m.weak) === true

/**
 * Meanings a word takes from its neighbours. A lowercase "us" is the United States where the words around it say a
 * place: in a list of countries ("gdp of us, canada and mexico", "us vs canada"), before a series ("us gdp", "the drop
 * in us life expectancy") or after one and "of" or "in" ("the gdp of us"); after a verb or a preposition that takes a
 * pronoun ("tell us", "give us", "for us") it is the pronoun, as it is anywhere else: never dropped as a place
 * unread, never a place read from a pronoun. A time of day glued to a number ("the 6pm bulletin", "le JT de 20h") is
 * framing, never a figure of the question's own.
 */
export function byContext(tokens: Token[], text: string): Token[] {
  const joined = (a: Token, b: Token) => /^[\s,/&+]*$/.test(text.slice(a.end, b.start))
  // (A word before a colon, a dash or a full stop is no verb of "us": "for the morning show - us life exp".)
  const apart = (a: Token | undefined, b: Token) => a !== undefined && /[:;.!?—–]|\s-/.test(text.slice(a.end, b.start))
  // The token next to `i` across a list's joiners ("us, canada", "us and canada", "us vs canada"), or undefined.
  const across = (i: number, step: 1 | -1): Token | undefined => {
    let k = i + step
    while (tokens[k] && tokens[k]!.kind === 'word' && LIST_JOINERS.has(tokens[k]!.words)) k += step
    const [a, b] = step === 1 ? [tokens[k - 1], tokens[k]] : [tokens[k], tokens[k + 1]]
    return a && b && joined(a, b) ? tokens[k] : undefined
  }
  // "A-t-il une fois dépassé", "has it once passed": "une fois" before a verb of change is a time ("once"), no multiple.
  const once = (i: number) =>
    /^une?$/.test(tokens[i]?.words ?? '') &&
    tokens[i + 1]?.words === 'fois' &&
    tokens[i + 2]?.meanings.some(
      (m) => m.kind === 'form' && ['overtake', 'up', 'down', 'recover', 'double', 'triple', 'halve'].includes(m.form),
    ) === true
  return tokens.map((t, i) => {
    // ("Ten times lower than the UK's", "dix fois inférieur", "3 fois moins": a multiple said downward turns the ratio
    // over, which no reading holds: the word is left unplaced, so the question is declined naming it, never answered
    // as the first country's value over the second's.)
    if (isForm(tokens[i - 1], 'ratio') && (isForm(t, 'compare') || isForm(t, 'low')) && DOWNWARD.test(t.words))
      return { ...t, meanings: [] }
    // ("Fell by more than a year", "gained almost a year": one year, a figure, as "plus d'un an" is; right after a
    // figure, "2% a year" is a rate a year.)
    if (isForm(t, 'annual') && t.words === 'a year' && !isFigure(tokens[i - 1]))
      return { ...t, meanings: [{ kind: 'number', value: 1 }] }
    // ("En l'an 2000": the year itself, no rate a year.)
    if (isForm(t, 'annual') && t.words === 'l an' && tokens[i + 1]?.kind === 'year')
      return { ...t, meanings: [neutral] }
    // ("Les sept autres": "sept" is seven; a month ("Sept 2020", "15 sept") only beside a year or a day.)
    const month = t.meanings.some((m) => m.kind === 'time' && m.time === 'month')
    const dated = [tokens[i - 1], tokens[i + 1]].some((n) => n !== undefined && n.kind !== 'word')
    if (month && NUMBER_WORDS[t.words] !== undefined && !dated)
      return { ...t, meanings: [{ kind: 'number', value: NUMBER_WORDS[t.words]! }] }
    if (once(i) || once(i - 1))
      return { ...t, kind: 'word', words: t.text.toLowerCase(), value: Number.NaN, meanings: [neutral] }
    // ("20 h 30": the minutes of a time of day, framing too.)
    if (
      t.kind === 'number' &&
      tokens[i - 1]?.words === 'h' &&
      tokens[i - 2]?.kind === 'number' &&
      /^ ?$/.test(text.slice(tokens[i - 1]!.end, t.start)) &&
      t.value >= 0 &&
      t.value < 60
    )
      return { ...t, kind: 'word', words: t.text.toLowerCase(), value: Number.NaN, meanings: [{ kind: 'framing' }] }
    if (t.kind === 'number' && !t.percent && t.value >= 0 && t.value <= 24) {
      const next = tokens[i + 1]
      if (next && /^ ?$/.test(text.slice(t.end, next.start)) && /^(pm|am|h|hrs?)$/.test(next.words))
        return { ...t, kind: 'word', words: t.text.toLowerCase(), value: Number.NaN, meanings: [{ kind: 'framing' }] }
    }
    if (
      t.kind === 'word' &&
      /^(pm|am|h|hrs?)$/.test(t.words) &&
      tokens[i - 1]?.kind === 'number' &&
      /^ ?$/.test(text.slice(tokens[i - 1]!.end, t.start))
    )
      return { ...t, meanings: [{ kind: 'framing' }] }
    // ("Est passée de 127 à 124 millions": the verb of a change from one figure to another, as "went from" is, never
    // a figure passed.)
    if (
      /^(passe|passee|passes|passees|passer)$/.test(t.words) &&
      /^(de|d)$/.test(tokens[i + 1]?.words ?? '') &&
      tokens[i + 2]?.kind === 'number'
    )
      return { ...t, meanings: [neutral] }
    if (t.kind !== 'word' || t.words !== 'us' || t.text === 'US') return t
    const before = apart(tokens[i - 1], t) ? undefined : tokens[i - 1]
    const list = namesPlace(across(i, 1)) || namesPlace(across(i, -1))
    const afterSeries = namesSeries(tokens[i - 2]) && /^(of|in)$/.test(before?.words ?? '')
    const place =
      !US_PRONOUN_VERBS.has(before?.words ?? '') && (!US_PRONOUN_PREPOSITIONS.has(before?.words ?? '') || list)
    // ("PIB des us", "la pop des us", "aux us": French has no pronoun "us", so after a French article it is the country.)
    const frenchArticle = /^(des|les|aux)$/.test(before?.words ?? '')
    const country = list || namesSeries(tokens[i + 1]) || afterSeries || frenchArticle
    return place && country ? { ...t, meanings: [{ kind: 'country', code: 'USA' }] } : t
  })
}

/** "Universal", "universel": a share at its ceiling, 100 %, beside a share's series ("universal electricity access"). */
const UNIVERSAL = new Set(['universal', 'universel', 'universelle'])

/**
 * "How many of the 8 had universal electricity access", "accès universel à l'électricité": the word is the figure
 * 100 %, said of a share (a share cannot pass it); beside any other series it stays a word not placed.
 */
export function universalShare(tokens: Token[]): Token[] {
  const share = tokens.some((t) => t.meanings.some((m) => m.kind === 'indicator' && isShareIndicator(m.code)))
  if (!share) return tokens
  // ("L'accès universel à l'électricité": "accès" parted from its series by "universel" is the series' own word.)
  const universal = (t: Token | undefined) => t?.kind === 'word' && UNIVERSAL.has(t.words) && t.meanings.length === 0
  return tokens.map((t, i) =>
    universal(t)
      ? { ...t, kind: 'number' as const, words: '100', value: 100, percent: true as const }
      : t.kind === 'word' && /^(acces|access)$/.test(t.words) && t.meanings.length === 0 && universal(tokens[i + 1])
        ? { ...t, meanings: [neutral] }
        : t,
  )
}
