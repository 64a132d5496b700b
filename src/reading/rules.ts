// Reads a question once: its words (tokens.ts), the parts it asks (each matched to a row of the shapes table), what
// it names, what surrounds it (framing, another source, an instruction set aside), and, when the data cannot answer,
// the reason naming the words. The principle: understand all of a question, or decline it and say why. Framing and
// chat wording are not part of the question; a word that changes the measure, the place, the unit or the time is
// never dropped in silence.
import type { CountryCode, IndicatorCode } from '../lexicon/codes.js'
import {
  INSTRUCTED_CONTENT,
  PREMISE_WORDS,
  QUESTION_STARTS,
  RELATION_WORDS,
  type DeclineWord,
  type Form,
  type Relation,
} from '../lexicon/question-words.js'
import {
  RANGE_WORDS,
  TOPIC_LEAD,
  STORY_NOUNS,
  STORY_FOR,
  STORY_DETERMINERS,
  LOWER,
  COUNTING_NEXT,
  AS_SHARE,
  ONE_IN,
  PER_HUNDRED,
  PERCENT_WORDS,
  PRESENT_VERBS,
  OWN_LEVEL,
  WORLD,
  WHEN,
  FOLLOW_UP,
  SOURCE_NOT,
  SOURCE_LEAD,
  YEARS_NEXT,
  ATTRIBUTION_VERBS,
  ATTRIBUTION_THAT,
} from '../lexicon/reading-words.js'
import { detectLanguage } from '../text/language.js'
import { foldWords, normaliseQuestion } from '../text/normalise.js'
import type { Decline, DeclineReason, Missing, Part, QuestionReading, QuotedFigure, TimeAsked } from './schema.js'
import { SHAPES, unmet, type Slots } from './shapes.js'
import { tokenise, type Meaning, type Token } from './tokens.js'

const uniq = <T>(items: T[]) => [...new Set(items)]
const typedOf = (t: Token) => t.corrected ?? t.text
const is = (t: Token | undefined, kind: Meaning['kind']) => t?.meanings.some((m) => m.kind === kind) === true
const isForm = (t: Token | undefined, ...forms: Form[]) =>
  t?.meanings.some((m) => m.kind === 'form' && forms.includes(m.form)) === true
const isTime = (t: Token | undefined, time: string) =>
  t?.meanings.some((m) => m.kind === 'time' && m.time === time) === true

const PREMISE = new Set(PREMISE_WORDS)
/** The last words of a relation to a figure ("more than", "under", "plus de"). */
const RELATED = new RegExp(
  ` (?:${Object.values(RELATION_WORDS)
    .flat()
    .map((w) => w.split(' ').at(-1))
    .join('|')}) $`,
)

/**
 * The topic of the story a question is for ("..., for a piece on the digital economy?", "for our digital economy fact
 * box"): framing when the rest of the clause names its own series, so that "économie" there is not a GDP asked. A
 * topic that is the only place a series is named is the question's (a clause that only names a topic lends it).
 */
function dropStoryTopic(tokens: Token[]): Token[] {
  const topic = new Set<Token>()
  tokens.forEach((t, i) => {
    if (is(t, 'framing') && TOPIC_LEAD.test(` ${t.words}`))
      for (const after of tokens.slice(i + 1)) {
        if (after.kind === 'year' || is(after, 'country') || is(after, 'people')) break
        topic.add(after)
      }
    if (STORY_NOUNS.has(t.words)) {
      let lead = i - 1
      while (
        lead >= Math.max(0, i - 5) &&
        !(STORY_FOR.has(tokens[lead]!.words) && STORY_DETERMINERS.has(tokens[lead + 1]!.words))
      )
        lead -= 1
      if (lead >= Math.max(0, i - 5)) for (const within of tokens.slice(lead, i + 1)) topic.add(within)
    }
  })
  const ownSeries = tokens.some((t) => !topic.has(t) && is(t, 'indicator'))
  return ownSeries ? tokens.filter((t) => !topic.has(t)) : tokens
}

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
 * "Mexico internet users 2022 %": a percent sign after a year of the data, with no relation before it, marks the
 * figure asked as a share in that year; the number is the year, never a share of 2022 % to check.
 */
function yearsShownAsPercent(tokens: Token[], [first, last]: readonly [number, number]): Token[] {
  return tokens.map((t, i) =>
    t.kind === 'number' &&
    t.percent === true &&
    Number.isInteger(t.value) &&
    t.value >= first &&
    t.value <= last &&
    !RELATED.test(` ${tokens[i - 1]?.words ?? ''} `) &&
    !tokens.some((o) => o.kind === 'year')
      ? (({ percent: _shown, ...year }) => ({ ...year, kind: 'year' as const, words: String(t.value) }))(t)
      : t,
  )
}

/**
 * "A press release says 99% of Indians have access to electricity", "our reporter said ...": at the start of a
 * sentence, a few words that name no data and a verb of saying attribute the claim that follows. The claim is asked as
 * a figure to check (the verb reads as "is it true"); who said it is another source, named in the answer.
 */
function readAttributions(text: string, tokens: Token[]): { tokens: Token[]; said: string[] } {
  const out = [...tokens]
  const said: string[] = []
  tokens.forEach((t, i) => {
    if (!ATTRIBUTION_VERBS.has(t.words)) return
    let start = i
    while (start > 0 && i - start < 5 && !/[?!;.,:]/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start)))
      start -= 1
    if (start > 0 && !/[?!;.,:]/.test(text.slice(tokens[start - 1]!.end, tokens[start]!.start))) return
    const lead = tokens.slice(start, i)
    const names = (x: Token) => x.kind !== 'word' || x.meanings.some((m) => !['neutral', 'framing'].includes(m.kind))
    if (lead.length === 0 || lead.some(names) || lead.every((x) => x.meanings.length > 0)) return
    for (let k = start; k < i; k += 1) out[k] = { ...tokens[k]!, meanings: [{ kind: 'framing' }] }
    out[i] = { ...t, meanings: [{ kind: 'confirm' }] }
    const next = tokens[i + 1]
    if (next && ATTRIBUTION_THAT.has(next.words)) out[i + 1] = { ...next, meanings: [{ kind: 'neutral' }] }
    const who = text.slice(lead[0]!.start, lead.at(-1)!.end)
    said.push(
      /^(?:A|An|The|Our|My|Their|His|Her|Le|La|Les|Un|Une|Notre|Nos)\b/u.test(who)
        ? who.charAt(0).toLowerCase() + who.slice(1)
        : who,
    )
  })
  return { tokens: out, said }
}

const STARTS = QUESTION_STARTS
const INSTRUCTED = new Set(INSTRUCTED_CONTENT)

const RANKED = new Set<Part['shape']>(['rank_of', 'extreme', 'place', 'top', 'ranking', 'among'])

/** The tokens from `i` to the end of its sentence. */
function sentenceFrom(text: string, tokens: readonly Token[], i: number): Token[] {
  const end = tokens.findIndex((t, k) => k > i && /[?!;.]/.test(text.slice(tokens[k - 1]!.end, t.start)))
  return tokens.slice(i, end < 0 ? undefined : end)
}
const isWhenFollowUp = (tokens: readonly Token[]) =>
  tokens.some((t) => WHEN.has(t.words)) && tokens.every((t) => WHEN.has(t.words) || FOLLOW_UP.has(t.words))

const LIFE_EXPECTANCY: IndicatorCode = 'SP.DYN.LE00.IN'

/** Splits the tokens into clauses: sentences, a premise ("since X overtook Y, ..."), "and what ...". */
function clausesOf(text: string, tokens: Token[]): { tokens: Token[]; premise: boolean }[] {
  const clauses: { tokens: Token[]; premise: boolean }[] = []
  let current: Token[] = []
  let premise = false
  const close = () => {
    if (current.length > 0) clauses.push({ tokens: current, premise })
    current = []
    premise = false
  }
  tokens.forEach((t, i) => {
    const previous = tokens[i - 1]
    const gap = previous ? text.slice(previous.end, t.start) : ''
    // A sentence ends at "?", "!", ";" or a full stop after a word (not after "U.S" or a single letter).
    const fullStop =
      /\.\s/.test(gap) && previous !== undefined && !previous.text.includes('.') && previous.text.length > 1
    const comma = /,/.test(gap)
    const startsQuestion = STARTS.some((w) => t.words === w || t.words.startsWith(`${w} `))
    const joined = previous !== undefined && /^(and|et|also|aussi|plus|then|puis)$/.test(previous.words)
    // ", and if so, when?", ", et si oui, en quelle année ?": a follow-up of its own, whatever the punctuation.
    const followUp = /^(if|si)$/.test(t.words) && isWhenFollowUp(sentenceFrom(text, tokens, i))
    if (followUp) {
      if (joined) current.pop()
      close()
    } else if (/[?!;]/.test(gap) || fullStop || (premise && comma)) close()
    else if (joined && startsQuestion && current.length > 1) {
      current.pop()
      close()
    }
    // "Since Nigeria's population overtook the US in 2010, ...": "since" before anything but a year opens a premise.
    const opens =
      (PREMISE.has(t.words) || (isTime(t, 'since') && tokens[i + 1]?.kind !== 'year')) &&
      tokens.slice(i + 1).some((n) => isForm(n, 'overtake', 'up', 'down', 'double', 'compare', 'high', 'low'))
    if (opens && current.every((c) => is(c, 'framing') || is(c, 'neutral'))) {
      close()
      premise = true
      return
    }
    current.push(t)
  })
  close()
  return clauses
}

/** What a clause's tokens name and ask, before inheritance and the shapes table. */
interface ClauseReading {
  tokens: Token[]
  premise: boolean
  countries: CountryCode[]
  indicators: IndicatorCode[]
  time: TimeAsked | null
  timeDecline: Decline | null
  forms: Set<Form>
  declines: Map<DeclineWord, string[]>
  unknown: string[]
  /** Numbers of the question the reading did not use (never quoted back: a reason gives no figure of the question). */
  unread: number
  instruction: string[]
  figure: QuotedFigure | null
  /** The figure is a margin between two values ("by more than 15 years"). */
  margin: boolean
  /** The figure is followed by "of", "de": a share of something ("4% of the world's people"). */
  shareOf: boolean
  places: { place: number; text: string }[]
  top: number | null
  total: string[]
  polar: boolean
  negated: boolean
  /** It names something of the data: a country, a series, a form, a year. */
  data: boolean
  /** Framing that names a topic and asks nothing ("I'm writing a piece on Nigeria's economy."): its names serve. */
  topic: boolean
}

function readClause(
  clause: { tokens: Token[]; premise: boolean },
  text: string,
  years: readonly [number, number],
): ClauseReading {
  const folded = foldWords(text.slice(clause.tokens[0]!.start, clause.tokens.at(-1)!.end))
  const [first, last] = years
  const all = clause.tokens
  // An instruction's object ("DROP TABLE observations") and the content of "answer that ..." go with it.
  const setAside = new Set<Token>()
  all.forEach((t, i) => {
    const previous = all[i - 1]
    if (is(t, 'instruction')) setAside.add(t)
    else if (previous && setAside.has(previous) && t.meanings.length === 0) setAside.add(t)
    // "Drop" that asks a fall ("did it drop in 2020") is the question's; "DROP TABLE" is not.
    const asksData = t.meanings.some((m) => m.kind === 'form') && !is(all[i + 1], 'instruction')
    if (INSTRUCTED.has(t.words) && !asksData) for (const rest of all.slice(i)) setAside.add(rest)
  })
  const tokens = dropStoryTopic(all.filter((t) => !setAside.has(t)))
  const meaningful = tokens.filter((t) => !is(t, 'framing') && !is(t, 'neutral') && !is(t, 'confirm'))
  const forms = new Set(tokens.flatMap((t) => t.meanings.flatMap((m) => (m.kind === 'form' ? [m.form] : []))))
  // "How many out of 100 people", "combien sur 100 habitants": a share, not a count, and 100 is not a figure to check.
  const perHundredAt = tokens.findIndex(
    (t, i) => t.kind === 'number' && t.value === 100 && PER_HUNDRED.has(tokens[i - 1]?.words ?? ''),
  )
  // "Combien d'internautes, en pourcentage": a count asked as a share is the share.
  // "Est-elle toujours supérieure", "is it still": "toujours" after a verb in the present is "still" (the latest year),
  // not "always" ("a-t-il toujours été").
  const still = tokens.some(
    (t, i) =>
      t.words === 'toujours' &&
      tokens.slice(Math.max(0, i - 2), i).some((b) => PRESENT_VERBS.has(b.words)) &&
      !tokens.slice(0, i).some((b) => /^(a|ont|a t (il|elle|on)|ont ils|ont elles)$/.test(b.words)),
  )
  if (still && !tokens.some((t) => t.words !== 'toujours' && isForm(t, 'each_year'))) forms.delete('each_year')
  if (perHundredAt >= 0 || (forms.has('count') && tokens.some((t) => AS_SHARE.has(t.words)))) {
    forms.delete('count')
    forms.add('share')
  }
  // "Above its 2010 level", "sous son niveau de 2010": the latest value against the same series' own earlier year, the
  // recovery's reading (asked downward when "below").
  const ownLevel = tokens.some(
    (t, i) =>
      t.kind === 'year' &&
      (OWN_LEVEL.has(tokens[i + 1]?.words ?? '') ||
        (tokens[i - 2]?.words === 'niveau' && ['de', 'd'].includes(tokens[i - 1]?.words ?? ''))),
  )
  if (ownLevel && forms.has('compare')) {
    forms.delete('compare')
    forms.add('recover')
  }
  // "Un PIB plus élevé que le Canada", "moins élevée que": a superlative's words before "than" or "que" compare two.
  const beforeThan = tokens.filter(
    (t, i) => isForm(t, 'high', 'low') && /^(than|que|qu)$/.test(tokens[i + 1]?.words ?? ''),
  )
  if (beforeThan.length > 0 && tokens.every((t) => !isForm(t, 'high', 'low') || beforeThan.includes(t))) {
    forms.delete('high')
    forms.delete('low')
    forms.add('compare')
  }
  const declines = new Map<DeclineWord, string[]>()
  for (const t of tokens)
    for (const m of t.meanings)
      if (m.kind === 'decline') declines.set(m.reason, [...(declines.get(m.reason) ?? []), typedOf(t)])

  // Countries, in the order named; a country's people too.
  const countries = uniq(
    tokens.flatMap((t) => t.meanings.flatMap((m) => (m.kind === 'country' || m.kind === 'people' ? [m.code] : []))),
  )
  // Series: the strong words; "share of Nigeria's population" names the share's denominator, not the population.
  const denominator = (i: number) =>
    tokens
      .slice(Math.max(0, i - 5), i)
      .some(
        (t, k, before) =>
          isForm(t, 'share') &&
          before.slice(k + 1).every((b) => is(b, 'neutral') || is(b, 'country') || is(b, 'people')),
      )
  let indicators = uniq(
    tokens.flatMap((t, i) =>
      t.meanings.flatMap((m) =>
        m.kind === 'indicator' &&
        !m.weak &&
        !(m.code === 'SP.POP.TOTL' && denominator(i) && tokens.some((o) => o !== t && isShareIndicatorToken(o)))
          ? [m.code]
          : [],
      ),
    ),
  )
  const weak = tokens.some((t) => t.meanings.some((m) => m.kind === 'indicator' && m.weak))
  const counted = forms.has('count')
  const people = tokens.some((t) => is(t, 'people'))
  if (indicators.length === 0 && (weak || (counted && people))) indicators = ['SP.POP.TOTL']
  // "How many people lived in Canada, and what was its GDP": people counted name the population beside another series.
  else if (
    counted &&
    tokens.some(
      (t, i) =>
        isForm(tokens[i - 1], 'count') && (is(t, 'people') || t.meanings.some((m) => m.kind === 'indicator' && m.weak)),
    ) &&
    !indicators.includes('SP.POP.TOTL') &&
    !indicators.some(isShare)
  ) {
    indicators = ['SP.POP.TOTL', ...indicators]
  }

  // Numbers: years, places, counts, and a figure of the question's own.
  const placesIn = tokens.flatMap((t) =>
    t.meanings.flatMap((m) => (m.kind === 'ordinal' ? [{ place: m.place, text: typedOf(t) }] : [])),
  )
  const countAt = (i: number) => tokens[i]?.kind === 'number' || is(tokens[i], 'number')
  const countOf = (i: number) =>
    tokens[i]?.kind === 'number'
      ? tokens[i].value
      : ((tokens[i]?.meanings.find((m) => m.kind === 'number') as { value: number } | undefined)?.value ?? null)
  // "top 3", "the 3 highest", "les 3 pays les plus peuplés": the number of places asked.
  const topAt = tokens.findIndex(
    (t, i) =>
      (isForm(t, 'top', 'high', 'low') && countAt(i + 1)) ||
      (countAt(i + 1) &&
        COUNTING_NEXT.test(tokens[i + 2]?.words ?? '_') &&
        tokens.slice(i + 3, i + 8).some((n) => isForm(n, 'high', 'low', 'compare'))),
  )
  const top = topAt >= 0 ? countOf(topAt + 1) : null
  // "By more than 15 years", "de plus de 15 ans": the words before a number make it a margin.
  const marginAt = (i: number) =>
    MARGIN.test(
      ` ${foldWords(
        tokens
          .slice(Math.max(0, i - 4), i)
          .map((x) => x.text)
          .join(' '),
      ).trim()} `,
    )
  const figureAt = tokens.findIndex((t, i) => {
    // ("Under seventy": a number in words after a relation's words is a figure too; "two countries" is not.)
    const related = RELATED.test(` ${tokens[i - 1]?.words ?? ''} `)
    const isNumber =
      (t.kind === 'number' && !is(t, 'ordinal')) ||
      t.meanings.some((m) => m.kind === 'number' && (m.value < 1 || related))
    if (!isNumber || (topAt >= 0 && i === topAt + 1) || i === perHundredAt) return false
    // "5 years" counts years, but "above 75 years" of life expectancy is an age: the question's own figure.
    const shown = countOf(i) ?? Number.NaN
    const age = indicators.includes(LIFE_EXPECTANCY) && shown >= 30 && shown <= 120
    if (
      COUNTING_NEXT.test(tokens[i + 1]?.words ?? '_') &&
      !((age || marginAt(i)) && YEARS_NEXT.test(tokens[i + 1]!.words))
    )
      return false
    if (isTime(tokens[i + 1], 'relative') || isTime(tokens[i - 1], 'latest') || isTime(tokens[i - 1], 'il_y_a'))
      return false
    return true
  })
  // "One in two Nigerians", "un Nigérian sur trois": a share, 100/N %; said alone, at least that ("did one in three
  // use it": 35 % did).
  const inAt = (i: number) =>
    countOf(i) !== 1
      ? -1
      : ([i + 1, i + 2].find((j) => ONE_IN.has(tokens[j]?.words ?? '') && (countOf(j + 1) ?? 0) >= 2) ?? -1)
  const oneInAt = tokens.findIndex((_t, i) => inAt(i) >= 0)
  const figure =
    oneInAt >= 0
      ? {
          ...quotedFigure(tokens, oneInAt, folded),
          value: 100 / countOf(inAt(oneInAt) + 1)!,
          ...(quotedFigure(tokens, oneInAt, folded).relation === 'exactly' ? { relation: 'least' as const } : {}),
          text: tokens
            .slice(oneInAt, inAt(oneInAt) + 2)
            .map((t) => t.text)
            .join(' '),
          percent: true,
        }
      : figureAt >= 0
        ? quotedFigure(tokens, figureAt, folded)
        : null

  // Time.
  const yearTokens = tokens.filter((t) => t.kind === 'year')
  const yearsNamed = uniq(yearTokens.map((t) => t.value)).sort((a, b) => a - b)
  let decade: number | null = null
  const relative: string[] = []
  tokens.forEach((t, i) => {
    const next = tokens[i + 1]
    const typedSpan = (from: number, to: number) => {
      const end = /^(years?|ans?|annees?)$/.test(tokens[to + 1]?.words ?? '') ? to + 1 : to
      return tokens
        .slice(from, end + 1)
        .map((x) => x.text)
        .join(' ')
    }
    for (const m of t.meanings) {
      if (m.kind !== 'time') continue
      if (m.time === 'relative') relative.push(countAt(i - 1) ? typedSpan(i - 1, i) : t.text)
      if (m.time === 'open' || m.time === 'month') relative.push(t.text)
      if (m.time === 'il_y_a' && countAt(i + 1)) relative.push(typedSpan(i, i + 1))
      if (m.time === 'latest' && /^(last|past|dernieres?|derniers)$/.test(t.words) && countAt(i + 1))
        relative.push(typedSpan(i, i + 1))
      if (m.time === 'decade' && next?.kind === 'year') decade = next.value
      // "les années 90": two digits after the decade word.
      if (m.time === 'decade' && next?.kind === 'number' && /^\d\d$/.test(next.text))
        decade = (next.value <= 30 ? 2000 : 1900) + next.value
    }
    if (t.decade) decade = t.value
  })
  let timeDecline: Decline | null = null
  const indicator = indicators[0] ?? null
  if (declines.has('forecast') || yearsNamed.some((y) => y > last) || (decade !== null && decade > last)) {
    timeDecline = {
      reason: 'forecast',
      words: declines.get('forecast') ?? yearsNamed.filter((y) => y > last).map(String),
      indicator,
    }
  } else if (yearsNamed.some((y) => y < first) || (decade !== null && decade < first)) {
    timeDecline = { reason: 'years', words: yearsNamed.filter((y) => y < first).map(String), indicator }
  } else if (relative.length > 0) {
    timeDecline = { reason: 'time', words: uniq(relative), indicator }
  }
  const context = tokens.filter((t) => is(t, 'context')).map(typedOf)
  const time = timeDecline ? null : timeOf(text, tokens, yearsNamed, decade, forms, years)
  if (!timeDecline && context.length > 0 && time?.kind === 'none')
    timeDecline = { reason: 'time', words: context, indicator }

  // "total" with several countries is a sum; "the highest total population" is a ranking.
  const total = tokens.filter((t) => /(^| )totale?s?( |$)/.test(t.words)).map(typedOf)
  // A number the reading did not use (a second figure, a margin not read as one) is a word of the question left unread:
  // no answer, least of all a verdict, may stand without it.
  const used = new Set([figureAt, perHundredAt, ...(topAt >= 0 ? [topAt + 1] : [])])
  if (oneInAt >= 0) for (let k = oneInAt; k <= inAt(oneInAt) + 1; k += 1) used.add(k)
  const unread = tokens.filter(
    (t, i) =>
      t.kind === 'number' &&
      !used.has(i) &&
      !is(t, 'ordinal') &&
      // ("The 8 countries", "des 8 pays": a count of what the data holds.)
      !COUNTING_NEXT.test(tokens[i + 1]?.words ?? '_') &&
      !isTime(tokens[i + 1], 'relative') &&
      !isTime(tokens[i - 1], 'latest') &&
      !isTime(tokens[i - 1], 'il_y_a') &&
      !isTime(tokens[i - 1], 'decade'),
  )
  const unknown = meaningful.filter((t) => t.kind === 'word' && t.meanings.length === 0).map(typedOf)
  // "..., non ?", "..., no?": a tag asking for confirmation, not a negation.
  const lastToken = tokens.at(-1)
  const tag =
    lastToken !== undefined && /^(non|no)$/.test(lastToken.words) && /,\s*$/.test(text.slice(0, lastToken.start))
  if (tag) {
    const rest = (declines.get('negation') ?? []).slice(0, -1)
    if (rest.length > 0) declines.set('negation', rest)
    else declines.delete('negation')
  }
  const negation = declines.get('negation') ?? []
  // "n'a jamais dépassé": never; "never" alone too.
  const never =
    tokens.some((t) => t.words === 'never') || (tokens.some((t) => t.words === 'jamais') && negation.length > 0)
  if (never) declines.delete('negation')
  // Framing said first ("Hello team, quick one: was ...") is no part of the question's form.
  const asked = tokens.filter((t) => !is(t, 'framing'))
  const askedText = asked.length > 0 ? foldWords(text.slice(asked[0]!.start, asked.at(-1)!.end)) : folded
  const typed = asked.length > 0 ? text.slice(asked[0]!.start, asked.at(-1)!.end) : ''
  const polar = isPolar(askedText, typed) || tag || tokens.some((t) => is(t, 'confirm'))
  return {
    tokens,
    premise: clause.premise,
    countries,
    indicators,
    time,
    timeDecline,
    forms,
    declines,
    unknown,
    unread: unread.length,
    instruction: [...setAside].filter((t) => is(t, 'instruction')).map(typedOf),
    figure,
    margin: figureAt >= 0 && oneInAt < 0 && marginAt(figureAt),
    shareOf: figureAt >= 0 && /^(of|de|du|des|d)$/.test(tokens[figureAt + 1]?.words ?? ''),
    places: placesIn,
    top,
    total,
    polar,
    negated: never,
    topic:
      is(all[0], 'framing') &&
      yearTokens.length === 0 &&
      forms.size === 0 &&
      !polar &&
      !/\?\s*$/.test(text.slice(all.at(-1)!.end, all.at(-1)!.end + 3)),
    // ("Si oui, en quelle année ?" asks the year of the clause before it: a follow-up, not a question of its own.)
    data:
      !isWhenFollowUp(all) &&
      (countries.length > 0 ||
        indicators.length > 0 ||
        yearTokens.length > 0 ||
        forms.size > 0 ||
        declines.has('other_place') ||
        declines.has('place_within') ||
        declines.has('other_indicator')),
  }
}

function isShare(i: IndicatorCode) {
  return i === 'EG.ELC.ACCS.ZS' || i === 'IT.NET.USER.ZS'
}
const isShareIndicatorToken = (t: Token) => t.meanings.some((m) => m.kind === 'indicator' && isShare(m.code))

/** A yes-or-no question: it opens with an auxiliary verb, or is put the French way ("a-t-il", "est-ce que"). */
function isPolar(folded: string, typed: string): boolean {
  // "De combien a-t-il baissé", "How much did it fall": a question word first asks for a figure, not yes or no.
  if (
    /^ (?:(?:and|et|but|mais|so|alors) )?(?:de combien|combien|comment|quel|quelle|quels|quelles|ou|quand|pourquoi|how|what|which|when|where|why|who|whose|by how much|to what extent) /.test(
      folded,
    )
  )
    return false
  return (
    // French inversion of any verb, as typed: "perd-il", "fait-elle", "dépassait-il", "a-t-on".
    /\p{L}-(?:t-)?(?:il|elle|ils|elles|on)\b/u.test(typed) ||
    /^ (?:(?:hi|hello|hey|so|ok|okay|quick q|quick question|and|but) )*(?:did|does|do|has|have|had|was|were|is|are|can|could|would|will|didn|doesn|hasn|haven|hadn|wasn|weren|isn|aren) /.test(
      folded,
    ) ||
    / (?:\w+ t (?:il|elle|ils|elles|on)|(?:etait|etaient|avait|avaient|est|sont|fut|furent|sera|serait|avez|as) (?:il|elle|ils|elles|on|vous|tu)|est ce qu?|n est ce pas|vrai|right|true|correct) /.test(
      folded,
    )
  )
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
    (half !== undefined && / (?:by|de) $/.test(before)) ||
    (word !== undefined && half === undefined && PERCENT_WORDS.has(tokens[at + 1]?.words ?? ''))
  const value = half !== undefined ? half.value * 100 : word !== undefined ? word.value : t.value
  return { value, relation: found?.relation ?? 'exactly', text: t.text, percent }
}

/** Two years joined by a range word (or a dash) are a span; joined by "and" or a comma, separate years. */
function timeOf(
  text: string,
  tokens: Token[],
  years: number[],
  decade: number | null,
  forms: ReadonlySet<Form>,
  [first, last]: readonly [number, number],
): TimeAsked {
  if (decade !== null) return { kind: 'span', from: Math.max(first, decade), to: Math.min(last, decade + 9) }
  const since = tokens.findIndex((t) => isTime(t, 'since'))
  // "Since 2015", and "did it recover its 2014 level": from that year to the latest.
  if (years.length === 1 && ((since >= 0 && tokens[since + 1]?.kind === 'year') || forms.has('recover')))
    return { kind: 'span', from: years[0]!, to: last, since: true }
  if (years.length === 0) {
    if (tokens.some((t) => isTime(t, 'last_decade'))) return { kind: 'span', from: last - 10, to: last, since: true }
    if (tokens.some((t) => isTime(t, 'last_year'))) return { kind: 'latest' }
    if (forms.has('ever')) return { kind: 'ever' }
    return tokens.some((t) => isTime(t, 'latest')) ? { kind: 'latest' } : { kind: 'none' }
  }
  if (years.length === 1) return { kind: 'year', year: years[0]! }
  const at = tokens.flatMap((t, i) => (t.kind === 'year' ? [i] : []))
  const between = tokens.slice(Math.max(0, at[0]! - 2), at.at(-1))
  const dashed = tokens.some(
    (t, i) =>
      t.kind === 'year' &&
      tokens[i + 1]?.kind === 'year' &&
      /^\s*[-–—/]\s*$/.test(text.slice(t.end, tokens[i + 1]!.start)),
  )
  const rangeWord = between.some((t) => RANGE_WORDS.has(t.words) && t.words !== 'and' && t.words !== 'et')
  const changing = (
    [
      'change',
      'up',
      'down',
      'double',
      'triple',
      'halve',
      'recover',
      'overtake',
      'faster',
      'slower',
      'each_year',
    ] as Form[]
  ).some((f) => forms.has(f))
  const spanned = dashed || rangeWord || changing
  return spanned && years.length === 2 ? { kind: 'span', from: years[0]!, to: years[1]! } : { kind: 'years', years }
}

/** The order in which a clause's declines are reported: the most fundamental first. */
const DECLINE_ORDER: DeclineWord[] = [
  'place_within',
  'other_place',
  'other_indicator',
  'unit',
  'age',
  'sex',
  'area',
  'density',
  'growth_rate',
  'consumption',
  'negation',
]

export function readQuestion(question: string, snapshotYears: readonly [number, number]): QuestionReading {
  const text = normaliseQuestion(question)
  const language = detectLanguage(text)
  const attributed = readAttributions(text, yearsShownAsPercent(tokenise(text, language), snapshotYears))
  const tokens = attributed.tokens
  const framing: string[] = []
  const sources: string[] = [...attributed.said]
  const setAside: string[] = []

  // Another source: what follows "according to" (to the end of its clause), or a source named alone.
  const sourceTokens = new Set<Token>()
  tokens.forEach((t, i) => {
    // (A source already read in an "according to" span is not named twice.)
    if (sourceTokens.has(t)) return
    if (is(t, 'source_intro')) {
      const span: Token[] = []
      for (const n of tokens.slice(i + 1)) {
        if (/[,;?!.]/.test(text.slice(span.at(-1)?.end ?? t.end, n.start))) break
        span.push(n)
      }
      // "selon le PIB" ranks by GDP: a span that names the data and no source is not a source.
      const named = span.some((n) => is(n, 'source'))
      const data = span.some(
        (n) => n.kind === 'year' || n.meanings.some((m) => ['country', 'people', 'indicator', 'form'].includes(m.kind)),
      )
      if (span.length === 0 || (data && !named)) return
      sourceTokens.add(t)
      for (const n of span) sourceTokens.add(n)
      if (!span.some((n) => n.meanings.some((m) => m.kind === 'source' && m.own)))
        sources.push(text.slice(span[0]!.start, span.at(-1)!.end))
    } else if (t.meanings.some((m) => m.kind === 'source')) {
      sourceTokens.add(t)
      if (t.meanings.some((m) => m.kind === 'source' && !m.own)) sources.push(t.text)
      // "not the IMF's", "pas ceux du FMI", "rather than StatCan's": the negation sets the source aside; it does not
      // ask for a negated measure.
      const lead: Token[] = []
      for (let k = i - 1; k >= 0 && lead.length < 4 && SOURCE_LEAD.has(tokens[k]!.words); k -= 1) lead.push(tokens[k]!)
      if (lead.some((x) => SOURCE_NOT.has(x.words))) for (const x of lead) sourceTokens.add(x)
    }
  })
  const rest = tokens.filter((t) => !sourceTokens.has(t))
  for (const t of rest) if (is(t, 'framing')) framing.push(t.text)

  const clauses = clausesOf(text, rest).map((c) => readClause(c, text, snapshotYears))
  const decline = (
    reason: DeclineReason,
    words: string[] = [],
    indicator: IndicatorCode | null = null,
  ): QuestionReading => finish({ reason, words, indicator }, [], [])
  const names = {
    countries: uniq(clauses.flatMap((c) => c.countries)),
    indicators: uniq(clauses.flatMap((c) => c.indicators)),
    years: uniq(rest.filter((t) => t.kind === 'year').map((t) => t.value)).sort((a, b) => a - b),
  }
  const finish = (d: Decline | null, parts: Part[], missing: Missing[]): QuestionReading => ({
    question: text,
    language,
    tokens,
    ...names,
    parts: d ? [] : parts,
    missing: d ? [] : missing,
    decline: d,
    sources: uniq(sources),
    setAside: uniq(setAside),
    framing: uniq(framing),
  })

  // Clauses about the data; the others are framing, or set aside (an instruction, a request outside the service). A
  // clause that only names a topic lends its names to the question ("I'm writing on Nigeria. Its population in 2020?").
  const named = clauses.filter((c) => c.data)
  const asking = named.filter((c) => !c.topic)
  const data = asking.length > 0 ? asking : named
  for (const c of clauses) setAside.push(...c.instruction)
  // "If so, when?" after a question whose answer gives the first year ("ever", "did it pass"): answered by it; after
  // any other, set aside like the rest.
  const whenFollowUps: string[] = []
  for (const c of clauses.filter((x) => !x.data)) {
    const followUp = isWhenFollowUp(c.tokens)
    if (c.unknown.length === 0 && !followUp) continue
    const said = c.tokens.map((t) => t.text).join(' ')
    if (followUp) whenFollowUps.push(said)
    else setAside.push(said)
  }
  if (data.length === 0) {
    const instruction = clauses.flatMap((c) => c.instruction)
    if (instruction.length > 0) return decline('instruction', uniq(instruction))
    const unknown = clauses.flatMap((c) => c.unknown)
    return decline('not_understood', uniq(unknown))
  }

  // Each data clause, with what another clause named when it names none ("..., and what share used the internet?").
  const parts: Part[] = []
  const missing: Missing[] = []
  for (const [k, c] of data.entries()) {
    const others = [...data.slice(0, k).reverse(), ...data.slice(k + 1), ...named.filter((x) => x.topic)]
    const indicator = c.indicators[0] ?? others.find((o) => o.indicators.length > 0)?.indicators[0] ?? null
    if (c.timeDecline) return finish(c.timeDecline, [], [])
    // Words that change the measure, the place or the unit decline the question; a place or a series outside the
    // data beside ones in it is a part named as missing.
    for (const reason of DECLINE_ORDER) {
      const words = c.declines.get(reason)
      if (!words) continue
      const beside =
        (reason === 'other_place' || reason === 'place_within') && c.countries.length > 0
          ? true
          : reason === 'other_indicator' && c.indicators.length > 0
      if (beside) missing.push({ reason: reason as Missing['reason'], words: uniq(words) })
      else return decline(reason, uniq(words), indicator)
    }
    // The words the data cannot honour are named first; then a word not understood at all.
    if (c.unknown.length > 0) return decline('not_understood', uniq(c.unknown), indicator)
    if (c.unread > 0) return decline('figure_unread', [], indicator)
    const inherit = <T>(own: T[], pick: (o: ClauseReading) => T[]) =>
      own.length > 0 ? own : (others.map(pick).find((x) => x.length > 0) ?? [])
    // "Which country had the highest GDP, and what was the UK's rank?": a question across the eight takes no country
    // from its neighbour.
    const across = ['high', 'low', 'rank', 'top', 'all', 'average'].some((f) => c.forms.has(f as Form))
    // "What is Canada's life expectancy, and how does it compare with Mexico's?": a comparison that names one country
    // compares it with the country the question is about.
    const about = others.flatMap((o) => o.countries).find((x) => !c.countries.includes(x))
    const countries = across
      ? c.countries
      : c.forms.has('compare') && c.countries.length === 1 && about !== undefined && others[0]?.countries.length === 1
        ? [about, ...c.countries]
        : inherit(c.countries, (o) => o.countries)
    const indicators = inherit(c.indicators, (o) => o.indicators)
    const otherTime = others.map((o) => o.time).find((t) => t && t.kind !== 'none')
    const time =
      c.time && c.time.kind !== 'none' ? withOtherYear(c, c.time, otherTime, snapshotYears[0]) : (otherTime ?? c.time!)
    if (indicators.length === 0)
      return decline(countries.length > 0 || c.forms.size > 0 ? 'no_indicator' : 'not_understood')
    // "How much electricity did Nigeria use?": consumption, not access. "How many used the Internet?": a count.
    if (c.forms.has('use') && indicators.includes('EG.ELC.ACCS.ZS'))
      return decline('consumption', wordsOf(c, 'use'), 'EG.ELC.ACCS.ZS')
    const share = indicators.find(isShare)
    if (c.forms.has('count') && share && !c.figure) return decline('count', wordsOf(c, 'count'), share)

    const slots: Slots = {
      countries,
      indicators,
      time,
      forms: c.forms,
      formWords: (...forms) => forms.flatMap((f) => wordsOf(c, f)),
      places: c.places,
      top: c.top,
      // "Did it pass 25 trillion", "a-t-elle dépassé 76 ans": the figure passed is more than it.
      figure:
        c.figure?.relation === 'exactly' && c.forms.has('overtake') ? { ...c.figure, relation: 'more' } : c.figure,
      margin: c.margin,
      polar: c.polar,
      negated: c.negated,
      // (Not in framing: "petite question".)
      lower: c.tokens.some((t) => !is(t, 'framing') && LOWER.test(` ${t.words} `)),
      lowerIn: comparisonWays(c.tokens),
      total: c.total,
      years: snapshotYears,
    }
    const shape = SHAPES.find((row) => row.when(slots))!
    // "Did China overtake Japan", "bigger than Germany's": a question about a place outside the data, which the rest
    // cannot answer without it, is declined naming that place.
    const elsewhere = c.declines.get('other_place') ?? c.declines.get('place_within')
    const outside = (d: Decline): Decline =>
      elsewhere && (d.reason === 'not_understood' || /^(one|two)_countr/.test(d.reason) || d.reason === 'no_country')
        ? {
            reason: c.declines.has('other_place') ? 'other_place' : 'place_within',
            words: uniq(elsewhere),
            indicator,
          }
        : d
    // "Has it always been the highest", "the largest every year": a rank in every year, which the tools give one year
    // at a time; declined naming the words, never answered from one year.
    const ranked =
      RANKED.has(shape.id as Part['shape']) || ['high', 'low', 'rank', 'top'].some((f) => c.forms.has(f as Form))
    // ("Est-il toujours le plus élevé en 2024": "still", of that year.)
    if (ranked && (c.forms.has('each_year') || c.forms.has('ever')) && time.kind !== 'year')
      return decline('one_year', slots.formWords('each_year', 'ever'), indicator)
    const lacking = unmet(shape, slots)
    if (lacking) return finish(outside(lacking), [], [])
    const read = shape.read(slots)
    if (typeof read === 'string')
      return finish(
        outside({ reason: read, words: shape.words?.(slots) ?? slots.formWords(...shape.cue), indicator }),
        [],
        [],
      )
    // "The world's 3rd economy", "la plus peuplée du monde": a rank among all countries, which eight cannot give.
    const world = (elsewhere ?? []).filter((w) => WORLD.test(foldWords(w).trim()))
    if (world.length > 0 && read.some((p) => RANKED.has(p.shape))) return decline('other_place', uniq(world), indicator)
    // "4% of the world's people", "1 % du PIB de l'Afrique": a percent of a count or an amount is a share of a whole,
    // which the data does not hold (the world, a region, or none named); no verdict, whatever the country's value.
    if (read.some((p) => p.shape === 'figure' && p.figure?.percent && !isShare(p.indicator)))
      return c.shareOf
        ? decline('share_of_whole', uniq(elsewhere ?? []), indicator)
        : decline(elsewhere ? 'other_place' : 'not_understood', uniq(elsewhere ?? []), indicator)
    // A premise is checked over every year of the data, for the year it names.
    const premise = (p: Part): Part => ({
      ...p,
      time: { kind: 'span', from: snapshotYears[0], to: snapshotYears[1] },
      premise: { year: time.kind === 'year' ? time.year : null },
    })
    parts.push(...(c.premise ? read.map(premise) : read))
  }
  if (parts.every((p) => p.premise)) return decline('not_understood', [], parts[0]?.indicator ?? null)
  if (!parts.some(givesFirstYear)) setAside.push(...whenFollowUps)
  return finish(null, parts, missing)
}

/**
 * "What was its GDP in 2020, and did it drop compared to 2019?": a change asked with one year, beside a clause that
 * names another, is the change between the two.
 */
function withOtherYear(
  c: ClauseReading,
  own: TimeAsked,
  other: TimeAsked | null | undefined,
  firstYear: number,
): TimeAsked {
  const changing = (['up', 'down', 'change'] as Form[]).some((f) => c.forms.has(f))
  if (!changing || own.kind !== 'year') return own
  // "Did it fall in 2021?", "did it grow by more than 5 % in 2021" (a figure after "by", "de": the change's, not a
  // level's): the step into that year, from the year before.
  const byAmount = c.tokens.some(
    (t, k) => isForm(t, 'up', 'down') && ['by', 'de', 'd'].includes(c.tokens[k + 1]?.words ?? ''),
  )
  const step = c.polar && (!c.figure || byAmount) && (c.forms.has('up') || c.forms.has('down')) && own.year > firstYear
  if (other?.kind !== 'year' || other.year === own.year)
    return step && other?.kind !== 'year' ? { kind: 'span', from: own.year - 1, to: own.year } : own
  return { kind: 'span', from: Math.min(own.year, other.year), to: Math.max(own.year, other.year) }
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
const givesFirstYear = (p: Part) =>
  (p.shape === 'overtake' && p.at === undefined) || (p.shape === 'figure' && (p.ever === true || p.crossed === true))

const wordsOf = (c: ClauseReading, form: Form) => uniq(c.tokens.filter((t) => isForm(t, form)).map(typedOf))
