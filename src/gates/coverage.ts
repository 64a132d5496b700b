// The coverage check, for every provider, after gate 2: an answer must answer the question that was asked. Every
// country, indicator and year the question names must be covered by a citation (a year may instead be one the tools
// reported as having no value, named as such). And a question the application reads as outside the data (a subgroup,
// a place within a country, a count where the data has shares, a forecast...) cannot come back as answered: a
// neighbouring question's figures, however true, are not its answer.
import { COUNTRY_FORMS, indicatorLabel } from '../lexicon/names.js'
import type { AnswerStatus } from '../llm/answer.js'
import { DECLINE_MEANS, parseQuestion, questionNames } from '../question/parse.js'
import { detectLanguage } from '../text/language.js'
import { readNumbers } from '../text/numbers.js'
import type { Citation } from './figures.js'
import type { Problem } from './problem.js'

export interface CoverageInput {
  question: string
  status: AnswerStatus
  answer: string
  citations: readonly Citation[]
  /** Years the tools reported as having no value. */
  missingYears: ReadonlySet<number>
  snapshotYears: readonly [number, number]
}

export function checkCoverage(input: CoverageInput): Problem[] {
  if (input.status !== 'answered') return []
  const reading = parseQuestion(input.question, input.snapshotYears)
  const means = reading.kind === 'decline' ? DECLINE_MEANS[reading.reason] : 'unread'
  if (reading.kind === 'decline' && means !== 'unread') {
    const words = reading.words.length > 0 ? ` (${reading.words.map((w) => `"${w}"`).join(', ')})` : ''
    const reason = reading.reason.replaceAll('_', ' ')
    return [
      {
        code: 'question_not_in_data',
        detail:
          means === 'not_in_data'
            ? `the question asks for something the data does not hold${words} (${reason}); an answer to it cannot be checked`
            : `the question asks for what no tool gives${words} (${reason}); an answer to it was worked out by the model and cannot be checked`,
      },
    ]
  }
  const names = questionNames(input.question)
  const cited = {
    countries: new Set(input.citations.flatMap((c) => c.country_codes)),
    indicators: new Set(input.citations.map((c) => c.indicator_code)),
    years: new Set(input.citations.flatMap((c) => c.years)),
  }
  const namedInAnswer = new Set(
    readNumbers(input.answer, detectLanguage(input.answer))
      .filter((n) => n.kind === 'year')
      .map((n) => n.shown),
  )
  const problems: Problem[] = []
  const left = (what: string) =>
    problems.push({
      code: 'incomplete_answer',
      detail: `the question names ${what}; no figure of the answer is about it`,
    })
  for (const c of names.countries) if (!cited.countries.has(c)) left(COUNTRY_FORMS[c]?.en ?? c)
  for (const i of names.indicators) if (!cited.indicators.has(i)) left(indicatorLabel(i))
  for (const y of names.years) {
    const reported = input.missingYears.has(y) && namedInAnswer.has(y)
    if (!cited.years.has(y) && !reported) left(String(y))
  }
  return problems
}
