// Numbers written for a reader, in English or French, always at a precision that gate 2 can check: the digits shown
// are the value rounded half away from zero, exactly as isSupported() rounds.
import { roundTo } from './decimal.js'
import type { Language } from './language.js'

const THOUSANDS: Record<Language, string> = { en: ',', fr: '\u202f' }
const DECIMAL: Record<Language, string> = { en: '.', fr: ',' }

export function formatFixed(value: number, decimals: number, language: Language): string {
  const rounded = roundTo(Math.abs(value), decimals)
  const [whole = '0', fraction] = rounded.toFixed(decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS[language])
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? DECIMAL[language] + fraction : ''}`
}

/** Shown as given when it has at most `max` decimals, else rounded to `max`. */
export function formatUpTo(value: number, max: number, language: Language): string {
  const decimals = Math.min(max, (String(value).split('.')[1] ?? '').length)
  return formatFixed(value, decimals, language)
}

/** "41.3 million", "2.27 trillion"; in French "41,3 millions", "2 270,08 milliards". Null below a million. */
export function formatScaled(value: number, language: Language): string | null {
  const size = Math.abs(value)
  if (language === 'fr') {
    // French agrees in number: "1,06 milliard", "2 270,08 milliards".
    if (size >= 1e9) return `${formatFixed(value / 1e9, 2, 'fr')} ${size < 2e9 ? 'milliard' : 'milliards'}`
    if (size >= 1e6) return `${formatFixed(value / 1e6, 1, 'fr')} ${size < 2e6 ? 'million' : 'millions'}`
    return null
  }
  if (size >= 1e12) return `${formatFixed(value / 1e12, 2, 'en')} trillion`
  if (size >= 1e9) return `${formatFixed(value / 1e9, 2, 'en')} billion`
  if (size >= 1e6) return `${formatFixed(value / 1e6, 1, 'en')} million`
  return null
}
