// Numbers as people write them, in English and French, with the precision they show. Gate 2 and the evaluation's
// scorer both use this: a shown number is supported when some given number rounds to it at its shown precision.
import { roundTo } from './decimal.js'
import type { Language } from './language.js'

export interface ShownNumber {
  /** The text as written, e.g. "41,3 millions". */
  text: string
  /** The number as shown, before its scale word: 41.3 (NaN when the writing has no safe reading: never supported) */
  shown: number
  decimals: number
  scale: number
  percent: boolean
  /** shown x scale */
  value: number
}

const SCALES: Record<Language, Record<string, number>> = {
  en: {
    thousand: 1e3,
    thousands: 1e3,
    k: 1e3,
    million: 1e6,
    millions: 1e6,
    m: 1e6,
    mn: 1e6,
    billion: 1e9,
    billions: 1e9,
    bn: 1e9,
    trillion: 1e12,
    trillions: 1e12,
    tn: 1e12,
  },
  // In French "billion" is 10^12 and "milliard" is 10^9.
  fr: {
    mille: 1e3,
    k: 1e3,
    million: 1e6,
    millions: 1e6,
    m: 1e6,
    milliard: 1e9,
    milliards: 1e9,
    md: 1e9,
    mds: 1e9,
    billion: 1e12,
    billions: 1e12,
  },
}

const SPACE = '[ \\u00a0\\u202f]'
// sign? then either digit groups (1-3 digits, then groups of 3 after , . or a space) or plain digits; then a fraction.
const NUMBER = new RegExp(
  `(?<![\\p{L}\\p{N}_])([-\\u2212]?)(\\d{1,3}(?:(?:,|\\.|${SPACE})\\d{3})+|\\d+)(?:([.,])(\\d+))?` +
    `(?:(st|nd|rd|th|er|re|e|ème|eme)\\b)?` +
    `(?:${SPACE}*(%|percent\\b|per cent\\b|pour cent\\b|[\\p{L}]+))?`,
  'gu',
)

/** Reads every number in `text`. `language` decides what "1,234" and "billion" mean. */
export function readNumbers(text: string, language: Language): ShownNumber[] {
  const found: ShownNumber[] = []
  for (const match of text.matchAll(NUMBER)) {
    const [whole, sign = '', integerPart = '', fractionSep, fractionDigits, , suffix] = match
    let integer = integerPart
    let fraction = fractionDigits ?? ''
    const separators = integerPart.match(/[,. \u00a0\u202f]/gu) ?? []
    const groups = separators.length
    let readable = true
    if (groups > 0) {
      const sep = separators[0]!
      const isSpace = (c: string) => /[ \u00a0\u202f]/u.test(c)
      const consistent = separators.every((c) => c === sep || (isSpace(c) && isSpace(sep)))
      // One "." group without a fraction is a decimal point (2.270 trillion); one "," group is one in French (1,234).
      const singleIsDecimal =
        groups === 1 && fractionSep === undefined && (sep === '.' || (sep === ',' && language === 'fr'))
      if (!consistent || fractionSep === sep) {
        readable = false // "1,234.567,8" or "1.234.5": no reading is safe, so none is claimed
      } else if (singleIsDecimal) {
        ;[integer, fraction] = integerPart.split(sep) as [string, string]
      } else {
        integer = integerPart.replace(/[,. \u00a0\u202f]/gu, '') // groups of thousands: "1.234,5", "1,234.5", "41 262 329"
      }
    }
    let scale = 1
    let percent = false
    let usedSuffix = false
    if (suffix !== undefined) {
      const word = suffix.toLowerCase()
      if (word === '%' || word.endsWith('cent')) {
        percent = true
        usedSuffix = true
      } else if (SCALES[language][word] !== undefined) {
        scale = SCALES[language][word]!
        usedSuffix = true
      }
    }
    const shown = readable ? Number(`${integer}.${fraction || '0'}`) : Number.NaN
    const textShown = usedSuffix ? whole : whole.slice(0, whole.length - (suffix?.length ?? 0)).trimEnd()
    found.push({
      text: textShown,
      shown: sign ? -shown : shown,
      decimals: fraction.length,
      scale,
      percent,
      value: (sign ? -shown : shown) * scale,
    })
  }
  return found
}

/**
 * True when some given number, divided by the shown scale and rounded to the shown decimals, is the shown number.
 * Signs are compared as magnitudes: "fell by 48.24 %" states -48.24 in words. A given number exactly halfway (37.15
 * shown to one decimal) may be rounded either way: it is itself rounded, so both 37.1 and 37.2 can be true.
 */
export function isSupported(number: ShownNumber, given: readonly number[]): boolean {
  const target = Math.abs(number.shown)
  const close = (a: number) => Math.abs(a - target) <= 1e-9 * Math.max(1, target)
  const factor = 10 ** number.decimals
  return given.some((g) => {
    const inScale = Math.abs(g) / number.scale
    if (close(roundTo(inScale, number.decimals))) return true
    const units = inScale * factor
    const halfway = Math.abs(units - Math.floor(units) - 0.5) <= 1e-9 * Math.max(1, units)
    return halfway && close(Math.floor(units) / factor)
  })
}

/** A year as people name one: a whole four-digit number without scale or percent. */
export const isYear = (n: ShownNumber) =>
  n.decimals === 0 && n.scale === 1 && !n.percent && Number.isInteger(n.shown) && n.shown >= 1900 && n.shown <= 2100

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

const SCALE_WORD = /(?<![\p{L}])(hundreds?|thousands?|millions?|billions?|trillions?|milliards?|mille)(?![\p{L}])/giu

/**
 * Scale words written without digits ("forty-one million", "deux milliards"): a figure that cannot be read, so it can
 * never be checked. Words that belong to a written number ("41.3 million") are not counted.
 */
export function scaleWordsWithoutDigits(text: string): string[] {
  const withoutNumbers = text.replace(NUMBER, (match) => ' '.repeat(match.length))
  return [...withoutNumbers.matchAll(SCALE_WORD)].map((m) => m[0])
}
