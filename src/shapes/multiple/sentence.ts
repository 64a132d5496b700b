// "Did Nigeria's population double from 2000 to 2020": the change against the multiple asked.
import { changeSaid } from '../kit/sentence-change.js'
import type { ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => changeSaid(part, r, lang),
}
