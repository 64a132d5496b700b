// Gate 2's checks against the question's own parts: the "yes" or "no" an answer opens with must be the verdict the
// facts give its yes-or-no part (each shape's verdict, src/shapes/<id>/claim.ts), and "in which year did it pass"
// must be answered with the year the facts give.
import { VERDICTS } from '../../lexicon/claims.js'
import { indicatorLabel, isShareIndicator } from '../../lexicon/names.js'
import { yearsFigureOf } from '../../reading/clause/years-said.js'
import { misfitUnit } from '../../reading/figure-unit.js'
import type { Part, QuestionReading } from '../../reading/schema.js'
import { readingOf } from '../../shapes/layers/reading.js'
import { figureOverYears } from '../../reading/verdicts.js'
import type { ClaimEvidence, FactIndex } from '../../shapes/kit/claim-facts.js'
import { claimOf } from '../../shapes/layers/claims.js'
import type { Language } from '../../text/language.js'
import { readNumbers } from '../../text/numbers.js'
import type { Problem } from '../../problem.js'
import { countryName } from './types.js'

type Answer = { status: 'answered' | 'cannot_answer'; answer: string }

/** A verdict opens the answer: it must be the one the facts give to the question's yes-or-no part. */
export function verdictProblems(
  answer: Answer,
  reading: QuestionReading | null,
  facts: FactIndex,
  evidence: ClaimEvidence,
): Problem[] {
  const text = answer.answer
  const problems: Problem[] = []
  const opening = /^\s*(yes|no|oui|non)(?=\s*[:,.!;\u2014\u2013-])/i.exec(text)
  const polar = reading?.parts.find((p) => p.polar && !p.premise)
  // (A cannot_answer that opens with "No" refuses to answer; it gives no verdict on the data.)
  if (opening && answer.status === 'answered' && reading && reading.parts.length > 0) {
    const said = VERDICTS.find(([w]) => w === opening[1]!.toLowerCase())![1]
    const span = {
      text: opening[1]!,
      start: opening.index + opening[0].length - opening[1]!.length,
      end: opening.index + opening[0].length,
    }
    if (!polar) {
      problems.push({
        code: 'wrong_verdict',
        detail: `the answer opens with "${opening[1]}", but the question asks no yes-or-no question`,
        figure: span,
      })
    } else if (misfit(polar, reading)) {
      problems.push({
        code: 'unsupported_claim',
        detail: `the question's figure ("${polar.figure!.text}") is not in the unit of ${indicatorLabel(polar.indicator)}: no verdict compares it with the data`,
        figure: span,
      })
    } else {
      // The verdict a polar part of the question gets from the facts, or null when the facts do not establish it.
      const expected = claimOf(polar.shape).verdict?.(polar, facts, evidence) ?? null
      if (expected === null)
        problems.push({
          code: 'unsupported_claim',
          detail: `the facts given do not establish the answer's "${opening[1]}"`,
          figure: span,
        })
      else if (expected !== said)
        problems.push({
          code: 'wrong_verdict',
          detail: `the facts give "${expected ? 'yes' : 'no'}"; the answer says "${opening[1]}"`,
          figure: span,
        })
    }
  }
  return problems
}

/**
 * A figure in a unit its series is not in ("life expectancy reached 80 million", "internet use was 500 million
 * people", a percent as a level of GDP): no verdict on it stands, whoever read the question.
 */
function misfit(part: Part, reading: QuestionReading): boolean {
  if (!part.figure) return false
  // ("Did it fall in more than 3 years": the figure counts years, the yes or no's own number, in no series' unit.)
  if (yearsFigureOf(reading.tokens)?.figure.value === part.figure.value) return false
  if (misfitUnit(reading.tokens, part.figure, part.indicator)) return true
  return part.figure.percent && readingOf(part.shape).checksOwnFigure === true && !isShareIndicator(part.indicator)
}

/**
 * "In which year did it pass 100 million": the answer must name the year the facts give, the first year the question's
 * figure held after a year it did not; held from the first year of the data, no year can be given.
 */
export function crossedYearProblems(
  text: string,
  language: Language,
  reading: QuestionReading | null,
  facts: FactIndex,
): Problem[] {
  const problems: Problem[] = []
  const named = new Set(
    readNumbers(text, language)
      .filter((n) => n.kind === 'year')
      .map((n) => n.shown),
  )
  for (const part of reading?.parts ?? []) {
    if (!part.crossed || part.polar || part.time.kind !== 'span') continue
    const [c, i] = [part.countries[0]!, part.indicator]
    const series = facts.series(c, i, part.time.from, part.time.to)
    const label = `${countryName(c)}'s ${indicatorLabel(i)}`
    if (!series) {
      problems.push({
        code: 'unsupported_claim',
        detail: `the facts do not hold every year of ${label} from ${part.time.from} to ${part.time.to}, so the year it passed the question's figure cannot be checked`,
      })
      continue
    }
    const known = [...series.entries()].flatMap(([year, v]) => (v === null ? [] : [{ year, v }]))
    const seen = figureOverYears(part, known)
    if (seen.earlier)
      problems.push({
        code: 'unsupported_claim',
        detail: `the question's figure already held for ${label} in ${known[0]!.year}, the first year of the facts: the year it was passed is earlier than the data`,
      })
    else if (seen.crossing && !named.has(seen.crossing.year))
      problems.push({
        code: 'wrong_year',
        detail: `the facts give ${seen.crossing.year} as the first year the question's figure held for ${label}; the answer does not name it`,
      })
  }
  return problems
}
