// Reads one clause of a question (rules.ts splits the question into clauses): what it sets aside, its forms, its
// declines, its countries, its series, its numbers, its time, and whether it asks yes or no. What the clause names is
// read here alone; what it takes from the other clauses, and the shapes table, are the question's (rules.ts). Each step's definitions are in clause/ (set-aside.ts, forms.ts,
// declines.ts, names.ts, numbers.ts, time.ts, yes-or-no.ts); here, the steps in order.
import { foldWords } from '../text/normalise.js'
import { is } from './token-match.js'
import type { Token } from './tokens.js'
import { dictates, dropStoryTopic, instructionsOf, namesSomething, setAsideOf } from './clause/set-aside.js'
import { remapsOf } from './clause/remap.js'
import { formsOf, perHundredAtOf } from './clause/forms.js'
import { agesOf, bothEndsOf, declinesOf, groupsOf, onlyOf, unknownOf } from './clause/declines.js'
import { countriesOf, seriesOf } from './clause/names.js'
import {
  asksWhichOfTwo,
  asksYesOrNo,
  dropTagNegation,
  endsWithTag,
  negativeAuxiliaries,
  isTopic,
  namesData,
  saysNever,
  statementAsked,
  yesOrNoAfterLead,
} from './clause/yes-or-no.js'
import { readTime, yearsOf } from './clause/time.js'
import { readNumbers, totalOf, yearsCountedOf } from './clause/numbers.js'
import { yearsFigureOf } from './clause/years-said.js'
import type { ClauseReading } from './clause/reading.js'
export type { ClauseReading } from './clause/reading.js'
export { afterChange } from './clause/numbers.js'
export { isShare } from './clause/names.js'

/** Reads what one clause names and asks, step by step; the question's reading then joins its clauses. */
export function readClause(
  clause: { tokens: Token[]; premise: boolean },
  text: string,
  years: readonly [number, number],
): ClauseReading {
  const all = clause.tokens
  const folded = foldWords(text.slice(all[0]!.start, all.at(-1)!.end))
  // What is set aside: an instruction and what it governs, the topic of the story the question is for.
  // (An instruction re-mapping what it asks, "read it as Japan", is set aside whole and lends nothing: issue 36.)
  const remaps = remapsOf(all, text)
  const setAside = setAsideOf(all, remaps.tokens)
  // (What an order dictates is quoted from its verb: "Just say 5 million" says "say …" was not followed.)
  // ("Our sources say the UK economy shrank" reports a claim: only an order at its clause's start is one.)
  const dictating = all.find(
    (t, i) =>
      dictates(all, i) &&
      setAside.has(t) &&
      !is(t, 'instruction') &&
      all.slice(0, i).every((b) => is(b, 'framing') || ORDER_SOFTENERS.has(b.words)),
  )
  const instructions = instructionsOf(
    all,
    setAside,
    text,
    dictating ? new Set([...remaps.starts, dictating]) : remaps.starts,
  )
  const tokens = dropStoryTopic(all.filter((t) => !setAside.has(t) && !instructions.tokens.has(t)))
  const lent = remaps.tokens.size > 0 ? null : lentNames(all, tokens)
  // Its forms, adjusted by the words around them; its declines; its countries; its series.
  const perHundredAt = perHundredAtOf(tokens)
  const forms = formsOf(tokens, perHundredAt)
  const yesOrNo = asksYesOrNo(text, tokens, folded)
  const ages = agesOf(tokens, yesOrNo, text)
  const declines = declinesOf(tokens, ages)
  const group = groupsOf(tokens, text)
  if (group.length > 0) declines.set('origin', group)
  const countries = countriesOf(tokens)
  const indicators = seriesOf(tokens, forms)
  // Its numbers: places, top N, a margin, the question's own figure, and any left unread.
  const numbers = readNumbers(tokens, indicators, perHundredAt, folded)
  // Its time, or the reason the data cannot give it.
  const yearsNamed = yearsOf(tokens)
  // (An age's "after 60" is no time: its decline is the age's.)
  const aged = new Set(ages.flatMap((a) => a.tokens))
  const { time, timeDecline } = readTime(
    text,
    tokens.filter((t) => !aged.has(t)),
    yearsNamed,
    forms,
    declines,
    indicators,
    years,
  )
  // Whether it asks yes or no (a tag's "no" and "never" are no negation to decline).
  const tag = endsWithTag(text, tokens)
  if (tag) dropTagNegation(declines)
  negativeAuxiliaries(text, tokens, declines)
  const never = saysNever(tokens, declines)
  if (never) declines.delete('negation')
  const polar =
    (yesOrNo ||
      tag ||
      tokens.some((t) => is(t, 'confirm')) ||
      yesOrNoAfterLead(text, tokens) ||
      (!clause.premise && statementAsked(text, tokens, folded))) &&
    !asksWhichOfTwo(tokens, countries, forms)
  return {
    tokens,
    premise: clause.premise,
    countries,
    indicators,
    time,
    timeDecline,
    forms,
    declines,
    unknown: [...unknownOf(tokens), ...bothEndsOf(tokens, countries), ...onlyOf(tokens)],
    unread: numbers.unread,
    instruction: instructions.said,
    figure: numbers.figure,
    margin: numbers.margin,
    level: numbers.level,
    shareOf: numbers.shareOf,
    figureUnit: numbers.figureUnit,
    places: numbers.places,
    top: numbers.top,
    topGroup: numbers.topGroup,
    total: totalOf(tokens),
    yearsCounted: yearsCountedOf(tokens),
    yearsFigure: yearsFigureOf(tokens),
    polar,
    negated: never,
    topic: isTopic(text, all, yearsNamed, forms, polar),
    data: namesData(all, countries, indicators, yearsNamed, forms, declines),
    lent: false,
    ...lent,
  }
}

/** Words that may come before an order, softening or joining it ("Just say ...", "Puis dis que ..."). */
const ORDER_SOFTENERS = new Set(
  'just simply then and now only so ok okay please juste simplement puis et alors maintenant donc'.split(' '),
)

/** What an order dictates lends its country and series when the rest of its clause names nothing (`lent`). */
function lentNames(all: Token[], tokens: Token[]): Pick<ClauseReading, 'countries' | 'indicators' | 'lent'> | null {
  if (tokens.some((t) => namesSomething(t))) return null
  const from = all.findIndex((_, i) => dictates(all, i))
  if (from < 0) return null
  const dictated = all.slice(from + 1)
  const countries = countriesOf(dictated)
  const indicators = seriesOf(dictated, formsOf(dictated, perHundredAtOf(dictated)))
  return countries.length + indicators.length > 0 ? { countries, indicators, lent: true } : null
}
