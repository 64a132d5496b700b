// A lexicon's list of words, written as one comma-separated string (normalised text).
export const list = (words: string) =>
  words
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '')
