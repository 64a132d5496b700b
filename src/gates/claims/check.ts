// Gate 2, claims: every word of an answer that states a fact (a rank, an extreme, a comparison, an overtaking, a
// direction, a multiplier, a yes or no) is read like a figure, bound to the subjects, series and years of its part of
// the sentence, and accepted only when the facts of the trace establish it. A claim that no fact establishes is refused
// (`unsupported_claim`), one that the facts contradict gets the code of its kind (`wrong_rank`, `wrong_extreme`,
// `wrong_comparison`, `wrong_direction`, `wrong_multiplier`, `wrong_verdict`); a country outside the data named in a
// claim is refused (`outside_country`). The claim words are one table (lexicon/claims.ts); each kind is one function
// (judge.ts, judge-compare.ts); the verdict each shape's question expects is the shape's (src/shapes/<id>/claim.ts).
import { countryMentions, otherCountryMentions } from '../../lexicon/mentions.js'
import { indicatorLabel } from '../../lexicon/names.js'
import type { QuestionReading } from '../../reading/schema.js'
import { FactIndex, type ClaimEvidence } from '../../shapes/kit/claim-facts.js'
import { claimOf } from '../../shapes/layers/claims.js'
import type { Language } from '../../text/language.js'
import { foldInPlace } from '../../text/normalise.js'
import { matchesValue, readNumbers } from '../../text/numbers.js'
import { splitSentences } from '../../text/sentences.js'
import type { Problem } from '../../problem.js'
import { judgeOne } from './judge.js'
import { readClaims } from './read.js'
import { sinceProblems } from './since.js'
import { countryName, type Judgement } from './types.js'
import { crossedYearProblems, verdictProblems } from './verdict.js'
import { NONE } from './words.js'

/** The claims of an answer, each judged against the facts; the verdict against the question's own yes-or-no part. */
export function checkClaims(
  answer: { status: 'answered' | 'cannot_answer'; answer: string },
  language: Language,
  evidence: ClaimEvidence,
  reading: QuestionReading | null,
  quoted: (at: number) => boolean,
): Problem[] {
  const text = answer.answer
  const facts = new FactIndex(evidence.facts, evidence.missingYears)
  const answered = answer.status === 'answered'
  return [
    ...claimProblems(text, language, evidence, reading, facts, quoted),
    ...ratioProblems(text, language, evidence, quoted),
    ...verdictProblems(answer, reading, facts, evidence),
    ...(answered ? crossedYearProblems(text, language, reading, facts) : []),
    ...(answered ? sinceProblems(text, reading, facts, quoted) : []),
    ...(answered ? outsideCountryProblems(text, reading, quoted) : []),
    ...(answered ? shapeProblems(text, language, reading, facts, evidence) : []),
  ]
}

/** Each part's own check of the answer against the facts, where its shape has one (src/shapes/<id>/claim.ts). */
const shapeProblems = (
  text: string,
  language: Language,
  reading: QuestionReading | null,
  facts: FactIndex,
  evidence: ClaimEvidence,
): Problem[] =>
  (reading?.parts ?? []).flatMap(
    (part) => claimOf(part.shape).answerProblems?.(part, text, language, facts, evidence) ?? [],
  )

/**
 * Where the figures stand that a part's own check establishes from the facts, though no tool states them (a count of
 * years: src/shapes/<id>/claim.ts `figures`): gate 2's figure check leaves these to that check.
 */
export const shapeFigures = (
  text: string,
  language: Language,
  evidence: ClaimEvidence,
  reading: QuestionReading | null,
): { start: number; end: number }[] => {
  const facts = new FactIndex(evidence.facts, evidence.missingYears)
  return (reading?.parts ?? []).flatMap((part) => claimOf(part.shape).figures?.(part, text, language, facts) ?? [])
}

/** Each claim the answer makes, judged against the facts of every series it may be about. */
function claimProblems(
  text: string,
  language: Language,
  evidence: ClaimEvidence,
  reading: QuestionReading | null,
  facts: FactIndex,
  quoted: (at: number) => boolean,
): Problem[] {
  const problems: Problem[] = []
  // The series whose values a question measures against a figure of its own ("did it pass 100 million").
  const ownFigure = new Set((reading?.parts ?? []).filter((p) => p.figure).map((p) => p.indicator as string))
  for (const claim of readClaims(text, language, evidence, quoted)) {
    // "It passed that mark in 2001": compared with the question's own figure, which the verdict (or the check of the
    // year it was passed, below) judges; no fact names that figure.
    const against = claim.sense.kind === 'comparison' || claim.sense.kind === 'overtake'
    if (against && claim.b.length === 0 && claim.indicators.some((i) => ownFigure.has(i))) continue
    const judgements = claim.indicators.map((i) => judgeOne(claim, i, facts, evidence))
    // Any series the claim may be about that establishes it is enough; else the most telling refusal.
    if (judgements.some((j) => j.ok)) continue
    const refused = (judgements.find((j) => !j.ok && j.code !== 'unsupported_claim') ?? judgements[0]) as
      (Judgement & { ok: false }) | undefined
    if (refused)
      problems.push({
        code: refused.code,
        detail: refused.detail,
        figure: { text: claim.text, start: claim.start, end: claim.end },
      })
  }
  return problems
}

/** A ratio ("12.91 times") reads from the country before it to the one after it: the facts' ratio must go that way. */
function ratioProblems(
  text: string,
  language: Language,
  evidence: ClaimEvidence,
  quoted: (at: number) => boolean,
): Problem[] {
  const problems: Problem[] = []
  const places = countryMentions(text)
  for (const n of readNumbers(text, language)) {
    if (n.unit !== 'times' || quoted(n.start)) continue
    const sentence = splitSentences(text).find((x) => n.start >= x.start && n.start < x.end)
    if (!sentence) continue
    const a = places.filter((p) => p.start >= sentence.start && p.end <= n.start).at(-1)
    const b = places.find((p) => p.start >= n.end && p.start < sentence.end && p.code !== a?.code)
    if (!a || !b) continue
    const ratios = evidence.facts.filter((f) => f.kind === 'ratio' && matchesValue(n, f.value))
    const forward = ratios.some((f) => f.countries[0] === a.code && f.countries[1] === b.code)
    const backward = ratios.find((f) => f.countries[0] === b.code && f.countries[1] === a.code)
    if (!forward && backward) {
      problems.push({
        code: 'wrong_ratio',
        detail: `${n.text} is ${countryName(b.code)}'s ${indicatorLabel(backward.indicator)} over ${countryName(a.code)}'s; the answer reads it the other way`,
        figure: { text: n.text, start: n.start, end: n.end },
      })
    }
  }
  return problems
}

/** A country outside the data, named in a claim ("ahead of China"): never established by the data. */
function outsideCountryProblems(
  text: string,
  reading: QuestionReading | null,
  quoted: (at: number) => boolean,
): Problem[] {
  const problems: Problem[] = []
  const sources = (reading?.sources ?? []).map((x) => foldInPlace(x))
  for (const place of otherCountryMentions(text)) {
    if (quoted(place.start)) continue
    // "not the OECD's": another source the question named, not a place.
    if (sources.some((x) => x.includes(` ${place.code} `))) continue
    const sentence = splitSentences(text).find((s) => place.start >= s.start && place.start < s.end)
    if (sentence && NONE.test(foldInPlace(sentence.text))) continue
    problems.push({
      code: 'outside_country',
      detail: `"${text.slice(place.start, place.end)}" is not one of the eight countries in the data: no fact can support a claim about it`,
      figure: { text: text.slice(place.start, place.end), start: place.start, end: place.end },
    })
  }
  return problems
}
