// "How did Brazil's GDP change from 2010 to 2020": the change, by how much and in percent, and the verdict asked.
import { changeSaid } from '../kit/sentence-change.js'
import type { ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say: (part, r, lang) => changeSaid(part, r, lang),
}
