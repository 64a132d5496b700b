// The coverage check, for every provider, after gate 2: an answer must answer the question that was asked. It reads
// the question's parts from the one reading of the question: every part must be covered by a citation of its series,
// for each of its countries and each year it fixes (a year may instead be one the tools reported as having no value,
// named as such); and a question that asks for a measure, place, unit or time the data does not hold cannot come back
// answered with figures, which would be another one's. It never refuses because the planner would have declined: a
// question the reader could not place is judged by what it names.
import { COUNTRY_FORMS, indicatorLabel } from '../lexicon/names.js'
import { askedForms, asksNoVerdict, asksOnlyVerdict } from '../reading/asked.js'
import type { AnswerStatus } from '../llm/answer.js'
import { DECLINE_MEANS, type Part, type QuestionReading } from '../reading/schema.js'
import { detectLanguage } from '../text/language.js'
import { foldWords } from '../text/normalise.js'
import { readNumbers } from '../text/numbers.js'
import type { Citation } from './figures.js'
import type { Problem } from '../problem.js'

export interface CoverageInput {
  reading: QuestionReading
  status: AnswerStatus
  answer: string
  citations: readonly Citation[]
  /** Years the tools reported as having no value. */
  missingYears: ReadonlySet<number>
}

/** The years a part fixes: the one asked, each one named, or both ends of a change. */
function yearsFixed(part: Part): number[] {
  const t = part.time
  if (t.kind === 'year') return [t.year]
  if (t.kind === 'years') return t.years
  if (t.kind === 'span' && ['change', 'multiple', 'recover', 'pace', 'gap'].includes(part.shape))
    return t.since ? [t.from] : [t.from, t.to]
  return []
}

const OWN_SOURCE = / (?:world bank|banque mondiale|wdi|world development indicators) /

export function checkCoverage(input: CoverageInput): Problem[] {
  if (input.status !== 'answered') return []
  const { reading } = input
  const decline = reading.decline
  const means = decline ? DECLINE_MEANS[decline.reason] : 'unread'
  if (decline && means !== 'unread') {
    const words = decline.words.length > 0 ? ` (${decline.words.map((w) => `"${w}"`).join(', ')})` : ''
    const reason = decline.reason.replaceAll('_', ' ')
    return [
      means === 'not_in_data'
        ? {
            code: 'question_not_in_data',
            detail: `the question asks for a measure, place, unit or time the data does not hold${words} (${reason}); figures for another one do not answer it`,
          }
        : {
            code: 'incomplete_answer',
            detail: `the question asks for what no tool gives${words} (${reason}); no figure of an answer can be that part, so the answer's conclusion would be unchecked`,
          },
    ]
  }
  const named = new Set(
    readNumbers(input.answer, detectLanguage(input.answer))
      .filter((n) => n.kind === 'year')
      .map((n) => n.shown),
  )
  const problems: Problem[] = []
  const left = (what: string) =>
    problems.push({
      code: 'incomplete_answer',
      detail: `the question asks for ${what}; no figure of the answer is about it`,
    })
  const covered = (citations: readonly Citation[], year: number) =>
    citations.some((c) => c.years.includes(year)) || (input.missingYears.has(year) && named.has(year))

  if (reading.parts.length > 0) {
    for (const part of reading.parts) {
      const own = input.citations.filter((c) => c.indicator_code === part.indicator)
      const label = indicatorLabel(part.indicator)
      if (own.length === 0) {
        left(label)
        continue
      }
      for (const country of part.countries) {
        if (!own.some((c) => c.country_codes.includes(country))) left(`${COUNTRY_FORMS[country]!.en}'s ${label}`)
      }
      for (const year of yearsFixed(part)) if (!covered(own, year)) left(`${label} in ${year}`)
    }
  } else {
    // A question the reader could not place: everything it names must be covered.
    const cited = {
      countries: new Set(input.citations.flatMap((c) => c.country_codes)),
      indicators: new Set(input.citations.map((c) => c.indicator_code)),
    }
    for (const c of reading.countries) if (!cited.countries.has(c)) left(COUNTRY_FORMS[c]!.en)
    for (const i of reading.indicators) if (!cited.indicators.has(i)) left(indicatorLabel(i))
    for (const y of reading.years) if (!covered(input.citations, y)) left(String(y))
  }
  problems.push(...formProblems(reading, input.answer))
  // Another source named: the answer must say whose figures it gives.
  if (reading.sources.length > 0 && !OWN_SOURCE.test(foldWords(input.answer))) {
    problems.push({
      code: 'source_not_named',
      detail: `the question asks for ${reading.sources.join(' or ')}'s figure; the answer must say that its figures are the World Bank's`,
    })
  }
  return problems
}

/** The eight's names in both languages, folded, without an article: one of them in an answer names a country. */
const COUNTRY_NAMES_FOLDED = Object.values(COUNTRY_FORMS).flatMap((f) =>
  [f.en, f.fr].map((n) => foldWords(n.replace(/^(?:the |le |la |les |l')/u, ''))),
)

/** A sentence that opens with a verdict: "Yes:", "No,", "Oui :", "Non :". */
const VERDICT = /(?:^|[.!?;]\s+)(?:yes|no|oui|non)\s*[:,.!\u2013\u2014-]/iu
/** A place in a ranking: "2nd", "8th", "3e", "1er", "first", "deuxième", "highest". */
const RANK_SHOWN =
  /(?<![\p{L}\d])(?:\d+(?:st|nd|rd|th|e|er|re|ère|ème|eme)|first|second|third|fourth|fifth|sixth|seventh|eighth|last|highest|lowest|premier|première|deuxième|second|seconde|troisième|quatrième|cinquième|sixième|septième|huitième|dernier|dernière|le plus élevé|la plus élevée|le plus bas|la plus basse|le plus faible|la plus faible)(?![\p{L}\d])/giu

/**
 * The answer's form must be the one the question asks (reading/asked.ts), whoever wrote it: a question that asks
 * "how many", "where did it rank", "which year" or "which country" never gets a Yes or No, and one that asks only yes
 * or no opens with its verdict; a rank asked is shown as a place, once for each year named; a year asked names a year;
 * a country asked names one (or says none of the eight).
 */
export function formProblems(reading: QuestionReading, answer: string): Problem[] {
  const asked = reading.asked ?? askedForms(reading.question)
  const problems: Problem[] = []
  const wrong = (detail: string) => problems.push({ code: 'wrong_form', detail })
  const verdict = VERDICT.test(answer.trim())
  const forms = asked.filter((f) => f !== null).join(', ')
  if (asksNoVerdict(asked) && verdict)
    wrong(`the question asks for ${forms}, not yes or no; an answer that opens with a verdict answers another question`)
  if (asksOnlyVerdict(asked) && !verdict) wrong('the question asks yes or no; the answer gives no verdict')
  if (asked.includes('rank')) {
    const shown = [...answer.matchAll(RANK_SHOWN)].length
    const needed = Math.max(1, reading.years.length)
    if (shown < needed)
      wrong(
        needed > 1
          ? `the question asks a rank in each of ${needed} years; the answer shows ${shown}`
          : 'the question asks a rank; the answer shows no place in a ranking',
      )
  }
  if (asked.includes('year') && !readNumbers(answer, detectLanguage(answer)).some((n) => n.kind === 'year'))
    wrong('the question asks a year; the answer names none')
  if (asked.includes('country')) {
    const folded = foldWords(answer)
    if (!COUNTRY_NAMES_FOLDED.some((n) => folded.includes(n)) && !/ (?:none|no country|aucun|aucune) /.test(folded))
      wrong('the question asks which country; the answer names none')
  }
  return problems
}
