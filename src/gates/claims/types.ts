// Gate 2's claims, what they are: the codes a refused claim gets, a claim as read from an answer (its words and what
// they are bound to), and a judgement of it.
import type { ClaimKind, ClaimSense } from '../../lexicon/claims.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'
import type { FactIndex } from '../../shapes/kit/claim-facts.js'

/** The codes gate 2 gives a claim it refuses. */
export type ClaimCode =
  | 'unsupported_claim'
  | 'wrong_rank'
  | 'wrong_extreme'
  | 'wrong_comparison'
  | 'wrong_direction'
  | 'wrong_multiplier'
  | 'wrong_ratio'
  | 'wrong_verdict'
  | 'outside_country'

/** The code a claim the facts contradict gets, by kind. */
export const WRONG: Record<ClaimKind | 'verdict', ClaimCode> = {
  rank: 'wrong_rank',
  extreme: 'wrong_extreme',
  comparison: 'wrong_comparison',
  overtake: 'wrong_comparison',
  direction: 'wrong_direction',
  multiplier: 'wrong_multiplier',
  peak: 'wrong_extreme',
  since: 'wrong_extreme',
  change_extreme: 'wrong_extreme',
  each_country: 'wrong_direction',
  verdict: 'wrong_verdict',
}

/** What a claim is said of: a country, the average of the eight, or a country's own value in another year. */
export type Subject = { country: string } | { average: true } | { country: string; year: number }

/** A claim word of an answer, read in its part of the sentence, with what it is bound to. */
export interface Claim {
  sense: ClaimSense
  text: string
  start: number
  end: number
  negated: boolean
  every: boolean
  first: boolean
  hedged: boolean
  a: Subject[]
  b: Subject[]
  /** An extreme's or a rank's scope when the sentence names one ("among Mexico, Brazil and Japan"): else every country. */
  scope: string[]
  indicators: string[]
  /** The years the claim names, and a span ("from 2010 to 2020") when its part of the sentence gives one. */
  years: number[]
  span: [number, number] | null
  /** The span is "from 2009 to 2014" (or "since 2018"): the claim's state held over it, not a change within it. */
  over: boolean
  /**
   * A move said "from the year before" ("fell from the year before in 2016 and 2024", "a baissé par rapport à l'année
   * précédente"): each year it names is the step into that year, never the change between the first and the last.
   */
  steps?: boolean
  /** "ahead again", "à nouveau": it held before, then did not, before its year. */
  again: boolean
  /** "the highest" (of several), as against "was highest", "at its highest" (its own, over the years). */
  article: boolean
  /** "its lowest since 2003": the year after the words. */
  since: number | null
}

/** A claim established by the facts, or refused with its code and why. */
export type Judgement = { ok: true } | { ok: false; code: ClaimCode; detail: string }

// The judgements: established; not established by any fact given; contradicted by the facts (the kind's code).
export const ok: Judgement = { ok: true }
export const unsupported = (detail: string): Judgement => ({ ok: false, code: 'unsupported_claim', detail })
export const wrong = (kind: ClaimKind | 'verdict', detail: string): Judgement => ({
  ok: false,
  code: WRONG[kind],
  detail,
})

/** A country's English name, for the details of a refusal. */
export const countryName = (code: string) => COUNTRY_FORMS[code]?.en ?? code
export const subjectName = (s: Subject) =>
  'average' in s ? 'the average' : 'year' in s ? `${countryName(s.country)} in ${s.year}` : countryName(s.country)

/** The one year a claim is about: the one it names, or the only one the facts hold for it. */
export function yearOf(c: Claim, facts: FactIndex, country: string | null, i: string): number | null {
  if (c.years.length >= 1) return c.years.at(-1)!
  if (c.span) return c.span[1]
  if (country) {
    const held = facts.years(country, i)
    if (held.length === 1) return held[0]!
  }
  return null
}
