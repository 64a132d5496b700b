// The numbers of a clause that the reading uses: places in a ranking, a top N, a margin or a level, the question's
// own figure, a count of years or of times; and how many numbers it left unread.
import { COUNTRY_CODES, type IndicatorCode } from '../../lexicon/codes.js'
import { RELATION_WORDS, type Relation } from '../../lexicon/question-words.js'
import {
  COUNTING_NEXT,
  ONE_IN,
  PERCENT_WORDS,
  YEARS_NEXT,
  LEVEL_WORDS,
  NUMBER_OF,
  YEARS_COUNTED,
} from '../../lexicon/reading-words.js'
import { foldWords } from '../../text/normalise.js'
import type { QuotedFigure } from '../schema.js'
import { is, isForm, isTime, RELATED, typedOf } from '../token-match.js'
import type { Token } from '../tokens.js'
import type { ClauseReading } from './reading.js'
import { LIFE_EXPECTANCY } from './declines.js'
import { unitAt, type UnitSaid } from '../figure-unit.js'
import { strayYears } from './years-said.js'

/** The numbers of the clause that the reading uses, and how many it left unread. */
export function readNumbers(
  tokens: Token[],
  indicators: IndicatorCode[],
  perHundredAt: number,
  folded: string,
): Pick<
  ClauseReading,
  'places' | 'top' | 'topGroup' | 'figure' | 'margin' | 'level' | 'shareOf' | 'unread' | 'figureUnit'
> {
  const topAt = topAtOf(tokens)
  const figureAt = figureAtOf(tokens, topAt, perHundredAt, indicators)
  const oneInAt = tokens.findIndex((_t, i) => oneInAtOf(tokens, i) >= 0)
  const used = new Set([figureAt, perHundredAt, ...(topAt >= 0 ? [topAt + 1] : [])])
  if (oneInAt >= 0) for (let k = oneInAt; k <= oneInAtOf(tokens, oneInAt) + 1; k += 1) used.add(k)
  return {
    places: placesOf(tokens),
    top: topAt >= 0 ? countOf(tokens, topAt + 1) : null,
    topGroup: topAt >= 0 ? topGroupOf(tokens, topAt) : [],
    figure:
      oneInAt >= 0
        ? oneInFigure(tokens, oneInAt, folded)
        : figureAt >= 0
          ? quotedFigure(tokens, figureAt, folded)
          : null,
    margin: figureAt >= 0 && oneInAt < 0 && isMarginAt(tokens, figureAt),
    level: figureAt >= 0 && oneInAt < 0 && !isMarginAt(tokens, figureAt) && isLevelAt(tokens, figureAt),
    shareOf: figureAt >= 0 && /^(of|de|du|des|d)$/.test(tokens[figureAt + 1]?.words ?? ''),
    unread: unreadOf(tokens, used),
    figureUnit: oneInAt >= 0 ? null : figureAt >= 0 ? unitOfFigure(tokens, figureAt, folded) : strayYears(tokens),
  }
}

/** The unit of the question's figure: a percent when read as one ("half of Nigerians"), else its words'. */
function unitOfFigure(tokens: Token[], at: number, folded: string): UnitSaid | null {
  const figure = quotedFigure(tokens, at, folded)
  return figure.percent ? { unit: 'percent', words: figure.text } : unitAt(tokens, at)
}

/** Places in a ranking ("second", "3rd"), as typed. */
function placesOf(tokens: Token[]): { place: number; text: string }[] {
  return tokens.flatMap((t) =>
    t.meanings.flatMap((m) => (m.kind === 'ordinal' ? [{ place: m.place, text: typedOf(t) }] : [])),
  )
}

/** A count at `i`: a number in figures or in words. */
export const countAt = (tokens: Token[], i: number) => tokens[i]?.kind === 'number' || is(tokens[i], 'number')
/** The count at `i`, in figures or in words, or null. */
const countOf = (tokens: Token[], i: number) =>
  tokens[i]?.kind === 'number'
    ? tokens[i].value
    : ((tokens[i]?.meanings.find((m) => m.kind === 'number') as { value: number } | undefined)?.value ?? null)

/** "The 3 that", "les 3 qui": a relative clause of countries after a count. */
const WHO_NEXT = /^(that|which|who|qui)$/
/** The words that ask which one of a group ("which", "lequel", "quels"), as folded. */
const WHICH = /^(which|what|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles)\b/
/** "Of the", "among the", "parmi les", "des", "d'entre les": the words that name the group a question picks from. */
const GROUP_LEAD =
  / (?:of|among|amongst|out of|from|parmi|d entre) (?:the|these|those|les|ces) $| (?:des|d entre les) $/
/** "Was India among the top 3", "figurait-il parmi les 3 premiers": being in the top N, asked of a country. */
const BE_AMONG = /^(was|were|is|are|be|been|ranked|rank|etait|etaient|est|sont|figurait|figuraient|figure|figurent)$/

/**
 * "Which of the top 3 economies had the highest life expectancy", "among the 5 most populous countries, which ...",
 * "parmi les 3 plus grandes économies, laquelle ...": a top N said as the group a "which" question picks from is
 * countries picked by a condition, which the tools do not do (two rankings side by side never say which one): the
 * group's words as typed, its count left out (a number in a decline is one no tool gave), or none.
 */
function topGroupOf(tokens: Token[], topAt: number): string[] {
  const lead =
    tokens[topAt]!.words === 'top' && /^(the|les|ces|these|those)$/.test(tokens[topAt - 1]?.words ?? '')
      ? topAt - 1
      : topAt
  const at = (k: number) => tokens[k]?.words ?? '_'
  const before = (k: number) => ` ${at(k - 2)} ${at(k - 1)} ${at(k)} `
  const opens = GROUP_LEAD.test(before(lead)) ? lead : GROUP_LEAD.test(before(lead - 1)) ? lead - 1 : -1
  if (opens < 0) return []
  const start = tokens
    .slice(Math.max(0, opens - 3), opens)
    .findIndex((t) => /^(of|among|amongst|out of|from|parmi|d entre|des|d entre les)$/.test(t.words))
  const from = start >= 0 ? Math.max(0, opens - 3) + start : opens
  // ("Which of the top 3", "lequel des 3 plus grands": the "which" right before the group; "among the top 3, which":
  // anywhere in the clause, unless the clause asks whether a country is in the top N, "which were among the top 3".)
  const whichBefore = [from - 1, from - 2].some((k) => WHICH.test(at(k)))
  const amongWhich =
    /^(among|amongst|parmi)$/.test(at(from)) && !BE_AMONG.test(at(from - 1)) && tokens.some((t) => WHICH.test(t.words))
  if (!whichBefore && !amongWhich) return []
  const end = tokens.findIndex(
    (t, k) =>
      k > topAt + 1 &&
      (COUNTRY_NOUN.test(t.words) ||
        /^(economies|economy|economie|economies)$/.test(t.words) ||
        isForm(t, 'high', 'low')),
  )
  // ("Les 5 pays les plus peuplés": a superlative right after the noun is the group's too.)
  const after = /^(les|le|la)$/.test(tokens[end + 1]?.words ?? '_') ? end + 2 : end + 1
  const last = end < 0 ? topAt + 1 : isForm(tokens[after], 'high', 'low') ? after : end
  // (Said as typed in runs of words, the count left out: "of the top", "economies".)
  const runs = tokens
    .slice(from, last + 1)
    .reduce<string[][]>(
      (all, t) => (countAt([t], 0) ? [...all, []] : [...all.slice(0, -1), [...all.at(-1)!, typedOf(t)]]),
      [[]],
    )
  return runs.filter((r) => r.length > 0).map((r) => r.join(' '))
}

/** A count of places in a ranking: a small whole number, not a percent nor a figure in millions. */
export const isPlaces = (t: Token) =>
  t.percent !== true && (t.kind !== 'number' || (Number.isInteger(t.value) && t.value <= 20))

/** An ordinal names one place ("the 10th richest", "le 10e pays le plus riche"), never a count of the highest. */
const isOrdinal = (t: Token | undefined) => t?.meanings.some((m) => m.kind === 'ordinal') === true

/**
 * "top 3", "the 3 highest", "les 3 pays les plus peuplés", "les 3 pays où l'espérance de vie était la plus élevée":
 * the token before the number of places asked, or -1. A count of countries said as a group ("which of the seven
 * countries", "parmi les six pays") is no top N: it is the eight, or a group the data cannot pick out (unreadOf).
 */
function topAtOf(tokens: Token[]): number {
  return tokens.findIndex(
    (t, i) =>
      !isOrdinal(tokens[i + 1]) &&
      // ("Did it top 200 million": a figure passed, not the 200 million highest; places are a few, never a percent.)
      ((isForm(t, 'top', 'high', 'low') &&
        countAt(tokens, i + 1) &&
        isPlaces(tokens[i + 1]!) &&
        !yearsRanked(tokens, i + 1)) ||
        // ("The 3 largest economies", "among the 3 largest", "les 3 premiers pays", "les 3 plus grandes économies": the
        // N highest, the superlative right after the number; a group is a count of countries, below.)
        (/^(the|les|des|aux)$/.test(t.words) &&
          countAt(tokens, i + 1) &&
          isPlaces(tokens[i + 1]!) &&
          isForm(tokens[i + 2], 'top', 'high', 'low') &&
          !yearsRanked(tokens, i + 1)) ||
        // ("Which 3 had the highest GDP", "quels sont les 3 qui avaient le PIB le plus élevé": the N highest asked of
        // the eight, a superlative close after.)
        ((WHICH.test(t.words) || (/^(the|les)$/.test(t.words) && WHO_NEXT.test(tokens[i + 2]?.words ?? '_'))) &&
          countAt(tokens, i + 1) &&
          isPlaces(tokens[i + 1]!) &&
          !COUNTING_NEXT.test(tokens[i + 2]?.words ?? '_') &&
          tokens.slice(i + 2, i + 9).some((n) => isForm(n, 'high', 'low'))) ||
        (countAt(tokens, i + 1) &&
          // ("More than 6 years higher than": a margin, not the 6 highest.)
          !isMarginAt(tokens, i + 1) &&
          !isGroupCounted(tokens, i + 1) &&
          COUNTING_NEXT.test(tokens[i + 2]?.words ?? '_') &&
          (tokens.slice(i + 3, i + 8).some((n) => isForm(n, 'high', 'low', 'compare')) ||
            // (A relative clause of countries may be longer, "les 3 pays où l'espérance de vie était la plus élevée":
            // a superlative still closes it; a count of years keeps the short reach, "the 5 years since ... highest".)
            (COUNTRY_NOUN.test(tokens[i + 2]!.words) &&
              tokens.slice(i + 3, i + 12).some((n) => isForm(n, 'high', 'low')))))),
  )
}
/**
 * "The top 3 years", "the 3 highest years", "les 3 meilleures années": a number of years at one end of a series, which
 * the tools do not rank: never a top N of countries nor a figure, left unread (declined).
 */
function yearsRanked(tokens: Token[], i: number): boolean {
  const afterEnd = isForm(tokens[i + 1], 'top', 'high', 'low') && YEARS_NEXT.test(tokens[i + 2]?.words ?? '')
  return afterEnd || (isForm(tokens[i - 1], 'top', 'high', 'low') && YEARS_NEXT.test(tokens[i + 1]?.words ?? ''))
}
/** The nouns that count countries. */
const COUNTRY_NOUN = /^(countries|country|pays|nations)$/

/**
 * "Which of the seven countries", "among the 3 countries", "lequel des sept pays", "parmi les six pays": a count of
 * countries after "of the", "among the", "des", "parmi les" names the group the question picks from, never how many
 * places it asks (that is "top", "the N highest", "les N premiers").
 */
function isGroupCounted(tokens: Token[], i: number): boolean {
  if (!COUNTRY_NOUN.test(tokens[i + 1]?.words ?? '_')) return false
  // ("Parmi les 5 pays les plus peuplés": a superlative right after the noun makes it the N highest, a top N.)
  const end = /^(les|le|la|the)$/.test(tokens[i + 2]?.words ?? '_') ? tokens[i + 3] : tokens[i + 2]
  if (isForm(end, 'high', 'low')) return false
  const before = tokens
    .slice(Math.max(0, i - 3), i)
    .map((x) => x.words)
    .join(' ')
  return GROUP_BEFORE.test(` ${before} `)
}
const GROUP_BEFORE =
  / (?:of the|of these|of those|among the|among these|amongst the|out of the|des|parmi les|parmi ces|d entre les|sur les) $/

/**
 * "By more than 15 years", "de plus de 15 ans", "by 7 years": the figure is a margin (the amount one value is above or
 * below another), never a count of years.
 */
const MARGIN = new RegExp(
  ` (?:by|de|d) (?:${Object.values(RELATION_WORDS)
    .flat()
    .filter((w) => !/^(?:de|d) /.test(w))
    .join('|')}) $| by $`,
)

/**
 * "By more than 15 years", "de plus de 15 ans": the words before the number at `i` make it a margin; so does a
 * comparison right after it, past its unit ("more than 6 years higher than", "6 ans de plus que"): the amount one
 * value is above the other, whatever the verb that compares them.
 */
function isMarginAt(tokens: Token[], i: number): boolean {
  const before = MARGIN.test(
    ` ${foldWords(
      tokens
        .slice(Math.max(0, i - 4), i)
        .map((x) => x.text)
        .join(' '),
    ).trim()} `,
  )
  const unit = tokens[i + 1] && MARGIN_UNIT.test(tokens[i + 1]!.words) ? 1 : 0
  const after = tokens[i + 1 + unit]
  // "A-t-elle augmenté de 10 ans", "baissé de 5 ans": "de" right after a verb of change is the English "by".
  const ofChange =
    /^(de|d)$/.test(tokens[i - 1]?.words ?? '') &&
    (tokens[i - 2]?.meanings.some((m) => m.kind === 'form' && (m.form === 'up' || m.form === 'down')) ?? false)
  return before || ofChange || afterChange(tokens, i) || (after !== undefined && MARGIN_AFTER.test(after.words))
}

/**
 * "Gained 10 years", "a gagné 10 ans", "rose more than 10 years", "up 20 points": a number right after a verb of
 * change (past a relation's words, not a level's: "rose above 80" is a level passed) is the change's amount, as "by"
 * says it; never a count of years dropped in silence.
 */
export function afterChange(tokens: Token[], i: number): boolean {
  const change = (t: Token | undefined) => isForm(t, 'up', 'down')
  // ("Est-il passé sous 91 %", "fell to 120 million": a level's words before it make it a level.)
  if (isLevelAt(tokens, i)) return false
  if (change(tokens[i - 1])) return true
  for (let k = i - 1, said = ''; k >= Math.max(0, i - 3); k -= 1) {
    said = `${tokens[k]!.words} ${said}`.trim()
    if (MARGIN_RELATIONS.has(said)) return change(tokens[k - 1])
  }
  return false
}
/** The relations a change's amount may take ("more than 10 years"): not a level's ("over", "above", "sous"). */
const MARGIN_RELATIONS = new Set(
  Object.values(RELATION_WORDS)
    .flat()
    .filter(
      (w) =>
        !/^(over|above|under|below|beneath|sous|au dessus de|en dessous de|over the|under the|sous les|sous la barre des|reach|reached|reaches|hit|hits|get to|got to|atteint|atteindre|atteignait|atteint les|atteindre les|atteint la barre des|a atteint|ont atteint|reach the|reached the)$/.test(
          w,
        ),
    ),
)
/** The unit between a margin's number and its comparison ("6 years higher", "5 points ahead"). */
const MARGIN_UNIT =
  /^(years?|yrs?|ans?|annees?|points?|pts?|pp|percentage points?|points de pourcentage|%|percent|pour cent)$/
/** A comparison right after a number (and its unit): the number is the amount between two values. */
const MARGIN_AFTER =
  /^(more|less|fewer|higher|lower|greater|larger|bigger|smaller|longer|shorter|ahead|behind|above|below|de plus|de moins|de plus que|de moins que|plus eleve|plus elevee|plus faible|plus basse|plus haute|plus longue|devant|derriere)$/

/**
 * "Below 91 %", "sous les 100 millions", and a change "to" a figure ("grow to more than 30 trillion", "passé à plus de
 * 30 000 milliards"): the words before the number at `i` place it as a level.
 */
function isLevelAt(tokens: Token[], i: number): boolean {
  const before = ` ${foldWords(
    tokens
      .slice(Math.max(0, i - 5), i)
      .map((x) => x.text)
      .join(' '),
  ).trim()} `
  return LEVEL_BEFORE.some((w) => before.endsWith(` ${w} `))
}
/** The words before a level: "below", "sous", and "to" or "à" with or without a relation ("to more than", "à plus de"). */
const LEVEL_BEFORE = [
  ...LEVEL_WORDS,
  ...['to', 'a'].flatMap((to) => [to, ...Object.values(RELATION_WORDS).flatMap((w) => w.map((x) => `${to} ${x}`))]),
]

/** The question's own figure: the first number that is no count of places, of years or of time ago, or -1. */
function figureAtOf(tokens: Token[], topAt: number, perHundredAt: number, indicators: IndicatorCode[]): number {
  return tokens.findIndex((t, i) => {
    // ("Under seventy": a number in words after a relation's words is a figure too; "two countries" is not.)
    const related = RELATED.test(` ${tokens[i - 1]?.words ?? ''} `)
    const isNumber =
      (t.kind === 'number' && !is(t, 'ordinal')) ||
      t.meanings.some((m) => m.kind === 'number' && (m.value < 1 || related))
    if (!isNumber || (topAt >= 0 && i === topAt + 1) || i === perHundredAt || isTheEight(tokens, i)) return false
    if (yearsRanked(tokens, i)) return false
    // "5 years" counts years, but "above 75 years" of life expectancy is an age: the question's own figure.
    const shown = countOf(tokens, i) ?? Number.NaN
    const age = indicators.includes(LIFE_EXPECTANCY) && shown >= 30 && shown <= 120
    if (
      COUNTING_NEXT.test(tokens[i + 1]?.words ?? '_') &&
      !((age || isMarginAt(tokens, i)) && YEARS_NEXT.test(tokens[i + 1]!.words))
    )
      return false
    if (isTime(tokens[i + 1], 'relative') || isTime(tokens[i - 1], 'latest') || isTime(tokens[i - 1], 'il_y_a'))
      return false
    return true
  })
}

/**
 * "One in two Nigerians", "un Nigérian sur trois", "9 Nigérians sur 10", "nine out of ten": from a count N at `i`, the
 * token of "in", "out of" or "sur" before a larger count M, or -1 ("up 2 in 10 years" is a time, no proportion).
 */
function oneInAtOf(tokens: Token[], i: number): number {
  const n = countOf(tokens, i)
  if (n === null || n < 1 || !Number.isInteger(n) || tokens[i]!.percent) return -1
  const m = (j: number) => countOf(tokens, j + 1) ?? 0
  return (
    [i + 1, i + 2].find(
      (j) =>
        ONE_IN.has(tokens[j]?.words ?? '') &&
        m(j) >= 2 &&
        m(j) > n &&
        m(j) <= 1000 &&
        tokens[j + 1]?.kind !== 'year' &&
        (n === 1 || ((j === i + 1 || counted(tokens[i + 1]!)) && !TIME_UNIT.test(tokens[j + 2]?.words ?? ''))),
    ) ?? -1
  )
}
/** What a proportion counts, between its two numbers: "Nigérians", "Brazilians". */
const counted = (t: Token) =>
  t.meanings.length > 0 && t.meanings.every((m) => m.kind === 'people' || m.kind === 'country')
const TIME_UNIT = /^(years?|yrs?|ans?|annees?|decades?|decennies?)$/

/** "One in two Nigerians", "9 sur 10": a share, 100 N/M %; said alone, at least that ("did one in three use it": 35 % did). */
function oneInFigure(tokens: Token[], oneInAt: number, folded: string): QuotedFigure {
  const inAt = oneInAtOf(tokens, oneInAt)
  const quoted = quotedFigure(tokens, oneInAt, folded)
  return {
    ...quoted,
    value: (100 * countOf(tokens, oneInAt)!) / countOf(tokens, inAt + 1)!,
    ...(quoted.relation === 'exactly' ? { relation: 'least' as const } : {}),
    text: tokens
      .slice(oneInAt, inAt + 2)
      .map((t) => t.text)
      .join(' '),
    percent: true,
  }
}

/** A figure of the question's own, with the relation the words before it put ("more than 40 million"). */
function quotedFigure(tokens: Token[], at: number, folded: string): QuotedFigure {
  const t = tokens[at]!
  const before = foldWords(
    tokens
      .slice(Math.max(0, at - 4), at)
      .map((x) => x.text)
      .join(' '),
  )
  const relations = Object.entries(RELATION_WORDS) as [Exclude<Relation, 'exactly'>, string[]][]
  const found = relations
    .flatMap(([relation, words]) => words.filter((w) => before.endsWith(` ${w} `)).map((w) => ({ relation, w })))
    .sort((a, b) => b.w.length - a.w.length)[0]
  const word = t.meanings.find((m) => m.kind === 'number')
  // A fraction in words ("half of Nigerians", "fell by half", "de moitié") is a share or a percent change; a whole
  // number in words ("sixty percent", "seventy years") is itself, a percent when the word after says so.
  const half = word !== undefined && word.value < 1 ? word : undefined
  const percent =
    t.percent === true ||
    (half !== undefined && / (?:of|de|des|du) /.test(folded)) ||
    // ("fell by almost half": the relation's words stand between "by" and the fraction.)
    (half !== undefined && / (?:by|de) $/.test(found ? before.slice(0, before.length - found.w.length - 1) : before)) ||
    (word !== undefined && half === undefined && PERCENT_WORDS.has(tokens[at + 1]?.words ?? ''))
  const value = half !== undefined ? half.value * 100 : word !== undefined ? word.value : t.value
  // ("Universal access": a share's ceiling said in words, reading/tokens.ts, held only at 100 %, never about it.)
  const ceiling = t.kind === 'number' && /^univers/i.test(t.text)
  return { value, relation: found?.relation ?? (ceiling ? 'least' : 'exactly'), text: t.text, percent }
}

/**
 * A number the reading did not use (a second figure, a margin not read as one) is a word of the question left unread:
 * no answer, least of all a verdict, may stand without it.
 */
function unreadOf(tokens: Token[], used: ReadonlySet<number>): number {
  const named = new Set(tokens.flatMap((t) => t.meanings.flatMap((m) => (m.kind === 'country' ? [m.code] : []))))
  const groups = tokens.filter((_t, i) => !used.has(i) && isOtherGroup(tokens, i, named.size)).length
  return (
    groups +
    tokens.filter(
      (t, i) =>
        t.kind === 'number' &&
        !isOtherGroup(tokens, i, named.size) &&
        !used.has(i) &&
        !is(t, 'ordinal') &&
        // ("The 8 countries", "des 8 pays": a count of what the data holds.)
        (!COUNTING_NEXT.test(tokens[i + 1]?.words ?? '_') ||
          changeOverYears(tokens, i) ||
          yearsRanked(tokens, i) ||
          rangeEnd(tokens, i)) &&
        !isTheEight(tokens, i) &&
        !isTime(tokens[i + 1], 'relative') &&
        !isTime(tokens[i - 1], 'latest') &&
        !isTime(tokens[i - 1], 'il_y_a') &&
        !isTime(tokens[i - 1], 'decade'),
    ).length
  )
}

/**
 * "Passée de 46 à 54 ans", "went from 46 to 54 years": the second figure of a range of two figures is a figure of the
 * question's own (the value at the range's end), never a count of years: left unread unless read (declined naming a
 * second figure), never dropped while the first is checked alone.
 */
function rangeEnd(tokens: Token[], i: number): boolean {
  if (!/^(a|to)$/.test(tokens[i - 1]?.words ?? '')) return false
  // (The first figure may carry its unit: "de 47 ans à 54 ans", "from 47 years to 54".)
  const unit = COUNTING_NEXT.test(tokens[i - 2]?.words ?? '_') ? 1 : 0
  return tokens[i - 2 - unit]?.kind === 'number' && /^(de|d|from)$/.test(tokens[i - 3 - unit]?.words ?? '')
}

/**
 * "The seven countries", "les sept autres", "the other 7": a count of countries that is neither the eight nor the
 * countries the clause names is a group the data cannot pick out, whether in figures or in words: left unread
 * (declined), never dropped for the eight.
 */
function isOtherGroup(tokens: Token[], i: number, named: number): boolean {
  const count = countOf(tokens, i)
  // ("One country" is any one, not a group.)
  if (count === null || !Number.isInteger(count) || count <= 1 || count === COUNTRY_CODES.length || count === named)
    return false
  if (tokens[i]!.percent === true || is(tokens[i], 'ordinal')) return false
  return (
    /^(countries|country|pays|nations|other|others|autres)$/.test(tokens[i + 1]?.words ?? '') ||
    /^(other|autres)$/.test(tokens[i - 1]?.words ?? '')
  )
}

/**
 * "Has it risen over 10 years", "grew above 5 years": after a verb of change and a level's word, a number of years is
 * the change's amount or the time it took, which the words do not say: left unread (declined), never dropped.
 */
function changeOverYears(tokens: Token[], i: number): boolean {
  return (
    YEARS_NEXT.test(tokens[i + 1]?.words ?? '') &&
    /^(over|above|under|below)$/.test(tokens[i - 1]?.words ?? '') &&
    isForm(tokens[i - 2], 'up', 'down')
  )
}

/**
 * "Among our 8", "of the 8", "parmi nos 8", "des 8": the eight countries of the data, counted; no figure of the
 * question's own to check (a rank asked "among our 8" is never a verdict on the figure 8).
 */
function isTheEight(tokens: Token[], i: number): boolean {
  if (tokens[i]?.kind !== 'number' || tokens[i].value !== COUNTRY_CODES.length) return false
  const before = tokens[i - 1]?.words ?? ''
  const twoBefore = tokens[i - 2]?.words ?? ''
  return (
    /^(our|the|all|these|those|nos|les|ces|tous les|des)$/.test(before) &&
    (/^(among|of|in|out of|parmi|de|sur|across|for)$/.test(twoBefore) || before === 'our' || before === 'nos')
  )
}

/**
 * "How many times did it fall", "combien de fois a-t-il baissé": a count of the times something happened (a count of
 * years), not a ratio ("how many times larger", "combien de fois plus"): nothing compares two values.
 */
function timesCounted(tokens: Token[], i: number): boolean {
  if (!/^(how many times|combien de fois)$/.test(tokens[i]!.words)) return false
  const next = tokens[i + 1]?.words ?? ''
  if (/^(larger|bigger|higher|greater|more|as|the|that|over|plus|moins|superieur|superieure|que|qu)$/.test(next))
    return false
  // (A count of events over years: "did it fall since 2000", "a-t-il dépassé"; "représentait-il celui du Japon",
  // "dépasse-t-il celui du Canada en 2024" are ratios: another's value, one year.)
  const oneYear = tokens.filter((t) => t.kind === 'year').length === 1 && !tokens.some((t) => isTime(t, 'since'))
  if (oneYear || tokens.some((t) => /^(celui|celle|ceux|celles|that of|those of|than|que|qu)$/.test(t.words)))
    return false
  return (
    tokens.some((t) => isForm(t, 'up', 'down', 'overtake')) &&
    !tokens.some((t) => isForm(t, 'compare') && !/^(how many times|combien de fois)$/.test(t.words))
  )
}

/** "Which years", "quelles années": the years asked as a list (plural), not the one year at an end. */
const YEARS_LISTED = new Set(['which years', 'what years', 'quelles annees'])

/**
 * "In which years did Brazil's life expectancy fall", "en quelles années a-t-elle baissé": the years of a step asked
 * as a list are those a count of years lists (the years it fell), never its highest and lowest years.
 */
function yearsListed(tokens: Token[], i: number): boolean {
  return (
    YEARS_LISTED.has(tokens[i]!.words) &&
    (tokens.some((t) => isForm(t, 'up', 'down')) || levelAsked(tokens)) &&
    !tokens.some((t) => isForm(t, 'high', 'low'))
  )
}

/**
 * "In which years was Japan's life expectancy above 84", "en quelles années était-elle supérieure à 84 ans": a figure
 * asked above, at least or below is a level held, whose years listed are those a count lists, never the first alone.
 */
function levelAsked(tokens: Token[]): boolean {
  return tokens.some(
    (t, at) => t.kind === 'number' && ['more', 'least', 'less', 'most'].includes(quotedFigure(tokens, at, '').relation),
  )
}

/** "How many years", "combien d'années", "the number of years": the words of a count of years, as typed. */
export function yearsCountedOf(tokens: Token[]): string[] {
  return tokens.flatMap((t, i) => {
    if (YEARS_COUNTED.has(t.words) || timesCounted(tokens, i) || yearsListed(tokens, i)) return [typedOf(t)]
    if (!NUMBER_OF.has(t.words) && !isForm(t, 'count')) return []
    // ("How many of the years since 2010", "le nombre d'années": the years counted, past "of the", "des".)
    const k = tokens.slice(i + 1, i + 4).findIndex((n) => YEARS_NEXT.test(n.words))
    const between = tokens.slice(i + 1, i + 1 + k)
    if (k < 0 || !between.every((n) => /^(of|the|des|les|d|de)$/.test(n.words))) return []
    return [
      tokens
        .slice(i, i + k + 2)
        .map(typedOf)
        .join(' '),
    ]
  })
}

/** "total" with several countries is a sum; "the highest total population" is a ranking. */
export function totalOf(tokens: Token[]): string[] {
  return tokens.filter((t) => /(^| )totale?s?( |$)/.test(t.words)).map(typedOf)
}
