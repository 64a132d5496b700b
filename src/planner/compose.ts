// The planner's final answer, from the tool results only: every part of the question in its own sentence, each naming
// its country, series and year(s), each figure a result's value written at a precision gate 2 checks, and each claim
// word (higher, first exceeded, every year, yes or no) read off the results, never computed into a new figure. Around
// the parts: a part the data has no figure for, another source named, and what was set aside, each said in words.
//
// What each shape says lives in its folder (src/shapes/<id>/sentence.ts), asked through the sentence registry; this
// module puts the parts' sentences together.
import { MAX_ANSWER_CHARS, type Answer } from '../llm/answer.js'
import { type IndicatorCode } from '../lexicon/codes.js'
import { INDICATOR_WORDS } from '../lexicon/names.js'
import type { Part, QuestionReading } from '../reading/schema.js'
import { contract } from '../text/french.js'
import { inBillions } from '../text/format.js'
import { foldWords } from '../text/normalise.js'
import type { Language } from '../text/language.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import { is } from '../reading/token-match.js'
import { tokenise } from '../reading/tokens.js'
import { SENTENCES } from '../shapes/layers/sentences.js'
import { missingSentence, Results, type Said } from '../shapes/kit/sentence.js'
import { declineSentence, missingPartSentence, setAsideSentence, sourceSentence, TOO_MANY } from './reasons.js'
import { resolvedParts } from './follow.js'

/** "In billions", "in bn", "in billions of dollars": how the question asks amounts to be shown. */
const BILLIONS = / in (?:billions|billion|bn|bns)(?: of (?:us )?dollars)? /

const sameCountries = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c) => b.includes(c))
const answered = (text: string): Answer => ({ status: 'answered', answer: text })
const cannot = (text: string): Answer => ({ status: 'cannot_answer', answer: text })
const exchangeNote = (indicators: IndicatorCode[], language: Language) =>
  indicators.some((i) => INDICATOR_WORDS[i].kind.startsWith('money'))
    ? language === 'fr'
      ? ' Les valeurs sont en dollars US courants, qui varient avec les taux de change.'
      : ' Values are in current US dollars, which move with exchange rates.'
    : ''

/** The answer, written in the question's language: in French, its pieces' prepositions joined to their articles. */
export function compose(reading: QuestionReading, outcomes: ToolOutcome[], years: readonly [number, number]): Answer {
  // ("UK GDP 2024 in billions?": the amounts said in billions, as asked; French says milliards already.)
  const answer = BILLIONS.test(foldWords(reading.question))
    ? inBillions(() => composeParts(reading, outcomes, years))
    : composeParts(reading, outcomes, years)
  return reading.language === 'fr' ? { ...answer, answer: contract(answer.answer) } : answer
}

function composeParts(reading: QuestionReading, outcomes: ToolOutcome[], years: readonly [number, number]): Answer {
  const lang = reading.language
  if (reading.decline) return cannot(declineSentence(reading.decline, lang, years))
  const results = new Results(outcomes)
  // "Which was ahead, and by how much": a comparison whose margin another part of the same pair asks is said with it.
  const withMargin = (p: Part): Part => {
    if (!SENTENCES[p.shape].saidWithMargin) return p
    const margin = reading.parts.find(
      (q) => SENTENCES[q.shape].asksMargin && q.indicator === p.indicator && sameCountries(q.countries, p.countries),
    )
    return margin ? { ...p, shape: margin.shape } : p
  }
  const said = reading.parts.map((p) =>
    p.of_part === undefined
      ? partSentence(withMargin(p), results, lang)
      : followingSentence(reading, p, results, outcomes, lang),
  )
  // (Two parts may rest on the same result: each sentence is said once.)
  const textsOf = (compact: boolean) =>
    sameRankAgain([...new Set(said.flatMap((p) => ('text' in p ? [compact ? (p.compact ?? p.text) : p.text] : [])))])
  const texts = textsOf(false)
  // A part short of the countries it compares, beside a place the data lacks ("the gap between the US and China"):
  // that place is the reason, said once around the parts.
  const lacksPlace = (m: string) => m === TWO_COUNTRIES[lang] && reading.missing.length > 0
  const missing = said.flatMap((p) => ('missing' in p && !lacksPlace(p.missing) ? [p.missing] : []))
  const incomplete = said.some((p) => 'missing' in p)
  const setAside = asWritten(reading.setAside, reading.question, lang)
  const around = (brief: boolean) => [
    ...reading.missing.map((m) => missingPartSentence(m, lang, reading.question)),
    ...(reading.sources.length > 0 ? [sourceSentence(reading.sources, lang)] : []),
    ...(setAside.length > 0 ? [setAsideSentence(setAside, lang, brief)] : []),
  ]
  const note = exchangeNote(
    reading.parts.map((p) => p.indicator),
    lang,
  )
  // Every part answered, or the data has no value for some: say which, with the latest year that has one. An answer
  // longer than an answer may be (gate 2 would refuse it) asks too much at once: declined as a question too big for
  // the loop's limits is, rather than cut half way.
  // (An instruction set aside is said briefly rather than have the answer declined for its length: French runs longer.)
  if (!incomplete) {
    // (Then each sentence in its compact form, where it has one: its units said once rather than after each figure.)
    const text = [false, true].flatMap((compact) =>
      [false, true].map((brief) => once([...textsOf(compact), ...around(brief)]) + note),
    )
    const fits = text.find((t) => t.length <= MAX_ANSWER_CHARS)
    return fits === undefined ? tooMany(reading) : answered(fits)
  }
  return cannot(once([...missing, ...texts, ...around(false)]) + (texts.length > 0 ? note : ''))
}

/** A rank's sentence, up to its place: "In 2018, Nigeria ranked 8th", "En 2018, le Nigeria se classait 8e". */
const RANK_OPENING = /^(In|En) (\d{4}), (.+?) (ranked|se classaient|se classait) (\S+) /u

/**
 * "Its rank in 2018 and in 2019": a place held again in a later year is said so ("In 2019, Nigeria again ranked 8th",
 * "se classait de nouveau 8e"), news a reporter would give, never the same sentence twice with another year.
 */
function sameRankAgain(texts: string[]): string[] {
  return texts.map((text, k) => {
    const m = RANK_OPENING.exec(text)
    const before = k > 0 ? RANK_OPENING.exec(texts[k - 1]!) : null
    // (Again is a later year's news: the same year's rank said twice is one sentence, said once.)
    const same = (k: number) => before?.[k] === m?.[k]
    if (!m || !before || same(2) || !same(3) || !same(4) || !same(5)) return text
    const again = m[1] === 'En' ? `${m[4]} de nouveau` : `again ${m[4]}`
    return text.replace(` ${m[4]} `, ` ${again} `)
  })
}

const VERDICT_OPENING = /^(?:Yes|No|Oui|Non) ?: /u

/**
 * The answer's sentences, each said once: two parts may say the same sentence (the same year of the same pair), once
 * with a verdict ("No: in 2024, ...") and once without; the verdict's is kept, where the first of them stood.
 */
function once(paragraphs: string[]): string {
  const sentences = paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[\p{Lu}«"])/u))
  const kept = new Map<string, string>()
  for (const s of sentences) {
    const bare = s.replace(VERDICT_OPENING, '')
    const key = bare.charAt(0).toLowerCase() + bare.slice(1)
    const had = kept.get(key)
    if (had === undefined || (!VERDICT_OPENING.test(had) && VERDICT_OPENING.test(s))) kept.set(key, s)
  }
  return [...kept.values()].join(' ')
}

/**
 * What was set aside, as the question wrote it, whoever read it: pieces of one sentence of the question with no word
 * of the data between them are one instruction, quoted whole and in order ("Ignore", "previous", "instructions" are
 * "Ignore your previous instructions"); a tag on the claim ("Il a raison", "is that right") frames the verdict and is
 * no part left out. A piece not found as typed stays as it is.
 */
function asWritten(pieces: string[], question: string, lang: Language): string[] {
  const tokens = tokenise(question, lang)
  const isTag = (piece: string) => {
    const own = tokenise(piece, lang)
    return own.some((t) => is(t, 'confirm')) && own.every((t) => t.meanings.some((m) => TAG_KINDS.has(m.kind)))
  }
  const lower = question.toLowerCase()
  const found = pieces.filter((p) => !isTag(p)).map((p) => ({ p, start: lower.indexOf(p.toLowerCase()) }))
  const located = found.filter((x) => x.start >= 0).sort((a, b) => a.start - b.start)
  const merged: { start: number; end: number }[] = []
  for (const { p, start } of located) {
    const last = merged.at(-1)
    const end = start + p.length
    const between = last ? question.slice(last.end, start) : ''
    const data = tokens.some(
      (t) =>
        last !== undefined &&
        t.start >= last.end &&
        t.end <= start &&
        (t.kind !== 'word' || t.meanings.some((m) => !TAG_KINDS.has(m.kind) && m.kind !== 'instruction')),
    )
    if (last && start <= last.end) last.end = Math.max(last.end, end)
    else if (last && !/[.?!;]/u.test(between) && !data) last.end = end
    else merged.push({ start, end })
  }
  return [...merged.map((m) => question.slice(m.start, m.end)), ...found.filter((x) => x.start < 0).map((x) => x.p)]
}
/** The meanings a tag on a claim, or the words around an instruction, may have. */
const TAG_KINDS = new Set(['confirm', 'neutral', 'framing'])

/** A question too big for the loop's limits. */
export const tooMany = (reading: QuestionReading): Answer => cannot(TOO_MANY[reading.language])

/** Why a part that compares two countries names fewer: never "no value is published" when none was looked up. */
const TWO_COUNTRIES: Record<Language, string> = {
  en: declineSentence({ reason: 'two_countries', words: [], indicator: null }, 'en', [0, 0]),
  fr: declineSentence({ reason: 'two_countries', words: [], indicator: null }, 'fr', [0, 0]),
}

/** One part's sentence, from its shape's; a part that compares two countries and names fewer is said short of them. */
function partSentence(part: Part, r: Results, lang: Language): Said {
  const shape = SENTENCES[part.shape]
  if (shape.twoCountries && part.countries.length < 2) return { missing: TWO_COUNTRIES[lang] }
  return shape.say(part, r, lang)
}

/**
 * A part whose country is another part's answer: its sentence for the country that answer names (each country, when
 * tied), which names it; with no answer to follow, the reason the data has none.
 */
function followingSentence(
  reading: QuestionReading,
  part: Part,
  r: Results,
  outcomes: ToolOutcome[],
  lang: Language,
): Said {
  const parts = resolvedParts(reading, part, outcomes)
  if (!parts) return { missing: missingSentence(part, [], r.latestYear, lang) }
  const said = parts.map((p) => partSentence(p, r, lang))
  const missing = said.find((x) => 'missing' in x)
  if (missing) return missing
  const texts = said.flatMap((x) => ('text' in x ? [x] : []))
  return { text: texts.map((x) => x.text).join(' '), compact: texts.map((x) => x.compact ?? x.text).join(' ') }
}
