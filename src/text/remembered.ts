// A pure function of one text, remembered for the question in hand: one question's sentences are read by the reader,
// the composer and each gate in turn, with the same text each time. What was remembered of one question is forgotten
// when the next comes in (`forgetTexts`, called where a question enters): never a cache of questions, so a benchmark
// that repeats its questions finds nothing there. A bound (emptied when full) keeps one long question in check.

let question = 0

/** A new question is in hand: the texts of the last one are no longer remembered. */
export function forgetTexts(): void {
  question += 1
}

export function remembered<T>(compute: (text: string) => T, most = 64): (text: string) => T {
  const known = new Map<string, T>()
  let of = question
  return (text) => {
    if (of !== question) {
      known.clear()
      of = question
    }
    const found = known.get(text)
    if (found !== undefined) return found
    const value = compute(text)
    if (known.size >= most) known.clear()
    known.set(text, value)
    return value
  }
}

/**
 * A pure function of a text that is the same for every question (the rules a model is given), remembered across
 * questions: the last text and its value.
 */
export function rememberedLast<T>(compute: (text: string) => T): (text: string) => T {
  let last: { text: string; value: T } | undefined
  return (text) => {
    if (last?.text !== text) last = { text, value: compute(text) }
    return last.value
  }
}
