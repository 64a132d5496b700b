// A question as the application reads it: Unicode compatibility forms folded (NFKC: fullwidth "２０２０" is 2020, the
// ligature "ﬁ" is "fi"), control and invisible format characters removed (a NUL or a zero-width space inside "2020"
// must not split it), and any run of white space one space. Done once, before anything reads the question: the
// planner, the prompt and the gates all see the same text.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu

export function normaliseQuestion(text: string): string {
  return text.normalize('NFKC').replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
}
