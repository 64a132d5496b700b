// Another source a question names: who said the claim it asks to check ("a press release says ..."), what follows
// "according to", a source named alone ("the IMF's"). Named in the answer; never the data's.
import { ATTRIBUTION_VERBS, ATTRIBUTION_THAT, SOURCE_LEAD, SOURCE_NOT } from '../lexicon/reading-words.js'
import { SAYER_NOUNS } from '../lexicon/framing.js'
import { foldWords } from '../text/normalise.js'
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
  const labelled = sayerLabel(text, tokens)
  if (labelled) {
    for (let k = 0; k < labelled.end; k += 1) out[k] = { ...tokens[k]!, meanings: [{ kind: 'framing' }] }
    out[0] = { ...out[0]!, meanings: [{ kind: 'framing' }, { kind: 'confirm' }] }
    said.push(labelled.who)
  }
  tokens.forEach((t, i) => {
    // "An MP said", "un député dit": a sayer's phrase of the framing lexicon, read whole; who said it is named, and
    // what the claim's sayer is said to have said it on ("on TV last night") is the attribution's too.
    const words = is(t, 'framing') ? t.words.split(' ') : []
    const verbAt = words.findIndex((w, k) => k > 0 && SAID.has(w))
    // (Only a sayer's phrase: "fact checking a claim" names no one.)
    if (verbAt > 0 && words.slice(0, verbAt).some((w, k, all) => WHO.has(w) || WHO.has(all.slice(k).join(' ')))) {
      // (French "a dit", "a affirmé": the auxiliary is the verb's, not the sayer's.)
      const auxiliary = words[verbAt - 1] === 'a' ? 1 : 0
      // (The typed words as the folded ones split them: "l'opposition dit" is three words, "porte-parole" two.)
      const cut = [...t.text.matchAll(/[^\s'’-]+/gu)][verbAt - auxiliary]?.index ?? t.text.length
      // ("Le chef de l'opposition dit", "au JT on a dit": words before the phrase, from the sentence's start, that
      // name no data are the sayer's, or where it was said.)
      // (Never the conjunction that opens an aside: "as the President said", "comme le ministre l'a dit".)
      const from = leadOf(text, tokens, i)
      const lead = from < i && /^(as|comme|like)$/.test(tokens[from]!.words) ? from + 1 : from
      for (let k = lead; k < i; k += 1) out[k] = { ...tokens[k]!, meanings: [{ kind: 'framing' }] }
      const who = text.slice(lead < i ? tokens[lead]!.start : t.start, t.start + cut).trim()
      if (!PRONOUNS.test(foldWords(who)))
        said.push(/^\p{Lu}\p{Ll}/u.test(who) ? who.charAt(0).toLowerCase() + who.slice(1) : who)
      // (The claim is to be checked: the sayer's phrase reads as "is it true", as the verb alone does.)
      out[i] = { ...t, meanings: [{ kind: 'framing' }, { kind: 'confirm' }] }
      attributedUpToThat(text, tokens, out, i)
      return
    }
    // ("Comme l'a dit le ministre", "as said the minister": the sayer after the verb, the phrase read whole; who said
    // it is named as where the verb comes first.)
    // (The verb may open the phrase: "…, affirme le ministre", "…, says the minister".)
    const sayAt = verbAt > 0 ? verbAt : is(t, 'framing') && SAID.has(words[0] ?? '') ? 0 : -1
    const after = sayAt >= 0 ? words.slice(sayAt + 1) : []
    if (after.some((w, k) => WHO.has(w) || WHO.has(after.slice(k).join(' ')))) {
      const from = [...t.text.matchAll(/[^\s'’-]+/gu)][sayAt + 1]?.index ?? t.text.length
      const who = t.text.slice(from).trim()
      if (who !== '' && !PRONOUNS.test(foldWords(who))) said.push(sayerAsNamed(who))
      out[i] = { ...t, meanings: [{ kind: 'framing' }, { kind: 'confirm' }] }
      attributedUpToThat(text, tokens, out, i)
      return
    }
    // ("The MP's figure of 85 years", "the minister's estimate that …": a sayer's figure is a claim, as "says" is.)
    const claimNoun = CLAIM_NOUNS.has(t.words) && tokens[i - 1]?.words === 's'
    if (!ATTRIBUTION_VERBS.has(t.words) && !claimNoun) return
    let start = i
    // ("Quelqu'un au point presse a dit que …": with "that" after it, a longer sayer's phrase.)
    const longest = ATTRIBUTION_THAT.has(tokens[i + 1]?.words ?? '') ? 8 : 5
    while (
      start > 0 &&
      i - start < longest &&
      !/[?!;.,:]/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start))
    )
      start -= 1
    if (start > 0 && !/[?!;.,:]/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start))) return
    const lead = tokens.slice(start, i)
    // (A word of a form or a number in words, "au point presse", "un", is no data named: the lead names who said it.)
    // (Another source is who said it: "the IMF says", "le FMI dit que"; so is a title written with its capital, even
    // one whose word names a place the data lacks: "Le Monde dit que", "The World Today reported".)
    // (A capital first word is a title's only with another capital after it: "France Info", not "Chine dit".)
    const capital = (x: Token | undefined) => x !== undefined && /^\p{Lu}/u.test(x.text)
    const namesSayer = (x: Token, k: number) =>
      is(x, 'source') ||
      ((k > 0 || capital(lead[k + 1])) &&
        capital(x) &&
        x.meanings.every((m) => m.kind === 'decline' && m.reason === 'other_place'))
    const names = (x: Token, k: number) =>
      x.kind !== 'word' ||
      (!namesSayer(x, k) &&
        x.meanings.some((m) => !['neutral', 'framing', 'form', 'number', 'confirm'].includes(m.kind)))
    const source = lead.find((x) => x.meanings.some((m) => m.kind === 'source'))
    if (lead.length === 0 || lead.some(names) || lead.every((x, k) => x.meanings.length > 0 && !namesSayer(x, k)))
      return
    for (let k = start; k < i; k += 1) out[k] = { ...tokens[k]!, meanings: [{ kind: 'framing' }] }
    out[i] = { ...t, meanings: [{ kind: 'confirm' }] }
    const next = tokens[i + 1]
    if (next && ATTRIBUTION_THAT.has(next.words)) out[i + 1] = { ...next, meanings: [{ kind: 'neutral' }] }
    else attributedUpToThat(text, tokens, out, i)
    // (Without the verb's auxiliary: "quelqu'un … a dit", "the minister has said".)
    const sayer = lead.length > 1 && /^(a|has|had|have|ont|avait)$/.test(lead.at(-1)!.words) ? lead.slice(0, -1) : lead
    // (Our own source, "the World Bank says …", is the data's: the claim is checked, no other source named.)
    if (source?.meanings.some((m) => m.kind === 'source' && m.own)) return
    said.push(sayerAsNamed(text.slice(sayer[0]!.start, sayer.at(-1)!.end)))
  })
  return { tokens: out, said }
}

/**
 * A sayer as named in the middle of a sentence: an article that opened the sentence is lowercased ("A press release" ->
 * "a press release", "Le premier ministre" -> "le premier ministre"), unless it is part of a title written with its
 * capitals ("Le Monde", "The Economist"): the source's case is kept as written.
 */
export function sayerAsNamed(who: string): string {
  const opening =
    /^(?:A|An|The|Our|My|Their|His|Her|Le|La|Les|L['’]|Un|Une|Notre|Nos|Mon|Ma|Ce|Cette)(?:\s+|(?<=['’]))(\S*)/u.exec(
      who,
    )
  if (!opening) return who
  return /^\p{Lu}\p{Ll}/u.test(opening[1] ?? '') ? who : who.charAt(0).toLowerCase() + who.slice(1)
}

/**
 * The first of the words right before a sayer's phrase at `i` that name no data and reach back to the sentence's start
 * (a few at most), or `i` when there are none or they do not reach it.
 */
function leadOf(text: string, tokens: Token[], i: number): number {
  const apart = (k: number) => k === 0 || /[?!;.,:]/.test(text.slice(tokens[k - 1]!.end, tokens[k]!.start))
  let start = i
  while (
    start > 0 &&
    i - start < 4 &&
    !apart(start) &&
    tokens[start - 1]!.kind === 'word' &&
    tokens[start - 1]!.meanings.every((m) => m.kind === 'neutral' || m.kind === 'framing')
  )
    start -= 1
  return apart(start) ? start : i
}

/** The nouns of a claim someone made, after their possessive: "the MP's figure of", "the minister's estimate". */
const CLAIM_NOUNS = new Set(['figure', 'number', 'estimate', 'stat', 'statistic', 'assertion', 'numbers', 'figures'])

/** The verbs of a sayer's phrase in the framing lexicon ("an MP said", "the minister told us", "un député a dit"). */
const SAID = new Set([...ATTRIBUTION_VERBS, 'insisted', 'argued', 'told', 'declared'])

/** Who a sayer's phrase names: a sayer noun, a colleague, or a pronoun (never named as a source). */
const WHO = new Set([
  ...SAYER_NOUNS,
  ...'editor boss colleague producer chief redacteur en chef redac chef chef collegue someone somebody they he she people on il elle ils quelqu un'.split(
    ' ',
  ),
  'redacteur en chef',
  'redac chef',
  'quelqu un',
])

/** A sayer that is no source to name: "someone said", "they say", "on dit". */
const PRONOUNS = / (someone|somebody|they|he|she|people|on|il|elle|ils|quelqu un) $/

/**
 * "An MP said on TV last night that …", "a minister claimed in an interview that …", "le ministre a dit hier soir à
 * la radio que …": the words between a verb of saying and its "that", when they name no country, series, year or
 * number, say where and when it was said, not what is asked: framing (and "that" is the claim's start).
 */
function attributedUpToThat(text: string, tokens: Token[], out: Token[], i: number): void {
  const that = tokens.findIndex((x, k) => k > i + 1 && k <= i + 9 && ATTRIBUTION_THAT.has(x.words))
  if (that < 0) return
  const between = tokens.slice(i + 1, that)
  const names = (x: Token) =>
    x.kind !== 'word' ||
    x.meanings.some((m) => ['country', 'people', 'indicator', 'form', 'decline', 'instruction'].includes(m.kind))
  if (between.some(names) || /[?!;.]/.test(text.slice(tokens[i]!.end, tokens[that]!.start))) return
  for (let k = i + 1; k < that; k += 1) out[k] = { ...tokens[k]!, meanings: [{ kind: 'framing' }] }
  out[that] = { ...tokens[that]!, meanings: [{ kind: 'neutral' }] }
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
    // ("Source : OCDE — …", "sources: IMF. …": a source note names what follows its colon, to the end of its clause.)
    const note = /^(source|sources|src)$/.test(t.words) && /^\s*:/.test(text.slice(t.end))
    if (is(t, 'source_intro') || note) {
      const span = sourceSpan(text, tokens, i, note)
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
function sourceSpan(text: string, tokens: Token[], i: number, note = false): Token[] | null {
  const t = tokens[i]!
  const span: Token[] = []
  for (const n of tokens.slice(i + 1)) {
    const between = text.slice(span.at(-1)?.end ?? t.end, n.start)
    // (A note's colon opens it; a dash or another colon ends it.)
    if (note ? span.length > 0 && /[,;?!.:—–]|\s-\s/.test(between) : /[,;?!.]/.test(between)) break
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

/** What ends a sayer's label: a colon, a dash set apart by a space, an em dash. */
const LABEL_END = /:|\s[-–]\s|—/
const ARTICLE = /^(?:a|an|the|our|one|this|un|une|le|la|l|notre)$/

/**
 * "Spokesperson: …", "the minister — …", "press release: …": at the question's start, a sayer (SAYER_NOUNS) before a
 * colon or a dash, with nothing else but an article, says who made the claim that follows: the claim is to be checked
 * and the sayer named, as after "says".
 */
function sayerLabel(text: string, tokens: Token[]): { end: number; who: string } | null {
  const end = tokens.findIndex((t, i) => i > 0 && i <= 4 && LABEL_END.test(text.slice(tokens[i - 1]!.end, t.start)))
  if (end < 0 || /[?!.;]/.test(text.slice(0, tokens[end - 1]!.end))) return null
  const lead = tokens.slice(0, end)
  const words = lead.map((t) => t.words)
  const noun = (ARTICLE.test(words[0]!) ? words.slice(1) : words).join(' ')
  const plain = lead.every(
    (t) => t.kind === 'word' && t.meanings.every((m) => m.kind === 'neutral' || m.kind === 'framing'),
  )
  // ("Source: …" labels where a figure comes from, naming no one.)
  if (!plain || !SAYER_NOUNS.has(noun) || /^sources?$/.test(noun)) return null
  const who = text.slice(lead[0]!.start, lead.at(-1)!.end)
  return { end, who: /^\p{Lu}\p{Ll}/u.test(who) ? who.charAt(0).toLowerCase() + who.slice(1) : who }
}
