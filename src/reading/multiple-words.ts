// A multiple said in words is the multiple in digits: "two times", "trois fois" are "2 times", "3 fois"; and "double"
// or "twice" (or "triple") between two places ("was Japan's GDP more than double India's", "twice as big as Canada's",
// "plus du double de celui de l'Inde") is "2 times" the second's value, a ratio of two countries in one year with the
// question's own figure, never a change over years ("did it double since 2000" keeps its meaning: no place follows).
import { namesPlace, type Token } from './token.js'

type Meaning = Token['meanings'][number]
const RATIO: Meaning = { kind: 'form', form: 'ratio' }

/** The words of "double", "triple" that compare with another's value (not the verbs "doubled", "doubler"). */
const MULTIPLE_OF = new Map([
  ['double', 2],
  ['twice', 2],
  ['le double', 2],
  ['triple', 3],
  ['le triple', 3],
])
/** What may stand between the multiple and the other place: "that of", "the GDP of", "celui de l'", "as big as". */
const BETWEEN = /^(?:the|that|those|of|as|s|de|du|d|l|la|le|les|des|celui|celle|ceux|celles|than|que|qu)$/

const isForm = (t: Token, ...forms: string[]) => t.meanings.some((m) => m.kind === 'form' && forms.includes(m.form))

/** The place the words after `i` lead to, skipping what stands between, or undefined. */
function placeAfter(tokens: Token[], i: number): Token | undefined {
  let k = i + 1
  while (
    tokens[k] &&
    (BETWEEN.test(tokens[k]!.words) ||
      isForm(tokens[k]!, 'ratio', 'compare') ||
      tokens[k]!.meanings.some((m) => m.kind === 'indicator'))
  )
    k += 1
  return namesPlace(tokens[k]) ? tokens[k] : undefined
}

const asMultiple = (from: Token, to: Token, value: number, text: string): Token => ({
  ...from,
  kind: 'number',
  end: to.end,
  text,
  words: String(value),
  value,
  meanings: [RATIO],
})

/** "Fivefold", "tenfold": a multiple in one word. */
const FOLD = new Map(
  Object.entries({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, hundred: 100 }),
)
/**
 * "Quadrupled", « quintuplé », « décuplé »: a verb of a multiple beyond double and triple (which are targets), read as
 * at least that multiple, as "doubled" is at least double (src/shapes/times_change: a figure's relation).
 */
const FOLD_VERB = /^(quadrupl|quintupl|sextupl|decupl|centupl)(?:e|ed|es|ee|ees|er|ing)?$/
const FOLD_VERB_VALUE: Record<string, number> = { quadrupl: 4, quintupl: 5, sextupl: 6, decupl: 10, centupl: 100 }

/** "Fivefold", "5-fold", "tenfold", "quadrupled", « décuplé »: a multiple in one word, or null. */
function foldOf(t: Token, next: Token | undefined): { value: number; to: Token } | null {
  const word = /^(\w+)fold$/.exec(t.words)?.[1]
  if (word && FOLD.has(word)) return { value: FOLD.get(word)!, to: t }
  const verb = FOLD_VERB.exec(t.words)?.[1]
  if (verb) return { value: FOLD_VERB_VALUE[verb]!, to: t }
  // ("5-fold", "five-fold": the number in digits or in words, then "fold".)
  const said = t.kind === 'number' ? t.value : t.meanings.find((m) => m.kind === 'number')?.value
  if (said !== undefined && said > 1 && next?.words === 'fold') return { value: said, to: next }
  return null
}

/**
 * "Half of Brazil's", "a third of the US's", « la moitié de celui du Brésil »: a fraction in words before another
 * place is that fraction of the other's value, a ratio with the question's own figure, read at the precision its
 * words give (two significant figures: "a third" asked bare is 0.328 to 0.338; "more than a third" is more than 1/3).
 * A percent ("60 percent of Brazil's") is not one: it stays declined (reading/question/declines.ts).
 */
function fractionOf(tokens: Token[], i: number): number | null {
  const t = tokens[i]!
  const word = t.meanings.find((m) => m.kind === 'number')
  if (t.kind !== 'word' || word?.kind !== 'number' || word.value <= 0 || word.value >= 1) return null
  if (!tokens.slice(0, i).some(namesPlace) || !placeAfter(tokens, i)) return null
  return word.value
}

/** The tokens with each multiple in words read as the multiple in digits. */
export function multiplesInWords(tokens: Token[], typedAt: (start: number, end: number) => string): Token[] {
  const out: Token[] = []
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!
    const next = tokens[i + 1]
    const count = t.meanings.find((m) => m.kind === 'number')
    if (count?.kind === 'number' && count.value >= 2 && next && /^(?:times|fois)$/.test(next.words)) {
      out.push(asMultiple(t, next, count.value, typedAt(t.start, next.end)))
      i += 1
      continue
    }
    const fold = foldOf(t, next)
    if (fold) {
      out.push(asMultiple(t, fold.to, fold.value, typedAt(t.start, fold.to.end)))
      if (fold.to !== t) i += 1
      continue
    }
    // ("Multiplié par cinq", "by a factor of five": a number in words after a multiple's verb is the multiple.)
    const prior = tokens[i - 2]
    if (
      t.kind === 'word' &&
      count?.kind === 'number' &&
      count.value > 1 &&
      /^(?:by|par|of)$/.test(tokens[i - 1]?.words ?? '') &&
      prior &&
      isForm(prior, 'ratio')
    ) {
      out.push(asMultiple(t, t, count.value, t.text))
      continue
    }
    const fraction = fractionOf(tokens, i)
    if (fraction !== null) {
      out.push(asMultiple(t, t, fraction, t.text))
      continue
    }
    const multiple = MULTIPLE_OF.get(t.words)
    if (multiple !== undefined && tokens.slice(0, i).some(namesPlace) && placeAfter(tokens, i)) {
      out.push(asMultiple(t, t, multiple, t.text))
      continue
    }
    out.push(t)
  }
  return out
}
