// Gate 2's reader: every claim word of an answer (lexicon/claims.ts), read in its part of its sentence and bound, like
// a figure, to what it is said of: its subjects (the countries before and after it, a scope, the average, a country's
// own value of another year), its series, and its years (those it names, a span, "since 2018").
import type { ClaimSense } from '../../lexicon/claims.js'
import { countryMentions, indicatorsNamed, type PlaceMention } from '../../lexicon/mentions.js'
import { FactIndex, type ClaimEvidence } from '../../shapes/kit/claim-facts.js'
import type { Language } from '../../text/language.js'
import { foldInPlace } from '../../text/normalise.js'
import { readNumbers } from '../../text/numbers.js'
import { splitClauses, splitSentences, type Sentence } from '../../text/sentences.js'
import type { Claim, Subject } from './types.js'
import {
  AGAIN_TEST,
  AGAIN_WORDS,
  AVERAGE,
  BEFORE_YEAR,
  CLAIMS,
  EVERY,
  FIRST,
  HEDGE,
  LEVEL,
  NEGATION,
  ORDINAL_DIGITS,
  RANK_AFTER,
  RANK_BEFORE,
  SCOPE,
  SENSES,
  SINCE_YEAR,
  SPAN,
  THAN_WORD,
  YEAR_THEN_THAN,
  claimClause,
  inParentheses,
  segmentsOf,
  yearsWithin,
} from './words.js'

/** A claim word found in the folded text: its match, its sense, and the word it runs through ("the second highest"). */
type Found = {
  m: { 0: string; index: number }
  sense: ClaimSense
  through?: { 0: string; index: number }
}

/** An answer as the reader sees it: its text (and folded), and what is found in it once. */
interface Answer {
  text: string
  /** folded[k + 1] is text[k]. */
  folded: string
  places: PlaceMention[]
  numbers: ReturnType<typeof readNumbers>
  wholeIndicators: string[]
  /** The series the facts are about: a claim's series when the answer names none. */
  factIndicators: () => string[]
  /** The last year the results reach: where "since 2018" ends. */
  latest: number
  matches: Found[]
  quoted: (at: number) => boolean
}

/** Where claim words stand: their sentence, its segment, the words and countries there. */
interface Where {
  sentence: Sentence
  segment: Sentence
  inside: Found[]
  segPlaces: PlaceMention[]
  sentPlaces: PlaceMention[]
  /** The segment's folded text. */
  local: string
}

/** A claim word read in its place: its sense, where it stands, and what the words around it say of it. */
interface Word {
  match: Found
  sense: ClaimSense
  start: number
  end: number
  /** The last word of the claim's words (the one it runs through, else its own). */
  last: { 0: string; index: number }
  before: string
  after: string
  /** A relation to a figure ("more than 40 million"), not to another subject. */
  toFigure: boolean
  first: boolean
  negated: boolean
  every: boolean
  hedged: boolean
  /** Where the next claim word of the segment starts (else the segment's end). */
  nextClaim: number
}

/** A position in the folded text, in the text. */
const at = (k: number) => k - 1

/** The words right after a move that make it a step from the year before, in either language (folded). */
const STEP_WORDS =
  /^ +(?:from the year before|from the previous year|year on year|par rapport a l annee precedente|d une annee sur l autre)(?= |$)/

/** Reads every claim of an answer, with what it is bound to. */
export function readClaims(
  text: string,
  language: Language,
  evidence: ClaimEvidence,
  quoted: (at: number) => boolean,
): Claim[] {
  const folded = foldInPlace(text) // folded[k + 1] is text[k]
  // "Since 2018": to the last year the results reach (with a value or without), within the snapshot.
  const reached = [...evidence.facts.flatMap((f) => f.years), ...evidence.missingYears]
  const latest =
    reached.length > 0 ? Math.min(Math.max(...reached), evidence.snapshotYears[1]) : evidence.snapshotYears[1]
  const answer: Answer = {
    text,
    folded,
    places: countryMentions(text),
    numbers: readNumbers(text, language),
    wholeIndicators: [...indicatorsNamed(text)],
    factIndicators: () => [...new FactIndex(evidence.facts, evidence.missingYears).indicators],
    latest,
    matches: claimWords(folded),
    quoted,
  }
  const claims: Claim[] = []
  for (const sentence of splitSentences(text)) {
    for (const segment of segmentsOf(sentence)) {
      const where: Where = {
        sentence,
        segment,
        inside: answer.matches.filter(({ m }) => at(m.index + 1) >= segment.start && at(m.index + 1) < segment.end),
        segPlaces: answer.places.filter((p) => p.start >= segment.start && p.start < segment.end),
        sentPlaces: answer.places.filter((p) => p.start >= sentence.start && p.start < sentence.end),
        local: folded.slice(segment.start + 1, segment.end + 1),
      }
      for (const [n, match] of where.inside.entries()) {
        const claim = readClaim(answer, where, match, n)
        if (claim) claims.push(claim)
      }
      readAgain(answer, where, claims)
    }
  }
  return claims
}

/** The claim words of the folded text, in order: the table's phrases, "plus élevé en 2024 qu'en", ordinals. */
function claimWords(folded: string): Found[] {
  const words = CLAIMS.matchAll(folded).map((m) => ({ m, sense: SENSES.get(m.phrase)! }))
  const found: Found[] = [
    ...words,
    ...[...folded.matchAll(YEAR_THEN_THAN)]
      .filter((m) => !words.some((w) => m.index < w.m.index + w.m[0].length && w.m.index < m.index + m[0].length))
      .map((m) => ({ m, sense: BEFORE_YEAR.get(m[0].trim().replace(/ +/g, ' '))! })),
    ...[...folded.matchAll(ORDINAL_DIGITS)].map((m) => ({ m, sense: { kind: 'rank' as const, place: Number(m[1]) } })),
  ].sort((x, y) => x.m.index - y.m.index)
  // "the second highest", "la deuxième plus élevée": one rank claim, counted from the top (or from the bottom).
  return found.flatMap((x, k): Found[] => {
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
}

/** One claim word, read in its place and bound to its subjects, series and years; null when it makes no claim. */
function readClaim(answer: Answer, where: Where, match: Found, n: number): Claim | null {
  const word = claimWord(answer, where, match, n)
  if (!word) return null
  const { sense, start, end } = word
  const { scoped, candidates, a, b } = subjectsOf(answer, where, word)
  // The series: what its part of the sentence names, else the sentence, else the answer, else the facts'.
  const named = [
    [...indicatorsNamed(where.local)],
    [...indicatorsNamed(where.sentence.text)],
    answer.wholeIndicators.length === 1 ? answer.wholeIndicators : [],
  ].find((x) => x.length > 0)
  const indicators = named ?? answer.factIndicators()
  const time = timeOf(answer, where, word, a, b, candidates)
  if (!time) return null
  const { part, years, spanYears } = time
  return {
    sense,
    text: answer.text.slice(start, end),
    start,
    end,
    negated: word.negated,
    // ("Ahead between 2010 and 2020", a state, is ahead in each of those years too.)
    every:
      word.every || (spanYears !== null && years.length === 0 && sense.kind === 'comparison' && sense.of !== 'change'),
    first: word.first,
    hedged: word.hedged,
    a,
    b: time.b,
    scope: [...new Set(scoped.map((p) => p.code))],
    indicators,
    years: [...new Set(years)],
    span: spanYears,
    over: time.over,
    steps: sense.kind === 'direction' && STEP_WORDS.test(` ${word.after}`),
    again: AGAIN_TEST.test(` ${answer.folded.slice(part.start + 1, part.end + 1)} `),
    article: / (?:the|le|la|les)$/.test(word.before.trimEnd()),
    since: time.sinceYear,
  }
}

/** A claim word in its place: its sense there, where it stands, and what the words around it say (negated, every...). */
function claimWord(answer: Answer, where: Where, match: Found, n: number): Word | null {
  const { text, folded } = answer
  const { segment, inside, local } = where
  const { m } = match
  let sense = match.sense
  // "Mexico is in the lead, with 13,889 against Brazil's 10,713": ahead of the other country its sentence names.
  if (sense.kind === 'extreme' && sense.lead && new Set(where.sentPlaces.map((p) => p.code)).size >= 2)
    sense = { kind: 'comparison', order: 'higher' }
  const start = at(m.index + 1)
  const last = match.through ?? m
  const end = at(last.index + 1) + last[0].length - 1
  if (answer.quoted(start)) return null
  const before = folded.slice(segment.start + 1, start + 1)
  const after = folded.slice(end + 1, segment.end + 1)
  const nextNumber = /^ *[-+−]?\d/.test(text.slice(end, end + 4).replace(/^\s*(?:the|de|d'|of)\s/i, ' '))
  // A relation to a figure ("more than 40 million", "passed 1.4 billion") compares no subjects (unless the figure
  // is the subject's own of another year: "higher than 12,275 dollars in 2014", below).
  const toFigure = (sense.kind === 'comparison' || sense.kind === 'overtake') && nextNumber
  if (sense.kind === 'overtake' && toFigure) return null
  if (sense.kind === 'rank') {
    const ordinalPlace =
      RANK_BEFORE.test(folded.slice(0, m.index + 1)) || RANK_AFTER.test(folded.slice(m.index + m[0].length))
    if (!ordinalPlace) return null
    if (FIRST.test(` ${m[0]} `) && /^ +(?:exceeded|overtook|surpassed|passed|topped|higher|ahead)/.test(after))
      return null
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
  return { match, sense, start, end, last, before, after, toFigure, first, negated, every, hedged, nextClaim }
}

/** Scope of an extreme: "among Brazil, Canada and India" (those), "of the eight" (all), else all. */
function scopeOf(text: string, segment: Sentence, list: PlaceMention[]): PlaceMention[] {
  // A run of countries right after "among", "parmi" or "between", joined by commas, "and", "et" and articles.
  const scoped: PlaceMention[] = []
  for (const [k, p] of list.entries()) {
    const opens = SCOPE.test(foldInPlace(text.slice(segment.start, p.start)).trimEnd() + ' ')
    // (A country named again after the list is the subject: "Among Brazil, Mexico and Japan, Japan had ...".)
    const joined =
      k > 0 &&
      scoped.includes(list[k - 1]!) &&
      !scoped.some((s) => s.code === p.code) &&
      /^[\s,]*(?:(?:and|et|or|ou)\s+)?(?:(?:the|le|la|les|l')\s*)?$/i.test(text.slice(list[k - 1]!.end, p.start))
    if (opens || joined) scoped.push(p)
  }
  return scoped
}

/** What a claim word is said of: its scope, its first subjects (a) and what it sets them against (b). */
function subjectsOf(answer: Answer, where: Where, word: Word) {
  const { text, numbers } = answer
  const { sentence, segment, segPlaces, sentPlaces } = where
  const { sense, start, end, after, nextClaim } = word
  const scoped = sense.kind === 'extreme' || sense.kind === 'rank' ? scopeOf(text, segment, segPlaces) : []
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
    a = (sense.kind === 'extreme' && afterWord.length > 1 && beforeWord.length === 0 ? named : named.slice(0, 1)).map(
      own,
    )
  }
  if (sense.kind === 'each_country') {
    // "fell in the following countries: A, B": the countries named after the words, up to the next such claim.
    const next = answer.matches.find(
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
  return { scoped, candidates, a, b }
}

/** A span within `s` ("from 2010 to 2020", "since 2018": to the latest year), with where it stands in the text. */
function spanIn(answer: Answer, s: { start: number; end: number }) {
  const found = SPAN.exec(`${answer.folded.slice(s.start, s.end + 1)} `)
  if (found)
    return {
      years: [Number(found[1]), Number(found[2])] as [number, number],
      over: /^ (?:from|de|since|depuis) /.test(found[0]),
      at: { start: s.start + found.index, end: s.start + found.index + found[0].length },
    }
  const since = SINCE_YEAR.exec(`${answer.folded.slice(s.start, s.end + 1)} `)
  if (!since) return null
  const from = Number(since[1])
  return {
    years: [from, Math.max(from, answer.latest)] as [number, number],
    over: true,
    at: { start: s.start + since.index, end: s.start + since.index + since[0].length },
  }
}

/**
 * The years a claim is about: those of its own part of the sentence ("stayed ahead in 2023 and 2024, but in 2025 the UK
 * was ahead again"), else of its segment, else of its sentence: a span ("from 2010 to 2020", "since 2018"), and the
 * years named outside it and outside parentheses. "Than" a year of its own subject makes that year its b. Null when
 * the claim is a relation to a figure, which no subject carries.
 */
function timeOf(
  answer: Answer,
  where: Where,
  word: Word,
  a: Subject[],
  subjects: Subject[],
  candidates: PlaceMention[],
) {
  const { text, folded, numbers } = answer
  const { sentence, segment, inside, local } = where
  const { match, sense, start, end, last, after } = word
  const { m } = match
  let b = subjects
  const part = claimClause(text, segment, numbers, start)
  const chain = [part, segment, sentence]
  // ("Its lowest since 2010": the year after the words is the claim's own, what it counts from, not a span.)
  const sinceYear = sense.kind === 'since' ? Number(/^ *((?:19|20)\d\d)/.exec(after)?.[1] ?? Number.NaN) : null
  const spans = sense.kind === 'since' ? chain.map(() => null) : chain.map((s) => spanIn(answer, s))
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
  else if (word.toFigure) return null
  // "Back above its 2014 level": 2014 is the level's year, not the claim's; the claim is about the span's end.
  const levelYear = b.length === 1 && 'year' in b[0]! ? b[0].year : null
  if (levelYear !== null) {
    years = years.filter((y) => y !== levelYear)
    if (years.length === 0 && spanYears) years = [spanYears[1]]
  }
  // "ahead from 2009 to 2014", "en tête depuis 2018": a state over every year of its span.
  const over = Boolean(spanFound?.over) && years.length === 0
  return { part, b, years, spanYears, over, sinceYear }
}

/**
 * "..., puis à nouveau en 2017": "again" in a part with no claim word of its own says the claim before it (its
 * subjects and series) once more, of that part's years. Adds those claims to `claims`.
 */
function readAgain(answer: Answer, where: Where, claims: Claim[]): void {
  const { text, numbers } = answer
  const { sentence, segment, local } = where
  for (const g of AGAIN_WORDS.matchAll(local)) {
    const word = segment.start + g.index + 1
    if (answer.quoted(word)) continue
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
