// Whether a clause asks yes or no (an auxiliary first, a tag, the French way), whether its "no" or "never" is a
// negation to decline, and whether it is framing that names a topic or names something of the data.
import type { CountryCode, IndicatorCode } from '../../lexicon/codes.js'
import type { DeclineWord, Form } from '../../lexicon/question-words.js'
import { foldWords } from '../../text/normalise.js'
import { askedFormOf, formInsideYesOrNo, PERIOD_LEAD, REQUEST_LEAD } from '../asked.js'
import { is, isWhenFollowUp } from '../token-match.js'
import { namesPlace, type Token } from '../token.js'

// --- Whether it asks yes or no ------------------------------------------------------------------------------------

/** "..., non ?", "..., no?": a tag asking for confirmation, not a negation. */
export function endsWithTag(text: string, tokens: Token[]): boolean {
  const lastToken = tokens.at(-1)
  return lastToken !== undefined && /^(non|no)$/.test(lastToken.words) && /,\s*$/.test(text.slice(0, lastToken.start))
}

/** The tag's "non" or "no" is no negation of the question: the last negation word read goes. */
export function dropTagNegation(declines: Map<DeclineWord, string[]>): void {
  const rest = (declines.get('negation') ?? []).slice(0, -1)
  if (rest.length > 0) declines.set('negation', rest)
  else declines.delete('negation')
}

/** "didn't", "wasn't", "hasn't": an auxiliary with its "n't", typed as two words ("didn", "t"). */
const NEGATIVE_AUXILIARY = /^(?:didn|doesn|don|isn|wasn|hasn|haven|hadn|aren|weren|won|wouldn|couldn|shouldn)$/

/**
 * "India didn't overtake Japan, right?", "Mexico's GDP wasn't above 2 trillion in 2024": a negative auxiliary inside
 * a statement negates what it states, as "did not" and "n'a pas" do (declined as a negation). Said first ("Didn't India
 * overtake Japan?") it asks the plain question, and as a tag after a comma (", didn't it?") it asks for confirmation.
 */
export function negativeAuxiliaries(text: string, tokens: Token[], declines: Map<DeclineWord, string[]>): void {
  const asked = tokens.filter((t) => !is(t, 'framing'))
  asked.forEach((t, i) => {
    if (i === 0 || !NEGATIVE_AUXILIARY.test(t.words) || asked[i + 1]?.words !== 't') return
    if (/,\s*$/.test(text.slice(0, t.start))) return
    declines.set('negation', [...(declines.get('negation') ?? []), text.slice(t.start, asked[i + 1]!.end)])
  })
}

/** "n'a jamais dépassé": never; "never" alone too (a negation the reading honours, not one it declines). */
export function saysNever(tokens: Token[], declines: ReadonlyMap<DeclineWord, string[]>): boolean {
  const negation = declines.get('negation') ?? []
  return tokens.some((t) => t.words === 'never') || (tokens.some((t) => t.words === 'jamais') && negation.length > 0)
}

/** Framing said first ("Hello team, quick one: was ...") is no part of the question's form: the rest is asked. */
export function asksYesOrNo(text: string, tokens: Token[], folded: string): boolean {
  const asked = tokens.filter((t) => !is(t, 'framing'))
  // ("Can you check which country ...": a request that introduces a wh-question asks that question's form.)
  const askedText = (asked.length > 0 ? foldWords(text.slice(asked[0]!.start, asked.at(-1)!.end)) : folded).replace(
    REQUEST_LEAD,
    ' ',
  )
  const typed = asked.length > 0 ? text.slice(asked[0]!.start, asked.at(-1)!.end) : ''
  // ("Accès à Internet en Inde en 2015 et 2024 : de combien a-t-il progressé ?": a question word after a lead-in asks
  // its own form, as reading/asked.ts reads it, whatever inversion follows.)
  const form = typed === '' ? null : askedFormOf(typed)
  if (form !== null && form !== 'yes_no') return false
  return isPolar(askedText, typed)
}

/**
 * A verb that states something of the data: a copula, or a change or a passing said in the past (not in a relative
 * clause: "the countries that had over 40,000" states nothing).
 */
const STATED =
  /(?<! that| qui| which| who) (?:was|were|is|are|has|have|had|fell|rose|grew|shrank|sank|dropped|declined|increased|decreased|doubled|tripled|halved|overtook|passed|exceeded|surpassed|reached|hit|topped|jumped|climbed|etait|etaient|est|sont|a ete|avait ete|(?:a|ont|avait|avaient) (?:depasse|baisse|augmente|recule|progresse|double|triple|atteint|franchi|chute|diminue|grimpe|rattrape)) \S/
/** A question word anywhere: the clause asks for something, not whether its statement holds. */
const ASKS_FOR =
  / (?:how|what|whats|which|when|where|who|whose|why|whether|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles|combien|comment|quand|pourquoi|ou|or) /

/**
 * "Nigeria's population was bigger than Brazil's in 2000?", "le PIB du Japon a dépassé celui de l'Inde en 2010 ?": a
 * statement with its verb, asked with a question mark and no question word, asks whether it holds, as ", right?" does.
 */
export function statementAsked(text: string, tokens: Token[], folded: string): boolean {
  const last = tokens.at(-1)
  if (!last || !/^\s*\?/.test(text.slice(last.end))) return false
  const asked = tokens.filter((t) => !is(t, 'framing'))
  if (asked.length === 0) return false
  const said = foldWords(text.slice(asked[0]!.start, last.end))
  return (STATED.test(said) || COMPARED.test(said)) && !ASKS_FOR.test(folded)
}
/** "US life expectancy 2021 lower than Mexico?": a comparison said without its verb states it as well. */
const COMPARED =
  / (?:higher|lower|bigger|smaller|larger|greater|richer|poorer|longer|shorter|plus eleve|plus elevee|plus faible|plus bas|plus basse|plus grand|plus grande|plus petit|plus petite) (?:than|que|qu) \S/

/**
 * "By the latest figures, does Brazil's GDP exceed Canada's?", "for the 6pm bulletin: is ...": a yes or no asked after
 * a lead-in ended by a comma, a colon or a dash, which the clause's opening hides (reading/asked.ts reads the form).
 */
export function yesOrNoAfterLead(text: string, tokens: Token[]): boolean {
  if (tokens.length === 0) return false
  const typed = text.slice(tokens[0]!.start, tokens.at(-1)!.end)
  return /[,:\u2013\u2014]|\s-\s/.test(typed) && askedFormOf(typed) === 'yes_no'
}

/**
 * "De combien a-t-il baissé", "How much did it fall", "Dans quels pays a-t-elle baissé", "entre 2000 et 2020 combien
 * a-t-il gagné": a question word first (after a preposition, or a time said first, too) asks for a figure or a list.
 */
const QUESTION_WORD_FIRST = new RegExp(
  `^ (?:(?:and|et|but|mais|so|alors) )?(?:${PERIOD_LEAD} )?(?:(?:dans|pour|en|chez|parmi|in|for|among|of) (?=quel|which|what))?(?:de combien|combien|comment|quel|quelle|quels|quelles|ou|quand|pourquoi|how|what|which|when|where|why|who|whose|by how much|to what extent) `,
)

/** An auxiliary first, after a greeting or a time said first ("between 2000 and 2020 did it grow"). */
const AUXILIARY_FIRST = new RegExp(
  `^ (?:(?:hi|hello|hey|so|ok|okay|quick q|quick question|and|but|${PERIOD_LEAD}) )*(?:did|does|do|has|have|had|was|were|is|are|can|could|would|will|didn|doesn|hasn|haven|hadn|wasn|weren|isn|aren) `,
)

/** A yes-or-no question: it opens with an auxiliary verb, or is put the French way ("a-t-il", "est-ce que"). */
function isPolar(folded: string, typed: string): boolean {
  if (QUESTION_WORD_FIRST.test(folded)) return false
  // ("Le PIB était-il combien de fois celui du Mexique ?", "a-t-il gagné combien de points": the question word asks.)
  if (formInsideYesOrNo(typed)) return false
  return (
    // French inversion of any verb, as typed: "perd-il", "fait-elle", "dépassait-il", "a-t-on".
    /\p{L}-(?:t-)?(?:il|elle|ils|elles|on)\b/u.test(typed) ||
    AUXILIARY_FIRST.test(folded) ||
    / (?:\w+ t (?:il|elle|ils|elles|on)|(?:etait|etaient|avait|avaient|est|sont|fut|furent|sera|serait|avez|as) (?:il|elle|ils|elles|on|vous|tu)|est ce que?|n est ce pas|vrai|right|true|correct) /.test(
      folded,
    )
  )
}

// --- Whether it is framing or names the data ----------------------------------------------------------------------

/** Framing first that names a topic and asks nothing (no year, no form, no question mark): its names serve. */
export function isTopic(
  text: string,
  all: Token[],
  yearsNamed: number[],
  forms: ReadonlySet<Form>,
  polar: boolean,
): boolean {
  return (
    is(all[0], 'framing') &&
    yearsNamed.length === 0 &&
    forms.size === 0 &&
    !polar &&
    !/\?\s*$/.test(text.slice(all.at(-1)!.end, all.at(-1)!.end + 3))
  )
}

/** It names something of the data ("si oui, en quelle année ?" asks the year of the clause before: a follow-up). */
export function namesData(
  all: Token[],
  countries: CountryCode[],
  indicators: IndicatorCode[],
  yearsNamed: number[],
  forms: ReadonlySet<Form>,
  declines: ReadonlyMap<DeclineWord, string[]>,
): boolean {
  return (
    !isWhenFollowUp(all) &&
    (countries.length > 0 ||
      indicators.length > 0 ||
      yearsNamed.length > 0 ||
      forms.size > 0 ||
      declines.has('other_place') ||
      declines.has('place_within') ||
      declines.has('other_indicator'))
  )
}

/**
 * "Did the UK or Canada have more internet users?", "tell me whether the population of India or of the US was
 * bigger", "si le Royaume-Uni ou le Canada avait plus d'internautes": two countries joined by "or", "ou" (a few small
 * words between), compared, ask which of the two, as "which had more, the UK or Canada" does: never a yes or no on
 * the first named.
 */
export function asksWhichOfTwo(tokens: Token[], countries: readonly CountryCode[], forms: ReadonlySet<Form>): boolean {
  if (countries.length !== 2 || !(forms.has('compare') || forms.has('high') || forms.has('low'))) return false
  const near = (from: number, step: number) => {
    for (let k = from, n = 0; k >= 0 && k < tokens.length && n < 4; k += step, n += 1) {
      if (namesPlace(tokens[k])) return true
      if (!is(tokens[k], 'neutral')) return false
    }
    return false
  }
  return tokens.some((t, i) => (t.words === 'or' || t.words === 'ou') && near(i - 1, -1) && near(i + 1, 1))
}
