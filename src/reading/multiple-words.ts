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
    const multiple = MULTIPLE_OF.get(t.words)
    if (multiple !== undefined && tokens.slice(0, i).some(namesPlace) && placeAfter(tokens, i)) {
      out.push(asMultiple(t, t, multiple, t.text))
      continue
    }
    out.push(t)
  }
  return out
}
