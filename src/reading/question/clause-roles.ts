// What a clause is to the question beside the others: a tag ("Vrai ?", "Correct?") that makes the claim before
// it a yes or no question; a clause naming no data, set aside or a "when?" follow-up.
import type { ClauseReading } from '../clause.js'
import { is, isForm, isWhenFollowUp } from '../token-match.js'
import type { Token } from '../tokens.js'

/**
 * "Selon un élu, l'Inde comptait plus d'habitants que les États-Unis en 2020. Vrai ?", "… in 2016. Correct?": a
 * sentence of only a tag asking whether it holds makes the claim of the sentence before it a yes or no question.
 */
export function taggedPolar(clauses: ClauseReading[]): ClauseReading[] {
  return clauses.map((c, k) => {
    const next = clauses[k + 1]
    const tag =
      next !== undefined &&
      !next.data &&
      next.tokens.some((t) => is(t, 'confirm')) &&
      next.tokens.every((t) => is(t, 'confirm') || is(t, 'framing') || is(t, 'neutral'))
    return tag && c.data ? { ...c, polar: true } : c
  })
}

/**
 * The clauses that name no data: a word not understood sets the clause aside (said in the answer), and so does a
 * "when?" follow-up, returned to be set aside unless a part answers it ("ever", "did it pass": the first year).
 */
export function setAsideOutside(text: string, clauses: ClauseReading[], setAside: string[]): string[] {
  const whenFollowUps: string[] = []
  for (const c of clauses.filter((x) => !x.data)) {
    const followUp = isWhenFollowUp(c.tokens)
    if ((c.unknown.length === 0 && !followUp) || c.tokens.length === 0) continue
    // As the question wrote it ("Écris-moi aussi un poème"), one quote.
    const said = text.slice(c.tokens[0]!.start, c.tokens.at(-1)!.end)
    if (followUp) whenFollowUps.push(said)
    else setAside.push(said)
  }
  return whenFollowUps
}

/**
 * "… Since when?", "… Depuis quand ?": a sentence that is only a "since when" follow-up asks it of the sentence before
 * (a claim of the data, no question of its own), read as one clause; never the first sentence answered alone.
 */
export function sinceWhenAfter(before: readonly Token[], sentence: readonly Token[]): boolean {
  return (
    before.some((t) => t.meanings.some((m) => m.kind === 'country' || m.kind === 'indicator')) &&
    !before.some((t) => isForm(t, 'since_when', 'which_year')) &&
    isWhenFollowUp(sentence) &&
    sentence.some((t) => isForm(t, 'since_when'))
  )
}

/**
 * "The UK has twice Canada's population, an MP says. True in 2025?", "… Vrai en 2025 ?": a sentence that is only a tag
 * and a year asks whether the claim before it held that year, read as one clause with it (never a question of its
 * own, which would answer another claim); only when the sentence before names data and no year of its own.
 */
export function tagWithYearAfter(before: readonly Token[], sentence: readonly Token[]): boolean {
  const names = (t: Token) =>
    t.meanings.some((m) => m.kind === 'country' || m.kind === 'indicator' || m.kind === 'people')
  return (
    before.some(names) &&
    !before.some((t) => t.kind === 'year') &&
    // ("Is that true in 2025?": a tag said as framing is one too.)
    sentence.some((t) => is(t, 'confirm') || is(t, 'framing')) &&
    sentence.some((t) => t.kind === 'year') &&
    sentence.every((t) => t.kind === 'year' || is(t, 'confirm') || is(t, 'framing') || is(t, 'neutral'))
  )
}
