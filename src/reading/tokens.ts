// A question, word by word: every token gets its meanings (a country, a series, a question form, a time, framing, a
// word that changes what is asked, one known to change nothing...), or none. The words come from the lexicon; this
// module only builds the phrase table and reads a question with it: the longest phrase wins at each word, numbers and
// years are read by the same reader as gate 2, and a small typo in a country or series word is corrected.
import { COUNTRY_CODES } from '../lexicon/codes.js'
import {
  COUNTRY_WORDS,
  CURRENCY_PHRASES,
  OTHER_COUNTRY_CODES,
  OTHER_PLACES,
  PLACES_WITHIN,
  REGIONS_NAMED_LIKE_A_COUNTRY,
} from '../lexicon/countries.js'
import { CONTEXT, FRAMING, OTHER_SOURCES, OWN_SOURCE, SOURCE_INTRODUCERS } from '../lexicon/framing.js'
import { INDICATOR_PHRASES, POPULATION_WEAK_WORDS, UNIT_PHRASES } from '../lexicon/indicators.js'
import {
  CONFIRM_WORDS,
  DECLINE_WORDS,
  FORM_WORDS,
  INSTRUCTION_WORDS,
  NEUTRAL_WORDS,
  NUMBER_WORDS,
  SCALE_WORDS,
  ORDINAL_WORDS,
  SHOWN_AS,
  TIME_WORDS,
  type DeclineWord,
  type Form,
  type TimeWord,
} from '../lexicon/question-words.js'
import type { Language } from '../text/language.js'
import { foldAccents } from '../text/normalise.js'
import { readNumbers } from '../text/numbers.js'
import { multiplesInWords } from './multiple-words.js'
import type { Meaning, Token } from './token.js'
import { orderPhrases } from './order-phrases.js'
import { byContext, universalShare } from './token-context.js'
import { ENGLISH_CAPITALS, SHORTHAND } from '../lexicon/shorthand.js'

export type { Meaning, Token } from './token.js'

const neutral: Meaning = { kind: 'neutral' }
const form = (f: Form): Meaning => ({ kind: 'form', form: f })
const decline = (reason: DeclineWord): Meaning => ({ kind: 'decline', reason })

/** The phrase table: the longest phrase wins at each word; for the same phrase, a later entry replaces an earlier. */
const TABLE = new Map<string, Meaning[]>()
const add = (meaning: Meaning, entries: readonly string[]) => {
  for (const entry of entries) TABLE.set(entry, [meaning])
}
add(neutral, NEUTRAL_WORDS)
add(neutral, UNIT_PHRASES)
add(neutral, CURRENCY_PHRASES)
add(neutral, SHOWN_AS)
add({ kind: 'framing' }, FRAMING)
add({ kind: 'confirm' }, CONFIRM_WORDS)
for (const [word, value] of Object.entries(NUMBER_WORDS)) TABLE.set(word, [{ kind: 'number', value }])
add({ kind: 'source', own: false }, OTHER_SOURCES)
add({ kind: 'source', own: true }, OWN_SOURCE)
add({ kind: 'source_intro' }, SOURCE_INTRODUCERS)
add({ kind: 'instruction' }, INSTRUCTION_WORDS)
add(decline('place_within'), PLACES_WITHIN)
add(decline('other_place'), [...OTHER_PLACES, ...REGIONS_NAMED_LIKE_A_COUNTRY])
for (const [reason, entries] of Object.entries(DECLINE_WORDS)) add(decline(reason as DeclineWord), entries)
for (const [time, entries] of Object.entries(TIME_WORDS)) add({ kind: 'time', time: time as TimeWord }, entries)
for (const [f, entries] of Object.entries(FORM_WORDS)) add(form(f as Form), entries)
// "In percent", "en pourcentage": a change measured in percent, and, as before, a share's words ("combien
// d'internautes, en pourcentage").
for (const entry of FORM_WORDS.relative) TABLE.set(entry, [form('share'), form('relative')])
// "The largest percentage change", "la variation en pourcentage": a change, in percent.
for (const entry of [
  'percentage change',
  'percent change',
  '% change',
  'change in %',
  'variation en %',
  'evolution en %',
  'pourcentage d evolution',
  'variation en pourcentage',
  'evolution en pourcentage',
])
  TABLE.set(entry, [form('change'), form('relative')])
add({ kind: 'context' }, CONTEXT)
for (const [code, entries] of INDICATOR_PHRASES) add({ kind: 'indicator', code }, entries)
add({ kind: 'indicator', code: 'IT.NET.USER.ZS' }, ['connected to the internet', 'connectes a internet'])
add({ kind: 'indicator', code: 'EG.ELC.ACCS.ZS' }, ['connected to the grid', 'raccordes au reseau'])
for (const code of COUNTRY_CODES) {
  add({ kind: 'country', code }, COUNTRY_WORDS[code].names)
  for (const people of COUNTRY_WORDS[code].people) TABLE.set(people, [{ kind: 'people', code }])
  // "Les Japonaises": a country's women, a subgroup the data does not have.
  const women = COUNTRY_WORDS[code].womenFr
  if (women) TABLE.set(women, [{ kind: 'country', code }, decline('sex')])
}
// Words that are both GDP per capita and a question form.
const PCAP: Meaning = { kind: 'indicator', code: 'NY.GDP.PCAP.CD' }
for (const [entry, f] of [
  ['richer', 'compare'],
  ['poorer', 'compare'],
  ['wealthier', 'compare'],
  ['richest', 'high'],
  ['wealthiest', 'high'],
  ['poorest', 'low'],
  ['plus riche', 'high'],
  ['plus riches', 'high'],
  ['plus pauvre', 'low'],
  ['plus pauvres', 'low'],
  ['riche', 'compare'],
  ['riches', 'compare'],
  ['pauvre', 'compare'],
  ['pauvres', 'compare'],
] as const) {
  TABLE.set(entry, [PCAP, form(f)])
}
// "How rich was Nigeria?": GDP per capita, asked as a lookup.
for (const entry of ['rich', 'wealthy', 'poor', 'wealth', 'richesse']) TABLE.set(entry, [PCAP])
// "Most populous": the population and a question form.
const POP: Meaning = { kind: 'indicator', code: 'SP.POP.TOTL' }
for (const [entry, f] of [
  ['most populous', 'high'],
  ['least populous', 'low'],
  ['more populous', 'compare'],
  ['less populous', 'compare'],
  ['plus peuple', 'high'],
  ['plus peuples', 'high'],
  ['plus peuplee', 'high'],
  ['plus peuplees', 'high'],
  ['moins peuple', 'low'],
  ['moins peuples', 'low'],
] as const) {
  TABLE.set(entry, [POP, form(f)])
}
// "Le taux de croissance de la population", "the growth rate of the population": a growth rate of the population ("de
// la population", "of the population" alone are a share's).
for (const rate of [
  'taux de croissance',
  'taux de croissance annuel',
  'taux de croissance annuelle',
  'croissance annuelle',
])
  TABLE.set(`${rate} de la population`, [POP, form('growth_rate')])
for (const rate of ['growth rate', 'annual growth rate', 'yearly growth rate', 'rate of growth'])
  TABLE.set(`${rate} of the population`, [POP, form('growth_rate')])
// "Economic growth", "la croissance économique": the growth rate of GDP (declined: real growth, which the data lacks).
const GDP: Meaning = { kind: 'indicator', code: 'NY.GDP.MKTP.CD' }
for (const entry of ['economic growth', 'croissance economique']) TABLE.set(entry, [GDP, form('growth_rate')])
for (const [word, place] of Object.entries(ORDINAL_WORDS)) TABLE.set(word, [{ kind: 'ordinal', place }])
// "Pour la première fois", "la dernière fois", "à chaque fois": a time (the first, the last, each), as "for the first
// time" is, never a multiple ("fois": a ratio).
for (const [entry, word] of [
  ['premiere fois', 'premiere'],
  ['derniere fois', 'derniere'],
  ['chaque fois', 'chaque'],
  ['a chaque fois', 'chaque'],
  ['pour la premiere fois', 'premiere'],
  ['for the first time', 'first'],
]) {
  const meanings = TABLE.get(word!)
  if (meanings) TABLE.set(entry!, meanings)
}
// "The first year (time) it passed 1.2 billion", "la première fois que", "la première année où": when it first held,
// a year asked ("for the first time", "pour la première fois" above stay a time said of a verb). "The last time it
// rose", "la dernière fois que": the latest year something held, which no row gives: a time the data cannot place,
// declined naming the words (never the latest year's value, nor the highest).
add(form('which_year'), [
  // ("The first year when it passed 30%": the relative "when" is the same year asked.)
  ...['first year', 'first time', 'first year when', 'first time when'].flatMap((p) => [
    p,
    `the ${p}`,
    `what was the ${p}`,
    `when was the ${p}`,
  ]),
  ...['premiere annee', 'premiere fois'].flatMap((p) => [`la ${p}`, `quelle a ete la ${p}`, `quand a ete la ${p}`]),
  'premiere annee',
])
add({ kind: 'time', time: 'relative' }, [
  'last time',
  'the last time',
  'most recent time',
  'the most recent time',
  'la derniere fois',
  'derniere fois',
])
// "Offline", "hors ligne": Internet use, negated.
for (const entry of ['offline', 'hors ligne'])
  TABLE.set(entry, [{ kind: 'indicator', code: 'IT.NET.USER.ZS' }, decline('negation')])
// A question that corrects itself ("Germany... no wait, the UK"): no reading can tell which words stand, so the
// correction is a phrase not understood, named in the decline.
for (const entry of [
  'no wait',
  'sorry i mean',
  'sorry i meant',
  'i mean',
  'i meant',
  'non attendez',
  'non attends',
  'non pardon',
  'je veux dire',
  'enfin non',
])
  TABLE.set(entry, [])
// "About the same as", "≈" between two subjects, "à peu près le même que": two values about equal, which no row judges
// (read as "higher than", the verdict would answer another question): a phrase not understood, named in the decline.
for (const entry of [
  'about the same as',
  'roughly the same as',
  'much the same as',
  'the same as',
  'similar to',
  'about equal to',
  'roughly equal to',
  'equal to',
  'on a par with',
  'a peu pres le meme que',
  'a peu pres la meme que',
  'le meme que',
  'la meme que',
  'similaire a',
  'egal a',
  'egale a',
  'au meme niveau que',
])
  TABLE.set(entry, [])
// The population's weak words ("people", "lived") name it only when nothing else does: the reader decides.
for (const w of POPULATION_WEAK_WORDS) TABLE.set(w, [{ kind: 'indicator', code: 'SP.POP.TOTL', weak: true }])
// So is a share's unit that says "population" ("% de la population"): with no other series, "évolution de la
// population du Japon" asks the population.
for (const w of UNIT_PHRASES.filter((p) => p.split(' ').includes('population')))
  TABLE.set(w, [{ kind: 'indicator', code: 'SP.POP.TOTL', weak: true }])
// "Biggest first", "du plus grand au plus petit": the order of a ranking, built from the superlatives above.
for (const [phrase, meanings] of orderPhrases(TABLE, form)) if (!TABLE.has(phrase)) TABLE.set(phrase, meanings)

// The newsroom's shorthand ("how many pp", "in bn", "yoy", "diff"): each phrase written with a short form for its
// long form means what the long form's phrase means, unless it is a phrase of its own.
for (const [phrase, meanings] of [...TABLE]) {
  for (const [short, long] of SHORTHAND) {
    const variant = ` ${phrase} `.replace(` ${long} `, ` ${short} `).trim()
    if (variant !== phrase && !TABLE.has(variant)) TABLE.set(variant, meanings)
  }
}

/** Every word that some phrase uses: such a word is never "corrected". */
const KNOWN = new Set([...TABLE.keys()].flatMap((p) => p.split(' ')))
/** Words a typo may stand for: country and series words of five letters or more. */
const CORRECTABLE = [
  ...COUNTRY_CODES.flatMap((c) => [...COUNTRY_WORDS[c].names, ...COUNTRY_WORDS[c].people]),
  ...INDICATOR_PHRASES.flatMap(([, entries]) => entries),
  ...POPULATION_WEAK_WORDS,
]
  .flatMap((p) => p.split(' '))
  .filter((w, i, all) => w.length >= 5 && all.indexOf(w) === i)

/** Optimal string alignment distance (a transposition counts one), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous: number[] = []
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, previous[j - 2]! + 1)
      next.push(best)
    }
    previous = row
    row = next
  }
  return row[b.length]!
}

/**
 * The one country or series word a typo stands for: edit distance 1 from five letters, 2 from nine, with the same first
 * letter.
 */
export function correction(word: string): string | null {
  if (word.length < 5 || KNOWN.has(word)) return null
  const max = word.length >= 9 ? 2 : 1
  // A typo keeps its first letter: "numerique" is not "amerique" (nor the United States).
  const scored = CORRECTABLE.filter((w) => w[0] === word[0])
    .map((w) => ({ w, d: editDistance(word, w, max) }))
    .filter((x) => x.d <= max)
  const best = Math.min(...scored.map((x) => x.d))
  const closest = scored.filter((x) => x.d === best)
  // Only one word at the smallest distance: "popluation" is population (not populations); a tie is not guessed.
  return closest.length === 1 ? closest[0]!.w : null
}

/** A code as typed: one of the eight ("US", "CAN"), another country's ("FRA"), or none. */
function codeMeaning(text: string): Meaning | undefined {
  if (!/^[A-Z]{2,3}$/.test(text)) return undefined
  const ours = COUNTRY_CODES.find((c) => COUNTRY_WORDS[c].asWritten.test(text))
  if (ours) return { kind: 'country', code: ours }
  return OTHER_COUNTRY_CODES.has(text) ? decline('other_place') : undefined
}

/** Words that mean something else in French: "Mexico" is the city (the country is "le Mexique"); "a-t-il eu" is avoir. */
const FRENCH_ONLY = new Map<string, Meaning[]>([
  ['mexico', [decline('place_within')]],
  ['eu', [neutral]],
  // ("EV": the French newsroom's "espérance de vie"; in English, EV is an electric vehicle, never read as it.)
  ['ev', [{ kind: 'indicator', code: 'SP.DYN.LE00.IN' }]],
])

/** A tool's or an argument's name as a program writes it ("get_values", "country_code"): an instruction. */
const IDENTIFIER = /\b[a-z]+(?:_[a-z0-9]+)+\b/gi

/** The question as tokens with their meanings. Numbers and years are read by the same reader as gate 2. */
export function tokenise(question: string, language: Language): Token[] {
  // Folding accents keeps each character's place, so a word is quoted back as typed, accents and all.
  const original = question.normalize('NFC')
  const text = foldAccents(original)
  const typedAt = (start: number, end: number) =>
    text.length === original.length ? original.slice(start, end) : text.slice(start, end)
  // A program's identifiers are one word each, read as instructions; they are masked before the words are read.
  const identifiers = [...text.matchAll(IDENTIFIER)].map((m) => ({ start: m.index, end: m.index + m[0].length }))
  const masked = identifiers.reduce(
    (t, { start, end }) => t.slice(0, start) + ' '.repeat(end - start) + t.slice(end),
    text,
  )
  const tokens: Token[] = []
  let from = 0
  for (const n of readNumbers(masked, language)) {
    words(masked.slice(from, n.start), from)
    // Two digits that name a year: "'24" (after an apostrophe), "the 90s" (an s glued on: a decade), "2023-24" (after a
    // year and a dash: the same century). A year of this century up to 30, else of the last.
    const twoDigits = n.integer.length === 2 && n.kind === 'number' && n.unit === 'plain' && n.fraction === ''
    const previous = tokens.at(-1)
    const afterYear = twoDigits && previous?.kind === 'year' && /^\s*[-–—/]\s*$/.test(text.slice(previous.end, n.start))
    const century = (two: number) => (two <= 30 ? 2000 : 1900) + two
    // "2019 vs 2024 pts", "2010 to 2020 points": a year after a year, its points the change's unit, not a figure.
    const yearThenPoints =
      n.kind === 'number' &&
      n.unit === 'points' &&
      n.sign === '' &&
      n.fraction === '' &&
      /^(?:19|20)\d\d$/.test(n.integer) &&
      text.slice(n.start, n.start + 4) === n.integer &&
      /^\s*(?:[-–—/]|vs\.?|v\.?|versus|to|and|et|a|au|through|thru)\s*$/i.test(
        text.slice([...tokens].reverse().find((t) => t.kind === 'year')?.end ?? 0, n.start),
      ) &&
      tokens.some((t) => t.kind === 'year')
    const nEnd = yearThenPoints ? n.start + 4 : n.end
    const year =
      twoDigits && text[n.start - 1] === "'"
        ? century(Number(n.integer))
        : twoDigits && /^s\b/i.test(text.slice(n.end))
          ? century(Number(n.integer))
          : afterYear
            ? Math.floor(previous.value / 100) * 100 + Number(n.integer)
            : n.kind === 'year' || yearThenPoints
              ? n.shown
              : null
    // "2010s", "90s": a year with an s glued on is a decade; "années 90" is read as a decade by the reader.
    const decade = year !== null && /^s\b/i.test(text.slice(nEnd))
    // "Rank the 8", "les 8 pays": the eight countries of the data, as the word says it, not a figure.
    if (isTheEight(n, previous, text.slice(n.end))) {
      tokens.push({
        text: typedAt(n.start, n.end),
        start: n.start,
        end: n.end,
        kind: 'word',
        words: 'eight',
        value: Number.NaN,
        meanings: [],
      })
      from = n.end
      continue
    }
    tokens.push({
      text: typedAt(n.start, nEnd + (decade ? 1 : 0)),
      start: n.start,
      end: nEnd + (decade ? 1 : 0),
      kind: year === null ? 'number' : 'year',
      words: String(year ?? n.value),
      value: year ?? (n.unit === 'ordinal' ? n.shown : n.value),
      // "10 times" is a multiple: the ratio the question asks about, with its own figure.
      meanings:
        n.unit === 'ordinal'
          ? [{ kind: 'ordinal', place: n.shown }]
          : n.unit === 'times'
            ? [{ kind: 'form', form: 'ratio' }]
            : [],
      ...(decade ? { decade: true as const } : {}),
      ...(n.unit === 'percent' ? { percent: true as const } : {}),
    })
    from = nEnd + (decade ? 1 : 0)
  }
  words(masked.slice(from), from)
  for (const { start, end } of identifiers) {
    tokens.push({
      text: typedAt(start, end),
      start,
      end,
      kind: 'word',
      words: text.slice(start, end).toLowerCase(),
      value: Number.NaN,
      meanings: [{ kind: 'instruction' }],
    })
  }
  tokens.sort((a, b) => a.start - b.start)
  return universalShare(
    multiplesInWords(byContext(scaled(withMeanings(tokens, language, typedAt), typedAt), text), typedAt),
  )

  function words(chunk: string, offset: number) {
    for (const m of chunk.matchAll(/[A-Za-z0-9%]+/g)) {
      const typed = typedAt(offset + m.index, offset + m.index + m[0].length)
      const lower = m[0].toLowerCase()
      const fixed = correction(lower)
      tokens.push({
        text: typed,
        start: offset + m.index,
        end: offset + m.index + typed.length,
        kind: 'word',
        words: fixed ?? lower,
        value: Number.NaN,
        meanings: [],
        ...(fixed ? { corrected: typed } : {}),
      })
    }
  }
}

/** "Forty million", "quarante milliards": a number in words and its scale are one number, as "40 million" is. */
function scaled(tokens: Token[], typedAt: (start: number, end: number) => string): Token[] {
  const out: Token[] = []
  for (const t of tokens) {
    const previous = out.at(-1)
    const n = previous?.meanings.find((m) => m.kind === 'number')
    const word = t.meanings.find((m) => m.kind === 'number')
    // ("Two hundred": a number in words times a hundred, then its scale.)
    const scale = SCALE_WORDS[t.words] ?? (word?.kind === 'number' && word.value === 100 ? 100 : undefined)
    if (
      previous &&
      n?.kind === 'number' &&
      n.value >= 1 &&
      n.value < (scale === 100 ? 100 : 1000) &&
      scale !== undefined
    ) {
      if (scale === 100) {
        out[out.length - 1] = {
          ...previous,
          text: typedAt(previous.start, t.end),
          end: t.end,
          meanings: [{ kind: 'number', value: n.value * 100 }],
        }
        continue
      }
      const value = n.value * scale
      out[out.length - 1] = {
        text: typedAt(previous.start, t.end),
        start: previous.start,
        end: t.end,
        kind: 'number',
        words: String(value),
        value,
        meanings: [],
      }
    } else out.push(t)
  }
  return out
}

/**
 * A plain 8 after "the", "all", "les", "des", "aux", "ces", "our", "nos": the eight countries, as "eight" and "huit"
 * are ("among our 8": never a figure of 8 to check).
 */
function isTheEight(n: ReturnType<typeof readNumbers>[number], previous: Token | undefined, after: string): boolean {
  return (
    n.kind === 'number' &&
    // ("The 8pm bulletin", "the 8 pm show": a time of day, framing, not the eight countries.)
    !/^ ?(?:pm|am|h|hrs?)\b/i.test(after) &&
    n.unit === 'plain' &&
    n.value === 8 &&
    n.fraction === '' &&
    previous?.kind === 'word' &&
    /^(the|all|all the|les|des|aux|ces|tous les|these|those|our|nos|my|mes|your|vos)$/.test(previous.words)
  )
}

/** One word of the tables' phrases: the meanings of the phrase that ends with it, and the words that may come next. */
interface PhraseNode {
  meanings?: Meaning[]
  next: Map<string, PhraseNode>
}

/**
 * The tables' phrases as a tree of words (built at the first question): a phrase is followed a word at a time, never
 * joined into a string to be looked up at each length. The French-only words are on it with no meanings of its own.
 */
let PHRASES: PhraseNode | undefined
function phraseTree(): PhraseNode {
  if (PHRASES) return PHRASES
  const root: PhraseNode = { next: new Map() }
  const nodeOf = (phrase: string) =>
    phrase.split(' ').reduce<PhraseNode>((node, word) => {
      const next: PhraseNode = node.next.get(word) ?? { next: new Map() }
      node.next.set(word, next)
      return next
    }, root)
  for (const phrase of FRENCH_ONLY.keys()) nodeOf(phrase)
  for (const [phrase, meanings] of TABLE) nodeOf(phrase).meanings = meanings
  return (PHRASES = root)
}

/** Gives each word the meanings of the longest phrase that starts at it; a word no phrase knows keeps none. */
function withMeanings(tokens: Token[], language: Language, typedAt: (start: number, end: number) => string): Token[] {
  const out: Token[] = []
  let at = 0
  while (at < tokens.length) {
    const t = tokens[at]!
    if (t.kind !== 'word' || t.meanings.length > 0) {
      out.push(t)
      at += 1
      continue
    }
    let matched = false
    // (The phrases that start with this word, followed word by word: a phrase is of words that have no meaning yet, so
    // it ends before the first token that is no such word. A word no phrase starts with is still tried alone.)
    const path = [phraseTree().next.get(t.words)]
    for (let next = path[0]; next !== undefined && at + path.length < tokens.length;) {
      const word = tokens[at + path.length]!
      next = word.kind === 'word' && word.meanings.length === 0 ? next.next.get(word.words) : undefined
      if (next) path.push(next)
    }
    for (let length = path.length; length >= 1 && !matched; length -= 1) {
      const span = tokens.slice(at, at + length)
      const key = length === 1 ? t.words : span.map((s) => s.words).join(' ')
      const meanings =
        (language === 'fr' ? FRENCH_ONLY.get(key) : undefined) ??
        (length === 1 ? englishCapitals(t, out, language) : undefined) ??
        path[length - 1]?.meanings
      // A country code as typed ("US", "CAN") beats the same letters as a word ("us", "can").
      const code = length === 1 ? codeMeaning(t.text) : undefined
      if (code) {
        out.push({ ...t, meanings: [code] })
        matched = true
      } else if (meanings) {
        const last = span.at(-1)!
        out.push({ ...t, end: last.end, text: typedAt(t.start, last.end), words: key, meanings })
        at += length - 1
        matched = true
      }
    }
    if (!matched) out.push(possessive(t))
    at += 1
  }
  return out
}

/**
 * A word no phrase knows, read by rule: a country's name with an "s" glued on and no apostrophe is its possessive
 * ("japans gdp", "the uks life expectancy", "brazils population").
 */
function possessive(t: Token): Token {
  const stem = t.words.endsWith('s') ? TABLE.get(t.words.slice(0, -1)) : undefined
  if (stem?.length === 1 && stem[0]!.kind === 'country') return { ...t, meanings: stem }
  return t
}

/** A French word that is English shorthand ("LE"): its long form's meanings where the rule above places it. */
function englishCapitals(t: Token, before: readonly Token[], language: Language): Meaning[] | undefined {
  const long = ENGLISH_CAPITALS[t.words]
  if (language !== 'en' || long === undefined) return undefined
  const [s, country] = [before.at(-1), before.at(-2)]
  const afterPossessive = s?.words === 's' && country?.meanings.some((m) => m.kind === 'country') === true
  return t.text === t.text.toUpperCase() || afterPossessive ? TABLE.get(long) : undefined
}
