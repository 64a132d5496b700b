// A present perfect of crossing a figure ("has Japan's Internet use gone over 93%?") asks whether it ever did.
import type { Token } from '../tokens.js'

/** The auxiliary of a present perfect: "has", "have". */
const PERFECT_AUX = new Set(['has', 'have', 'hasn', 'haven'])
/** A participle of crossing a figure, with its preposition when it needs one: "gone over", "passed", "reached". */
const CROSSED = new Set(['passed', 'exceeded', 'reached', 'topped', 'crossed', 'surpassed', 'hit', 'broken'])
const CROSSED_WITH = new Set(['gone', 'risen', 'climbed', 'got', 'gotten', 'fallen', 'dropped', 'sunk'])
const PREPOSITION = new Set(['over', 'above', 'past', 'beyond', 'below', 'under', 'through'])
/** Words that ask the state now beside a present perfect: "has it now passed 90%", "… yet?". */
const NOW_WORDS = new Set(['now', 'yet', 'currently', 'presently', 'today', 'at present', 'by now', 'as of now'])

/**
 * "Has Japan's Internet use gone over 93%?", "has it passed 90 %?": the present perfect of crossing a figure, with no
 * year and no word of the present ("now", "yet", "currently"), asks, as "has it ever gone over" does, whether it ever
 * did, never whether the latest year is above it (Japan's was 93.2 % in 2016 and 85.5 % in 2024).
 */
export function asksEverCrossed(tokens: Token[]): boolean {
  const aux = tokens.findIndex((t) => PERFECT_AUX.has(t.words))
  if (aux < 0 || tokens.some((t) => t.kind === 'year' || NOW_WORDS.has(t.words))) return false
  return tokens.some((t, k) => {
    if (k <= aux) return false
    const next = tokens[k + 1]
    if (CROSSED.has(t.words)) return next?.kind === 'number'
    return CROSSED_WITH.has(t.words) && PREPOSITION.has(next?.words ?? '') && tokens[k + 2]?.kind === 'number'
  })
}
