// Another source a question names: who said the claim it asks to check ("a press release says ..."), what follows
// "according to", a source named alone ("the IMF's"). Named in the answer; never the data's.
import { ATTRIBUTION_VERBS, ATTRIBUTION_THAT, SOURCE_LEAD, SOURCE_NOT } from '../lexicon/reading-words.js'
import { is } from './token-match.js'
import type { Token } from './tokens.js'

/**
 * "A press release says 99% of Indians have access to electricity", "our reporter said ...": at the start of a
 * sentence, a few words that name no data and a verb of saying attribute the claim that follows. The claim is asked as
 * a figure to check (the verb reads as "is it true"); who said it is another source, named in the answer.
 */
export function readAttributions(text: string, tokens: Token[]): { tokens: Token[]; said: string[] } {
  const out = [...tokens]
  const said: string[] = []
  tokens.forEach((t, i) => {
    if (!ATTRIBUTION_VERBS.has(t.words)) return
    let start = i
    while (start > 0 && i - start < 5 && !/[?!;.,:]/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start)))
      start -= 1
    if (start > 0 && !/[?!;.,:]/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start))) return
    const lead = tokens.slice(start, i)
    const names = (x: Token) => x.kind !== 'word' || x.meanings.some((m) => !['neutral', 'framing'].includes(m.kind))
    if (lead.length === 0 || lead.some(names) || lead.every((x) => x.meanings.length > 0)) return
    for (let k = start; k < i; k += 1) out[k] = { ...tokens[k]!, meanings: [{ kind: 'framing' }] }
    out[i] = { ...t, meanings: [{ kind: 'confirm' }] }
    const next = tokens[i + 1]
    if (next && ATTRIBUTION_THAT.has(next.words)) out[i + 1] = { ...next, meanings: [{ kind: 'neutral' }] }
    const who = text.slice(lead[0]!.start, lead.at(-1)!.end)
    said.push(
      /^(?:A|An|The|Our|My|Their|His|Her|Le|La|Les|Un|Une|Notre|Nos)\b/u.test(who)
        ? who.charAt(0).toLowerCase() + who.slice(1)
        : who,
    )
  })
  return { tokens: out, said }
}

/**
 * Another source: what follows "according to" (to the end of its clause), or a source named alone. The tokens it takes
 * are no part of the question asked; the sources named are in the order said.
 */
export function readSources(text: string, tokens: Token[]): { tokens: Set<Token>; named: string[] } {
  const sourceTokens = new Set<Token>()
  const named: string[] = []
  tokens.forEach((t, i) => {
    // (A source already read in an "according to" span is not named twice.)
    if (sourceTokens.has(t)) return
    if (is(t, 'source_intro')) {
      const span = sourceSpan(text, tokens, i)
      if (!span) return
      sourceTokens.add(t)
      for (const n of span) sourceTokens.add(n)
      if (!span.some((n) => n.meanings.some((m) => m.kind === 'source' && m.own)))
        named.push(text.slice(span[0]!.start, span.at(-1)!.end))
    } else if (t.meanings.some((m) => m.kind === 'source')) {
      sourceTokens.add(t)
      if (t.meanings.some((m) => m.kind === 'source' && !m.own)) named.push(t.text)
      for (const x of sourceNegation(tokens, i)) sourceTokens.add(x)
    }
  })
  return { tokens: sourceTokens, named }
}

/** The words after "according to" at `i`, to the end of its clause; none when they name the data and no source. */
function sourceSpan(text: string, tokens: Token[], i: number): Token[] | null {
  const t = tokens[i]!
  const span: Token[] = []
  for (const n of tokens.slice(i + 1)) {
    if (/[,;?!.]/.test(text.slice(span.at(-1)?.end ?? t.end, n.start))) break
    span.push(n)
  }
  // "selon le PIB" ranks by GDP: a span that names the data and no source is not a source.
  const named = span.some((n) => is(n, 'source'))
  const data = span.some(
    (n) => n.kind === 'year' || n.meanings.some((m) => ['country', 'people', 'indicator', 'form'].includes(m.kind)),
  )
  return span.length === 0 || (data && !named) ? null : span
}

/**
 * "not the IMF's", "pas ceux du FMI", "rather than StatCan's": the negation before the source at `i` sets the source
 * aside (its words go with it); it does not ask for a negated measure.
 */
function sourceNegation(tokens: Token[], i: number): Token[] {
  const lead: Token[] = []
  for (let k = i - 1; k >= 0 && lead.length < 4 && SOURCE_LEAD.has(tokens[k]!.words); k -= 1) lead.push(tokens[k]!)
  return lead.some((x) => SOURCE_NOT.has(x.words)) ? lead : []
}
