// Gate 2's judges, one per kind of claim word: a rank, an extreme (of the eight, or a country's own peak), "its lowest
// since", a change the largest of the eight, a change in each country. Comparisons, directions and multipliers are
// judged in judge-compare.ts.
import type { ClaimSense } from '../../lexicon/claims.js'
import { COUNTRY_CODES } from '../../lexicon/codes.js'
import { indicatorLabel } from '../../lexicon/names.js'
import { foldInPlace } from '../../text/normalise.js'
import type { ClaimEvidence, FactIndex } from '../../shapes/kit/claim-facts.js'
import { judgeComparison, judgeDirection, judgeMultiplier } from './judge-compare.js'
import { countryName, ok, unsupported, wrong, yearOf, type Claim, type Judgement } from './types.js'

/** A claim judged against the facts of one series it may be about, by its kind. */
export function judgeOne(c: Claim, i: string, facts: FactIndex, evidence: ClaimEvidence): Judgement {
  const label = indicatorLabel(i)
  const sense = c.sense
  const subject = c.a[0]
  const country = subject && 'country' in subject && !('year' in subject) ? subject.country : null
  switch (sense.kind) {
    case 'rank': {
      if (!country) return unsupported(`"${c.text}" names no country to place`)
      const y = yearOf(c, facts, country, i)
      if (y === null) return unsupported(`"${c.text}" names no year`)
      const all = facts.all(i, y)
      const rank = facts.rank(country, i, y)
      if (rank === undefined)
        return unsupported(`no ranking of ${label} in ${y} was given, so "${c.text}" cannot be checked`)
      const count = all?.size ?? null
      // "last", "the second lowest": counted from the bottom, which needs every country's value.
      const fromBottom = sense.place === 'last' || sense.order === 'lowest'
      const place = sense.place === 'last' ? 1 : sense.place
      if (fromBottom && count === null)
        return unsupported(`no full ranking of ${label} in ${y} was given, so "${c.text}" cannot be checked`)
      const held = fromBottom ? count! - rank + 1 : rank
      return (held === place) !== c.negated
        ? ok
        : wrong('rank', `${countryName(country)} ranked ${rank} on ${label} in ${y}; the answer says "${c.text}"`)
    }
    case 'extreme': {
      if (c.a.length === 0) return ok // "the highest value was 29.3 trillion": the figure itself is checked
      const y = yearOf(c, facts, country, i)
      if (y === null) return unsupported(`"${c.text}" names no year`)
      // Among the countries its sentence names ("among Mexico, Brazil and Japan", with its subject), else all eight.
      const among =
        c.scope.length >= 2
          ? [...new Set([...c.scope, ...c.a.flatMap((s) => ('country' in s ? [s.country] : []))])]
          : null
      const all = among
        ? new Map(
            among.flatMap((code) => {
              const v = facts.value(code, i, y)
              return v === undefined ? [] : [[code, v] as const]
            }),
          )
        : facts.all(i, y)
      // "Brazil's GDP was highest in 2011" with Brazil's values over the years and no ranking of that year: its own
      // highest year (a peak), not the highest of the eight.
      if (!all && !among && !c.article && c.a.length === 1 && country && facts.years(country, i).length >= 3)
        return judgePeak({ ...c, sense: { kind: 'peak', order: sense.order } }, i, facts)
      if (!all || (among && all.size < among.length))
        return unsupported(
          `the facts do not hold ${among ? `the ${label} of ${among.map(countryName).join(', ')}` : `every country's ${label}`} in ${y}, so "${c.text}" cannot be checked`,
        )
      const values = [...all.values()]
      const edge = sense.order === 'highest' ? Math.max(...values) : Math.min(...values)
      const of = among ? among.map(countryName).join(', ') : 'the countries'
      for (const s of c.a) {
        if (!('country' in s)) continue
        const v = all.get(s.country)
        if (v === undefined) return unsupported(`no ${label} of ${countryName(s.country)} in ${y} was given`)
        if ((v === edge) === c.negated)
          return wrong(
            'extreme',
            `${countryName(s.country)}'s ${label} in ${y} was not the ${sense.order} of ${of}; the answer says "${c.text}"`,
          )
      }
      return ok
    }
    case 'comparison':
    case 'overtake':
      return judgeComparison(c, i, facts, evidence)
    case 'direction':
      return judgeDirection(c, i, facts)
    case 'multiplier':
      return judgeMultiplier(c, i, facts)
    case 'peak':
      return judgePeak(c, i, facts)
    case 'change_extreme':
      return judgeChangeExtreme(c, i, facts)
    case 'since':
      return judgeSince(c, i, facts)
    case 'each_country':
      return judgeEachCountry(c, i, facts)
  }
}

/**
 * "Rose in every country", "did not fall in any country", "fell in the following countries: A, B": each country's
 * change over the claim's span, from the facts; every one of the eight must be held to say "every" or "none".
 */
function judgeEachCountry(c: Claim, i: string, facts: FactIndex): Judgement {
  const { direction, quantifier } = c.sense as Extract<ClaimSense, { kind: 'each_country' }>
  const label = indicatorLabel(i)
  const span = c.span ?? (c.years.length >= 2 ? [Math.min(...c.years), Math.max(...c.years)] : null)
  if (!span) return unsupported(`"${c.text}" names no two years`)
  const [from, to] = span
  const went = (code: string) => {
    const change = facts.change(code, i, from, to)
    return change ? (direction === 'up' ? change.difference > 0 : change.difference < 0) : undefined
  }
  const held = COUNTRY_CODES.filter((code) => went(code) !== undefined)
  const moved = held.filter((code) => went(code))
  const said = `${label} ${c.negated ? 'not ' : ''}${c.text} from ${from} to ${to}`
  if (quantifier === 'listed') {
    if (c.a.length === 0) return unsupported(`"${said}" names no country`)
    for (const s of c.a) {
      if (!('country' in s)) continue
      const way = went(s.country)
      if (way === undefined)
        return unsupported(`no change of ${label} of ${countryName(s.country)} from ${from} to ${to} was given`)
      if (way === c.negated)
        return wrong('each_country', `the facts do not bear out "${said}" for ${countryName(s.country)}`)
    }
    return ok
  }
  const complete = held.length === COUNTRY_CODES.length
  // Every one: refuted by one that did not, established only with all eight; any one: the other way round.
  const holds =
    quantifier === 'every'
      ? held.length > moved.length
        ? false
        : complete
          ? true
          : null
      : moved.length > 0
        ? true
        : complete
          ? false
          : null
  if (holds === null)
    return unsupported(
      `the facts do not hold every country's change of ${label} from ${from} to ${to}, so "${said}" cannot be checked`,
    )
  return holds !== c.negated ? ok : wrong('each_country', `the facts do not bear out "${said}"`)
}

/** "Brazil's GDP peaked in 2011": the year named is the highest (lowest) of the country's own values over the span. */
function judgePeak(c: Claim, i: string, facts: FactIndex): Judgement {
  const { order } = c.sense as Extract<ClaimSense, { kind: 'peak' }>
  const a = c.a[0]
  if (!a || !('country' in a)) return ok // "the peak was 2.6 trillion": the figure carries it
  const label = indicatorLabel(i)
  const said = `${countryName(a.country)}'s ${label} ${c.text}`
  const held = facts.years(a.country, i)
  const [from, to] = c.span ?? [Math.min(...held), Math.max(...held)]
  const year = c.years.find((y) => y >= from && y <= to)
  if (year === undefined || held.length < 2)
    return unsupported(`"${said}" names no year of a span whose values were given`)
  const series = facts.series(a.country, i, from, to)
  if (!series)
    return unsupported(
      `the facts do not hold every year of ${label} from ${from} to ${to}, so "${said}" cannot be checked`,
    )
  const values = [...series.values()].flatMap((v) => (v === null ? [] : [v]))
  const edge = order === 'highest' ? Math.max(...values) : Math.min(...values)
  return (series.get(year) === edge) !== c.negated
    ? ok
    : wrong(
        'peak',
        `${countryName(a.country)}'s ${label} was not at its ${order} in ${year} (from ${from} to ${to}); the answer says "${c.text}"`,
      )
}

const RISE =
  / (?:grew|rose|increased|gained|added|growth|rise|increase|gain|augmente|hausse|progression|progresse|croissance|augmentation|cru) /
const FALL =
  / (?:fell|dropped|declined|decreased|lost|fall|drop|decline|decrease|loss|baisse|chute|diminution|contraction|diminue|recule) /

/** "In 2021, its lowest since 2003": every year between was higher (lower), and the year named after "since" not. */
function judgeSince(c: Claim, i: string, facts: FactIndex): Judgement {
  const { order } = c.sense as Extract<ClaimSense, { kind: 'since' }>
  const a = c.a[0]
  const since = c.since
  if (!a || !('country' in a) || since === null || Number.isNaN(since))
    return unsupported(`"${c.text}" names no country or no year to count from`)
  const label = indicatorLabel(i)
  const at = c.years.filter((y) => y !== since).at(-1) ?? c.span?.[1]
  if (at === undefined || at <= since) return unsupported(`"${c.text} ${since}" names no later year it is said of`)
  const series = facts.series(a.country, i, since, at)
  if (!series)
    return unsupported(
      `the facts do not hold every year of ${label} from ${since} to ${at}, so "${c.text} ${since}" cannot be checked`,
    )
  const v = series.get(at)
  const then = series.get(since)
  if (v == null || then == null) return unsupported(`no value of ${label} in ${since} or ${at} was given`)
  const beyond = (x: number) => (order === 'lowest' ? x <= v : x >= v)
  const between = [...series.entries()].filter(([y, x]) => y > since && y < at && x != null && beyond(x))
  const holds = between.length === 0 && beyond(then)
  return holds !== c.negated
    ? ok
    : wrong(
        'since',
        `${countryName(a.country)}'s ${label} in ${at} was not its ${order} since ${since}; the answer says "${c.text} ${since}"`,
      )
}

/** The step into `year` is the country's largest (smallest) from one year to the next over the years the facts hold. */
function judgeOwnMove(
  c: Claim,
  country: string,
  year: number,
  order: 'highest' | 'lowest',
  by: 'percent' | 'difference',
  i: string,
  facts: FactIndex,
): Judgement {
  const label = indicatorLabel(i)
  const held = facts.years(country, i)
  const [from, to] = c.span ?? [held[0]!, held.at(-1)!]
  const series = held.length >= 3 ? facts.series(country, i, from, to) : null
  if (!series)
    return unsupported(`the facts do not hold every year of ${label}, so "${c.text}" in ${year} cannot be checked`)
  const steps = [...series.entries()].flatMap(([y, v]) => {
    const before = series.get(y - 1)
    if (v == null || before == null) return []
    return [{ y, m: by === 'difference' ? v - before : v / before - 1 }]
  })
  const own = steps.find((s) => s.y === year)
  if (!own) return unsupported(`no move into ${year} of ${label} is held, so "${c.text}" cannot be checked`)
  const edge = order === 'highest' ? Math.max(...steps.map((s) => s.m)) : Math.min(...steps.map((s) => s.m))
  return (own.m === edge) !== c.negated
    ? ok
    : wrong(
        'change_extreme',
        `${countryName(country)}'s move in ${label} into ${year} was not its ${order === 'highest' ? 'largest' : 'smallest'} from one year to the next; the answer says "${c.text}"`,
      )
}

/** "Nigeria's population grew the fastest of the eight from 2000 to 2024": its change, against every country's. */
function judgeChangeExtreme(c: Claim, i: string, facts: FactIndex): Judgement {
  const { order, by } = c.sense as Extract<ClaimSense, { kind: 'change_extreme' }>
  const a = c.a[0]
  if (!a || !('country' in a)) return ok // "the biggest fall was 1.2 trillion": the figure carries it
  const label = indicatorLabel(i)
  const span = c.span ?? (c.years.length >= 2 ? [Math.min(...c.years), Math.max(...c.years)] : null)
  // "Its biggest one-year fall was in 2020": of the country's own moves from one year to the next, the one into 2020.
  if (c.years.length === 1 && !(c.span && c.span[0] === c.years[0]))
    return judgeOwnMove(c, a.country, c.years[0]!, order, by, i, facts)
  if (!span) return unsupported(`"${c.text}" names no two years to compare`)
  const [from, to] = span
  // "Its biggest fall, from 2014 to 2015": one year apart and only the country's own series held: its own move.
  if (to - from === 1 && !COUNTRY_CODES.every((code) => facts.change(code, i, from, to)))
    return judgeOwnMove({ ...c, span: null }, a.country, to, order, by, i, facts)
  const measure = (code: string) => {
    const change = facts.change(code, i, from, to)
    if (!change) return undefined
    return by === 'difference' ? change.difference : change.ratio === null ? undefined : change.ratio - 1
  }
  const all = COUNTRY_CODES.flatMap((code) => {
    const m = measure(code)
    return m === undefined ? [] : [[code, m] as const]
  })
  const own = measure(a.country)
  if (own === undefined || all.length < COUNTRY_CODES.length)
    return unsupported(
      `the facts do not hold every country's change in ${label} from ${from} to ${to}, so "${c.text}" cannot be checked`,
    )
  const values = all.map(([, m]) => m)
  const edge = order === 'highest' ? Math.max(...values) : Math.min(...values)
  // "Grew the fastest" says it grew; "the biggest fall" says it fell.
  const words = ` ${foldInPlace(c.text).trim()} `
  const way = RISE.test(words) ? own > 0 : FALL.test(words) ? own < 0 : true
  return (own === edge && way) !== c.negated
    ? ok
    : wrong(
        'change_extreme',
        `${countryName(a.country)}'s change in ${label} from ${from} to ${to} was not the ${order === 'highest' ? 'largest' : 'smallest'} of the eight${by === 'percent' ? ' in percent' : ''}; the answer says "${c.text}"`,
      )
}
