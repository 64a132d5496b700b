// Text as the application reads it, in one place.
// - normaliseQuestion: a question as it enters, from every client: Unicode compatibility forms folded (NFKC: fullwidth
//   "２０２０" is 2020, the ligature "ﬁ" is "fi"), control and invisible format characters removed (a NUL or a
//   zero-width space inside "2020" must not split it), and any run of white space one space. Done once, before
//   anything reads the question: the reader, the prompt and the gates all see the same text.
// - foldAccents: accents off and apostrophes straight, one character for one, so that a word found in the folded text
//   is quoted back from the original as typed.
// - foldInPlace: the same letters, one for one (lower case, no accents, every other character a space) with a space at
//   each end, so that a phrase found at index i stands at index i of the text.
// - foldWords: words for matching against the lexicon: lower case, no accents, every other character a space, padded
//   with a space at each end (" population of canada "), so that a phrase matches as whole words.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu

export function normaliseQuestion(text: string): string {
  return text.normalize('NFKC').replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
}

export function foldAccents(text: string): string {
  return text
    .normalize('NFC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u0060\u00b4]/gu, "'")
}

export function foldWords(text: string): string {
  return ` ${foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()} `
}

export function foldInPlace(text: string): string {
  const folded = foldAccents(text).toLowerCase()
  // One character for one: a letter that folds into two (rare) keeps the text's length by falling back to a space.
  const same = folded.length === text.length ? folded : text.toLowerCase()
  return ` ${same.replace(/[^a-z0-9%]/g, ' ')} `
}
