// Numbers as people and models write them, in English and French, with the precision they show. Gate 2 and the
// evaluation's scorer both read answers with this, and both judge a figure with matchesValue(): one precision rule.
//
// How a number is read:
// - digits may be grouped by thousands with ",", "." or a space (also no-break U+00A0, narrow no-break U+202F and thin
//   U+2009); a group is exactly three digits that no further digit follows, after a first group of one to three;
// - the decimal separator is the other one of "." and ","; a lone "1,234" is a thousands group in English and a decimal
//   in French, a lone "1.234" is a decimal in both; any number of decimals is read;
// - a sign (+, -, U+2212) is a sign only where no letter or digit stands before it ("2000-2024" is a range, "COVID-19"
//   a name, "mid-2020" a year, and a number glued to a word such as "LE00" or "G7" is not read at all);
// - after it: an ordinal ending (6th, 1er, 2e), a scale (thousand, million, billion, trillion, bn, tn, k, M;
//   mille, million, milliard, and "billion" = 10^12 in French), percent ("%", percent, pour cent), percentage points
//   ("percentage points", "points de pourcentage", pp) or a multiple ("times", "fois", "x");
// - a four-digit whole number from 1900 to 2100 with nothing of that kind is a year, and "2026-07-01" a date.
import { remembered } from './remembered.js'
import { unitsAt } from './decimal.js'
import type { Language } from './language.js'

export type NumberUnit = 'plain' | 'percent' | 'points' | 'ordinal' | 'times'

export interface ShownNumber {
  /** As written, with its sign and its unit or scale word: "41,3 millions", "-48.24%", "6th". */
  text: string
  /** Where it stands in the text read. */
  start: number
  end: number
  /** "number" is a figure; a year names a time; a date is an ISO date. */
  kind: 'number' | 'year' | 'date'
  sign: '' | '+' | '-'
  /** The digits shown, without grouping: "41.3" is integer "41", fraction "3". */
  integer: string
  fraction: string
  decimals: number
  /** 1, 1e3, 1e6, 1e9 or 1e12. */
  scale: number
  unit: NumberUnit
  /** Shorthand for unit === 'percent'. */
  percent: boolean
  /** The number as shown, signed, before its scale word: 41.3 (NaN when the writing has no safe reading). */
  shown: number
  /** shown x scale (NaN when unreadable). */
  value: number
  /** False for a garbled number such as "41,262.329,5": no reading is safe, so it is never supported. */
  readable: boolean
}

const SPACE = /[ \u00a0\u202f\u2009]/u
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'
const YEAR_AFTER_HYPHEN = /^(?:19|20)\d\d(?![\p{L}\p{N}_])/u
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_]/u.test(c)
const SIGNS: Record<string, '+' | '-'> = { '+': '+', '-': '-', '\u2212': '-' }

const SCALES: Record<string, number> = {
  thousand: 1e3,
  thousands: 1e3,
  mille: 1e3,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  milliard: 1e9,
  milliards: 1e9,
  md: 1e9,
  mds: 1e9,
  bn: 1e9,
  trillion: 1e12,
  trillions: 1e12,
  tn: 1e12,
}
/** "billion" is 10^9 in English and 10^12 in French ("milliard" is 10^9). */
const billion = (language: Language) => (language === 'fr' ? 1e12 : 1e9)
/** Single letters, only when glued to the digits: "41.3M", "$2.27B", "5k". */
const GLUED_SCALES: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 }

const ORDINAL = /^(?:st|nd|rd|th|er|re|ère|ème|eme|e|è|ᵉ|ᵉʳ)(?![\p{L}\p{N}])/iu
const GLUED = /^(bn|tn|mn|mds|md|k|m|b|t)(?![\p{L}\p{N}])/iu
const PERCENT =
  /^(?:%|percent(?![\p{L}])|per cent(?![\p{L}])|pour cent(?![\p{L}])|pourcent(?![\p{L}])|pct(?![\p{L}]))/iu
const POINTS = /^(?:percentage points?|points? de pourcentage|points? de %|pp|p\.p\.|points?|pts?)(?![\p{L}])/iu
const SCALE_WORD = /^(thousands?|mille|millions?|milliards?|billions?|trillions?|bn|tn|mn|mds|md)(?![\p{L}])/iu
const TIMES = /^(?:times|fois|x|×)(?![\p{L}])/iu
const DATE = /^\d{4}-\d{2}-\d{2}(?!\d)/
/** Words after a four-digit number that make it a figure, not a year: "1907 dollars". */
const UNIT_AFTER = /^\s*(?:dollars?|\$|us\$|usd|people|persons|inhabitants|habitants|personnes)(?![\p{L}])/iu

interface Digits {
  integer: string
  fraction: string
  end: number
  readable: boolean
  grouped: boolean
}

/** Reads the digits from `at`: groups of thousands, then at most one decimal part. */
function readDigits(text: string, at: number, language: Language): Digits {
  const run = (from: number) => {
    let to = from
    while (isDigit(text[to])) to += 1
    return text.slice(from, to)
  }
  const first = run(at)
  let integer = first
  let end = at + first.length
  let groupSep: string | null = null
  let fraction = ''
  let readable = true
  const sameKind = (a: string, b: string) => a === b || (SPACE.test(a) && SPACE.test(b))
  for (;;) {
    const sep = text[end]
    if (sep === undefined || !(sep === ',' || sep === '.' || SPACE.test(sep)) || !isDigit(text[end + 1])) break
    const chunk = run(end + 1)
    const groupable = chunk.length === 3 && first.length <= 3 && (groupSep === null || sameKind(groupSep, sep))
    if (SPACE.test(sep)) {
      if (!groupable) break // a space that does not group thousands ends the number: "2020 208 660 842"
      ;[integer, groupSep, end] = [integer + chunk, sep, end + 1 + chunk.length]
      continue
    }
    let isGroup = false
    if (groupSep !== null) {
      isGroup = sameKind(groupSep, sep)
      if (isGroup && chunk.length !== 3) {
        readable = false // "1,234,56"
        end += 1 + chunk.length
        break
      }
    } else if (groupable) {
      // The first separator: another of the same, or the other one after it, makes it a group; alone it is a decimal,
      // except an English lone comma ("41,262" is forty-one thousand).
      const next = text[end + 4]
      const followed = (next === ',' || next === '.') && isDigit(text[end + 5])
      isGroup = followed || (sep === ',' && language === 'en')
    }
    if (isGroup) {
      ;[integer, groupSep, end] = [integer + chunk, sep, end + 1 + chunk.length]
      continue
    }
    fraction = chunk
    end += 1 + chunk.length
    // Anything more glued on ("41,262.329,5") has no safe reading.
    if ((text[end] === ',' || text[end] === '.') && isDigit(text[end + 1])) {
      readable = false
      while (isDigit(text[end]) || text[end] === ',' || text[end] === '.') end += 1
    }
    break
  }
  return { integer, fraction, end, readable, grouped: groupSep !== null }
}

/** Reads every number in `text`. `language` decides what a lone "1,234" and "billion" mean. */
export const readNumbers = (text: string, language: Language): ShownNumber[] => [...NUMBERS_READ[language](text)]

/** Every number of a text, read once per language and remembered (the reader and each gate read the same sentences). */
const NUMBERS_READ = {
  en: remembered((text: string): readonly ShownNumber[] => readEveryNumber(text, 'en')),
  fr: remembered((text: string): readonly ShownNumber[] => readEveryNumber(text, 'fr')),
}

function readEveryNumber(text: string, language: Language): ShownNumber[] {
  const found: ShownNumber[] = []
  let i = 0
  while (i < text.length) {
    if (!isDigit(text[i])) {
      i += 1
      continue
    }
    const before = text[i - 1]
    if (isWordChar(before)) {
      while (isWordChar(text[i])) i += 1 // part of a word: "LE00", "G7", "CO2"
      continue
    }
    let start = i
    let sign: ShownNumber['sign'] = ''
    let integerOnlyFraction = false
    if (before !== undefined && SIGNS[before] !== undefined) {
      const beforeSign = text[i - 2]
      if (isWordChar(beforeSign) && !isDigit(beforeSign)) {
        // A year joined to a word ("mid-2020", "pré-2010") is still a year; anything else is a name: "COVID-19".
        if (!YEAR_AFTER_HYPHEN.test(text.slice(i))) {
          while (isWordChar(text[i])) i += 1
          continue
        }
      } else if (!isDigit(beforeSign)) {
        sign = SIGNS[before]
        start = i - 1
      }
    } else if (before === '.' && !isDigit(text[i - 2])) {
      integerOnlyFraction = true // ".5"
      start = i - 1
    }
    const date = DATE.exec(text.slice(i))
    if (date && sign === '' && !integerOnlyFraction) {
      found.push(make(text, start, i + date[0].length, 'date', '', date[0].slice(0, 4), '', 1, 'plain', true))
      i += date[0].length
      continue
    }
    const digits = integerOnlyFraction
      ? { integer: '0', fraction: /^\d+/.exec(text.slice(i))![0], end: 0, readable: true, grouped: false }
      : readDigits(text, i, language)
    if (integerOnlyFraction) digits.end = i + digits.fraction.length
    let end = digits.end
    let scale = 1
    let unit: NumberUnit = 'plain'
    const rest = () => text.slice(end)
    const ordinal = digits.fraction === '' && !digits.grouped ? ORDINAL.exec(rest()) : null
    const glued = ordinal ? null : GLUED.exec(rest())
    if (ordinal) {
      unit = 'ordinal'
      end += ordinal[0].length
    } else if (glued) {
      const word = glued[1]!.toLowerCase()
      scale = SCALES[word] ?? GLUED_SCALES[word]!
      end += glued[0].length
    }
    if (unit === 'plain') {
      let gap = 0
      while (SPACE.test(text[end + gap] ?? '')) gap += 1
      const after = text.slice(end + gap)
      const percent = PERCENT.exec(after)
      const points = percent ? null : POINTS.exec(after)
      const word = percent || points || scale !== 1 ? null : SCALE_WORD.exec(after)
      const times = percent || points || word ? null : TIMES.exec(after)
      const suffix = percent ?? points ?? word ?? times
      if (suffix) {
        end += gap + suffix[0].length
        if (percent) unit = 'percent'
        else if (points) unit = 'points'
        else if (times) unit = 'times'
        else {
          const w = word![1]!.toLowerCase()
          scale = w.startsWith('billion') ? billion(language) : SCALES[w]!
        }
      }
    }
    const isYear =
      unit === 'plain' &&
      scale === 1 &&
      sign === '' &&
      !digits.grouped &&
      digits.fraction === '' &&
      digits.integer.length === 4 &&
      Number(digits.integer) >= 1900 &&
      Number(digits.integer) <= 2100 &&
      text[start - 1] !== '$' &&
      !UNIT_AFTER.test(text.slice(end))
    found.push(
      make(
        text,
        start,
        end,
        isYear ? 'year' : 'number',
        sign,
        digits.integer,
        digits.fraction,
        scale,
        unit,
        digits.readable,
      ),
    )
    i = Math.max(end, i + 1)
  }
  return found
}

function make(
  text: string,
  start: number,
  end: number,
  kind: ShownNumber['kind'],
  sign: ShownNumber['sign'],
  integer: string,
  fraction: string,
  scale: number,
  unit: NumberUnit,
  readable: boolean,
): ShownNumber {
  const magnitude = readable ? Number(`${integer}.${fraction}`) : Number.NaN // "41." is 41
  const shown = sign === '-' ? -magnitude : magnitude
  return {
    text: text.slice(start, end),
    start,
    end,
    kind,
    sign,
    integer,
    fraction,
    decimals: fraction.length,
    scale,
    unit,
    percent: unit === 'percent',
    shown,
    value: shown * scale,
    readable,
  }
}

/** The precision rule in the words the model is told (the rules quote it): matchesValue() is its check. */
export const PRECISION_RULE =
  'Figures in digits, rounded or with digits dropped (rescaling is rounding): 12345678 as 12,345,678, 12.3 million or 12 million.'

/**
 * The one precision rule: a shown figure stands for `value` when it is the value, at the scale it shows, rounded (half
 * away from zero) or with digits dropped, at the precision it shows. 41,262,329 shows as "41.3 million" or "41.2
 * million", never "40 million"; 95.4653 as "95.47" or "95.46". Magnitudes are compared: the sign is the binding's
 * business (a "fall" of 48.24 %). Exact: decimal digits, not binary doubles.
 */
export function matchesValue(shown: ShownNumber, value: number): boolean {
  if (!shown.readable || !Number.isFinite(value)) return false
  const { cut, rounded } = unitsAt(value, shown.decimals, Math.round(Math.log10(shown.scale)))
  const target = BigInt(shown.integer + shown.fraction)
  return target === cut || target === rounded
}

/** True when some given number matches the shown figure (see matchesValue). */
export const isSupported = (shown: ShownNumber, given: readonly number[]) => given.some((g) => matchesValue(shown, g))

/** A year as people name one: a four-digit whole number from 1900 to 2100, with nothing around that makes it a figure. */
export const isYear = (n: ShownNumber) => n.kind === 'year'

/**
 * Numbers in a tool result as the model saw it (JSON text, perhaps cut): numeric literals outside string literals, so
 * a date such as "2026-07-01" inside a string gives nothing.
 */
export function numbersInJsonText(text: string): number[] {
  const numbers: number[] = []
  const token = /"(?:[^"\\]|\\.)*"?|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g
  for (const [t] of text.matchAll(token)) {
    if (!t.startsWith('"')) numbers.push(Number(t))
  }
  return numbers
}

const SCALE_IN_WORDS =
  /(?<![\p{L}])(hundreds?|thousands?|millions?|billions?|trillions?|milliards?|mille)(?![\p{L}])/giu

/**
 * Scale words written without digits ("forty-one million", "deux milliards"): a figure that cannot be read, so it can
 * never be checked. Words that belong to a written number ("41.3 million") are not counted.
 */
export function scaleWordsWithoutDigits(text: string, language: Language): { word: string; start: number }[] {
  let masked = text
  for (const n of readNumbers(text, language)) {
    masked = masked.slice(0, n.start) + ' '.repeat(n.end - n.start) + masked.slice(n.end)
  }
  return [...masked.matchAll(SCALE_IN_WORDS)].map((m) => ({ word: m[0], start: m.index }))
}
