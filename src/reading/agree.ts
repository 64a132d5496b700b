// Agreement by meaning: two readings of one question agree when their answers rest on the same facts and come to the
// same verdicts, whatever the words each composed ("first exceeded … ahead again" and "was first higher than …
// ahead" cite the same figures and say the same Yes). What is compared is what each answer concludes: its status, the
// facts gate 2 cited for its figures (the tool that fetched each, kind, countries, series, years, value; never the
// call's number), the
// verdict of each part, and what the data lacks. Never the sentences, never the flags' spelling.
import type { Citation } from '../gates/figures.js'
import type { Answer } from '../llm/answer.js'
import type { ReadingFields } from './wire.js'

export interface AnswerMeaning {
  status: Answer['status']
  /** Each cited fact once, sorted: what the answer's figures stand for. */
  facts: string[]
  /** Each part's yes or no, in order of the sentences that open with one ("Oui" is "yes"). */
  verdicts: ('yes' | 'no')[]
  /** Why the data cannot answer (the whole question), and the places or series it lacks. */
  lacking: string[]
}

const VERDICT = /^(yes|no|oui|non)\b/iu

/** The sentences of an answer that open with a verdict, as yes or no, sorted: split or joined parts give the same. */
export function verdictsOf(text: string): ('yes' | 'no')[] {
  return text
    .split(/(?<=[.!?])\s+/u)
    .flatMap((s) => {
      const m = VERDICT.exec(s.trim())
      return m ? [/^(yes|oui)$/iu.test(m[1]!) ? ('yes' as const) : ('no' as const)] : []
    })
    .sort()
}

/**
 * What an answer concludes. `toolOf` names the tool each cited fact was fetched with (its call in the trace): what a
 * reading fetches is part of what it asks, so that a part dropped whose figure another part repeats ("Canada's life
 * expectancy, and how does it compare with Mexico's" read as the comparison alone) is no agreement.
 */
export function meaningOf(
  answer: Answer,
  citations: readonly Citation[],
  reading: ReadingFields,
  toolOf: (call: number) => string = () => '',
): AnswerMeaning {
  const facts = citations.map((c) =>
    JSON.stringify([toolOf(c.tool_call), c.kind, c.country_codes, c.indicator_code, c.years, c.value]),
  )
  return {
    status: answer.status,
    facts: [...new Set(facts)].sort(),
    verdicts: verdictsOf(answer.answer),
    lacking: [
      ...(reading.decline ? [`decline:${reading.decline.reason}`] : []),
      ...reading.missing.map((m) => `missing:${m.reason}`),
    ].sort(),
  }
}

/** Two answers mean the same: the same status, the same facts cited, the same verdicts, the same things lacking. */
export function sameMeaning(a: AnswerMeaning, b: AnswerMeaning): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
