// "Is Brazil's life expectancy above 75?", "has it ever exceeded 55", "since when has it been above 84": a figure of
// the question's own against a value of the data, in a year or over every year of a span, and the verdict.
import { INDICATOR_WORDS } from '../../lexicon/names.js'
import { capitalise, subject } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import {
  figureHolds,
  figureOverYears as figureOverYearsVerdict,
  heldSince,
  type YearValue,
} from '../../reading/verdicts.js'
import type { Language } from '../../text/language.js'
import {
  join,
  noValue,
  short,
  shortBeside,
  valueSentence,
  verdict,
  fellBack,
  type Said,
  type ShapeSentence,
} from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const i = part.indicator
    const a = part.countries[0]!
    const result = r.values(a, i, part)
    if (!result) return noValue(part, r, lang)
    if (part.time.kind === 'span') {
      const said = figureOverYears(part, r.series(a, i), lang) ?? noValue(part, r, lang)
      // ("Since when": to the latest year with a value, which says where the span's last years have none.)
      const latest = [...r.series(a, i).entries()].filter(([, v]) => v !== null).at(-1)?.[0]
      return part.since_when && 'text' in said && latest !== undefined
        ? { text: said.text + fellBack(part, r, latest, lang) }
        : said
    }
    const said = valueSentence(part, result, lang)
    if (!('text' in said)) return said
    const year = part.time.kind === 'year' ? part.time.year : undefined
    const value =
      year === undefined ? [...r.series(a, i).values()].filter((v) => v !== null).at(-1) : result.values[year]
    return value == null ? said : { text: verdict(figureHolds(part, value), said.text, lang) }
  },
}

/**
 * A figure of the question's own over every year of a span: whether it held in some year ("ever"), the year it was
 * first passed ("when did it pass": unknown when it held from the first year of the data), or whether it held in every
 * year (the years it did not), from every year's value.
 */
function figureOverYears(part: Part, series: Map<number, number | null>, lang: Language): Said | null {
  const i = part.indicator
  const c = part.countries[0]!
  const known = [...series.entries()]
    .sort((x, y) => x[0] - y[0])
    .flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
  if (known.length === 0) return null
  const [first, last] = [known[0]!, known.at(-1)!]
  const who = subject(i, c, lang)
  const at = (p: YearValue) => `${p.year}${lang === 'fr' ? ' : ' : ': '}${shortBeside(part, p.v, lang)}`
  const seen = figureOverYearsVerdict(part, known)
  const said = (text: string): Said => ({
    text: part.polar && seen.verdict !== null ? verdict(seen.verdict, text, lang) : capitalise(text),
  })
  // Where the series stood against the question's own figure, said in words (the figure is the question's, not a
  // value of the data; the question may only ask it, "has it ever exceeded 55?"): "au-dessus de ce niveau".
  const side = claimSide(part.figure!.relation, part.crossed === true || part.since_when === true, lang)
  if (part.since_when) return { text: capitalise(sinceWhenHeld(part, known, who, side, at, lang)) }
  if (seen.earlier) {
    // Already past the figure in the first year of the data: when it crossed is earlier than the data.
    return {
      missing:
        lang === 'fr'
          ? `Les données ne le disent pas : en ${first.year}, première année des données, ${who} était déjà ${side} (${short(i, first.v, lang)}) ; le seuil a été franchi plus tôt.`
          : `The data cannot say: in ${first.year}, the first year of the data, ${who} was already ${side} (${short(i, first.v, lang)}); it was passed earlier.`,
    }
  }
  if (seen.held.length === 0 && (part.ever || part.crossed)) {
    return said(
      lang === 'fr'
        ? `${who} n'a été ${side} en aucune année de ${first.year} à ${last.year} (${at(last)}).`
        : `${who} was not ${side} in any year from ${first.year} to ${last.year} (${at(last)}).`,
    )
  }
  if ((part.crossed && seen.crossing) || part.ever) {
    // ("was first above" would read as a ranking's first: the year is "the first year above".)
    const year = part.crossed && seen.crossing ? seen.crossing : seen.held[0]!
    const before = part.crossed ? seen.before : undefined
    const then = before
      ? lang === 'fr'
        ? ` ; ${shortBeside(part, before.v, lang)} en ${before.year}`
        : `; ${shortBeside(part, before.v, lang)} in ${before.year}`
      : ''
    const span = part.crossed
      ? ''
      : lang === 'fr'
        ? ` de ${first.year} à ${last.year}`
        : ` from ${first.year} to ${last.year}`
    return said(
      lang === 'fr'
        ? `${who} était de ${shortBeside(part, year.v, lang)} en ${year.year}, première année${span} ${side}${then}.`
        : `${who} was ${shortBeside(part, year.v, lang)} in ${year.year}, the first year${span} ${side}${then}.`,
    )
  }
  if (seen.against.length === 0) {
    return said(
      lang === 'fr'
        ? `${who} a été ${side} chaque année de ${first.year} à ${last.year} (${at(first)} ; ${at(last)}).`
        : `${who} was ${side} in every year from ${first.year} to ${last.year} (${at(first)}; ${at(last)}).`,
    )
  }
  const listed = seen.against
    .slice(0, 4)
    .map(at)
    .join(lang === 'fr' ? ' ; ' : '; ')
  const years = join(
    seen.against.map((p) => String(p.year)),
    lang,
  )
  // Held from some year to the last: the year it was passed is said too ("il l'est depuis 2024").
  const lastAgainst = seen.against.at(-1)!
  const since = known.find((p) => p.year > lastAgainst.year)
  const pronoun = INDICATOR_WORDS[i].feminineFr ? 'elle' : 'il'
  const passed = since
    ? lang === 'fr'
      ? ` ; ${pronoun} l'a été à partir de ${since.year} (${at(since)})`
      : `; it was from ${since.year} on (${at(since)})`
    : ''
  return said(
    lang === 'fr'
      ? `de ${first.year} à ${last.year}, ${who} n'a pas été ${side} en ${years} (${listed})${passed}.`
      : `from ${first.year} to ${last.year}, ${who} was not ${side} in ${years} (${listed})${passed}.`,
  )
}

/**
 * "Since when has it been above 84": the first year of the run of years the question's own figure held that lasts to
 * the latest year with a value, and the year before it; held in every year, since the first one, the data saying
 * nothing earlier; not held in the latest year, that year's value and the last year it held.
 */
function sinceWhenHeld(
  part: Part,
  known: readonly YearValue[],
  who: string,
  side: string,
  at: (p: YearValue) => string,
  lang: Language,
): string {
  const run = heldSince(known, (p) => figureHolds(part, p.v))!
  const [first, last] = [known[0]!, run.latest]
  // ("Not in 2022 (84.0 years)" against 84 would read as held: `at` shows the digits that tell it from the figure.)
  const told = at
  if (!run.held) {
    const pronoun = INDICATOR_WORDS[part.indicator].feminineFr ? 'elle' : 'il'
    const held = run.lastHeld
    if (!held)
      return lang === 'fr'
        ? `${who} n'a été ${side} en aucune année de ${first.year} à ${last.year} (${told(last)}).`
        : `${who} was not ${side} in any year from ${first.year} to ${last.year} (${told(last)}).`
    return lang === 'fr'
      ? `en ${last.year}, dernière année avec une valeur, ${who} n'était pas ${side} (${told(last)}) ; ${pronoun} l'a été pour la dernière fois en ${held.year} (${told(held)}).`
      : `in ${last.year}, the latest year with a value, ${who} was not ${side} (${told(last)}); it was last ${side} in ${held.year} (${told(held)}).`
  }
  const since = run.since
  const shown = since.year === last.year ? told(last) : `${told(since)}${lang === 'fr' ? ' ; ' : '; '}${told(last)}`
  if (!run.before)
    return lang === 'fr'
      ? `${who} est ${side} depuis ${since.year}, première année avec une valeur, chaque année jusqu'en ${last.year} (${shown}) ; les données ne disent rien des années antérieures.`
      : `${who} has been ${side} since ${since.year}, the first year with a value, in every year to ${last.year} (${shown}); the data says nothing of earlier years.`
  const every =
    since.year === last.year
      ? lang === 'fr'
        ? `en ${last.year}, dernière année avec une valeur`
        : `in ${last.year}, the latest year with a value`
      : lang === 'fr'
        ? `chaque année de ${since.year} à ${last.year}, dernière année avec une valeur`
        : `in every year from ${since.year} to ${last.year}, the latest year with a value`
  return lang === 'fr'
    ? `${who} est ${side} depuis ${since.year} : ${every} (${shown}) ; pas en ${run.before.year}, l'année d'avant (${told(run.before)}).`
    : `${who} has been ${side} since ${since.year}: ${every} (${shown}); not in ${run.before.year}, the year before (${told(run.before)}).`
}

/**
 * Where a value stands when it bears out the question's own figure, by the relation the question puts, the figure
 * never repeated (it is the question's, not the data's): "above that level", "au-dessus de ce niveau", which reads
 * after a question ("has it ever exceeded 55?") and a claim alike; or the threshold a "when did it pass" gives.
 */
function claimSide(relation: NonNullable<Part['figure']>['relation'], threshold: boolean, lang: Language): string {
  if (threshold) {
    const [fr, en] = [
      { the: 'le seuil indiqué', of: 'du seuil indiqué', to: 'au seuil indiqué' },
      'the threshold given',
    ]
    if (lang === 'fr')
      return {
        more: `au-dessus ${fr.of}`,
        least: `au niveau ${fr.of} ou au-dessus`,
        less: `sous ${fr.the}`,
        most: `au niveau ${fr.of} ou en dessous`,
        about: `proche ${fr.of}`,
        nearly: `tout près ${fr.of}, sans le dépasser`,
        exactly: `égal ${fr.to}`,
      }[relation]
    return {
      more: `above ${en}`,
      least: `at or above ${en}`,
      less: `below ${en}`,
      most: `at or below ${en}`,
      about: `close to ${en}`,
      nearly: `just short of ${en}`,
      exactly: `at ${en}`,
    }[relation]
  }
  if (lang === 'fr')
    return {
      more: 'au-dessus de ce niveau',
      least: 'à ce niveau ou au-dessus',
      less: 'sous ce niveau',
      most: 'à ce niveau ou en dessous',
      about: 'proche de ce niveau',
      nearly: 'tout près de ce niveau, sans le dépasser',
      exactly: 'à ce niveau',
    }[relation]
  return {
    more: 'above that level',
    least: 'at or above that level',
    less: 'below that level',
    most: 'at or below that level',
    about: 'close to that level',
    nearly: 'just short of that level',
    exactly: 'at that level',
  }[relation]
}
