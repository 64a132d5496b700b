// The question's tokens set right before its clauses are read: a year shown as a percent is a year, a lead-in that
// says what the question is for is framing ("For the 6pm bulletin: …"), "the year before" is a year.
import { ASKERS, ASKING_AFTER, ASKING_VERBS, ASKING_WHETHER, REQUEST_ENDS } from '../../lexicon/framing.js'
import { DONT_AFTER } from '../../lexicon/reading-words.js'
import { is, RELATED } from '../token-match.js'
import type { Token } from '../tokens.js'

/**
 * "Mexico internet users 2022 %": a percent sign after a year of the data, with no relation before it, marks the
 * figure asked as a share in that year; the number is the year, never a share of 2022 % to check.
 */
export function yearsShownAsPercent(tokens: Token[], years: readonly [number, number]): Token[] {
  // (A question with no figure has no year shown as one: most questions.)
  if (!tokens.some((t) => t.kind === 'number')) return tokens
  return yearsBeforeUnit(yearsBeforePercentChange(tokens, years), years).map((t, i) =>
    t.kind === 'number' &&
    t.percent === true &&
    Number.isInteger(t.value) &&
    t.value >= years[0] &&
    t.value <= years[1] &&
    !RELATED.test(` ${tokens[i - 1]?.words ?? ''} `) &&
    !tokens.some((o) => o.kind === 'year')
      ? (({ percent: _shown, ...year }) => ({ ...year, kind: 'year' as const, words: String(t.value) }))(t)
      : t,
  )
}

/** A year of the data, a space, and the scale or the points the answer is asked in: "2020 bn", "2024 pp". */
const YEAR_THEN_UNIT = /^(\d{4})(\s+)(?:(bn|tn|mn|billions?|trillions?|millions?|milliards?)|pp|pts?|points?)$/iu

/**
 * "Japan gdp 2020 bn", "japan internet 2024 pp change vs 2014": a year of the data with a scale or points after it is
 * the year, and the scale or the points the unit the answer is asked in (changing nothing), never a figure of 2,020
 * billion or 2,024 points to check. Points always (no share or life expectancy reaches a year's number of points); a
 * scale where the question names no other year and puts no relation before it ("above 2020 bn" is a figure).
 */
function yearsBeforeUnit(tokens: Token[], [first, last]: readonly [number, number]): Token[] {
  const otherYear = tokens.some((t) => t.kind === 'year')
  return tokens.flatMap((t, i) => {
    const m = t.kind === 'number' ? YEAR_THEN_UNIT.exec(t.text) : null
    const year = Number(m?.[1])
    if (!m || year < first || year > last || RELATED.test(` ${tokens[i - 1]?.words ?? ''} `)) return [t]
    if (m[3] !== undefined && otherYear) return [t]
    const at = t.start + m[1]!.length + m[2]!.length
    const unit = t.text.slice(at - t.start)
    return [
      {
        ...t,
        kind: 'year' as const,
        words: m[1]!,
        text: m[1]!,
        value: year,
        end: t.start + m[1]!.length,
        meanings: [],
      },
      {
        ...t,
        kind: 'word' as const,
        words: unit.toLowerCase(),
        text: unit,
        start: at,
        value: Number.NaN,
        meanings: [{ kind: 'neutral' as const }],
      },
    ]
  })
}

/**
 * "Population USA 2000 vs 2025 percent change", "2010-2020 % change": a year of the data with a percent sign right
 * before a change's word is the year, and the percent the change's ("percent change"), never a share of 2025 %.
 */
function yearsBeforePercentChange(tokens: Token[], [first, last]: readonly [number, number]): Token[] {
  return tokens.flatMap((t, i) => {
    const changing = tokens[i + 1]?.meanings.some(
      (m) => m.kind === 'form' && (m.form === 'change' || m.form === 'up' || m.form === 'down'),
    )
    if (t.kind !== 'number' || t.percent !== true || !changing) return [t]
    const year = /^\d{4}/.exec(t.text)?.[0]
    if (!year || Number(year) !== t.value || t.value < first || t.value > last) return [t]
    const start = t.start + year.length
    const sign = t.text.slice(year.length).trim()
    return [
      { ...t, kind: 'year' as const, words: year, text: year, end: start, meanings: [], percent: undefined },
      { ...t, kind: 'word' as const, words: 'percent', text: sign, start, value: Number.NaN, meanings: [RELATIVE] },
    ]
  })
}
const RELATIVE = { kind: 'form' as const, form: 'relative' as const }

/** A token read as framing: a number in it ("the 6pm bulletin") is a word, never a figure of the question's own. */
const asFraming = (t: Token): Token => ({
  ...t,
  kind: 'word',
  words: t.kind === 'word' ? t.words : t.text.toLowerCase(),
  value: Number.NaN,
  meanings: [{ kind: 'framing' }],
})

/** A lead-in's words that label what follows as a claim to check. */
const CLAIM_LABELS = new Set(['claim', 'claims', 'rumour', 'rumor', 'affirmation', 'rumeur', 'intox', 'infox'])

/** What ends a lead-in: a colon, a dash set apart by a space, an em dash. */
const LEAD_IN_END = /:|\s[-–]|[-–]\s|—/
/**
 * What a lead-in may hold: words the reader does not know, framing, chat words, a number ("one for the desk"), a time
 * of day or of the news cycle ("the late news", "this morning"), never a time the question asks ("latest", "since").
 */
const LEAD_IN_KINDS = new Set<Token['meanings'][number]['kind']>(['framing', 'neutral', 'number', 'confirm'])
const LEAD_IN_TIMES = new Set(['month', 'relative'])

/**
 * "For the 6pm bulletin: …", "pour le JT de 20h : …", "one for the politics desk — …", "my producer is asking - …":
 * the words before a colon or a dash at the question's start that name no country, series, year, form or anything the
 * data declines say what the question is for, not what it asks: framing. A lead-in that names any of those ("Canada:
 * …", "Rural areas only: …") is the question's, and read as such.
 */
export function leadInFramed(text: string, tokens: Token[]): Token[] {
  const end = tokens.findIndex((t, i) => i > 0 && i <= 12 && LEAD_IN_END.test(text.slice(tokens[i - 1]!.end, t.start)))
  if (end < 0) return tokens
  const lead = tokens.slice(0, end)
  const framing = lead.every(
    (t) =>
      t.kind !== 'year' &&
      t.meanings.every((m) => LEAD_IN_KINDS.has(m.kind) || (m.kind === 'time' && LEAD_IN_TIMES.has(m.time))),
  )
  const asks = tokens
    .slice(end)
    .some(
      (t) => t.kind === 'year' || t.meanings.some((m) => ['country', 'people', 'indicator', 'form'].includes(m.kind)),
    )
  if (!framing || !asks || lead.every((t) => is(t, 'framing'))) return tokens
  // ("Claim to check: …", "fact check: …", "à vérifier : …": the lead-in asks whether what follows holds.)
  const checks = lead.some((t) => is(t, 'confirm') || CLAIM_LABELS.has(t.words))
  return tokens.map((t, i) =>
    i < end
      ? i === 0 && checks
        ? { ...asFraming(t), meanings: [{ kind: 'framing' as const }, { kind: 'confirm' as const }] }
        : asFraming(t)
      : t,
  )
}

/** A token's words, one by one ("i want": "i", "want"). */
const wordsOf = (t: Token) => t.words.split(' ')
/** A token that names nothing the question could ask: a word the reader does not know, framing, a neutral word. */
const namesNothing = (t: Token) =>
  t.kind === 'word' && t.meanings.every((m) => m.kind === 'framing' || m.kind === 'neutral')

/**
 * "My editor wants to know Japan's GDP in 2012", "mon rédac chef demande le PIB du Canada", "the boss asked me whether
 * …": a leading clause in which a person (ASKERS) asks or wants (ASKING_VERBS) says who asks, not what is asked, with
 * or without a colon: framing, up to its verb and the words that end the asking ("to know", "savoir"). Its words before the verb name nothing (no country, series, year,
 * figure, form or anything declined), and what follows asks something; a leading clause that names anything is the
 * question's, never swallowed. "Whether", "if", "si" right after it ("wants to know whether …") make what follows a
 * yes or no to check; "when" right after it asks the year.
 */
export function askerFramed(tokens: Token[]): Token[] {
  const start = tokens.findIndex((t) => !is(t, 'framing'))
  if (start < 0) return tokens
  let verb = -1
  for (let i = start; i < Math.min(tokens.length, start + 7) && namesNothing(tokens[i]!); i += 1)
    if (ASKING_VERBS.has(wordsOf(tokens[i]!).at(-1)!)) verb = i
  if (verb < 0 || !tokens.slice(start, verb + 1).some((t) => wordsOf(t).some((w) => ASKERS.has(w)))) return tokens
  // ("Wants to know whether", "veut savoir si": past the neutral words that end the asking.)
  let whether = -1
  for (let i = verb + 1; i < tokens.length && i <= verb + 4; i += 1) {
    if (ASKING_WHETHER.has(tokens[i]!.words)) whether = i
    if (whether >= 0 || !(is(tokens[i], 'neutral') || is(tokens[i], 'confirm'))) break
  }
  let end = Math.max(verb, whether)
  while (whether < 0 && is(tokens[end + 1], 'neutral') && ASKING_AFTER.has(tokens[end + 1]!.words)) end += 1
  const asks = tokens
    .slice(end + 1)
    .some(
      (t) => t.kind === 'year' || t.meanings.some((m) => ['country', 'people', 'indicator', 'form'].includes(m.kind)),
    )
  if (!asks) return tokens
  // ("Wants to know when India's population passed 1.4 billion": the year asked, as "when did" asks it.)
  const when = whether < 0 && tokens[end + 1]?.words === 'when' && tokens[end + 1]!.meanings.length === 0 ? end + 1 : -1
  return tokens.map((t, i) =>
    i === when
      ? { ...t, meanings: [{ kind: 'form' as const, form: 'which_year' as const }] }
      : i < start || i > end
        ? t
        : i === whether
          ? { ...asFraming(t), meanings: [{ kind: 'framing' as const }, { kind: 'confirm' as const }] }
          : asFraming(t),
  )
}

/**
 * "Tell me whether Brazil's GDP was higher than Canada's", "can you check if …", "could you confirm whether …",
 * "dis-moi si …", "pouvez-vous vérifier si …": a request said to the service at the question's start, its words naming
 * nothing and its last word one that ends a request (REQUEST_ENDS), then "whether", "if" or "si", asks whether what
 * follows holds: the request is framing and "whether" a yes or no to check, as after "my editor wants to know".
 */
export function requestWhether(tokens: Token[]): Token[] {
  return orNot(whetherAsked(tokens))
}

/** "Whether or not …": after a "whether" that asks yes or no, "or not" is the same question said whole. */
function orNot(tokens: Token[]): Token[] {
  const at = tokens.findIndex(
    (t, i) => is(t, 'confirm') && tokens[i + 1]?.words === 'or' && tokens[i + 2]?.words === 'not',
  )
  return at < 0 ? tokens : tokens.map((t, i) => (i === at + 1 || i === at + 2 ? asFraming(t) : t))
}

function whetherAsked(tokens: Token[]): Token[] {
  const at = tokens.findIndex((t, i) => i > 0 && i <= 8 && ASKING_WHETHER.has(t.words))
  if (at < 0 || tokens[at]!.meanings.some((m) => m.kind !== 'neutral')) return tokens
  const lead = tokens.slice(0, at)
  const request = lead.at(-1)!
  if (!lead.every((t) => namesNothing(t) || is(t, 'confirm')) || !REQUEST_ENDS.has(wordsOf(request).at(-1)!))
    return tokens
  const asks = tokens
    .slice(at + 1)
    .some(
      (t) => t.kind === 'year' || t.meanings.some((m) => ['country', 'people', 'indicator', 'form'].includes(m.kind)),
    )
  if (!asks) return tokens
  return tokens.map((t, i) =>
    i < at
      ? asFraming(t)
      : i === at
        ? { ...asFraming(t), meanings: [{ kind: 'framing' as const }, { kind: 'confirm' as const }] }
        : t,
  )
}

/**
 * "Who has the longest life expectancy of the 8, Japan?", "qui a le PIB le plus élevé, les États-Unis ?": "who" opening
 * the question asks which country, as "which country" does (a country said after it is a guess to check, never the one
 * country asked about); elsewhere ("people who use the internet") it stays a word that changes nothing.
 */
export function whoAsksCountry(tokens: Token[]): Token[] {
  const start = tokens.findIndex((t) => !is(t, 'framing'))
  if (start < 0 || !['who', 'qui'].includes(tokens[start]!.words) || tokens.length < start + 2) return tokens
  return tokens.map((t, i) =>
    i === start ? { ...t, meanings: [{ kind: 'form' as const, form: 'rank' as const }] } : t,
  )
}

/**
 * « Quelle est l'année dont la population du Nigeria a été la plus forte ? », « le pays dont l'espérance de vie est la
 * plus haute » : « dont » right after the noun of what is asked (a year, a country: DONT_AFTER) links it to its
 * clause as « où » does, a word that changes nothing; anywhere else (« le Brésil, dont le PIB a baissé ») it stays a
 * word not understood, and the question is declined naming it.
 */
export function relativeDont(tokens: Token[]): Token[] {
  return tokens.map((t, i) =>
    t.words === 'dont' && t.meanings.length === 0 && DONT_AFTER.has(tokens[i - 1]?.words.split(' ').at(-1) ?? '')
      ? { ...t, meanings: [{ kind: 'neutral' as const }] }
      : t,
  )
}

/** "The year before", "the previous year", "l'année précédente", "l'année d'avant", "un an plus tôt". */
const YEAR_BEFORE =
  /^(?:(?:the|a|one) year (?:before|earlier|prior)|(?:the )?(?:previous|prior|preceding) year|l annee (?:precedente|d avant)|l an d avant|(?:un|une) (?:an|annee) (?:plus tot|avant|auparavant)|l annee precedant)$/

/** "The year after", "the following year", "l'année suivante", "un an plus tard": the year after the one named. */
const YEAR_AFTER =
  /^(?:(?:the|a|one) year (?:after|later)|(?:the )?(?:following|next) year|l annee (?:suivante|d apres)|l an d apres|(?:un|une) (?:an|annee) (?:plus tard|apres))$/

const YEAR_WORD = /(?:^| )(?:year|an|annee)(?: |$)/

/**
 * "What was Japan's GDP in 2020, and the year before?": the year before the year named just before it (or the year
 * right after: "the year before 2020"), a year of the question like any other; "the year after", the year after it.
 * With no year named, or one whose neighbour is outside the data, the words stay and the time is declined naming them.
 */
export function previousYears(tokens: Token[], [first, lastYear]: readonly [number, number]): Token[] {
  // (Every such phrase says "year", "an" or "année": a question that does not is read no further here.)
  if (!tokens.some((t) => YEAR_WORD.test(t.words))) return tokens
  const out: Token[] = []
  for (let i = 0; i < tokens.length; i += 1) {
    const said = (n: number) =>
      tokens
        .slice(i, i + n)
        .map((t) => t.words)
        .join(' ')
    const found = [5, 4, 3, 2, 1].find(
      (n) => i + n <= tokens.length && (YEAR_BEFORE.test(said(n)) || YEAR_AFTER.test(said(n))),
    )
    const step = found !== undefined && YEAR_AFTER.test(said(found)) ? 1 : -1
    const after = found !== undefined ? tokens[i + found] : undefined
    const named = after?.kind === 'year' ? after : [...out].reverse().find((t) => t.kind === 'year')
    if (found === undefined || !named || named.value + step < first || named.value + step > lastYear) {
      out.push(tokens[i]!)
      continue
    }
    const last = after?.kind === 'year' ? after : tokens[i + found - 1]!
    const year = named.value + step
    out.push({ ...tokens[i]!, kind: 'year', value: year, words: String(year), end: last.end, meanings: [] })
    i += found - 1 + (after?.kind === 'year' ? 1 : 0)
  }
  return out
}

/** Words before a year that make it a span's end, not the year asked ("since 2000", "from 2010", "until 2020"). */
const SPAN_WORDS = new Set([
  'since',
  'from',
  'after',
  'before',
  'until',
  'till',
  'through',
  'depuis',
  'apres',
  'avant',
  'jusqu',
])
/** "Year on year", "yoy", "y/y": a change from one year to the next. */
const YEAR_ON_YEAR = /^(?:year on year|year over year|yoy|y y|y o y|d une annee sur l autre|en glissement annuel)$/

/**
 * "Japan gdp yoy 2020", "India's population year on year in 2023": with one year named, "year on year" asks the change
 * from the year before to it; the words are that year and a change (with two years or none, they keep their meaning:
 * "every year" of a span). With the data's first year, there is no year before: a time the data cannot place.
 */
export function yearOnYear(tokens: Token[], [first]: readonly [number, number]): Token[] {
  const years = tokens.filter((t) => t.kind === 'year' && !t.decade)
  const at = tokens.findIndex((t) => t.kind === 'word' && YEAR_ON_YEAR.test(t.words))
  // ("Fell year on year since 2000": a span from that year, each year's step, not one year's change.)
  const lead = tokens[tokens.indexOf(years[0]!) - 1]
  const span = is(lead, 'time') || SPAN_WORDS.has(lead?.words ?? '')
  if (at < 0 || years.length !== 1 || span) return tokens
  const t = tokens[at]!
  const year = years[0]!.value - 1
  // (A year before the data's first: a time the data cannot place, declined naming the words.)
  if (year < first)
    return tokens.map((x, i) =>
      i === at ? { ...x, meanings: [{ kind: 'time' as const, time: 'relative' as const }] } : x,
    )
  const before: Token = { ...t, kind: 'year', value: year, words: String(year), meanings: [] }
  const change: Token = { ...t, meanings: [{ kind: 'form', form: 'change' }] }
  return [...tokens.slice(0, at), before, change, ...tokens.slice(at + 1)]
}
