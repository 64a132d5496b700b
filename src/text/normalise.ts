// Text as the application reads it, in one place.
// - normaliseQuestion: a question as it enters, from every client: Unicode compatibility forms folded (NFKC: fullwidth
//   "２０２０" is 2020, the ligature "ﬁ" is "fi"), control and invisible format characters removed (a NUL or a
//   zero-width space inside "2020" must not split it), every decimal digit of any script read as its value (NFKC leaves
//   Arabic-Indic "٢٠٠٠", Persian "۲۰۰۰", Devanagari "२०००" or Thai "๒๐๐๐" as they are: without this a year in them is
//   dropped in silence and the latest year answered), any run of white space one space, and a comparison sign
//   written between words or before a figure ("> 125 million", "≥ 77 yrs", "≈ 3 000 milliards") the words it
//   stands for in the question's language (without this the sign is dropped and the figure read as a bare one, "about").
//   Done once, before anything reads the question: the reader, the prompt and the gates all see the same text.
// - asciiDigits: every decimal digit of another script as its ASCII digit (one UTF-16 unit for one where the digit is
//   one: gate 2 reads an answer with it, and the places it finds stand where they stood).
// - foldAccents: accents off and apostrophes straight, one character for one, so that a word found in the folded text
//   is quoted back from the original as typed.
// - foldInPlace: the same letters, one for one (lower case, no accents, every other character a space) with a space at
//   each end, so that a phrase found at index i stands at index i of the text.
// - foldWords: words for matching against the lexicon: lower case, no accents, every other character a space, padded
//   with a space at each end (" population of canada "), so that a phrase matches as whole words.
import { detectLanguage } from './language.js'
import { remembered } from './remembered.js'
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu

/**
 * The value of every decimal digit (\p{Nd}) that is not ASCII, by code point: Unicode gives each script's digits as
 * runs of ten consecutive code points, zero first, so a digit's value is its distance from the start of its run
 * modulo ten (runs of several sets of ten, such as the mathematical digits, are tens end to end).
 */
const DIGIT_VALUES: ReadonlyMap<number, number> = (() => {
  const values = new Map<number, number>()
  const nd = /^\p{Nd}$/u
  let runStart = -1
  for (let cp = 0x80; cp <= 0x1fbff; cp += 1) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue
    if (!nd.test(String.fromCodePoint(cp))) {
      runStart = -1
      continue
    }
    if (runStart < 0) runStart = cp
    values.set(cp, (cp - runStart) % 10)
  }
  return values
})()
const OTHER_DIGITS = /[^\P{Nd}0-9]/gu

/** Every decimal digit of another script as its ASCII digit ("٢٠٠٠" is "2000"). */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (d) => String(DIGIT_VALUES.get(d.codePointAt(0)!) ?? d))
}

/**
 * The same, keeping every character's place: a digit written with two UTF-16 units (the mathematical digits) stays as
 * it is, and `hasOtherDigits` says the text still holds one (gate 2 refuses it as unreadable).
 */
export function asciiDigitsInPlace(text: string): string {
  return text.replace(OTHER_DIGITS, (d) => (d.length === 1 ? String(DIGIT_VALUES.get(d.codePointAt(0)!) ?? d) : d))
}

/** Whether a text holds a decimal digit that is not ASCII. */
export const hasOtherDigits = (text: string) => /[^\P{Nd}0-9]/u.test(text)

/** The question as read: one form of each character, ASCII digits, one space, signs as words (remembered: the service and the reader both normalise it). */
export const normaliseQuestion = remembered((text: string): string =>
  signsInWords(
    asciiDigits(text.normalize('NFKC')).replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim(),
  ),
)

/**
 * A comparison sign as the words a question would have written, in English and French: ">" more than, "<" less
 * than, ">=" and "≥" at least (the figure itself counts), "<=" and "≤" at most (so does it). "~" and "≈" before a
 * figure say it is a round figure: the sign goes, and the figure is judged at its own precision, as a bare figure is
 * ("≈ 126 million": 125.5 to 126.5 million); between words, "about the same as" (declined: no row judges two values
 * about equal). Only a sign that stands as a word: after a space (or at the start) and before a space or a figure
 * ("~126 million", ">40%"); "<b>" or "a<b" are left as typed.
 */
const SIGN = /(^|\s)(>=|=>|<=|=<|[≥⩾≤⩽><~≈≃])(?=\s|[\d$€£.,+-])/gu
const SIGN_WORDS: Record<'en' | 'fr', Record<string, string>> = {
  en: { more: 'more than', less: 'less than', least: 'at least', most: 'at most', about: 'about the same as' },
  fr: { more: 'supérieur à', less: 'inférieur à', least: 'au moins', most: 'au plus', about: 'à peu près le même que' },
}
const SIGN_RELATION: Record<string, string> = {
  '>': 'more',
  '<': 'less',
  '>=': 'least',
  '=>': 'least',
  '≥': 'least',
  '⩾': 'least',
  '<=': 'most',
  '=<': 'most',
  '≤': 'most',
  '⩽': 'most',
  '~': 'about',
  '≈': 'about',
  '≃': 'about',
}

function signsInWords(text: string): string {
  if (!/[<>~≈≃≥≤⩾⩽]/u.test(text)) return text
  const words = SIGN_WORDS[detectLanguage(text)]
  return text
    .replace(SIGN, (all: string, before: string, sign: string, at: number) => {
      const relation = SIGN_RELATION[sign]!
      const figureNext = /^\s?[\d$€£]/u.test(text.slice(at + all.length))
      return relation === 'about' && figureNext ? `${before}` : `${before}${words[relation]!} `
    })
    .replace(/ {2,}/g, ' ')
    .trim()
}

/** Without accents, with one apostrophe (remembered: Unicode normalisation is the dearest step of reading a text). */
export const foldAccents = remembered((text: string): string =>
  // (Text of plain ASCII without a backtick has nothing to fold: most answers, and half the questions.)
  !/[^ -_a-~\t\n\r]/.test(text)
    ? text
    : text
        .normalize('NFC')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[\u2018\u2019\u0060\u00b4]/gu, "'"),
)

/** One word of plain letters and digits: folding it is lower-casing it (a question's tokens, one by one). */
const PLAIN_WORD = /^[A-Za-z0-9%]+$/

export function foldWords(text: string): string {
  if (PLAIN_WORD.test(text)) return ` ${text.toLowerCase()} `
  return ` ${foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()} `
}

export function foldInPlace(text: string): string {
  if (PLAIN_WORD.test(text)) return ` ${text.toLowerCase()} `
  const folded = foldAccents(text).toLowerCase()
  // One character for one: a letter that folds into two (rare) keeps the text's length by falling back to a space.
  const same = folded.length === text.length ? folded : text.toLowerCase()
  return ` ${same.replace(/[^a-z0-9%]/g, ' ')} `
}
