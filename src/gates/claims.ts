// Gate 2, claims: every word of an answer that states a fact (a rank, an extreme, a comparison, an overtaking, a
// direction, a multiplier, a yes or no) is read like a figure, bound to the subjects, series and years of its part of
// the sentence, and accepted only when the facts of the trace establish it. A claim that no fact establishes is refused
// (`unsupported_claim`), one that the facts contradict gets the code of its kind (`wrong_rank`, `wrong_extreme`,
// `wrong_comparison`, `wrong_direction`, `wrong_multiplier`, `wrong_verdict`); a country outside the data named in a
// claim is refused (`outside_country`). The claim words are one table (lexicon/claims.ts); each kind is one function.
import {
  AGAIN,
  CLAIM_WORDS,
  EVERY_YEAR,
  FIRST_TIME,
  HEDGES,
  NEGATIONS,
  NO_FIGURE,
  RANK_CONTEXT,
  SINCE,
  THAN,
  VERDICTS,
  type ClaimKind,
  type ClaimSense,
} from '../lexicon/claims.js'
import { COUNTRY_CODES } from '../lexicon/codes.js'
import { countryMentions, indicatorsNamed, otherCountryMentions, type PlaceMention } from '../lexicon/mentions.js'
import { COUNTRY_FORMS, indicatorLabel } from '../lexicon/names.js'
import type { Part, QuestionReading } from '../reading/schema.js'
import {
  crossingOf,
  changeFigureHolds,
  compareVerdict,
  paceByPercent,
  paceVerdict,
  figureHolds,
  figureOverYears,
  heldSince,
  overtakeVerdict,
  pairs,
  stepsAgainst,
  yearsAgainst,
  targetMet,
} from '../reading/verdicts.js'
import type { Language } from '../text/language.js'
import { foldInPlace } from '../text/normalise.js'
import { PhraseIndex } from '../text/phrases.js'
import { matchesValue, readNumbers } from '../text/numbers.js'
import { splitClauses, splitSentences, type Sentence } from '../text/sentences.js'
import type { Fact } from '../tools/facts.js'
import type { Problem } from '../problem.js'

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

export interface ClaimEvidence {
  facts: readonly Fact[]
  /** Years the results reported as having no value. */
  missingYears: ReadonlySet<number>
  snapshotYears: readonly [number, number]
}

// ---- the facts, looked up by what they are about ----

class FactIndex {
  private readonly byKey = new Map<string, number>()
  readonly indicators = new Set<string>()
  constructor(
    facts: readonly Fact[],
    private readonly missing: ReadonlySet<number>,
  ) {
    for (const f of facts) {
      this.byKey.set(FactIndex.key(f.kind, f.countries, f.indicator, f.years), f.value)
      this.indicators.add(f.indicator)
    }
  }
  static key = (kind: string, countries: readonly string[], indicator: string, years: readonly number[]) =>
    `${kind}|${countries.join(',')}|${indicator}|${years.join(',')}`
  private get = (kind: string, countries: string[], i: string, years: number[]) =>
    this.byKey.get(FactIndex.key(kind, countries, i, years))
  value = (c: string, i: string, y: number) => this.get('value', [c], i, [y])
  average = (i: string, y: number) => this.get('average', [], i, [y])
  /** Two countries' values in a year, or null when the facts do not hold both. */
  pair(a: string, b: string, i: string, y: number): [number, number] | null {
    const [va, vb] = [this.value(a, i, y), this.value(b, i, y)]
    if (va !== undefined && vb !== undefined) return [va, vb]
    const d = this.get('difference', [a, b], i, [y]) ?? -(this.get('difference', [b, a], i, [y]) ?? Number.NaN)
    return Number.isNaN(d) ? null : [d, 0]
  }
  /** Every country's value in a year, when the facts hold all of them (a ranking, or the eight values). */
  all(i: string, y: number): Map<string, number> | null {
    const found = new Map<string, number>()
    for (const c of COUNTRY_CODES) {
      const v = this.value(c, i, y)
      if (v !== undefined) found.set(c, v)
    }
    const count = this.get('count', [], i, [y])
    return found.size === COUNTRY_CODES.length || (count !== undefined && found.size >= count) ? found : null
  }
  rank(c: string, i: string, y: number): number | undefined {
    const stated = this.get('rank', [c], i, [y])
    if (stated !== undefined) return stated
    const all = this.all(i, y)
    const own = all?.get(c)
    return all && own !== undefined ? 1 + [...all.values()].filter((v) => v > own).length : undefined
  }
  /** How a country's value moved between two years: the difference's sign and the ratio to, or null. */
  change(c: string, i: string, y1: number, y2: number): { difference: number; ratio: number | null } | null {
    const [v1, v2] = [this.value(c, i, y1), this.value(c, i, y2)]
    if (v1 !== undefined && v2 !== undefined) return { difference: v2 - v1, ratio: v1 === 0 ? null : v2 / v1 }
    const d = this.get('difference', [c], i, [y1, y2])
    const p = this.get('percent_change', [c], i, [y1, y2])
    if (d === undefined && p === undefined) return null
    return { difference: d ?? p!, ratio: p === undefined ? null : 1 + p / 100 }
  }
  /** The difference alone (never a percent change standing in for it): from both values, or as a tool gave it. */
  difference(c: string, i: string, y1: number, y2: number): number | undefined {
    const [v1, v2] = [this.value(c, i, y1), this.value(c, i, y2)]
    if (v1 !== undefined && v2 !== undefined) return v2 - v1
    return this.get('difference', [c], i, [y1, y2])
  }
  ratio(a: string, b: string, i: string, y: number): number | null {
    const stated = this.get('ratio', [a, b], i, [y])
    if (stated !== undefined) return stated
    const [va, vb] = [this.value(a, i, y), this.value(b, i, y)]
    return va !== undefined && vb !== undefined && vb !== 0 ? va / vb : null
  }
  /** A country's series from `from` to `to`, when the facts hold every year (or its absence): else null. */
  series(c: string, i: string, from: number, to: number): Map<number, number | null> | null {
    const out = new Map<number, number | null>()
    for (let y = from; y <= to; y += 1) {
      const v = this.value(c, i, y)
      if (v === undefined && !this.missing.has(y)) return null
      out.set(y, v ?? null)
    }
    return out
  }
  /** The years the facts hold a value for a country's series. */
  years(c: string, i: string): number[] {
    return [...this.byKey.keys()]
      .filter((k) => k.startsWith(`value|${c}|${i}|`))
      .map((k) => Number(k.split('|')[3]))
      .sort((a, b) => a - b)
  }
}

// ---- reading the claim words ----

const space = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, ' +')
const sorted = (phrases: readonly string[]) => [...new Set(phrases)].sort((a, b) => b.length - a.length)
const SENSES = new Map(CLAIM_WORDS.map(([phrase, sense]) => [phrase, sense]))
// Looked up by their first word (text/phrases.ts): one alternation of every claim phrase cost a quarter of the
// application's time per question.
const CLAIMS = new PhraseIndex(SENSES.keys())
const ORDINAL_DIGITS = / ([1-8]) ?(?:st|nd|rd|th|er|re|e|eme)(?= )/g
/** A test for any of the phrases. */
const has = (phrases: readonly string[]) => new PhraseIndex(phrases)
const NEGATION = has(NEGATIONS)
const EVERY = has(EVERY_YEAR)
const FIRST = has(FIRST_TIME)
const HEDGE = has(HEDGES)
const NONE = has(NO_FIGURE)
const RANK_BEFORE = new RegExp(` (?:${sorted(RANK_CONTEXT.before).map(space).join('|')}) +$`)
const RANK_AFTER = new RegExp(`^ +(?:${sorted(RANK_CONTEXT.after).map(space).join('|')}) `)
const SCOPE = / (?:among|parmi|between|entre) +(?:(?:the|le|la|les|l) +)?$/
const AVERAGE = / (?:the|la) +(?:average|mean|moyenne)(?= )/
const LEVEL = / (?:its|son|their|leur) +((?:19|20)\d\d) +(?:level|niveau)| (?:son|leur) +niveau +de +((?:19|20)\d\d)/
const SPAN =
  / (?:from|between|de|entre|since|depuis) +((?:19|20)\d\d) +(?:to|and|a|et|through|until) +((?:19|20)\d\d)(?= )/
/** "since 2018" (and no second year): from that year to the last year the results reach. */
const SINCE_YEAR = new RegExp(
  ` (?:${sorted(SINCE).map(space).join('|')}) +((?:19|20)\\d\\d)(?! +(?:to|and|a|et|through|until) +(?:19|20)\\d\\d)(?= )`,
)
const AGAIN_WORDS = new PhraseIndex(AGAIN)
const AGAIN_TEST = has(AGAIN)
const THAN_WORD = new RegExp(` (?:${sorted(THAN).map(space).join('|')})(?= )`)
/** "plus élevé en 2024 qu'en 2000": a comparison word whose "que" comes after the year it is about. */
const BEFORE_YEAR = new Map(
  [...SENSES].flatMap(([phrase, sense]) =>
    sense.kind === 'comparison' && / (?:que|qu)$/.test(phrase) ? [[phrase.replace(/ (?:que|qu)$/, ''), sense]] : [],
  ),
)
const YEAR_THEN_THAN = new RegExp(
  ` (?:${sorted([...BEFORE_YEAR.keys()])
    .map(space)
    .join('|')})(?= +en +(?:19|20)\\d\\d +(?:que|qu) )`,
  'g',
)
/**
 * Where one claim's part of its sentence ends: ",", ";", "and", "but", "then", "while" (and their French), outside
 * parentheses; "in 2023 and 2024", "2009, 2010 et 2011" are one list of years, not two parts.
 */
const CLAUSE_BREAK = / *[;,] *| +(?:and|et|but|mais|puis|then|while|whereas|alors que|tandis que) +/gi
const YEAR_BEFORE = /(?:19|20)\d\d\s*$/
const YEAR_AFTER = /^\s*(?:(?:in|en)\s+)?(?:19|20)\d\d\b/

/** What a claim is said of: a country, the average of the eight, or a country's own value in another year. */
type Subject = { country: string } | { average: true } | { country: string; year: number }

interface Claim {
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
  /** "ahead again", "à nouveau": it held before, then did not, before its year. */
  again: boolean
  /** "the highest" (of several), as against "was highest", "at its highest" (its own, over the years). */
  article: boolean
  /** "its lowest since 2003": the year after the words. */
  since: number | null
}

type Judgement = { ok: true } | { ok: false; code: ClaimCode; detail: string }

/** Parts of a sentence between ";" and ":" (not inside parentheses): each has its own subject. */
function segmentsOf(s: Sentence): Sentence[] {
  const out: Sentence[] = []
  let depth = 0
  let from = 0
  for (let k = 0; k < s.text.length; k += 1) {
    const c = s.text[k]!
    if (c === '(') depth += 1
    else if (c === ')') depth = Math.max(0, depth - 1)
    else if ((c === ';' || c === ':') && depth === 0) {
      out.push({ text: s.text.slice(from, k), start: s.start + from, end: s.start + k })
      from = k + 1
    }
  }
  out.push({ text: s.text.slice(from), start: s.start + from, end: s.end })
  return out
}

const inParentheses = (text: string, at: number) => {
  let depth = 0
  for (let k = 0; k < at; k += 1) {
    if (text[k] === '(') depth += 1
    else if (text[k] === ')') depth = Math.max(0, depth - 1)
  }
  return depth > 0
}

type ReadNumber = ReturnType<typeof readNumbers>[number]
/** The years written within `s` (a clause, a span), outside parentheses: the years a claim there names. */
const yearsWithin = (numbers: readonly ReadNumber[], text: string, s: { start: number; end: number }) =>
  numbers.filter(
    (x) =>
      x.kind === 'year' &&
      x.start >= s.start &&
      x.start < s.end &&
      !inParentheses(text.slice(s.start), x.start - s.start),
  )

/** The part of a segment that holds one claim word (at `at`): between the clause breaks around it. */
function claimClause(text: string, segment: Sentence, numbers: readonly { start: number; end: number }[], at: number) {
  // Numbers masked first: the comma of "12,275" is no break.
  let masked = text.slice(segment.start, segment.end)
  for (const n of numbers) {
    const [from, to] = [Math.max(n.start - segment.start, 0), Math.min(n.end - segment.start, masked.length)]
    if (to > from) masked = masked.slice(0, from) + '0'.repeat(to - from) + masked.slice(to)
  }
  let [start, end] = [segment.start, segment.end]
  for (const m of masked.matchAll(CLAUSE_BREAK)) {
    const [from, to] = [segment.start + m.index, segment.start + m.index + m[0].length]
    if (inParentheses(masked, m.index)) continue
    const joinsYears = !/but|mais|puis|then|while|whereas|alors|tandis/i.test(m[0])
    if (joinsYears && YEAR_BEFORE.test(text.slice(segment.start, from)) && YEAR_AFTER.test(text.slice(to, segment.end)))
      continue
    if (to <= at) start = to
    else if (from >= at) {
      end = from
      break
    }
  }
  return { text: text.slice(start, end), start, end }
}

const countryName = (code: string) => COUNTRY_FORMS[code]?.en ?? code
const subjectName = (s: Subject) =>
  'average' in s ? 'the average' : 'year' in s ? `${countryName(s.country)} in ${s.year}` : countryName(s.country)

/** Reads every claim of an answer, with what it is bound to. */
function readClaims(
  text: string,
  language: Language,
  evidence: ClaimEvidence,
  quoted: (at: number) => boolean,
): Claim[] {
  const folded = foldInPlace(text) // folded[k + 1] is text[k]
  const at = (k: number) => k - 1
  const places = countryMentions(text)
  const numbers = readNumbers(text, language)
  const wholeIndicators = [...indicatorsNamed(text)]
  const claims: Claim[] = []
  // "Since 2018": to the last year the results reach (with a value or without), within the snapshot.
  const reached = [...evidence.facts.flatMap((f) => f.years), ...evidence.missingYears]
  const latest =
    reached.length > 0 ? Math.min(Math.max(...reached), evidence.snapshotYears[1]) : evidence.snapshotYears[1]
  type Found = {
    m: { 0: string; index: number }
    sense: ClaimSense
    through?: { 0: string; index: number }
  }
  const words = CLAIMS.matchAll(folded).map((m) => ({ m, sense: SENSES.get(m.phrase)! }))
  const found: Found[] = [
    ...words,
    ...[...folded.matchAll(YEAR_THEN_THAN)]
      .filter((m) => !words.some((w) => m.index < w.m.index + w.m[0].length && w.m.index < m.index + m[0].length))
      .map((m) => ({ m, sense: BEFORE_YEAR.get(m[0].trim().replace(/ +/g, ' '))! })),
    ...[...folded.matchAll(ORDINAL_DIGITS)].map((m) => ({ m, sense: { kind: 'rank' as const, place: Number(m[1]) } })),
  ].sort((x, y) => x.m.index - y.m.index)
  // "the second highest", "la deuxième plus élevée": one rank claim, counted from the top (or from the bottom).
  const matches = found.flatMap((x, k): Found[] => {
    const next = found[k + 1]
    const previous = found[k - 1]
    const joined = (r: Found, e: Found | undefined) =>
      r.sense.kind === 'rank' &&
      typeof r.sense.place === 'number' &&
      e?.sense.kind === 'extreme' &&
      /^ *(?:(?:valeur|value) +)?(?:la +|le +)?$/.test(folded.slice(r.m.index + r.m[0].length, e.m.index + 1))
    if (x.sense.kind === 'extreme' && previous && joined(previous, x)) return []
    if (next && joined(x, next) && x.sense.kind === 'rank' && next.sense.kind === 'extreme') {
      const place = x.sense.place as number
      return [{ m: x.m, sense: { kind: 'rank', place, order: next.sense.order }, through: next.m }]
    }
    return [x]
  })

  for (const sentence of splitSentences(text)) {
    for (const segment of segmentsOf(sentence)) {
      const inside = matches.filter(({ m }) => at(m.index + 1) >= segment.start && at(m.index + 1) < segment.end)
      const segPlaces = places.filter((p) => p.start >= segment.start && p.start < segment.end)
      const sentPlaces = places.filter((p) => p.start >= sentence.start && p.start < sentence.end)
      const local = folded.slice(segment.start + 1, segment.end + 1)
      for (const [n, match] of inside.entries()) {
        const { m } = match
        let sense = match.sense
        // "Mexico is in the lead, with 13,889 against Brazil's 10,713": ahead of the other country its sentence names.
        if (sense.kind === 'extreme' && sense.lead && new Set(sentPlaces.map((p) => p.code)).size >= 2)
          sense = { kind: 'comparison', order: 'higher' }
        const start = at(m.index + 1)
        const last = match.through ?? m
        const end = at(last.index + 1) + last[0].length - 1
        if (quoted(start)) continue
        const before = folded.slice(segment.start + 1, start + 1)
        const after = folded.slice(end + 1, segment.end + 1)
        const nextNumber = /^ *[-+−]?\d/.test(text.slice(end, end + 4).replace(/^\s*(?:the|de|d'|of)\s/i, ' '))
        // A relation to a figure ("more than 40 million", "passed 1.4 billion") compares no subjects (unless the figure
        // is the subject's own of another year: "higher than 12,275 dollars in 2014", below).
        const toFigure = (sense.kind === 'comparison' || sense.kind === 'overtake') && nextNumber
        if (sense.kind === 'overtake' && toFigure) continue
        if (sense.kind === 'rank') {
          const ordinalPlace =
            RANK_BEFORE.test(folded.slice(0, m.index + 1)) || RANK_AFTER.test(folded.slice(m.index + m[0].length))
          if (!ordinalPlace) continue
          if (FIRST.test(` ${m[0]} `) && /^ +(?:exceeded|overtook|surpassed|passed|topped|higher|ahead)/.test(after))
            continue
        }
        // "first exceeded", "a dépassé ... pour la première fois": the first year of the span it held. ("Ranked first
        // ahead of Japan" is a rank, then a comparison.)
        const lastWords = before.trim().split(/ +/)
        const first =
          (sense.kind === 'overtake' || sense.kind === 'comparison') &&
          ((lastWords.at(-1) === 'first' && !RANK_BEFORE.test(` ${lastWords.slice(0, -1).join(' ')} `)) ||
            / pour la premiere fois /.test(` ${after.trim().split(/ +/).slice(0, 8).join(' ')} `))
        const window = ` ${before.trim().split(/ +/).slice(-6).join(' ')} `
        const negated =
          NEGATION.test(window) ||
          (/ (?:in no year|en aucune annee|aucune annee|in any year)(?= )/.test(` ${after} `) &&
            / (?:not|n|ne|never|jamais)(?= )/.test(window))
        const every = EVERY.test(` ${local} `)
        const hedged = HEDGE.test(` ${before.trim().split(/ +/).slice(-3).join(' ')} `)
        const nextClaim = inside[n + 1] ? at(inside[n + 1]!.m.index + 1) : segment.end

        // Scope of an extreme: "among Brazil, Canada and India" (those), "of the eight" (all), else all.
        const scopeList = (list: PlaceMention[]) => {
          // A run of countries right after "among", "parmi" or "between", joined by commas, "and", "et" and articles.
          const scoped: PlaceMention[] = []
          for (const [k, p] of list.entries()) {
            const opens = SCOPE.test(foldInPlace(text.slice(segment.start, p.start)).trimEnd() + ' ')
            // (A country named again after the list is the subject: "Among Brazil, Mexico and Japan, Japan had ...".)
            const joined =
              k > 0 &&
              scoped.includes(list[k - 1]!) &&
              !scoped.some((s) => s.code === p.code) &&
              /^[\s,]*(?:(?:and|et|or|ou)\s+)?(?:(?:the|le|la|les|l')\s*)?$/i.test(
                text.slice(list[k - 1]!.end, p.start),
              )
            if (opens || joined) scoped.push(p)
          }
          return scoped
        }
        const scoped = sense.kind === 'extreme' || sense.kind === 'rank' ? scopeList(segPlaces) : []
        const candidates = segPlaces.filter((p) => !scoped.includes(p))
        const own = (p: PlaceMention) => ({ country: p.code })
        // The first subject: the last country named before the word in its own clause ("while Japan's fell"), else
        // the first of its part of the sentence ("Brazil ranked sixth, behind Mexico and ahead of India"), else the
        // last one before it in the sentence.
        const clause = splitClauses(segment, numbers).find((x) => start >= x.start && start < x.end) ?? segment
        const inClause = candidates.filter((p) => p.end <= start && p.start >= clause.start)
        const beforeWord = inClause.length > 0 ? [inClause.at(-1)!] : candidates.filter((p) => p.end <= start)
        const afterWord = candidates.filter((p) => p.start >= end && p.start < nextClaim)
        const sentBefore = sentPlaces.filter((p) => p.end <= start && !scoped.includes(p))
        let a: Subject[] =
          beforeWord.length > 0 ? [own(beforeWord[0]!)] : sentBefore.length > 0 ? [own(sentBefore.at(-1)!)] : []
        if (sense.kind === 'extreme' || sense.kind === 'rank' || sense.kind === 'change_extreme') {
          // "the highest was that of the United States", "shared by Canada and Japan": the subjects may follow.
          const named =
            beforeWord.length > 0
              ? [beforeWord[0]!]
              : afterWord.filter((p) => !inParentheses(text.slice(segment.start), p.start - segment.start))
          a = (
            sense.kind === 'extreme' && afterWord.length > 1 && beforeWord.length === 0 ? named : named.slice(0, 1)
          ).map(own)
        }
        if (sense.kind === 'each_country') {
          // "fell in the following countries: A, B": the countries named after the words, up to the next such claim.
          const next = matches.find(
            (x) => x.sense.kind === 'each_country' && at(x.m.index + 1) > start && at(x.m.index + 1) < sentence.end,
          )
          const stop = next ? at(next.m.index + 1) : sentence.end
          const listed = sentPlaces.filter((p) => p.start >= end && p.start < stop).map((p) => p.code)
          a = sense.quantifier === 'listed' ? [...new Set(listed)].map((country) => ({ country })) : []
        }
        const aCodes = new Set(a.flatMap((s) => ('country' in s ? [s.country] : [])))
        let b: Subject[] = []
        if (sense.kind === 'comparison' || sense.kind === 'overtake' || sense.kind === 'multiplier') {
          const level = LEVEL.exec(` ${after}`)
          const average = AVERAGE.exec(` ${after}`)
          const others = afterWord.filter((p) => !aCodes.has(p.code))
          if (level && a.length === 1 && 'country' in a[0]!)
            b = [{ country: a[0].country, year: Number(level[1] ?? level[2]) }]
          else if (average && (others.length === 0 || average.index < others[0]!.start - end)) b = [{ average: true }]
          else if (others.length > 0) b = [...new Map(others.map((p) => [p.code, own(p)])).values()]
          else {
            const rest = sentPlaces.filter((p) => !aCodes.has(p.code))
            b = [...new Map(rest.map((p) => [p.code, own(p)])).values()]
          }
        }
        // The series: what its part of the sentence names, else the sentence, else the answer, else the facts'.
        const named = [
          [...indicatorsNamed(local)],
          [...indicatorsNamed(sentence.text)],
          wholeIndicators.length === 1 ? wholeIndicators : [],
        ].find((x) => x.length > 0)
        const indicators = named ?? [...new FactIndex(evidence.facts, evidence.missingYears).indicators]
        // Years: those of the claim's own part of the sentence ("stayed ahead in 2023 and 2024, but in 2025 the UK was
        // ahead again"), else of its segment, else of its sentence: a span ("from 2010 to 2020", "since 2018"), and the
        // years named outside it and outside parentheses.
        const part = claimClause(text, segment, numbers, start)
        const spanIn = (s: { start: number; end: number }) => {
          const found = SPAN.exec(`${folded.slice(s.start, s.end + 1)} `)
          if (found)
            return {
              years: [Number(found[1]), Number(found[2])] as [number, number],
              over: /^ (?:from|de|since|depuis) /.test(found[0]),
              at: { start: s.start + found.index, end: s.start + found.index + found[0].length },
            }
          const since = SINCE_YEAR.exec(`${folded.slice(s.start, s.end + 1)} `)
          if (!since) return null
          const from = Number(since[1])
          return {
            years: [from, Math.max(from, latest)] as [number, number],
            over: true,
            at: { start: s.start + since.index, end: s.start + since.index + since[0].length },
          }
        }
        const chain = [part, segment, sentence]
        // ("Its lowest since 2010": the year after the words is the claim's own, what it counts from, not a span.)
        const sinceYear = sense.kind === 'since' ? Number(/^ *((?:19|20)\d\d)/.exec(after)?.[1] ?? Number.NaN) : null
        const spans = sense.kind === 'since' ? chain.map(() => null) : chain.map(spanIn)
        const spanLevel = spans.findIndex((x) => x !== null)
        const spanFound = spanLevel < 0 ? null : spans[spanLevel]!
        const spanYears = spanFound?.years ?? null
        // Where the span phrase stands in the text: its years are its ends, not years the claim names.
        const spanAt = spanFound?.at ?? null
        const yearsIn = (s: { start: number; end: number }) =>
          yearsWithin(numbers, text, s).filter((x) => !spanAt || x.start < spanAt.start || x.start >= spanAt.end)
        // "lower than about 12,275 dollars in 2014", "larger in 2024 than in 2000": against the subject's own value of
        // the year after "than", when no other country stands between; the claim is about its other year.
        const thanAt = (() => {
          if (sense.kind !== 'comparison' || sense.of === 'change') return null
          if (/ (?:than|que|qu)$/.test(folded.slice(m.index, last.index + last[0].length))) return end
          const found = THAN_WORD.exec(`${folded.slice(end + 1, part.end + 1)} `)
          return found ? end + found.index + found[0].length : null
        })()
        const thanYear =
          thanAt === null || a.length !== 1 || !('country' in a[0]!)
            ? undefined
            : yearsIn({ start: thanAt, end: part.end }).find(
                (y) => !candidates.some((p) => p.start >= end && p.start < y.start),
              )
        // (Up to the level that gives the span: a span of the sentence leaves its segment's years the claim's. Beyond
        // its own part, the years of another claim's part are that claim's: "In 2000, A was ahead, then again in 2016".
        // "Above its 2014 level": 2014 is the level's year, not the claim's.)
        const ownLevel = b.length === 1 && 'year' in b[0]! ? b[0].year : null
        const othersParts = [
          ...inside.filter((x) => x !== match).map(({ m: o }) => at(o.index + 1)),
          ...AGAIN_WORDS.matchAll(local).map((g) => segment.start + g.index + 1),
        ]
          .map((k) => claimClause(text, segment, numbers, k))
          .filter((o) => o.start !== part.start)
        const others = (x: { start: number }) => othersParts.some((o) => x.start >= o.start && x.start < o.end)
        let years: number[] = []
        for (const [k, s] of chain.entries()) {
          years = yearsIn(s)
            .filter((x) => x !== thanYear && x.shown !== ownLevel && x.shown !== sinceYear && (k === 0 || !others(x)))
            .map((x) => x.shown)
          if (years.length > 0 || (spanLevel >= 0 && k >= spanLevel)) break
        }
        if (years.length === 0 && !spanYears) {
          const all = [...new Set(numbers.filter((x) => x.kind === 'year' && x !== thanYear).map((x) => x.shown))]
          if (all.length === 1) years = all
        }
        if (thanYear && years.length > 0 && 'country' in a[0]!) b = [{ country: a[0].country, year: thanYear.shown }]
        else if (toFigure) continue
        // "Back above its 2014 level": 2014 is the level's year, not the claim's; the claim is about the span's end.
        const levelYear = b.length === 1 && 'year' in b[0]! ? b[0].year : null
        if (levelYear !== null) {
          years = years.filter((y) => y !== levelYear)
          if (years.length === 0 && spanYears) years = [spanYears[1]]
        }
        // "ahead from 2009 to 2014", "en tête depuis 2018": a state over every year of its span.
        const over = Boolean(spanFound?.over) && years.length === 0
        claims.push({
          sense,
          text: text.slice(start, end),
          start,
          end,
          negated,
          // ("Ahead between 2010 and 2020", a state, is ahead in each of those years too.)
          every:
            every || (spanYears !== null && years.length === 0 && sense.kind === 'comparison' && sense.of !== 'change'),
          first,
          hedged,
          a,
          b,
          scope: [...new Set(scoped.map((p) => p.code))],
          indicators,
          years: [...new Set(years)],
          span: spanYears,
          over,
          again: AGAIN_TEST.test(` ${folded.slice(part.start + 1, part.end + 1)} `),
          article: / (?:the|le|la|les)$/.test(before.trimEnd()),
          since: sinceYear,
        })
      }
      // "..., puis à nouveau en 2017": "again" in a part with no claim word of its own says the claim before it (its
      // subjects and series) once more, of that part's years.
      for (const g of AGAIN_WORDS.matchAll(local)) {
        const word = segment.start + g.index + 1
        if (quoted(word)) continue
        const part = claimClause(text, segment, numbers, word)
        if (claims.some((c) => c.start >= part.start && c.start < part.end)) continue
        const said = claims.filter((c) => c.start >= sentence.start && c.start < word).at(-1)
        if (!said || !(said.sense.kind === 'comparison' || said.sense.kind === 'overtake')) continue
        if (said.b.some((x) => 'year' in x)) continue
        const years = yearsWithin(numbers, text, part).map((x) => x.shown)
        if (years.length === 0) continue
        const end = word + g[0].length - 1
        claims.push({
          ...said,
          text: text.slice(word, end),
          start: word,
          end,
          negated: false,
          every: false,
          first: false,
          years: [...new Set(years)],
          span: null,
          over: false,
          again: true,
        })
      }
    }
  }
  return claims
}

// ---- judging each kind ----

const ok: Judgement = { ok: true }
const unsupported = (detail: string): Judgement => ({ ok: false, code: 'unsupported_claim', detail })
const wrong = (kind: ClaimKind | 'verdict', detail: string): Judgement => ({ ok: false, code: WRONG[kind], detail })

/** The one year a claim is about: the one it names, or the only one the facts hold for it. */
function yearOf(c: Claim, facts: FactIndex, country: string | null, i: string): number | null {
  if (c.years.length >= 1) return c.years.at(-1)!
  if (c.span) return c.span[1]
  if (country) {
    const held = facts.years(country, i)
    if (held.length === 1) return held[0]!
  }
  return null
}

function judgeOne(c: Claim, i: string, facts: FactIndex, evidence: ClaimEvidence): Judgement {
  const label = indicatorLabel(i)
  const sense = c.sense
  const subject = c.a[0]
  const country = subject && 'country' in subject && !('year' in subject) ? subject.country : null
  switch (sense.kind) {
    case 'rank': {
      if (!country) return unsupported(`"${c.text}" names no country to place`)
      const y = yearOf(c, facts, country, i)
      if (y === null) return unsupported(`"${c.text}" names no year`)
      const all = facts.all(i, y)
      const rank = facts.rank(country, i, y)
      if (rank === undefined)
        return unsupported(`no ranking of ${label} in ${y} was given, so "${c.text}" cannot be checked`)
      const count = all?.size ?? null
      // "last", "the second lowest": counted from the bottom, which needs every country's value.
      const fromBottom = sense.place === 'last' || sense.order === 'lowest'
      const place = sense.place === 'last' ? 1 : sense.place
      if (fromBottom && count === null)
        return unsupported(`no full ranking of ${label} in ${y} was given, so "${c.text}" cannot be checked`)
      const held = fromBottom ? count! - rank + 1 : rank
      return (held === place) !== c.negated
        ? ok
        : wrong('rank', `${countryName(country)} ranked ${rank} on ${label} in ${y}; the answer says "${c.text}"`)
    }
    case 'extreme': {
      if (c.a.length === 0) return ok // "the highest value was 29.3 trillion": the figure itself is checked
      const y = yearOf(c, facts, country, i)
      if (y === null) return unsupported(`"${c.text}" names no year`)
      // Among the countries its sentence names ("among Mexico, Brazil and Japan", with its subject), else all eight.
      const among =
        c.scope.length >= 2
          ? [...new Set([...c.scope, ...c.a.flatMap((s) => ('country' in s ? [s.country] : []))])]
          : null
      const all = among
        ? new Map(
            among.flatMap((code) => {
              const v = facts.value(code, i, y)
              return v === undefined ? [] : [[code, v] as const]
            }),
          )
        : facts.all(i, y)
      // "Brazil's GDP was highest in 2011" with Brazil's values over the years and no ranking of that year: its own
      // highest year (a peak), not the highest of the eight.
      if (!all && !among && !c.article && c.a.length === 1 && country && facts.years(country, i).length >= 3)
        return judgePeak({ ...c, sense: { kind: 'peak', order: sense.order } }, i, facts)
      if (!all || (among && all.size < among.length))
        return unsupported(
          `the facts do not hold ${among ? `the ${label} of ${among.map(countryName).join(', ')}` : `every country's ${label}`} in ${y}, so "${c.text}" cannot be checked`,
        )
      const values = [...all.values()]
      const edge = sense.order === 'highest' ? Math.max(...values) : Math.min(...values)
      const of = among ? among.map(countryName).join(', ') : 'the countries'
      for (const s of c.a) {
        if (!('country' in s)) continue
        const v = all.get(s.country)
        if (v === undefined) return unsupported(`no ${label} of ${countryName(s.country)} in ${y} was given`)
        if ((v === edge) === c.negated)
          return wrong(
            'extreme',
            `${countryName(s.country)}'s ${label} in ${y} was not the ${sense.order} of ${of}; the answer says "${c.text}"`,
          )
      }
      return ok
    }
    case 'comparison':
    case 'overtake':
      return judgeComparison(c, i, facts, evidence)
    case 'direction':
      return judgeDirection(c, i, facts)
    case 'multiplier':
      return judgeMultiplier(c, i, facts)
    case 'peak':
      return judgePeak(c, i, facts)
    case 'change_extreme':
      return judgeChangeExtreme(c, i, facts)
    case 'since':
      return judgeSince(c, i, facts)
    case 'each_country':
      return judgeEachCountry(c, i, facts)
  }
}

/**
 * "Rose in every country", "did not fall in any country", "fell in the following countries: A, B": each country's
 * change over the claim's span, from the facts; every one of the eight must be held to say "every" or "none".
 */
function judgeEachCountry(c: Claim, i: string, facts: FactIndex): Judgement {
  const { direction, quantifier } = c.sense as Extract<ClaimSense, { kind: 'each_country' }>
  const label = indicatorLabel(i)
  const span = c.span ?? (c.years.length >= 2 ? [Math.min(...c.years), Math.max(...c.years)] : null)
  if (!span) return unsupported(`"${c.text}" names no two years`)
  const [from, to] = span
  const went = (code: string) => {
    const change = facts.change(code, i, from, to)
    return change ? (direction === 'up' ? change.difference > 0 : change.difference < 0) : undefined
  }
  const held = COUNTRY_CODES.filter((code) => went(code) !== undefined)
  const moved = held.filter((code) => went(code))
  const said = `${label} ${c.negated ? 'not ' : ''}${c.text} from ${from} to ${to}`
  if (quantifier === 'listed') {
    if (c.a.length === 0) return unsupported(`"${said}" names no country`)
    for (const s of c.a) {
      if (!('country' in s)) continue
      const way = went(s.country)
      if (way === undefined)
        return unsupported(`no change of ${label} of ${countryName(s.country)} from ${from} to ${to} was given`)
      if (way === c.negated)
        return wrong('each_country', `the facts do not bear out "${said}" for ${countryName(s.country)}`)
    }
    return ok
  }
  const complete = held.length === COUNTRY_CODES.length
  // Every one: refuted by one that did not, established only with all eight; any one: the other way round.
  const holds =
    quantifier === 'every'
      ? held.length > moved.length
        ? false
        : complete
          ? true
          : null
      : moved.length > 0
        ? true
        : complete
          ? false
          : null
  if (holds === null)
    return unsupported(
      `the facts do not hold every country's change of ${label} from ${from} to ${to}, so "${said}" cannot be checked`,
    )
  return holds !== c.negated ? ok : wrong('each_country', `the facts do not bear out "${said}"`)
}

/** "Brazil's GDP peaked in 2011": the year named is the highest (lowest) of the country's own values over the span. */
function judgePeak(c: Claim, i: string, facts: FactIndex): Judgement {
  const { order } = c.sense as Extract<ClaimSense, { kind: 'peak' }>
  const a = c.a[0]
  if (!a || !('country' in a)) return ok // "the peak was 2.6 trillion": the figure carries it
  const label = indicatorLabel(i)
  const said = `${countryName(a.country)}'s ${label} ${c.text}`
  const held = facts.years(a.country, i)
  const [from, to] = c.span ?? [Math.min(...held), Math.max(...held)]
  const year = c.years.find((y) => y >= from && y <= to)
  if (year === undefined || held.length < 2)
    return unsupported(`"${said}" names no year of a span whose values were given`)
  const series = facts.series(a.country, i, from, to)
  if (!series)
    return unsupported(
      `the facts do not hold every year of ${label} from ${from} to ${to}, so "${said}" cannot be checked`,
    )
  const values = [...series.values()].flatMap((v) => (v === null ? [] : [v]))
  const edge = order === 'highest' ? Math.max(...values) : Math.min(...values)
  return (series.get(year) === edge) !== c.negated
    ? ok
    : wrong(
        'peak',
        `${countryName(a.country)}'s ${label} was not at its ${order} in ${year} (from ${from} to ${to}); the answer says "${c.text}"`,
      )
}

const RISE =
  / (?:grew|rose|increased|gained|added|growth|rise|increase|gain|augmente|hausse|progression|progresse|croissance|augmentation|cru) /
const FALL =
  / (?:fell|dropped|declined|decreased|lost|fall|drop|decline|decrease|loss|baisse|chute|diminution|contraction|diminue|recule) /

/** "In 2021, its lowest since 2003": every year between was higher (lower), and the year named after "since" not. */
function judgeSince(c: Claim, i: string, facts: FactIndex): Judgement {
  const { order } = c.sense as Extract<ClaimSense, { kind: 'since' }>
  const a = c.a[0]
  const since = c.since
  if (!a || !('country' in a) || since === null || Number.isNaN(since))
    return unsupported(`"${c.text}" names no country or no year to count from`)
  const label = indicatorLabel(i)
  const at = c.years.filter((y) => y !== since).at(-1) ?? c.span?.[1]
  if (at === undefined || at <= since) return unsupported(`"${c.text} ${since}" names no later year it is said of`)
  const series = facts.series(a.country, i, since, at)
  if (!series)
    return unsupported(
      `the facts do not hold every year of ${label} from ${since} to ${at}, so "${c.text} ${since}" cannot be checked`,
    )
  const v = series.get(at)
  const then = series.get(since)
  if (v == null || then == null) return unsupported(`no value of ${label} in ${since} or ${at} was given`)
  const beyond = (x: number) => (order === 'lowest' ? x <= v : x >= v)
  const between = [...series.entries()].filter(([y, x]) => y > since && y < at && x != null && beyond(x))
  const holds = between.length === 0 && beyond(then)
  return holds !== c.negated
    ? ok
    : wrong(
        'since',
        `${countryName(a.country)}'s ${label} in ${at} was not its ${order} since ${since}; the answer says "${c.text} ${since}"`,
      )
}

/** The step into `year` is the country's largest (smallest) from one year to the next over the years the facts hold. */
function judgeOwnMove(
  c: Claim,
  country: string,
  year: number,
  order: 'highest' | 'lowest',
  by: 'percent' | 'difference',
  i: string,
  facts: FactIndex,
): Judgement {
  const label = indicatorLabel(i)
  const held = facts.years(country, i)
  const [from, to] = c.span ?? [held[0]!, held.at(-1)!]
  const series = held.length >= 3 ? facts.series(country, i, from, to) : null
  if (!series)
    return unsupported(`the facts do not hold every year of ${label}, so "${c.text}" in ${year} cannot be checked`)
  const steps = [...series.entries()].flatMap(([y, v]) => {
    const before = series.get(y - 1)
    if (v == null || before == null) return []
    return [{ y, m: by === 'difference' ? v - before : v / before - 1 }]
  })
  const own = steps.find((s) => s.y === year)
  if (!own) return unsupported(`no move into ${year} of ${label} is held, so "${c.text}" cannot be checked`)
  const edge = order === 'highest' ? Math.max(...steps.map((s) => s.m)) : Math.min(...steps.map((s) => s.m))
  return (own.m === edge) !== c.negated
    ? ok
    : wrong(
        'change_extreme',
        `${countryName(country)}'s move in ${label} into ${year} was not its ${order === 'highest' ? 'largest' : 'smallest'} from one year to the next; the answer says "${c.text}"`,
      )
}

/** "Nigeria's population grew the fastest of the eight from 2000 to 2024": its change, against every country's. */
function judgeChangeExtreme(c: Claim, i: string, facts: FactIndex): Judgement {
  const { order, by } = c.sense as Extract<ClaimSense, { kind: 'change_extreme' }>
  const a = c.a[0]
  if (!a || !('country' in a)) return ok // "the biggest fall was 1.2 trillion": the figure carries it
  const label = indicatorLabel(i)
  const span = c.span ?? (c.years.length >= 2 ? [Math.min(...c.years), Math.max(...c.years)] : null)
  // "Its biggest one-year fall was in 2020": of the country's own moves from one year to the next, the one into 2020.
  if (c.years.length === 1 && !(c.span && c.span[0] === c.years[0]))
    return judgeOwnMove(c, a.country, c.years[0]!, order, by, i, facts)
  if (!span) return unsupported(`"${c.text}" names no two years to compare`)
  const [from, to] = span
  // "Its biggest fall, from 2014 to 2015": one year apart and only the country's own series held: its own move.
  if (to - from === 1 && !COUNTRY_CODES.every((code) => facts.change(code, i, from, to)))
    return judgeOwnMove({ ...c, span: null }, a.country, to, order, by, i, facts)
  const measure = (code: string) => {
    const change = facts.change(code, i, from, to)
    if (!change) return undefined
    return by === 'difference' ? change.difference : change.ratio === null ? undefined : change.ratio - 1
  }
  const all = COUNTRY_CODES.flatMap((code) => {
    const m = measure(code)
    return m === undefined ? [] : [[code, m] as const]
  })
  const own = measure(a.country)
  if (own === undefined || all.length < COUNTRY_CODES.length)
    return unsupported(
      `the facts do not hold every country's change in ${label} from ${from} to ${to}, so "${c.text}" cannot be checked`,
    )
  const values = all.map(([, m]) => m)
  const edge = order === 'highest' ? Math.max(...values) : Math.min(...values)
  // "Grew the fastest" says it grew; "the biggest fall" says it fell.
  const words = ` ${foldInPlace(c.text).trim()} `
  const way = RISE.test(words) ? own > 0 : FALL.test(words) ? own < 0 : true
  return (own === edge && way) !== c.negated
    ? ok
    : wrong(
        'change_extreme',
        `${countryName(a.country)}'s change in ${label} from ${from} to ${to} was not the ${order === 'highest' ? 'largest' : 'smallest'} of the eight${by === 'percent' ? ' in percent' : ''}; the answer says "${c.text}"`,
      )
}

/** The years a claim over time is about: every year of its span, its listed years, or its span's ends. */
function yearsOver(c: Claim, evidence: ClaimEvidence): number[] {
  if (c.every) {
    const [from, to] = c.span ?? evidence.snapshotYears
    return Array.from({ length: to - from + 1 }, (_, k) => from + k)
  }
  return c.years
}

function judgeComparison(c: Claim, i: string, facts: FactIndex, evidence: ClaimEvidence): Judgement {
  const label = indicatorLabel(i)
  const sense = c.sense as Extract<ClaimSense, { kind: 'comparison' | 'overtake' }>
  const a = c.a[0]
  if (!a || !('country' in a)) return unsupported(`"${c.text}" names no country`)
  if (c.b.length === 0) return unsupported(`"${c.text}" names nothing to compare ${countryName(a.country)} with`)
  const higher = sense.kind === 'overtake' || sense.order === 'higher'
  const said = `${subjectName(a)} ${c.text} ${c.b.map(subjectName).join(' and ')}`
  for (const b of c.b) {
    // "grew faster than": percent changes over the claim's span.
    if (sense.kind === 'comparison' && sense.of === 'change') {
      if (!('country' in b)) return unsupported(`"${c.text}" compares changes of countries only`)
      const span = c.span ?? (c.years.length >= 2 ? [c.years[0]!, c.years.at(-1)!] : null)
      if (!span) return unsupported(`"${said}" names no span`)
      const [x, y] = [facts.change(a.country, i, span[0], span[1]), facts.change(b.country, i, span[0], span[1])]
      // "Rose by more than": the differences, in the series' own unit.
      if (sense.by === 'difference') {
        const [dx, dy] = [a.country, b.country].map((code) => facts.difference(code, i, span[0], span[1]))
        if (dx === undefined || dy === undefined)
          return unsupported(`no difference of ${label} from ${span[0]} to ${span[1]} for both was given`)
        if (dx > dy !== higher) return wrong('comparison', `the facts do not bear out "${said}"`)
        continue
      }
      if (!x?.ratio || !y?.ratio)
        return unsupported(`no change of ${label} from ${span[0]} to ${span[1]} for both was given`)
      if (x.ratio > y.ratio !== higher) return wrong('comparison', `the facts do not bear out "${said}"`)
      continue
    }
    const value = (s: typeof b, y: number) =>
      'average' in s ? facts.average(i, y) : facts.value(s.country, i, 'year' in s ? s.year : y)
    const compareIn = (y: number): boolean | null => {
      const va = facts.value(a.country, i, y)
      const vb = value(b, y)
      if (va !== undefined && vb !== undefined) return higher ? va > vb : va < vb
      if ('country' in b && !('year' in b)) {
        const p = facts.pair(a.country, b.country, i, y)
        if (p) return higher ? p[0] > p[1] : p[0] < p[1]
        const r = facts.ratio(a.country, b.country, i, y)
        if (r !== null) return higher ? r > 1 : r < 1
      }
      return null
    }
    // "Ahead again in 2025": ahead in some year before it, then not, before that year.
    const again = (y: number): Judgement => {
      let [held, dropped, unknown] = [false, false, false]
      for (let x = evidence.snapshotYears[0]; x < y; x += 1) {
        const h = compareIn(x)
        if (h === null) unknown ||= !evidence.missingYears.has(x)
        else if (h) held = true
        else dropped ||= held
      }
      // (Results that do not reach back far enough leave "again" unread: its own year is checked above.)
      if (dropped || unknown) return ok
      return wrong(
        'comparison',
        `the facts do not bear out "${said}" again in ${y}: it did not hold, then stop holding, before`,
      )
    }
    if (sense.kind === 'overtake' || c.first) {
      // An overtaking: behind (or equal) the year before, ahead in the year named; "first": behind in every year of
      // the span before it; with no year, a crossing somewhere in every year of the span.
      if (!('country' in b) || 'year' in b) return unsupported(`"${said}" compares two countries only`)
      const [from, to] = c.span ?? evidence.snapshotYears
      const year = c.years.find((y) => y > from) ?? null
      const end = year ?? to
      const sa = facts.series(a.country, i, from, end)
      const sb = facts.series(b.country, i, from, end)
      if (!sa || !sb)
        return unsupported(
          `the facts do not hold every year of ${label} from ${from} to ${end} for both, so "${said}" cannot be checked`,
        )
      // ("First trailed": the second subject ahead of the first.)
      const years = higher ? pairs(sa, sb) : pairs(sb, sa)
      const crossing = crossingOf(years)
      // "a dépassé celui du Mexique de 2009 à 2014": ahead over the span, when it does not say a crossing within it.
      const holds =
        year === null
          ? crossing !== undefined || (c.over && years.length > 0 && years.every((p) => p.ahead))
          : years.some((p) => p.year === year && p.ahead) &&
            (c.first
              ? years.filter((p) => p.year < year).every((p) => !p.ahead)
              : !years.find((p, k) => years[k + 1]?.year === year)?.ahead)
      if (holds === c.negated)
        return wrong('comparison', `the facts do not bear out "${said}"${year ? ` in ${year}` : ''}`)
      if (c.again && !c.negated && year !== null) {
        const judged = again(year)
        if (!judged.ok) return judged
      }
      continue
    }
    const years = yearsOver(c, evidence)
    if (years.length === 0) return unsupported(`"${said}" names no year`)
    for (const y of years) {
      const holds = compareIn(y)
      if (holds === null) {
        if (c.every && evidence.missingYears.has(y)) continue
        return unsupported(`no ${label} of both in ${y} was given, so "${said}" cannot be checked`)
      }
      if (holds === c.negated) return wrong('comparison', `the facts do not bear out "${said}" in ${y}`)
    }
    if (c.again && !c.negated) {
      const judged = again(Math.min(...years))
      if (!judged.ok) return judged
    }
  }
  return ok
}

function judgeDirection(c: Claim, i: string, facts: FactIndex): Judgement {
  const label = indicatorLabel(i)
  const up = (c.sense as Extract<ClaimSense, { kind: 'direction' }>).direction === 'up'
  const a = c.a[0]
  if (!a || !('country' in a)) return ok // "an increase of 3 points" with no country: the figure carries it
  const said = `${countryName(a.country)}'s ${label} ${c.text}`
  // Each year's step: "rose every year" over the span; "did not rise in 2009": the step into each year named.
  if (c.every || (c.negated && c.span && c.years.length > 0)) {
    const [from, to] = c.span ?? [Math.min(...facts.years(a.country, i)), Math.max(...facts.years(a.country, i))]
    const series = facts.series(a.country, i, from, to)
    if (!series)
      return unsupported(
        `the facts do not hold every year of ${label} from ${from} to ${to}, so "${said}" cannot be checked`,
      )
    const known = [...series.entries()].flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
    const against = stepsAgainst(known, up).map((p) => p.year)
    if (c.every && !c.negated)
      return against.length === 0
        ? ok
        : wrong('direction', `"${said}" every year does not hold in ${against.join(', ')}`)
    const named = c.years.length > 0 ? c.years : against
    return named.every((y) => against.includes(y)) && (c.years.length > 0 || against.length > 0)
      ? ok
      : wrong('direction', `the facts do not bear out "${said}" in ${named.join(', ')}`)
  }
  // "From 2000 to 2024, it fell in 2008, 2009 and 2013": the step into each year named within the span.
  const within = c.span ? c.years.filter((y) => y > c.span![0] && y < c.span![1]) : []
  if (!c.every && !c.negated && within.length > 0) {
    const steps = within.map((y) => {
      const held = facts.years(a.country, i).filter((x) => x < y)
      return held.length > 0 ? facts.change(a.country, i, held.at(-1)!, y) : null
    })
    if (steps.some((s) => !s)) return unsupported(`"${said}" names years whose step the facts do not hold`)
    return steps.every((s) => s!.difference !== 0 && s!.difference > 0 === up)
      ? ok
      : wrong('direction', `the facts do not bear out "${said}" in ${within.join(', ')}`)
  }
  const span = c.span ?? (c.years.length >= 2 ? [Math.min(...c.years), Math.max(...c.years)] : null)
  if (!span) {
    if (c.years.length === 1) {
      const y = c.years[0]!
      const held = facts.years(a.country, i).filter((x) => x < y)
      const change = held.length > 0 ? facts.change(a.country, i, held.at(-1)!, y) : null
      if (!change) return unsupported(`"${said}" names one year and the facts hold no earlier one`)
      return (change.difference > 0 === up) !== c.negated
        ? ok
        : wrong('direction', `the facts do not bear out "${said}" in ${y}`)
    }
    return unsupported(`"${said}" names no two years`)
  }
  const change = facts.change(a.country, i, span[0], span[1])
  if (!change)
    return unsupported(
      `no ${label} of ${countryName(a.country)} in ${span[0]} and ${span[1]} was given, so "${said}" cannot be checked`,
    )
  if (change.difference === 0)
    return wrong('direction', `${countryName(a.country)}'s ${label} did not change from ${span[0]} to ${span[1]}`)
  return (change.difference > 0 === up) !== c.negated
    ? ok
    : wrong(
        'direction',
        // (What the facts say, whatever the claim's negation: "did not decline" is refused because it did.)
        `${countryName(a.country)}'s ${label} ${change.difference > 0 ? 'rose' : 'fell'} from ${span[0]} to ${span[1]}; the answer says "${c.text}"`,
      )
}

/** Within the tolerance docs/gates.md states: exact words ±5 %, hedged ("about", "nearly") ±10 %, bounds as they say. */
function multiplierHolds(ratio: number, factor: number, bound: 'exact' | 'at_least' | 'less_than', hedged: boolean) {
  const [r, f] = factor < 1 ? [1 / ratio, 1 / factor] : [ratio, factor]
  if (bound === 'at_least') return r >= f
  if (bound === 'less_than') return r < f
  return Math.abs(r - f) <= (hedged ? 0.1 : 0.05) * f
}

function judgeMultiplier(c: Claim, i: string, facts: FactIndex): Judgement {
  const label = indicatorLabel(i)
  const sense = c.sense as Extract<ClaimSense, { kind: 'multiplier' }>
  const a = c.a[0]
  if (!a || !('country' in a)) return unsupported(`"${c.text}" names no country`)
  const b = c.b.find((s) => 'country' in s && !('year' in s) && s.country !== a.country)
  const span = c.span ?? (c.years.length >= 2 ? [Math.min(...c.years), Math.max(...c.years)] : null)
  let ratio: number | null = null
  let said = ''
  if (b && 'country' in b && !span) {
    // "twice as large as Nigeria's": two countries in one year.
    const y = yearOf(c, facts, a.country, i)
    if (y === null) return unsupported(`"${c.text}" names no year`)
    ratio = facts.ratio(a.country, b.country, i, y)
    said = `${countryName(a.country)}'s ${label} ${c.text} ${countryName(b.country)}'s in ${y}`
  } else if (span) {
    const change = facts.change(a.country, i, span[0], span[1])
    ratio = change?.ratio ?? null
    said = `${countryName(a.country)}'s ${label} ${c.text} from ${span[0]} to ${span[1]}`
  } else return unsupported(`"${c.text}" names no two years and no second country`)
  if (ratio === null) return unsupported(`the facts give no ratio or change for "${said}"`)
  return multiplierHolds(ratio, sense.factor, sense.bound, c.hedged) !== c.negated
    ? ok
    : wrong('multiplier', `the facts give a ratio of ${ratio.toFixed(2)}; the answer says "${said}"`)
}

/** The verdict a polar part of the question gets from the facts, or null when the facts do not establish it. */
function expectedVerdict(part: Part, facts: FactIndex, evidence: ClaimEvidence): boolean | null {
  const i = part.indicator
  const [a, b] = part.countries as [string, string]
  const yearOfPart = (country: string) =>
    part.time.kind === 'year' ? part.time.year : (facts.years(country, i).at(-1) ?? null)
  switch (part.shape) {
    case 'figure': {
      if (part.time.kind === 'span') {
        // Over every year of a span: in some year ("ever"), or in every year.
        const series = facts.series(a, i, part.time.from, part.time.to)
        if (!series) return null
        const known = [...series.entries()]
          .sort((x, y) => x[0] - y[0])
          .flatMap(([year, v]) => (v === null ? [] : [{ year, v }]))
        return figureOverYears(part, known).verdict
      }
      const y = yearOfPart(a)
      const v = y === null ? undefined : facts.value(a, i, y)
      return v === undefined ? null : figureHolds(part, v)
    }
    case 'ratio': {
      const y = yearOfPart(a)
      const ratio = y === null ? null : facts.ratio(a, b, i, y)
      return ratio === null || !part.figure ? null : figureHolds(part, ratio)
    }
    case 'compare':
    case 'difference': {
      // (A margin asked with no way, "more than 20 points ahead", is the first country ahead by it.)
      const y = yearOfPart(a)
      const p = y === null ? null : facts.pair(a, b, i, y)
      return p === null || (part.direction === undefined && !part.figure) ? null : compareVerdict(part, p[0], p[1])
    }
    case 'gap': {
      // "Did the gap widen": the distance between the two at the span's ends (the latest year with both, at most).
      if (part.time.kind !== 'span' || part.direction === undefined) return null
      const from = facts.pair(a, b, i, part.time.from)
      const last = facts.years(a, i).filter((y) => y <= (part.time as { to: number }).to && facts.pair(a, b, i, y))
      const to = last.length > 0 ? facts.pair(a, b, i, last.at(-1)!) : null
      if (!from || !to) return null
      return Math.abs(to[0] - to[1]) > Math.abs(from[0] - from[1]) === (part.direction === 'up')
    }
    case 'versus_average': {
      const y = yearOfPart(a)
      const [v, avg] = y === null ? [undefined, undefined] : [facts.value(a, i, y), facts.average(i, y)]
      return v === undefined || avg === undefined ? null : v > avg === (part.direction !== 'down')
    }
    case 'change_rank': {
      // "Did it rise in every country (in any)": over the countries whose change the facts hold between the two years.
      if (part.order !== undefined || !part.direction) return null
      const span = changeSpanOf(part, facts, evidence)
      if (!span) return null
      const went = (code: string) => {
        const change = facts.change(code, i, span[0], span[1])
        return change ? (part.direction === 'up' ? change.difference > 0 : change.difference < 0) : undefined
      }
      const ways = COUNTRY_CODES.map(went).filter((w) => w !== undefined)
      const complete = ways.length === COUNTRY_CODES.length
      if (part.ever) return ways.some(Boolean) ? true : complete ? false : null
      return ways.some((w) => !w) ? false : complete ? true : null
    }
    case 'change':
    case 'multiple':
    case 'recover': {
      // "Last year": the step into the latest year the facts hold, from the year before.
      const latest = facts.years(a, i).at(-1)
      if (part.time.kind === 'latest' && latest === undefined) return null
      const time = part.time.kind === 'latest' ? { kind: 'span' as const, from: latest! - 1, to: latest! } : part.time
      if (time.kind !== 'span') return null
      const held = facts.years(a, i).filter((y) => y <= time.to)
      const change = facts.change(a, i, time.from, held.at(-1) ?? time.to)
      if (!change) return null
      if (part.target)
        return change.ratio === null
          ? null
          : targetMet(part.target, (change.ratio - 1) * 100) !== (part.direction === 'down')
      const way = change.difference > 0 === (part.direction !== 'down')
      if (part.figure) {
        // The change in the way asked, against the question's own figure (a percent, or an amount).
        const percent = change.ratio === null ? null : (change.ratio - 1) * 100
        return changeFigureHolds(part, { percent, difference: change.difference })
      }
      return part.direction ? way : null
    }
    case 'rank_of': {
      const y = yearOfPart(a)
      const rank = y === null ? undefined : facts.rank(a, i, y)
      if (rank === undefined || (part.place === undefined && part.top === undefined)) return null
      const count = y === null ? null : (facts.all(i, y)?.size ?? null)
      const place = part.order === 'lowest' ? (count === null ? null : count - rank + 1) : rank
      // "Is Brazil in the top 3": within the first N places.
      if (place === null) return null
      return part.top !== undefined ? place <= part.top : place === part.place
    }
    case 'pace': {
      // Both changes over the same two years: the span named, ending in the latest year both have (for "since").
      if (part.time.kind !== 'span') return null
      const from = part.time.from
      const measure = (code: string, to: number) => {
        const change = facts.change(code, i, from, to)
        const difference = facts.difference(code, i, from, to)
        if (!change || (!paceByPercent(part) && difference === undefined)) return null
        return { difference: difference ?? 0, percent: change.ratio === null ? null : (change.ratio - 1) * 100 }
      }
      const ends = facts.years(a, i).filter((y) => y > from && y <= (part.time as { to: number }).to)
      const to = part.time.since ? ends.filter((y) => measure(a, y) && measure(b, y)).at(-1) : part.time.to
      const [x, y] = to === undefined ? [null, null] : [measure(a, to), measure(b, to)]
      return x && y ? paceVerdict(part, x, y) : null
    }
    case 'overtake':
    case 'ahead_every_year': {
      if (part.time.kind !== 'span') return null
      const [sa, sb] = [
        facts.series(a, i, part.time.from, part.time.to),
        facts.series(b, i, part.time.from, part.time.to),
      ]
      if (!sa || !sb) return null
      const years = pairs(sa, sb)
      return years.length < 2 ? null : overtakeVerdict(part, years)
    }
    case 'every_year': {
      if (part.time.kind !== 'span') return null
      const series = facts.series(a, i, part.time.from, part.time.to)
      if (!series) return null
      const known = [...series.entries()].flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
      const held = yearsAgainst(known, part).length === 0
      return part.negated ? !held : held
    }
    default:
      void evidence
      return null
  }
}

/**
 * The two years of every country's change a part is about: the span named, or ("since 2015", "last year") the latest
 * end the facts hold a change for, from its start (from the year before, for "last year").
 */
function changeSpanOf(part: Part, facts: FactIndex, evidence: ClaimEvidence): [number, number] | null {
  const t = part.time
  if (t.kind === 'span' && !t.since) return [t.from, t.to]
  if (t.kind !== 'span' && t.kind !== 'latest') return null
  const top = t.kind === 'span' ? t.to : evidence.snapshotYears[1]
  // The latest end the facts hold every country's change for (the one the plan looks back to), else any country's.
  for (const every of [true, false]) {
    for (let to = top; to > evidence.snapshotYears[0]; to -= 1) {
      const from = t.kind === 'span' ? t.from : to - 1
      if (to <= from) break
      const held = (code: string) => facts.change(code, part.indicator, from, to)
      if (every ? COUNTRY_CODES.every(held) : COUNTRY_CODES.some(held)) return [from, to]
    }
  }
  return null
}

/** The claims of an answer, each judged against the facts; the verdict against the question's own yes-or-no part. */
export function checkClaims(
  answer: { status: 'answered' | 'cannot_answer'; answer: string },
  language: Language,
  evidence: ClaimEvidence,
  reading: QuestionReading | null,
  quoted: (at: number) => boolean,
): Problem[] {
  const text = answer.answer
  const facts = new FactIndex(evidence.facts, evidence.missingYears)
  const problems: Problem[] = []
  const refuse = (judgement: Judgement & { ok: false }, span: { text: string; start: number; end: number }) =>
    problems.push({ code: judgement.code, detail: judgement.detail, figure: span })

  // The series whose values a question measures against a figure of its own ("did it pass 100 million").
  const ownFigure = new Set((reading?.parts ?? []).filter((p) => p.figure).map((p) => p.indicator as string))
  for (const claim of readClaims(text, language, evidence, quoted)) {
    // "It passed that mark in 2001": compared with the question's own figure, which the verdict (or the check of the
    // year it was passed, below) judges; no fact names that figure.
    const against = claim.sense.kind === 'comparison' || claim.sense.kind === 'overtake'
    if (against && claim.b.length === 0 && claim.indicators.some((i) => ownFigure.has(i))) continue
    const judgements = claim.indicators.map((i) => judgeOne(claim, i, facts, evidence))
    // Any series the claim may be about that establishes it is enough; else the most telling refusal.
    if (judgements.some((j) => j.ok)) continue
    const refused = (judgements.find((j) => !j.ok && j.code !== 'unsupported_claim') ?? judgements[0]) as
      (Judgement & { ok: false }) | undefined
    if (refused) refuse(refused, { text: claim.text, start: claim.start, end: claim.end })
  }

  // A ratio ("12.91 times") reads from the country before it to the one after it: the facts' ratio must go that way.
  const places = countryMentions(text)
  for (const n of readNumbers(text, language)) {
    if (n.unit !== 'times' || quoted(n.start)) continue
    const sentence = splitSentences(text).find((x) => n.start >= x.start && n.start < x.end)
    if (!sentence) continue
    const a = places.filter((p) => p.start >= sentence.start && p.end <= n.start).at(-1)
    const b = places.find((p) => p.start >= n.end && p.start < sentence.end && p.code !== a?.code)
    if (!a || !b) continue
    const ratios = evidence.facts.filter((f) => f.kind === 'ratio' && matchesValue(n, f.value))
    const forward = ratios.some((f) => f.countries[0] === a.code && f.countries[1] === b.code)
    const backward = ratios.find((f) => f.countries[0] === b.code && f.countries[1] === a.code)
    if (!forward && backward) {
      problems.push({
        code: 'wrong_ratio',
        detail: `${n.text} is ${countryName(b.code)}'s ${indicatorLabel(backward.indicator)} over ${countryName(a.code)}'s; the answer reads it the other way`,
        figure: { text: n.text, start: n.start, end: n.end },
      })
    }
  }

  // A verdict opens the answer: it must be the one the facts give to the question's yes-or-no part.
  const opening = /^\s*(yes|no|oui|non)(?=\s*[:,.!;\u2014\u2013-])/i.exec(text)
  const polar = reading?.parts.find((p) => p.polar && !p.premise)
  // (A cannot_answer that opens with "No" refuses to answer; it gives no verdict on the data.)
  if (opening && answer.status === 'answered' && reading && reading.parts.length > 0) {
    const said = VERDICTS.find(([w]) => w === opening[1]!.toLowerCase())![1]
    const span = {
      text: opening[1]!,
      start: opening.index + opening[0].length - opening[1]!.length,
      end: opening.index + opening[0].length,
    }
    if (!polar) {
      problems.push({
        code: 'wrong_verdict',
        detail: `the answer opens with "${opening[1]}", but the question asks no yes-or-no question`,
        figure: span,
      })
    } else {
      const expected = expectedVerdict(polar, facts, evidence)
      if (expected === null)
        problems.push({
          code: 'unsupported_claim',
          detail: `the facts given do not establish the answer's "${opening[1]}"`,
          figure: span,
        })
      else if (expected !== said)
        problems.push({
          code: 'wrong_verdict',
          detail: `the facts give "${expected ? 'yes' : 'no'}"; the answer says "${opening[1]}"`,
          figure: span,
        })
    }
  }

  // "In which year did it pass 100 million": the answer must name the year the facts give, the first year the question's
  // figure held after a year it did not; held from the first year of the data, no year can be given.
  if (answer.status === 'answered') {
    const named = new Set(
      readNumbers(text, language)
        .filter((n) => n.kind === 'year')
        .map((n) => n.shown),
    )
    for (const part of reading?.parts ?? []) {
      if (!part.crossed || part.polar || part.time.kind !== 'span') continue
      const [c, i] = [part.countries[0]!, part.indicator]
      const series = facts.series(c, i, part.time.from, part.time.to)
      const label = `${countryName(c)}'s ${indicatorLabel(i)}`
      if (!series) {
        problems.push({
          code: 'unsupported_claim',
          detail: `the facts do not hold every year of ${label} from ${part.time.from} to ${part.time.to}, so the year it passed the question's figure cannot be checked`,
        })
        continue
      }
      const known = [...series.entries()].flatMap(([year, v]) => (v === null ? [] : [{ year, v }]))
      const seen = figureOverYears(part, known)
      if (seen.earlier)
        problems.push({
          code: 'unsupported_claim',
          detail: `the question's figure already held for ${label} in ${known[0]!.year}, the first year of the facts: the year it was passed is earlier than the data`,
        })
      else if (seen.crossing && !named.has(seen.crossing.year))
        problems.push({
          code: 'wrong_year',
          detail: `the facts give ${seen.crossing.year} as the first year the question's figure held for ${label}; the answer does not name it`,
        })
    }
  }

  if (answer.status === 'answered') problems.push(...sinceProblems(text, reading, facts, quoted))

  // A country outside the data, named in a claim ("ahead of China"): never established by the data.
  if (answer.status === 'answered') {
    const sources = (reading?.sources ?? []).map((x) => foldInPlace(x))
    for (const place of otherCountryMentions(text)) {
      if (quoted(place.start)) continue
      // "not the OECD's": another source the question named, not a place.
      if (sources.some((x) => x.includes(` ${place.code} `))) continue
      const sentence = splitSentences(text).find((s) => place.start >= s.start && place.start < s.end)
      if (sentence && NONE.test(foldInPlace(sentence.text))) continue
      problems.push({
        code: 'outside_country',
        detail: `"${text.slice(place.start, place.end)}" is not one of the eight countries in the data: no fact can support a claim about it`,
        figure: { text: text.slice(place.start, place.end), start: place.start, end: place.end },
      })
    }
  }
  return problems
}

/** "since 2017", "depuis 2017" (and no second year) anywhere in an answer. */
const EVERY_SINCE_YEAR = new RegExp(SINCE_YEAR.source, 'g')

/**
 * "Since when has Nigeria had more people than Japan": every "since <year>" the answer says must be the first year of
 * the run of years the claim held that lasts to the latest year with values (every year from it to the end held, the
 * year before did not, or it is the first year with values), and an answer to a claim that held at the end names it;
 * one that did not hold at the end says no "since".
 */
function sinceProblems(
  text: string,
  reading: QuestionReading | null,
  facts: FactIndex,
  quoted: (at: number) => boolean,
): Problem[] {
  // (Folded in place, with a space before it: a match, from the space before "since", starts where the word does.)
  const said = [...foldInPlace(text).matchAll(EVERY_SINCE_YEAR)]
    .filter((m) => !quoted(m.index))
    .map((m) => Number(m[1]))
  const problems: Problem[] = []
  for (const part of reading?.parts ?? []) {
    if (!part.since_when || part.time.kind !== 'span') continue
    const { from, to } = part.time
    const [a, b] = part.countries as [string, string | undefined]
    const i = part.indicator
    const label =
      part.shape === 'overtake'
        ? `${countryName(a)}'s ${indicatorLabel(i)} ahead of ${countryName(b!)}'s`
        : `${countryName(a)}'s ${indicatorLabel(i)} bearing out the question's figure`
    const sa = facts.series(a, i, from, to)
    const sb = b === undefined ? undefined : facts.series(b, i, from, to)
    if (!sa || (part.shape === 'overtake' && !sb)) {
      problems.push({
        code: 'unsupported_claim',
        detail: `the facts do not hold every year from ${from} to ${to}, so since when ${label} cannot be checked`,
      })
      continue
    }
    const run =
      part.shape === 'overtake'
        ? heldSince(pairs(sa, sb!), (p) => p.ahead)
        : heldSince(
            [...sa.entries()].flatMap(([year, v]) => (v === null ? [] : [{ year, v }])),
            (p) => figureHolds(part, p.v),
          )
    if (!run) continue
    if (!run.held) {
      for (const y of said)
        problems.push({
          code: 'wrong_year',
          detail: `the facts do not give ${label} in ${run.latest.year}, the latest year with values, so it holds since no year; the answer says since ${y}`,
        })
      continue
    }
    const since = run.since.year
    const wrong = said.filter((y) => y !== since)
    if (wrong.length > 0 || said.length === 0)
      problems.push({
        code: 'wrong_year',
        detail: `the facts give ${since} as the first year of the run of years with ${label} that lasts to ${run.latest.year}; the answer ${wrong.length > 0 ? `says since ${wrong.join(', ')}` : 'does not name it'}`,
      })
  }
  return problems
}
