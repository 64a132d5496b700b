// A pure function of one text, remembered: one question's sentences are read by the reader, the composer and each
// gate in turn, with the same text each time. Only the last few dozen texts (emptied when full): enough for the
// question in hand, not a cache of questions (a benchmark that repeats its questions must not find them here).
export function remembered<T>(compute: (text: string) => T, most = 64): (text: string) => T {
  const known = new Map<string, T>()
  return (text) => {
    const found = known.get(text)
    if (found !== undefined) return found
    const value = compute(text)
    if (known.size >= most) known.clear()
    known.set(text, value)
    return value
  }
}
