// A count with its noun, in the singular or the plural by the language's rule: English takes the singular for one
// only ("0 tool calls", "1 tool call"), French for zero and one ("0 appel d'outil", "1 appel d'outil", "2 appels
// d'outils"). Every line that writes a count beside a noun (the command line's footer, Slack's, the short answer, the
// service's messages) goes through it, so that none says "1 tool calls".
import type { Language } from './language.js'

/** Whether `n` takes the singular in `language`. */
export const singular = (n: number, language: Language = 'en') => (language === 'fr' ? Math.abs(n) < 2 : n === 1)

/** `n` and its noun: `counted(1, 'tool call', 'tool calls')` is "1 tool call". */
export const counted = (n: number, one: string, many: string, language: Language = 'en') =>
  `${n} ${singular(n, language) ? one : many}`
