// The time a clause asks, set by what is around it: a change asked with one year beside another clause's year,
// an overtaking asked in the present.
import type { Form } from '../../lexicon/question-words.js'
import type { ClauseReading } from '../clause.js'
import type { TimeAsked } from '../schema.js'
import { isForm } from '../token-match.js'

/** An auxiliary of the present ("does", "is") or of the past ("did", "has"): the first one said gives the tense. */
const NOW_AUX = /^(does|do|is|are|doesn|isn|aren|don)$/
const PAST_AUX = /^(did|has|have|had|was|were|didn|hasn|haven|hadn|wasn|weren|will|would)$/
/** A verb of overtaking in the present, as typed: "exceeds", "dépasse-t-il" (not "dépassé", "dépassait"). */
const NOW_VERB =
  /^(?:exceeds|surpasses|outnumbers|outstrips|outpaces|tops|dépasse|dépassent|devance|devancent|surpasse|surpassent|excède|excèdent)$/iu
/** Before a French verb, the auxiliary of a past: "a dépassé", "a-t-il dépassé", "avait". */
const PAST_BEFORE = /^(a|ont|avait|avaient|a t il|a t elle|ont ils|ont elles|est|sont|etait|etaient|aura)$/

/**
 * "Does Brazil's GDP exceed Canada's?", "by the latest figures, is it ahead?", "le PIB du Brésil dépasse-t-il celui du
 * Canada ?": an overtaking asked in the present, with no time of its own, asks whether the first is ahead now, in the
 * latest year with values for both (a comparison), never whether it was ahead in some year ("first in 2008").
 */
export function asksNow(c: ClauseReading, time: TimeAsked): boolean {
  if (!c.forms.has('overtake') || !(time.kind === 'none' || (time.kind === 'latest' && !time.lastYear))) return false
  if ((['ever', 'since_when', 'which_year', 'each_year'] as Form[]).some((f) => c.forms.has(f))) return false
  const aux = c.tokens.find((t) => NOW_AUX.test(t.words) || PAST_AUX.test(t.words))
  if (aux) return NOW_AUX.test(aux.words)
  return c.tokens.some(
    (t, k) => isForm(t, 'overtake') && NOW_VERB.test(t.text) && !PAST_BEFORE.test(c.tokens[k - 1]?.words ?? ''),
  )
}

/** An overtaking's past participle, as typed: "overtaken", "passed", "dépassé" (not "overtake", "dépasser"). */
const PARTICIPLE =
  /^(?:overtaken|overtook|surpassed|exceeded|passed|outnumbered|outstripped|outpaced|topped|caught|got|dépassé|dépassée|dépassés|dépassées|devancé|devancée|surpassé|surpassée|rattrapé|rattrapée)$/iu
/** The auxiliary of a present perfect: "has", "have". */
const PERFECT_AUX = /^(?:has|have|hasn|haven)$/

/** Words that ask the state now beside a present perfect: "has India now overtaken the UK", "… yet?". */
const NOW_WORDS = /^(?:now|yet|currently|presently|today|at present|by now|as of now)$/

/**
 * "Has India now overtaken the UK?", "has it overtaken it yet?": an overtaking asked in the present perfect with a word
 * of the present, and no time of its own (or "since" a year, to the latest), asks the state now: whether the first is
 * ahead in the latest year, having been behind before. A plain "has India overtaken the UK?" asks, as "did India
 * overtake" and "has it ever overtaken" do, whether it was ahead at some point, and the answer tells the whole story
 * (the first year, and who is ahead in the latest): the answer issue 28 quotes as right ("Yes: … first topped the UK's
 * in 2022 … but in 2025 the UK was ahead again").
 */
export function asksPerfect(c: ClauseReading, time: TimeAsked): boolean {
  const untimed = time.kind === 'none' || (time.kind === 'latest' && !time.lastYear)
  if (!c.forms.has('overtake') || !(untimed || (time.kind === 'span' && time.since))) return false
  if ((['ever', 'since_when', 'which_year', 'each_year'] as Form[]).some((f) => c.forms.has(f))) return false
  const aux = c.tokens.find((t) => NOW_AUX.test(t.words) || PAST_AUX.test(t.words))
  const participle = (k: number) =>
    isForm(c.tokens[k], 'overtake') && PARTICIPLE.test(c.tokens[k]!.text.split(/\s/u)[0]!)
  // (French's passé composé is its plain past too: "l'Inde a-t-elle dépassé le Royaume-Uni ?" asks, as often as not,
  // whether it ever did, and is read so.)
  if (!c.tokens.some((t) => NOW_WORDS.test(t.words))) return false
  return aux !== undefined && PERFECT_AUX.test(aux.words) && c.tokens.some((_, k) => participle(k))
}

/**
 * "What was its GDP in 2020, and did it drop compared to 2019?": a change asked with one year, beside a clause that
 * names another, is the change between the two.
 */
export function withOtherYear(
  c: ClauseReading,
  own: TimeAsked,
  other: TimeAsked | null | undefined,
  firstYear: number,
): TimeAsked {
  const changing = (['up', 'down', 'change'] as Form[]).some((f) => c.forms.has(f))
  if (!changing || own.kind !== 'year') return own
  // "Did it fall in 2021?", "did it grow by more than 5 % in 2021" (a figure after "by", "de": the change's, not a
  // level's): the step into that year, from the year before.
  // ("Did it fall in 2020 by more than 2 years", "a-t-elle baissé en 2020 de plus de 2 ans": the year between the verb
  // and "by" changes nothing: the figure is the change's amount, a margin.)
  const byAmount =
    c.margin ||
    c.tokens.some(
      (t, k) =>
        isForm(t, 'up', 'down') &&
        (['by', 'de', 'd'].includes(c.tokens[k + 1]?.words ?? '') || c.tokens[k + 1]?.kind === 'number'),
    )
  // ("How much did it grow in 2023", "India's GDP growth in 2023": the same step, asked as an amount.)
  const way = c.forms.has('up') || c.forms.has('down')
  const step = (c.polar ? !c.figure || byAmount : !c.figure && way) && way && own.year > firstYear
  if (other?.kind !== 'year' || other.year === own.year)
    return step && other?.kind !== 'year' ? { kind: 'span', from: own.year - 1, to: own.year } : own
  return { kind: 'span', from: Math.min(own.year, other.year), to: Math.max(own.year, other.year) }
}

/** The words of an open bound after a year: "after 2019", "après 2019" (folded). */
const AFTER_WORDS = new Set(['after', 'later than', 'post', 'apres'])

/**
 * "Après 2019, l'espérance de vie a-t-elle baissé ?", "did it fall after 2015?": a rise or a fall asked yes or no
 * over a span open after a year asks, as "did it ever fall after 2015" does, whether any step rose (fell), never
 * only the change from the first year to the last (the US's fell in 2020 and 2021, yet 2024 stood above 2019).
 */
export function asksEverAfter(c: ClauseReading, time: TimeAsked): boolean {
  if (time.kind !== 'span' || !c.polar || c.figure !== null || !(c.forms.has('up') || c.forms.has('down'))) return false
  const other: Form[] = ['ever', 'each_year', 'change', 'count', 'which_year', 'high', 'low', 'difference', 'cagr']
  if (other.some((f) => c.forms.has(f)) || c.yearsCounted.length > 0 || c.yearsFigure !== null) return false
  return c.tokens.some((t, k) => AFTER_WORDS.has(t.words) && c.tokens[k + 1]?.kind === 'year')
}
