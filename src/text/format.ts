// Numbers written for a reader, in English or French, always at a precision that gate 2 can check: the digits shown
// are the value's exact decimal digits rounded half away from zero (text/decimal.ts), as the gate reads them.
import { unitsAt } from './decimal.js'
import type { Language } from './language.js'
import { readNumbers } from './numbers.js'

const THOUSANDS: Record<Language, string> = { en: ',', fr: '\u202f' }
const DECIMAL: Record<Language, string> = { en: '.', fr: ',' }

/** `value` / 10^shift with `decimals` decimals, grouped by thousands in the language's way. */
export function formatFixed(value: number, decimals: number, language: Language, shift = 0): string {
  const units = unitsAt(value, decimals, shift)
    .rounded.toString()
    .padStart(decimals + 1, '0')
  const whole = units.slice(0, units.length - decimals)
  const fraction = units.slice(units.length - decimals)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS[language])
  const zero = /^0*$/.test(units)
  return `${value < 0 && !zero ? '-' : ''}${grouped}${fraction ? DECIMAL[language] + fraction : ''}`
}

/** Shown as given when it has at most `max` decimals, else rounded to `max`. */
export function formatUpTo(value: number, max: number, language: Language): string {
  const decimals = Math.min(max, (String(value).split('.')[1] ?? '').length)
  return formatFixed(value, decimals, language)
}

/**
 * "41.3 million", "2.27 trillion"; in French "41,3 millions", "290,79 milliards", "6 333,8 milliards" (a newsroom
 * writes thousands of milliards, never the "billion" a reader may take for 10^9, with one decimal as it prints them).
 * Null below a million.
 */
/** "In billions", asked in English: an amount of a trillion or more said in billions while `inBillions` runs. */
let billionsAsked = false

/** Runs `f` with English amounts of a trillion or more said in billions ("3,695.5 billion"), as French says milliards. */
export function inBillions<T>(f: () => T): T {
  const was = billionsAsked
  billionsAsked = true
  try {
    return f()
  } finally {
    billionsAsked = was
  }
}

export function formatScaled(value: number, language: Language): string | null {
  const size = Math.abs(value)
  if (language === 'fr') {
    // French agrees in number: "1,06 milliard", "2 270,08 milliards".
    if (size >= 1e12) return `${formatFixed(value, 1, 'fr', 9)} milliards`
    if (size >= 1e9) return `${formatFixed(value, 2, 'fr', 9)} ${size < 2e9 ? 'milliard' : 'milliards'}`
    if (size >= 1e6) return `${formatFixed(value, 1, 'fr', 6)} ${size < 2e6 ? 'million' : 'millions'}`
    return null
  }
  if (size >= 1e12 && billionsAsked) return `${formatFixed(value, 1, 'en', 9)} billion`
  if (size >= 1e12) return `${formatFixed(value, 2, 'en', 12)} trillion`
  if (size >= 1e9) return `${formatFixed(value, 2, 'en', 9)} billion`
  if (size >= 1e6) return `${formatFixed(value, 1, 'en', 6)} million`
  return null
}

/** The scale words a figure may be typed with, and the power of ten each stands for. */
const TYPED_SCALES: [RegExp, number][] = [
  [/\b(trillions?|tn)\b/iu, 12],
  [/\b(billions?|bn|milliards?|mds?)\b/iu, 9],
  [/\b(millions?|mn|m)\b/iu, 6],
]

/**
 * A value written as the question typed a figure near it: at its scale and with its decimals ("plus de 100 millions"
 * is restated "100 millions", not "100,0 millions"; "2 200,5 milliards" keeps its decimal; "2,200.5 billion" is not
 * "2.20 trillion"). Null when the figure was typed with no scale word, or the value is under its scale.
 */
export function formatLike(value: number, typed: string, language: Language): string | null {
  const scale = TYPED_SCALES.find(([word]) => word.test(typed))
  const written = readNumbers(typed, language)[0]
  if (!scale || !written || Math.abs(value) < 10 ** scale[1]) return null
  const shift = scale[1]
  const number = formatFixed(value, written.fraction.length, language, shift)
  if (language === 'en') return `${number} ${shift === 12 ? 'trillion' : shift === 9 ? 'billion' : 'million'}`
  // (French agrees in number, as formatScaled does; a trillion is a thousand milliards.)
  const plural = Math.abs(value) >= 2 * 10 ** shift ? 's' : ''
  return shift === 12 ? null : `${number} ${shift === 9 ? 'milliard' : 'million'}${plural}`
}
