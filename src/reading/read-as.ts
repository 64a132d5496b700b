// How the application read a question, in one sentence of the answer's language: "Read as: the United States' share of
// the eight countries' total GDP in 2024." / "Lu comme : …". Written by code from the reading that was composed (the
// rules' or the model's), never by a model, so that the asker sees at once what was answered (Wolfram|Alpha's "input
// interpretation") and a second look can hold it against the question (ask/loop.ts). Every part names its meaning, its
// countries, its series, its years and the question's own figure; pure, no data read.
//
// Each shape words its own part (src/shapes/<id>/read-as.ts, through src/shapes/layers/read-as.ts); the shared wording
// lives in src/shapes/kit/read-as.ts.
import { contract } from '../text/french.js'
import type { Language } from '../text/language.js'
import { join, partWords } from '../shapes/kit/read-as.js'
import { READ_AS } from '../shapes/layers/read-as.js'
import { DECLINE_MEANS, type Part, type QuestionReading } from './schema.js'

type Reading = Pick<QuestionReading, 'parts' | 'missing' | 'decline' | 'language'>

const OPENING: Record<Language, string> = { en: 'Read as: ', fr: 'Lu comme : ' }

/** What one part asks, in words: its meaning, countries, series, years and figure. */
export const partAs = (part: Part, lang: Language, parts: readonly Part[] = [part]): string =>
  READ_AS[part.shape](part, partWords(part, lang, parts))

/** The places or series named that the data has no figure for: "(the data has no figure for "China")". */
function lacking(reading: Reading, lang: Language): string {
  const words = reading.missing.flatMap((m) => m.words)
  if (words.length === 0) return ''
  const quoted = words.map((w) => (lang === 'fr' ? `« ${w} »` : `"${w}"`))
  return lang === 'fr'
    ? ` ; sans chiffre dans les données : ${join(quoted, lang)}`
    : `; no figure in the data for ${join(quoted, lang)}`
}

/**
 * The one sentence: every part in order, then what the data lacks. A question declined because the data lacks what it
 * asks says so with its words; one no reader could place has no reading to show (null).
 */
export function readAs(reading: Reading, language: Language = reading.language): string | null {
  const lang = language
  if (reading.decline) {
    if (DECLINE_MEANS[reading.decline.reason] === 'unread') return null
    const words = reading.decline.words.map((w) => (lang === 'fr' ? `« ${w} »` : `"${w}"`))
    const what =
      lang === 'fr'
        ? `une question que les données ne couvrent pas (${reading.decline.reason}${words.length > 0 ? ` : ${join(words, lang)}` : ''})`
        : `a question the data does not cover (${reading.decline.reason}${words.length > 0 ? `: ${join(words, lang)}` : ''})`
    return `${OPENING[lang]}${what}.`
  }
  if (reading.parts.length === 0) return null
  const said = reading.parts.map((p) => partAs(p, lang, reading.parts).replace(/\s+/g, ' ').replace(/ ,/g, ',').trim())
  const sentence = `${said.join(lang === 'fr' ? ' ; ' : '; ')}${lacking(reading, lang)}`
  return lang === 'fr' ? contract(`${OPENING[lang]}${sentence}.`) : `${OPENING[lang]}${sentence}.`
}
