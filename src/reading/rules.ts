// Reads a question once: its words (tokens.ts), the parts it asks (each matched to a row of the shapes table), what
// it names, what surrounds it (framing, another source, an instruction set aside), and, when the data cannot answer,
// the reason naming the words. The principle: understand all of a question, or decline it and say why. Framing and
// chat wording are not part of the question; a word that changes the measure, the place, the unit or the time is
// never dropped in silence. A clause's own reading is clause.ts; another source's, sources.ts. The steps around the
// clauses are in question/: the tokens set right before them (tokens.ts), what a clause is beside the others
// (clause-roles.ts), what it takes from them (inherited.ts), its time (time.ts), and the declines read whole
// (declines.ts).
import { unitFits } from './figure-unit.js'
import { claimedPeakYear } from './question/peak-claim.js'
import { durationOf } from './clause/years-said.js'
import { COUNTRY_CODES, type CountryCode, type IndicatorCode } from '../lexicon/codes.js'
import { type DeclineWord, type Form } from '../lexicon/question-words.js'
import { LOWER, WORLD } from '../lexicon/reading-words.js'
import { detectLanguage } from '../text/language.js'
import { foldWords, normaliseQuestion } from '../text/normalise.js'
import { isShare, readClause, type ClauseReading } from './clause.js'
import { shareRefusals } from './clause/forms.js'
import { asksEverAfter, asksNow, asksPerfect } from './question/time.js'
import { type Asked, acrossEight, askedOf, placesItsCountry } from './question/inherited.js'
import {
  betweenCountries,
  declined,
  gdpGrowthRate,
  noDataDecline,
  outsideTheData,
  yearsCountedDeclined,
} from './question/declines.js'
import { setAsideOutside, taggedPolar } from './question/clause-roles.js'
import { clausesOf } from './question/clauses.js'
import {
  askerFramed,
  leadInFramed,
  previousYears,
  relativeDont,
  requestWhether,
  whoAsksCountry,
  yearOnYear,
  yearsShownAsPercent,
} from './question/tokens.js'
import { readExclusion } from './question/exclusion.js'
import { type Decline, type Missing, type Part, type QuestionReading, type TimeAsked } from './schema.js'
import { asksAmountAlone, SHAPES, unmet, type Shape, type Slots } from './shapes.js'
import { readAttributions, readSources } from './sources.js'
import { askedForms, askedWords, asksNoVerdict } from './asked.js'
import { is, isForm, typedOf, uniq } from './token-match.js'
import { tokenise, type Token } from './tokens.js'
import { claimsPlace, isRankingEnd, readingOf, readsNegation, shapesWhere } from '../shapes/layers/reading.js'

const RANKED = new Set(shapesWhere((r) => r.ranked))

/** The order in which a clause's declines are reported: the most fundamental first. */
const DECLINE_ORDER: DeclineWord[] = [
  // ("Why did Japan's population fall?": the data holds no causes, whatever else the question names.)
  'cause',
  'place_within',
  'other_place',
  'other_indicator',
  'unit',
  'age',
  'sex',
  'origin',
  'area',
  'density',
  'growth_rate',
  'consumption',
  'negation',
]

/** Reads a question into its one reading: the parts it asks or why the data cannot answer, and what surrounds it. */
export function readQuestion(question: string, snapshotYears: readonly [number, number]): QuestionReading {
  // Normalise and tokenise: a year shown as a percent is a year; a claim someone is said to make is one to check.
  const text = normaliseQuestion(question)
  const language = detectLanguage(text)
  const attributed = readAttributions(
    text,
    yearOnYear(
      previousYears(yearsShownAsPercent(tokenise(text, language), snapshotYears), snapshotYears),
      snapshotYears,
    ),
  )
  // ("Except Japan", "à part les États-Unis": the other countries, one group.)
  const exclusion = readExclusion(
    text,
    relativeDont(whoAsksCountry(requestWhether(askerFramed(leadInFramed(text, attributed.tokens))))),
  )
  const tokens = exclusion.tokens
  // Sources: the words naming another source are no part of the question asked.
  const source = readSources(text, tokens)
  const rest = tokens.filter((t) => !source.tokens.has(t))
  // Clauses: each read alone; the reading's names are all of theirs.
  const clauses = taggedPolar(clausesOf(text, rest).map((c) => readClause(c, text, snapshotYears)))
  const frame: Frame = {
    question: text,
    language,
    tokens,
    asked: askedForms(text),
    countries: uniq(clauses.flatMap((c) => c.countries)),
    indicators: uniq(clauses.flatMap((c) => c.indicators)),
    years: uniq(rest.filter((t) => t.kind === 'year').map((t) => t.value)).sort((a, b) => a - b),
    sources: [...attributed.said, ...source.named],
    setAside: [],
    framing: rest.filter((t) => is(t, 'framing')).map((t) => t.text),
  }
  // Clauses about the data; the others are framing, or set aside (an instruction, a request outside the service). A
  // clause that only names a topic lends its names to the question ("I'm writing on Nigeria. Its population in 2020?").
  const named = clauses.filter((c) => c.data && !c.lent)
  const asking = named.filter((c) => !c.topic)
  const data = asking.length > 0 ? asking : named
  for (const c of clauses) frame.setAside.push(...c.instruction)
  const whenFollowUps = setAsideOutside(text, clauses, frame.setAside)
  if (data.length === 0) return finish(frame, noDataDecline(clauses))
  // The data clauses, each to its parts, with what another clause named when it names none ("..., and what share
  // used the internet?").
  const parts: Part[] = []
  const missing: Missing[] = []
  // ("Who had the longest life expectancy in 2024, Japan?": words that ask a country, a rank or a figure ask no
  // verdict; the place a clause with no yes or no of its own names of a country, the guess after "who", is given, not
  // judged. A place named where nothing else is asked, "Canada, 10th richest?", stays a claim given its verdict.)
  const noVerdict = asksNoVerdict(frame.asked ?? [])
  for (const [k, c] of data.entries()) {
    // "Which country had the highest GDP in 2024, and how far ahead was it?": the end's lead over the next country.
    const end = parts.at(-1)
    if (end && asksLead(c, end)) {
      end.top = 2
      continue
    }
    // ("Did Japan's population fall in 2020, and by how much?": the change's sentence gives its amount already.)
    if (end && readingOf(end.shape).saysAmount && c.places.length === 0 && asksAmountOnly(c)) continue
    const lending = [...named.filter((x) => x.topic), ...clauses.filter((x) => x.lent)]
    const others = [...data.slice(0, k).reverse(), ...data.slice(k + 1), ...lending]
    const following = followingParts(c, others, parts, snapshotYears)
    const read = following ?? partsOf(c, others, snapshotYears)
    if ('decline' in read) return finish(frame, read.decline)
    // ("Which country had the highest life expectancy in 2021, and was it Japan?": a yes or no of a clause with no
    // series of its own that no part gives a verdict for is declined naming the clause, never answered with a value
    // and the yes or no dropped.)
    if (c.polar && !c.premise && c.indicators.length === 0 && c.figure === null && read.parts.every((p) => !p.polar))
      return finish(frame, declined('not_understood', clauseAsTyped(text, c), indicator(read.parts)))
    parts.push(...read.parts.map((p) => (noVerdict && !c.polar && claimsPlace(p) ? { ...p, polar: false } : p)))
    missing.push(...read.missing)
  }
  // Follow-ups: a question of premises only asks nothing; "if so, when?" is answered by a part giving a first year,
  // or the whole question is declined naming it ("did it get back to its 2019 level, and when?": never a yes that
  // drops the year asked).
  if (parts.every((p) => p.premise)) return finish(frame, declined('not_understood', [], parts[0]?.indicator ?? null))
  // ("Did it get back to its 2019 level, and when?": the recovery's year, the first one back at that level.)
  const answered =
    whenFollowUps.length > 0
      ? parts.map((p) => (readingOf(p.shape).whenIsCrossing ? { ...p, crossed: true as const } : p))
      : parts
  if (whenFollowUps.length > 0 && !answered.some(givesFirstYear))
    return finish(frame, declined('which_year', uniq(whenFollowUps), parts[0]?.indicator ?? null))
  parts.splice(0, parts.length, ...answered)
  // A question whose every clause asks a count, a rank, a year, a country or a figure ("how many times", "where did it
  // rank") is never answered with a yes or no: a part read as one read it as another question.
  if (asksNoVerdict(frame.asked ?? []) && parts.some((p) => p.polar && !p.premise))
    return finish(frame, declined('not_understood', askedWords(text), parts[0]?.indicator ?? null))
  // ("Except Japan, what was the GDP in 2020?": the countries set apart read as a group only where a ranking or a sum
  // over a group is asked, with no place or top N in it, which a ranking among countries named does not give; anywhere
  // else declined naming the words, never answered with them put back in.)
  const placed = data.some((c) => c.places.length > 0 || c.top !== null || c.topGroup.length > 0)
  // ("Apart from India, was China the most populous?": a verdict on the group, which no part of it gives, too.)
  if (exclusion.read && (placed || parts.some((p) => !readingOf(p.shape).group || p.polar)))
    return finish(frame, declined('not_understood', exclusion.words, parts[0]?.indicator ?? null))
  // Finish.
  return finish(frame, null, parts, missing)
}

/** A clause as typed, from its first word that is neither framing nor "and" ("was it Japan"). */
function clauseAsTyped(text: string, c: ClauseReading): string[] {
  const own = c.tokens.filter((t) => !is(t, 'framing'))
  const from = own.findIndex((t) => !['and', 'et', 'but', 'mais', 'so'].includes(t.words))
  return from < 0 ? [] : [text.slice(own[from]!.start, own.at(-1)!.end)]
}
const indicator = (parts: Part[]) => parts[0]?.indicator ?? null

// --- The data clauses, each to its parts, through the shapes table ------------------------------------------------

/** What the question names and surrounds it with; the parts, what is missing and the decline are added at the end. */
type Frame = Omit<QuestionReading, 'parts' | 'missing' | 'decline'>

/** The reading: no parts when declined; the names set aside, the sources and the framing once each. */
function finish(frame: Frame, d: Decline | null, parts: Part[] = [], missing: Missing[] = []): QuestionReading {
  const { question, language, tokens, countries, indicators, years } = frame
  return {
    question,
    language,
    tokens,
    ...(frame.asked ? { asked: frame.asked } : {}),
    countries,
    indicators,
    years,
    parts: d ? [] : parts,
    missing: d ? [] : missing,
    decline: d,
    sources: uniq(frame.sources),
    setAside: uniq(frame.setAside),
    framing: uniq(frame.framing),
  }
}

/** The country a following clause is read with, to find its row: replaced by the part it follows (`of_part`). */
const STAND_IN: CountryCode = COUNTRY_CODES[0]

/**
 * "Which country had the lowest access in 2000, and what was it in 2023?", "Quel pays a le PIB par habitant le plus bas
 * en 2024, et de combien ?": a clause that names no country, asks nothing across the eight, and has no country from
 * another clause, after a ranking's end, asks of that end's country: its parts are read as for one country and follow
 * that part (null when it is no such clause, or no part of one country reads it).
 */
function followingParts(
  c: ClauseReading,
  others: ClauseReading[],
  earlier: readonly Part[],
  snapshotYears: readonly [number, number],
): ClauseParts | null {
  if (
    c.premise ||
    c.countries.length > 0 ||
    (acrossEight(c) && !placesItsCountry(c)) ||
    others.some((o) => o.countries.length > 0)
  )
    return null
  const source = earlier.map((p, k) => (isRankingEnd(p) ? k : -1)).reduce((a, b) => Math.max(a, b), -1)
  if (source < 0) return null
  const read = partsOf(c, others, snapshotYears, STAND_IN)
  if ('decline' in read || read.parts.length === 0) return null
  if (!read.parts.every((p) => p.countries.length === 1 && p.countries[0] === STAND_IN)) return null
  return { parts: read.parts.map((p) => ({ ...p, countries: [], of_part: source })), missing: read.missing }
}

/**
 * A clause that asks only an amount ("and how far ahead was it?", "et avec quelle avance ?", "and by how much did it
 * lead the second?") after a ranking's end of one country: its lead over the next country (the extreme part's top 2);
 * it names nothing of its own but, at most, that next one.
 */
function asksLead(c: ClauseReading, end: Part): boolean {
  return (
    c.places.every((p) => p.place === 2) &&
    readingOf(end.shape).leadIsTopTwo === true &&
    end.countries.length === 0 &&
    asksAmountOnly(c)
  )
}

/** "And by how much?", "et de combien ?": a clause that asks an amount and names nothing of its own. */
function asksAmountOnly(c: ClauseReading): boolean {
  // ("And by how much did it lead the second?", "et de combien dépassait-il le deuxième ?": the next one, named.)
  const onlyAmount = [...c.forms].every((f) => f === 'difference' || f === 'compare' || f === 'overtake')
  return (
    c.forms.has('difference') &&
    onlyAmount &&
    asksAmountAlone(wordsOf(c, 'difference')) &&
    c.countries.length === 0 &&
    c.indicators.length === 0 &&
    (c.time === null || c.time.kind === 'none') &&
    !c.premise &&
    c.figure === null
  )
}

/** What a data clause asks, as parts (and the parts named as missing), or the reason the data cannot answer it. */
type ClauseParts = { parts: Part[]; missing: Missing[] } | { decline: Decline }

/** One data clause to its parts: its declines, what it asks (or takes from the others), the shapes table's row. */
function partsOf(
  c: ClauseReading,
  others: ClauseReading[],
  snapshotYears: readonly [number, number],
  standIn?: CountryCode,
): ClauseParts {
  const indicator = c.indicators[0] ?? others.find((o) => o.indicators.length > 0)?.indicators[0] ?? null
  if (c.timeDecline) return { decline: c.timeDecline }
  // "Did it fall in 2020 and 2021": asked of each year, as "did it fall in 2020, and did it fall in 2021" would be
  // (the years its own: no other clause's year makes either a change from it).
  if (c.time?.kind === 'years' && c.time.each && !c.premise) {
    const untimed = others.map((o) => ({ ...o, time: null }))
    const each = c.time.years.map((year) =>
      partsOf({ ...c, time: { kind: 'year', year } }, untimed, snapshotYears, standIn),
    )
    const declined = each.find((read) => 'decline' in read)
    if (declined) return declined
    return each.reduce<ClauseParts>(
      (all, read) =>
        'parts' in all && 'parts' in read
          ? { parts: [...all.parts, ...read.parts], missing: [...all.missing, ...read.missing] }
          : all,
      { parts: [], missing: [] },
    )
  }
  const words = wordsDeclined(c, indicator)
  if ('decline' in words) return words
  const asked = askedOf(c, others, snapshotYears[0], standIn)
  const measure = measureDeclined(c, asked)
  if (measure) return { decline: measure }
  // ("La population du Brésil a-t-elle atteint 80 ans": a number of years said as a level, no row's figure.)
  const stray = c.figure
    ? null
    : unitDeclined(
        c,
        asked.indicators.map((indicator) => ({ indicator })),
      )
  if (stray) return { decline: stray }
  // A count of the years something held is read by the row that counts years, or declined naming its words.
  const counted = yearsCountedDeclined(c, asked, indicator)
  // "Was 2001 the UK's lowest GDP year": a year claimed as the country's own peak, over every year of the data.
  const claimed = claimedPeakYear(c, asked.time)
  if (claimed && claimed.vague.length > 0) return { decline: declined('which_year', claimed.vague, indicator) }
  const slots = {
    ...slotsOf(c, claimed ? { ...asked, time: claimedSpan(claimed.since, snapshotYears) } : asked, snapshotYears),
    yearsCounted: counted?.words ?? [],
    yearsFigure: c.yearsFigure?.figure ?? null,
    ...(claimed ? { claimedYear: claimed.year } : {}),
  }
  const shape = claimed
    ? SHAPES.find((row) => row.readsClaimedYear && row.when(slots))
    : SHAPES.find((row) => row.when(slots))!
  // (A year claimed as a peak that no row reads is declined naming its words, never read as a rank in that year.)
  if (!shape) return { decline: declined('which_year', slots.formWords('high', 'low'), indicator) }
  if (counted && !shape.countsYears) return { decline: counted }
  // ("Has it been above Canada's for 5 years": how long a run of years lasted, never the latest year alone.)
  const lasting = durationOf(c.tokens)
  if (lasting && !shape.countsYears) return { decline: declined('count_of_years', [lasting], indicator) }
  const read = throughShape(c, shape, slots, indicator)
  if (!Array.isArray(read)) return { decline: read }
  return { parts: c.premise ? read.map((p) => asPremise(p, asked.time, snapshotYears)) : read, missing: words.missing }
}

/**
 * Words that change the measure, the place or the unit decline the question; a place or a series outside the data
 * beside ones in it is a part named as missing. The words the data cannot honour are named first; then a word not
 * understood at all; then a number left unread.
 */
function wordsDeclined(
  c: ClauseReading,
  indicator: IndicatorCode | null,
): { missing: Missing[] } | { decline: Decline } {
  const missing: Missing[] = []
  // "Which of the top 3 economies ...": countries picked by a condition, never two rankings side by side.
  if (c.topGroup.length > 0) return { decline: declined('filter', uniq(c.topGroup), indicator) }
  for (const reason of DECLINE_ORDER) {
    const words = c.declines.get(reason)
    if (!words) continue
    // "How many Nigerians lacked electricity": with or without it, the data holds a share, never a number of people
    // (the reason names the count's words and the negation's, neither of which it can honour; "not %" refuses the
    // unit, not the measure: not named).
    const share = c.indicators.find(isShare)
    if (reason === 'negation' && c.forms.has('count') && share && !c.figure) {
      const unit = new Set(shareRefusals(c.tokens).map(typedOf))
      return { decline: declined('count', uniq([...wordsOf(c, 'count'), ...words.filter((w) => !unit.has(w))]), share) }
    }
    const beside =
      (reason === 'other_place' || reason === 'place_within') && c.countries.length > 0
        ? true
        : reason === 'other_indicator' && c.indicators.length > 0
    if (beside) missing.push({ reason: reason as Missing['reason'], words: uniq(words) })
    else return { decline: declined(reason, uniq(words), indicator) }
  }
  if (c.unknown.length > 0) return { decline: declined('not_understood', uniq(c.unknown), indicator) }
  if (c.unread > 0) return { decline: declined('figure_unread', [], indicator) }
  return { missing }
}

/** The years a claimed peak is held over: since the year named ("since 2000"), else every year of the data. */
const claimedSpan = (since: number | undefined, [, last]: readonly [number, number]): TimeAsked =>
  since === undefined ? { kind: 'none' } : { kind: 'span', from: since, to: last, since: true }

/** A clause with no series, or a measure its series is not ("how much electricity", "how many used the Internet"). */
function measureDeclined(c: ClauseReading, { countries, indicators, time }: Asked): Decline | null {
  if (indicators.length === 0)
    return declined(countries.length > 0 || c.forms.size > 0 ? 'no_indicator' : 'not_understood')
  const growth = gdpGrowthRate(c, indicators, time)
  if (growth) return growth
  // "How much electricity did Nigeria use?": consumption, not access. "How many used the Internet?": a count.
  if (c.forms.has('use') && indicators.includes('EG.ELC.ACCS.ZS'))
    return declined('consumption', wordsOf(c, 'use'), 'EG.ELC.ACCS.ZS')
  const share = indicators.find(isShare)
  if (c.forms.has('count') && share && !c.figure) return declined('count', wordsOf(c, 'count'), share)
  return null
}

/** The slots the shapes table reads a clause by. */
function slotsOf(
  c: ClauseReading,
  { countries, indicators, time }: Asked,
  snapshotYears: readonly [number, number],
): Slots {
  return {
    countries,
    indicators,
    time,
    forms: asksNow(c, time)
      ? new Set([...[...c.forms].filter((f) => f !== 'overtake'), 'compare' as const])
      : asksEverAfter(c, time)
        ? new Set([...c.forms, 'ever' as const])
        : c.forms,
    formWords: (...forms) => forms.flatMap((f) => wordsOf(c, f)),
    places: c.places,
    top: c.top,
    // "Did it pass 25 trillion", "a-t-elle dépassé 76 ans": the figure passed is more than it; "did it grow to 40
    // million" reached it, "fall to 125 million" went under it (never "about 40 million" at the figure's precision).
    figure:
      c.figure?.relation === 'exactly' && c.forms.has('overtake')
        ? { ...c.figure, relation: 'more' }
        : c.figure?.relation === 'exactly' && c.level && (c.forms.has('up') || c.forms.has('down'))
          ? { ...c.figure, relation: c.forms.has('up') ? 'least' : 'less' }
          : c.figure,
    margin: c.margin,
    level: c.level,
    polar: c.polar,
    negated: c.negated,
    perfect: asksPerfect(c, time),
    // (Not in framing: "petite question".)
    lower: c.tokens.some((t) => !is(t, 'framing') && LOWER.test(` ${t.words} `)),
    lowerIn: comparisonWays(c.tokens),
    total: c.total,
    yearsTyped: [...new Set(c.tokens.flatMap((t) => (t.kind === 'year' ? [t.value] : [])))],
    years: snapshotYears,
  }
}

/** The shape's parts for a clause, or why they cannot be (naming a place outside the data, if it names one). */
function throughShape(c: ClauseReading, shape: Shape, slots: Slots, indicator: IndicatorCode | null): Part[] | Decline {
  const outside = outsideTheData(c, indicator)
  const everyYear = rankedEveryYear(c, shape, slots, indicator)
  if (everyYear) return everyYear
  const lacking = unmet(shape, slots)
  if (lacking) return outside(betweenCountries(c, slots, lacking))
  const read = shape.read(slots)
  if (typeof read === 'string')
    return outside({ reason: read, words: shape.words?.(slots) ?? slots.formWords(...shape.cue), indicator })
  // "Has it never dropped below 2 trillion since 2005" read as a change: "never" is read only where a verdict over
  // every year reads it; elsewhere it is declined, never dropped from the verdict.
  if (read.some((p) => p.negated && !readsNegation(p)))
    return declined(
      'negation',
      c.tokens.filter((t) => t.words === 'never' || t.words === 'jamais').map((t) => t.text),
      indicator,
    )
  // A figure of the question's own that no part carries is a claim part not read: no verdict may stand without it.
  if (slots.figure && !read.some((p) => p.figure))
    return declined('figure_unread', shape.words?.(slots) ?? slots.formWords(...shape.cue), indicator)
  const misfit = unitDeclined(c, read)
  if (misfit) return misfit
  // (A place named of a country is a claim, its verdict given, though no verb asks it: "Canada, 10th richest?".)
  return wholeDeclined(c, read, indicator) ?? read.map((p) => (claimsPlace(p) ? { ...p, polar: true } : p))
}

/**
 * "Has it always been the highest", "the largest every year": a rank in every year, which the tools give one year at
 * a time; declined naming the words, never answered from one year.
 */
function rankedEveryYear(
  c: ClauseReading,
  shape: Shape,
  slots: Slots,
  indicator: IndicatorCode | null,
): Decline | null {
  // ("The biggest fall from one year to the next", "ever": one country's own moves, no rank; "was 2020 Japan's highest
  // population ever": a year claimed as its own peak over every year.)
  if (shape.id === 'biggest_move' || slots.claimedYear !== undefined) return null
  const ranked =
    RANKED.has(shape.id as Part['shape']) || ['high', 'low', 'rank', 'top'].some((f) => c.forms.has(f as Form))
  // ("Est-il toujours le plus élevé en 2024": "still", of that year.)
  if (ranked && (c.forms.has('each_year') || c.forms.has('ever')) && slots.time.kind !== 'year')
    return declined('rank_every_year', slots.formWords('each_year', 'ever'), indicator)
  return null
}

/** Parts asked of a whole the data does not hold: the world's rank, a percent of the world's or a region's amount. */
function wholeDeclined(c: ClauseReading, read: Part[], indicator: IndicatorCode | null): Decline | null {
  const elsewhere = c.declines.get('other_place') ?? c.declines.get('place_within')
  // "The world's 3rd economy", "la plus peuplée du monde": a rank among all countries, which eight cannot give.
  const world = (elsewhere ?? []).filter((w) => WORLD.test(foldWords(w).trim()))
  if (world.length > 0 && read.some((p) => RANKED.has(p.shape))) return declined('other_place', uniq(world), indicator)
  // "Is the UK's population more than 10 million bigger than France's": a claim that compares with a place outside
  // the data, which no verdict on the one country's own figure answers.
  if (elsewhere && c.forms.has('compare') && read.some((p) => p.polar && p.countries.length < 2))
    return declined(c.declines.has('other_place') ? 'other_place' : 'place_within', uniq(elsewhere), indicator)
  // "What share of the world's population lived in India", "quelle part du PIB mondial": a share of a count or an
  // amount of a whole the data does not hold, not the country's own figure beside a place named as missing.
  if (world.length > 0 && c.forms.has('share') && read.some((p) => !isShare(p.indicator)))
    return declined('share_of_whole', uniq(world), indicator)
  // "4% of the world's people", "1 % du PIB de l'Afrique": a percent of a count or an amount is a share of a whole,
  // which the data does not hold (the world, a region, or none named); no verdict, whatever the country's value.
  // (With no place named, the reason names the percent's own words, "percent", "%": never its figure.)
  const percentWords = (c.figure?.text ?? '').replace(/[\d.,\s]+/g, ' ').trim()
  if (read.some((p) => readingOf(p.shape).checksOwnFigure && p.figure?.percent && !isShare(p.indicator)))
    // ("More than half of the eight's total GDP": the whole is the eight, which the data holds; no verdict weighs a
    // country's share of it against a figure.)
    return c.shareOf && c.forms.has('all') && !elsewhere
      ? declined('share_compared', [], indicator)
      : c.shareOf
        ? declined('share_of_whole', uniq(elsewhere ?? []), indicator)
        : declined(elsewhere ? 'other_place' : percentReason(c), uniq(elsewhere ?? [percentWords]), indicator)
  return null
}

/**
 * A percent said as the level of a count or an amount: a unit it is not in ("was Canada's population above 5 percent")
 * when nothing in the clause speaks of a change; beside one ("GDP growth above 5 percent") a word not placed.
 */
const percentReason = (c: ClauseReading) =>
  (['up', 'down', 'change', 'growth_rate', 'relative'] as const).some((f) => c.forms.has(f))
    ? ('not_understood' as const)
    : ('figure_unit' as const)

/**
 * "Did Japan's life expectancy reach 80 million", "was India's internet use 500 million people", "Brazil GDP was 70
 * years": the question's own figure in a unit its series is not in is never compared (no verdict, no value given as
 * if it answered): declined naming the figure's words. A percent is the shape's to place (wholeDeclined).
 */
function unitDeclined(c: ClauseReading, read: Pick<Part, 'indicator' | 'figure'>[]): Decline | null {
  const said = c.figureUnit
  if (!said || said.unit === 'percent') return null
  // (A number of years said as a level, "was 70 years", is no figure of any part: it is every part's.)
  const held = read.filter((p) => p.figure || !c.figure)
  const wrong = held.find((p) => !unitFits(said.unit, p.indicator))
  return wrong ? declined('figure_unit', [said.words], wrong.indicator) : null
}

/** A premise is checked over every year of the data, for the year it names. */
function asPremise(p: Part, time: TimeAsked, snapshotYears: readonly [number, number]): Part {
  return {
    ...p,
    time: { kind: 'span', from: snapshotYears[0], to: snapshotYears[1] },
    premise: { year: time.kind === 'year' ? time.year : null },
  }
}

/**
 * "Was the UK's GDP bigger than India's in 2015 but smaller in 2023?": each year takes the comparison said before it
 * (or, for a year before any, the first one). Only when the clause compares both ways; otherwise none.
 */
function comparisonWays(tokens: readonly Token[]): Map<number, boolean> | undefined {
  // ("De plus de 5 millions", "by more than 15 years": a margin's relation is no way of the comparison.)
  const margin = (k: number) => tokens.slice(k + 1, k + 3).some((n) => n.kind === 'number')
  const ways = tokens.flatMap((t, k) =>
    !is(t, 'framing') && !margin(k) && (isForm(t, 'compare', 'high', 'low') || LOWER.test(` ${t.words} `))
      ? [{ k, lower: LOWER.test(` ${t.words} `) }]
      : [],
  )
  if (!ways.some((w) => w.lower) || ways.every((w) => w.lower)) return undefined
  const byYear = new Map<number, boolean>()
  tokens.forEach((t, k) => {
    if (t.kind !== 'year') return
    const before = ways.filter((w) => w.k < k).at(-1) ?? ways[0]!
    byYear.set(t.value, before.lower)
  })
  return byYear
}

/** A part whose answer names the first year something held: an overtaking, "ever", the year a figure was passed. */
const givesFirstYear = (p: Part) => readingOf(p.shape).givesFirstYear?.(p) === true

const wordsOf = (c: ClauseReading, form: Form) => uniq(c.tokens.filter((t) => isForm(t, form)).map(typedOf))
