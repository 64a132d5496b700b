// "No value is published for X in 2019" is a claim like any other: the facts must not hold that value. An answer that
// says a value is missing where a tool returned it is wrong in print as surely as a wrong figure (a composer that read
// the wrong result once said so of Canada's population in 2019), so each clause that says a value is missing is read
// for its countries, series and years, and refused when a fact of the trace holds one of them.
import type { IndicatorCode } from '../lexicon/codes.js'
import { mentionsIn } from '../lexicon/mentions.js'
import type { Problem } from '../problem.js'
import type { Language } from '../text/language.js'
import { foldWords } from '../text/normalise.js'
import type { Fact } from '../tools/facts.js'

/** The words that say a value is missing, in normalised text (lower case, no accents, punctuation as spaces). */
const MISSING =
  / (?:no value (?:is |was )?(?:published|available|given)|no (?:figure|data) (?:is |was )?(?:published|available)|(?:is|was) not published|has no value|aucune valeur n (?:est|a ete) (?:publiee|donnee|disponible)|aucune donnee n est (?:publiee|disponible)|n est pas publiee|pas de valeur publiee) /

/** A clause ends at a semicolon, or at a full stop or colon before a space ("35.7 million" and "2,5" stay whole). */
const CLAUSE_END = /[;:]|\.(?=\s|$)/

/** The problems of an answer's clauses that say a value is missing while a fact of the trace holds it. */
export function checkAbsences(answer: string, language: Language, facts: readonly Fact[]): Problem[] {
  const problems: Problem[] = []
  // (A clause's words are the answer's, between the same spaces: an answer that says nothing missing has no such clause.)
  if (!MISSING.test(foldWords(answer))) return problems
  let start = 0
  for (const clause of answer.split(CLAUSE_END)) {
    const at = answer.indexOf(clause, start)
    start = at + clause.length
    if (!MISSING.test(` ${foldWords(clause)} `)) continue
    const named = mentionsIn(clause, language)
    const held = facts.find(
      (f) =>
        f.kind === 'value' &&
        f.countries.length === 1 &&
        named.countries.has(f.countries[0]!) &&
        named.indicators.has(f.indicator as IndicatorCode) &&
        f.years.length === 1 &&
        named.years.has(f.years[0]!),
    )
    if (!held) continue
    problems.push({
      code: 'unsupported_claim',
      detail: `the answer says no value is published for ${held.countries[0]} ${held.indicator} in ${held.years[0]}, but the tools returned one (${held.value}, tool call ${held.call})`,
      figure: {
        text: clause.trim(),
        start: at + (clause.length - clause.trimStart().length),
        end: at + clause.trimEnd().length,
      },
    })
  }
  return problems
}
