// "Did A overtake B", "was it ever ahead", "since when", "since A overtook B in 2012" (a premise), "did it pass B in
// 2012": the first year A was ahead and where each stands in the last year, from every year with values for both.
import { capitalise } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { crossingOf, heldSince, overtakeVerdict, type YearPair } from '../../reading/verdicts.js'
import type { Language } from '../../text/language.js'
import { aheadYears, type AheadYears } from '../kit/sentence-overtake.js'
import { fellBack, nameOf, noValue, wasFr, type Results, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  say: (part, r, lang) => {
    const said = overtakeSentence(part, r, lang, false)
    if (!said) return noValue(part, r, lang)
    // (Said again with its units once a sentence, which the composer takes when the answer is too long otherwise.)
    const compact = overtakeSentence(part, r, lang, true)!
    return compact.text === said.text ? said : { ...said, compact: compact.text }
  },
}

/**
 * Every crossing, the first year A was ahead after not being ahead; the latest of them, and the year before it, when
 * there is more than one: an answer that says A passed B "again" names that one, never an earlier one a later crossing
 * undid (Mexico ahead of Brazil 2000-08, behind 2009-14, ahead 2015-16, behind 2017, ahead since 2018: "again in 2018").
 */
function latestCrossing(years: readonly YearPair[]) {
  const crossings = years.flatMap((p, k) => (k > 0 && p.ahead && !years[k - 1]!.ahead ? [k] : []))
  const k = crossings.at(-1)
  return k === undefined ? null : { count: crossings.length, latest: years[k]!, before: years[k - 1]! }
}

/**
 * Did A overtake B, or was it ever ahead: computed over every year of the span that has values for both. The first
 * year A was ahead and where each stands in the last year; "never" only from every year.
 */
function overtakeSentence(part: Part, r: Results, lang: Language, compact: boolean): { text: string } | null {
  const said = aheadYears(part, r, lang, compact)
  if (!said) return null
  const { a, b, years, start, end, from, to, fig, keyed, sA, of, higherFr, ahead, judged } = said

  if (part.since_when)
    return {
      text: keyed(capitalise(sinceWhenAhead(years, sA, of, higherFr, fig, lang))) + fellBack(part, r, to, lang),
    }

  // The first year A was ahead after being behind (a crossing), and the state at the end.
  const crossing = crossingOf(years)
  const latest = latestCrossing(years)
  // Ahead in the first year, then behind: the first year behind, which an overtaking "again" follows; of several
  // crossings, the year before the latest one.
  const behindAfterStart = latest && latest.count > 1 ? latest.before : years.find((p) => !p.ahead)
  // (Level in the latest year, as where every country has full access: neither was ahead.)
  const level =
    lang === 'fr'
      ? `en ${to}, dernière année avec des valeurs pour les deux, les deux étaient à égalité (${fig(end)})`
      : `in ${to}, the latest year with values for both, the two were level (${fig(end)})`
  // "Has India overtaken the UK", passed and behind again in the latest year: since when the other has been ahead, in a
  // sentence of its own that replaces the latest year's clause (a "since" in the overtaking's sentence would be read
  // by gate 2 as that claim's span; the answer stays within its length).
  const run = heldSince(years, (p) => !p.ahead && p.a !== p.b)
  const aheadAgainSince =
    part.now && crossing && run?.held && run.since.year < to
      ? lang === 'fr'
        ? ` ${capitalise(nameOf(b, lang))} ${wasFr(b) === 'étaient' ? 'sont' : 'est'} de nouveau devant depuis ${run.since.year}, chaque année jusqu'en ${to}, dernière année avec des valeurs pour les deux (${fig(end)}).`
        : ` ${capitalise(nameOf(b, lang))} has been ahead again since ${run.since.year}, in every year to ${to}, the latest year with values for both (${fig(end)}).`
      : ''
  const endState = (again: boolean) =>
    end.a === end.b
      ? level
      : end.ahead
        ? lang === 'fr'
          ? `en ${to}, dernière année avec des valeurs pour les deux, ${nameOf(a, lang)} ${wasFr(a)} ${again ? 'toujours ' : ''}devant (${fig(end)})`
          : `in ${to}, the latest year with values for both, ${nameOf(a, lang)} was ${again ? 'still ' : ''}ahead (${fig(end)})`
        : lang === 'fr'
          ? `en ${to}, dernière année avec des valeurs pour les deux, ${nameOf(b, lang)} ${wasFr(b)} ${again ? 'de nouveau ' : ''}devant (${fig(end)})`
          : `in ${to}, the latest year with values for both, ${nameOf(b, lang)} was ${again ? 'ahead again' : 'ahead'} (${fig(end)})`
  if (part.premise)
    return {
      text: keyed(
        premiseSentence(
          said,
          part.premise.year,
          crossing,
          years.find((p) => !p.ahead),
          lang,
        ),
      ),
    }
  if (part.at !== undefined)
    return { text: keyed(judged(overtakeVerdict(part, years), atSentence(said, crossing, behindAfterStart, lang))) }

  const never =
    lang === 'fr'
      ? `${sA} n'a été ${higherFr} à ${of} en aucune année de ${from} à ${to} (${fig(end)}).`
      : `${sA} was not higher than ${of} in any year from ${from} to ${to} (${fig(end)}).`
  let text: string
  if (ahead.length === 0) {
    text = never
  } else if (part.ever) {
    const firstAhead = ahead[0]!
    // (First higher after being behind, then passed more than once: the latest crossing too, as the overtaking's story
    // says it. "Was it ever higher" and "did it overtake" over every year rest on the same facts when both say yes.)
    const again =
      latest && latest.count > 1
        ? `${lang === 'fr' ? ' ; ' : '; '}${passedAgain(said, latest.before, latest.latest, lang)}`
        : ''
    text =
      lang === 'fr'
        ? `de ${from} à ${to}, ${sA} a été ${higherFr} à ${of} pour la première fois en ${firstAhead.year} (${fig(firstAhead)})${again} ; ${endState(again !== '' && !end.ahead)}.`
        : `from ${from} to ${to}, ${sA} was first higher than ${of} in ${firstAhead.year} (${fig(firstAhead)})${again}; ${endState(again !== '' && !end.ahead)}.`
    if (firstAhead.year === from)
      text =
        lang === 'fr'
          ? `${sA} était déjà ${higherFr} à ${of} en ${from} (${fig(start)}) ; ${endState(false)}.`
          : `${sA} was already higher than ${of} in ${from} (${fig(start)}); ${endState(false)}.`
  } else if (crossing && start.ahead) {
    // Ahead at the start, behind for a while, then ahead again: the overtaking is the return.
    text =
      lang === 'fr'
        ? `de ${from} à ${to}, ${sA} était ${higherFr} à ${of} en ${from} (${fig(start)}) ; ${passedAgain(said, behindAfterStart!, latest!.latest, lang)} ; ${endState(!end.ahead)}.`
        : `from ${from} to ${to}, ${sA} was higher than ${of} in ${from} (${fig(start)}); ${passedAgain(said, behindAfterStart!, latest!.latest, lang)}; ${endState(!end.ahead)}.`
  } else if (crossing) {
    // (Passed more than once: the latest crossing too, which still holds or the end's state says it did not.)
    const again =
      latest!.count > 1
        ? `${lang === 'fr' ? ' ; ' : '; '}${passedAgain(said, latest!.before, latest!.latest, lang)}`
        : ''
    text =
      lang === 'fr'
        ? `de ${from} à ${to}, ${sA} a dépassé ${of} pour la première fois en ${crossing.year} (${fig(crossing)})${again} ; ${endState(!end.ahead)}.`
        : `from ${from} to ${to}, ${sA} first exceeded ${of} in ${crossing.year} (${fig(crossing)})${again}; ${endState(!end.ahead)}.`
  } else {
    // Ahead in the first year, never overtaking: still ahead at the end, or passed (for the first time, not "again").
    text =
      lang === 'fr'
        ? `${sA} était déjà ${higherFr} à ${of} en ${from} (${fig(start)}) ; ${endState(end.ahead)}.`
        : `${sA} was already higher than ${of} in ${from} (${fig(start)}); ${endState(end.ahead)}.`
  }
  // (The latest year's clause, said again by the sentence of since when the other has been ahead.)
  if (aheadAgainSince) text = text.replace(`${lang === 'fr' ? ' ; ' : '; '}${endState(true)}.`, '.')
  return { text: `${keyed(judged(overtakeVerdict(part, years), text))}${keyed(aheadAgainSince)}` }
}

/**
 * The first year A was not ahead after being ahead: B ahead, or the two level (as where both have full access), which
 * is not ahead either way; an overtaking "again" follows it.
 */
function notAhead({ b, fig }: AheadYears, p: YearPair, lang: Language): string {
  if (p.a === p.b)
    return lang === 'fr'
      ? `en ${p.year}, les deux étaient à égalité (${fig(p)})`
      : `in ${p.year}, the two were level (${fig(p)})`
  return lang === 'fr'
    ? `en ${p.year}, ${nameOf(b, lang)} ${wasFr(b)} devant (${fig(p)})`
    : `in ${p.year}, ${nameOf(b, lang)} was ahead (${fig(p)})`
}

/** Behind (or level) in one year, then A passed B again: "in 2017, Brazil was ahead (...); ... overtook ... again in 2018". */
function passedAgain(said: AheadYears, behind: YearPair, crossing: YearPair, lang: Language): string {
  const { sA, of, fig } = said
  return lang === 'fr'
    ? `${notAhead(said, behind, lang)} ; ${sA} a de nouveau dépassé ${of} en ${crossing.year} (${fig(crossing)})`
    : `${notAhead(said, behind, lang)}; ${sA} overtook ${of} again in ${crossing.year} (${fig(crossing)})`
}

/** "Since A overtook B in <year>": the first crossing must be that year (or any year, when none is named). */
function premiseSentence(
  said: AheadYears,
  claimed: number | null,
  crossing: YearPair | undefined,
  behindAfterStart: YearPair | undefined,
  lang: Language,
): string {
  const { years, start, end, from, to, fig, sA, of, higherFr, ahead } = said
  const holds = crossing !== undefined && (claimed === null || crossing.year === claimed)
  return holds
    ? start.ahead
      ? lang === 'fr'
        ? `Comme le dit la question, de ${from} à ${to}, ${sA} a dépassé ${of} en ${crossing.year} (${fig(crossing)}), après avoir été devant en ${from} (${fig(start)}) et ${behindAfterStart!.a === behindAfterStart!.b ? 'à égalité' : 'derrière'} en ${behindAfterStart!.year} (${fig(behindAfterStart!)}).`
        : `As the question says, from ${from} to ${to}, ${sA} overtook ${of} in ${crossing.year} (${fig(crossing)}), after being ahead in ${from} (${fig(start)}) and ${behindAfterStart!.a === behindAfterStart!.b ? 'level' : 'behind'} in ${behindAfterStart!.year} (${fig(behindAfterStart!)}).`
      : lang === 'fr'
        ? `Comme le dit la question, de ${from} à ${to}, ${sA} a dépassé ${of} pour la première fois en ${crossing.year} (${fig(crossing)}).`
        : `As the question says, from ${from} to ${to}, ${sA} first exceeded ${of} in ${crossing.year} (${fig(crossing)}).`
    : crossing
      ? lang === 'fr'
        ? `La prémisse de la question est fausse : de ${from} à ${to}, ${sA} a dépassé ${of} pour la première fois en ${crossing.year}, pas en ${claimed} (${fig(crossing)}).`
        : `The question's premise is wrong: from ${from} to ${to}, ${sA} first exceeded ${of} in ${crossing.year}, not in ${claimed} (${fig(crossing)}).`
      : ahead.length === 0
        ? lang === 'fr'
          ? `La prémisse de la question est fausse : ${sA} n'a été ${higherFr} à ${of} en aucune année de ${from} à ${to} (${fig(years.find((p) => p.year === claimed) ?? end)}).`
          : `The question's premise is wrong: ${sA} was not higher than ${of} in any year from ${from} to ${to} (${fig(years.find((p) => p.year === claimed) ?? end)}).`
        : lang === 'fr'
          ? `La prémisse de la question est fausse : ${sA} était déjà ${higherFr} à ${of} en ${from} (${fig(start)}).`
          : `The question's premise is wrong: ${sA} was already higher than ${of} in ${from} (${fig(start)}).`
}

/** "Did Brazil pass Canada in 2012": whether it was ahead that year, and since when (or that it never was). */
function atSentence(
  said: AheadYears,
  crossing: YearPair | undefined,
  behindAfterStart: YearPair | undefined,
  lang: Language,
): string {
  const { a, b, years, start, end, from, to, fig, sA, of, higherFr, ahead } = said
  const latest = latestCrossing(years)
  const again =
    latest && latest.count > 1
      ? `${lang === 'fr' ? ' ; ' : '; '}${passedAgain(said, latest.before, latest.latest, lang)}`
      : ''
  const since = crossing
    ? start.ahead
      ? lang === 'fr'
        ? `de ${from} à ${to}, ${sA} était ${higherFr} à ${of} en ${from} (${fig(start)}) ; ${passedAgain(said, behindAfterStart!, latest!.latest, lang)}`
        : `from ${from} to ${to}, ${sA} was higher than ${of} in ${from} (${fig(start)}); ${passedAgain(said, behindAfterStart!, latest!.latest, lang)}`
      : lang === 'fr'
        ? `de ${from} à ${to}, ${sA} avait dépassé ${of} pour la première fois en ${crossing.year} (${fig(crossing)})${again}`
        : `from ${from} to ${to}, ${sA} had first exceeded ${of} in ${crossing.year} (${fig(crossing)})${again}`
    : ahead.length > 0
      ? lang === 'fr'
        ? `${sA} était déjà ${higherFr} à ${of} en ${from} (${fig(start)})`
        : `${sA} was already higher than ${of} in ${from} (${fig(start)})`
      : lang === 'fr'
        ? `${sA} n'avait été ${higherFr} à ${of} en aucune année de ${from} à ${to}`
        : `${sA} had not been higher than ${of} in any year from ${from} to ${to}`
  const state =
    end.a === end.b
      ? lang === 'fr'
        ? `en ${to}, les deux étaient à égalité (${fig(end)})`
        : `in ${to}, the two were level (${fig(end)})`
      : lang === 'fr'
        ? `en ${to}, ${nameOf(end.ahead ? a : b, lang)} ${wasFr(end.ahead ? a : b)} devant (${fig(end)})`
        : `in ${to}, ${nameOf(end.ahead ? a : b, lang)} was ahead (${fig(end)})`
  return `${state}${lang === 'fr' ? ' ; ' : '; '}${since}.`
}

/**
 * "Since when has A been ahead of B": the first year of the run of years A was ahead that lasts to the latest year
 * with values for both, and the year before it (behind); ahead in every year, since the first one, the data saying
 * nothing earlier; behind in the latest year, that year's values and the last year A was ahead.
 */
function sinceWhenAhead(
  years: readonly YearPair[],
  sA: string,
  of: string,
  higherFr: string,
  fig: (p: YearPair) => string,
  lang: Language,
): string {
  const run = heldSince(years, (p) => p.ahead)!
  const [start, end] = [years[0]!, run.latest]
  const to = end.year
  if (!run.held) {
    const state =
      lang === 'fr'
        ? `en ${to}, dernière année avec des valeurs pour les deux, ${sA} n'était pas ${higherFr} à ${of} (${fig(end)})`
        : `in ${to}, the latest year with values for both, ${sA} was not higher than ${of} (${fig(end)})`
    const last = run.lastHeld
    const before = last
      ? lang === 'fr'
        ? `${sA} a été ${higherFr} à ${of} pour la dernière fois en ${last.year} (${fig(last)})`
        : `${sA} was last higher than ${of} in ${last.year} (${fig(last)})`
      : lang === 'fr'
        ? `${sA} n'a été ${higherFr} à ${of} en aucune année de ${start.year} à ${to}`
        : `${sA} was not higher than ${of} in any year from ${start.year} to ${to}`
    return `${state}${lang === 'fr' ? ' ; ' : '; '}${before}.`
  }
  const since = run.since
  const latest =
    lang === 'fr' ? 'dernière année avec des valeurs pour les deux' : 'the latest year with values for both'
  const shown = since.year === to ? fig(end) : `${fig(since)}${lang === 'fr' ? ' ; ' : '; '}${fig(end)}`
  if (!run.before)
    return lang === 'fr'
      ? `${sA} est ${higherFr} à ${of} depuis ${since.year}, première année avec des valeurs pour les deux, chaque année jusqu'en ${to} (${shown}) ; les données ne disent rien des années antérieures.`
      : `${sA} has been higher than ${of} since ${since.year}, the first year with values for both, in every year to ${to} (${shown}); the data says nothing of earlier years.`
  const every =
    since.year === to
      ? lang === 'fr'
        ? `en ${to}, ${latest}`
        : `in ${to}, ${latest}`
      : lang === 'fr'
        ? `chaque année de ${since.year} à ${to}, ${latest}`
        : `in every year from ${since.year} to ${to}, ${latest}`
  return lang === 'fr'
    ? `${sA} est ${higherFr} à ${of} depuis ${since.year} : ${every} (${shown}) ; pas en ${run.before.year}, l'année d'avant (${fig(run.before)}).`
    : `${sA} has been higher than ${of} since ${since.year}: ${every} (${shown}); not in ${run.before.year}, the year before (${fig(run.before)}).`
}
