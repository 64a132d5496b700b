// Gate 2's judges of claims that set two things side by side: a comparison or an overtaking ("ahead of", "first
// exceeded", "grew faster than"), a direction ("rose", "fell every year"), a multiplier ("twice as large").
import type { ClaimSense } from '../../lexicon/claims.js'
import { indicatorLabel } from '../../lexicon/names.js'
import { crossingOf, pairs, stepsAgainst } from '../../reading/verdicts.js'
import type { ClaimEvidence, FactIndex } from '../../shapes/kit/claim-facts.js'
import { countryName, ok, subjectName, unsupported, wrong, yearOf, type Claim, type Judgement } from './types.js'

/** The years a claim over time is about: every year of its span, its listed years, or its span's ends. */
function yearsOver(c: Claim, evidence: ClaimEvidence): number[] {
  if (c.every) {
    const [from, to] = c.span ?? evidence.snapshotYears
    return Array.from({ length: to - from + 1 }, (_, k) => from + k)
  }
  return c.years
}

export function judgeComparison(c: Claim, i: string, facts: FactIndex, evidence: ClaimEvidence): Judgement {
  const label = indicatorLabel(i)
  const sense = c.sense as Extract<ClaimSense, { kind: 'comparison' | 'overtake' }>
  const a = c.a[0]
  if (!a || !('country' in a)) return unsupported(`"${c.text}" names no country`)
  if (c.b.length === 0) return unsupported(`"${c.text}" names nothing to compare ${countryName(a.country)} with`)
  const higher = sense.kind === 'overtake' || sense.order === 'higher'
  const said = `${subjectName(a)} ${c.text} ${c.b.map(subjectName).join(' and ')}`
  for (const b of c.b) {
    // "grew faster than": percent changes over the claim's span.
    if (sense.kind === 'comparison' && sense.of === 'change') {
      if (!('country' in b)) return unsupported(`"${c.text}" compares changes of countries only`)
      const span = c.span ?? (c.years.length >= 2 ? [c.years[0]!, c.years.at(-1)!] : null)
      if (!span) return unsupported(`"${said}" names no span`)
      const [x, y] = [facts.change(a.country, i, span[0], span[1]), facts.change(b.country, i, span[0], span[1])]
      // "Rose by more than": the differences, in the series' own unit.
      if (sense.by === 'difference') {
        const [dx, dy] = [a.country, b.country].map((code) => facts.difference(code, i, span[0], span[1]))
        if (dx === undefined || dy === undefined)
          return unsupported(`no difference of ${label} from ${span[0]} to ${span[1]} for both was given`)
        if (dx > dy !== higher) return wrong('comparison', `the facts do not bear out "${said}"`)
        continue
      }
      if (!x?.ratio || !y?.ratio)
        return unsupported(`no change of ${label} from ${span[0]} to ${span[1]} for both was given`)
      if (x.ratio > y.ratio !== higher) return wrong('comparison', `the facts do not bear out "${said}"`)
      continue
    }
    const value = (s: typeof b, y: number) =>
      'average' in s ? facts.average(i, y) : facts.value(s.country, i, 'year' in s ? s.year : y)
    const compareIn = (y: number): boolean | null => {
      const va = facts.value(a.country, i, y)
      const vb = value(b, y)
      if (va !== undefined && vb !== undefined) return higher ? va > vb : va < vb
      if ('country' in b && !('year' in b)) {
        const p = facts.pair(a.country, b.country, i, y)
        if (p) return higher ? p[0] > p[1] : p[0] < p[1]
        const r = facts.ratio(a.country, b.country, i, y)
        if (r !== null) return higher ? r > 1 : r < 1
      }
      return null
    }
    // "Ahead again in 2025": ahead in some year before it, then not, before that year.
    const again = (y: number): Judgement => {
      let [held, dropped, unknown] = [false, false, false]
      for (let x = evidence.snapshotYears[0]; x < y; x += 1) {
        const h = compareIn(x)
        if (h === null) unknown ||= !evidence.missingYears.has(x)
        else if (h) held = true
        else dropped ||= held
      }
      // (Results that do not reach back far enough leave "again" unread: its own year is checked above.)
      if (dropped || unknown) return ok
      return wrong(
        'comparison',
        `the facts do not bear out "${said}" again in ${y}: it did not hold, then stop holding, before`,
      )
    }
    if (sense.kind === 'overtake' || c.first) {
      // An overtaking: behind (or equal) the year before, ahead in the year named; "first": behind in every year of
      // the span before it; with no year, a crossing somewhere in every year of the span.
      if (!('country' in b) || 'year' in b) return unsupported(`"${said}" compares two countries only`)
      const [from, to] = c.span ?? evidence.snapshotYears
      const year = c.years.find((y) => y > from) ?? null
      const end = year ?? to
      const sa = facts.series(a.country, i, from, end)
      const sb = facts.series(b.country, i, from, end)
      if (!sa || !sb)
        return unsupported(
          `the facts do not hold every year of ${label} from ${from} to ${end} for both, so "${said}" cannot be checked`,
        )
      // ("First trailed": the second subject ahead of the first.)
      const years = higher ? pairs(sa, sb) : pairs(sb, sa)
      const crossing = crossingOf(years)
      // "a dépassé celui du Mexique de 2009 à 2014": ahead over the span, when it does not say a crossing within it.
      const holds =
        year === null
          ? crossing !== undefined || (c.over && years.length > 0 && years.every((p) => p.ahead))
          : years.some((p) => p.year === year && p.ahead) &&
            (c.first
              ? years.filter((p) => p.year < year).every((p) => !p.ahead)
              : !years.find((p, k) => years[k + 1]?.year === year)?.ahead)
      if (holds === c.negated)
        return wrong('comparison', `the facts do not bear out "${said}"${year ? ` in ${year}` : ''}`)
      if (c.again && !c.negated && year !== null) {
        const judged = again(year)
        if (!judged.ok) return judged
        // "Overtook it again in 2015" is the latest crossing of the span: not one a later crossing undid (behind again,
        // then ahead again in 2018). (Results that do not reach the span's end leave it unread, as "again" is.)
        const [ta, tb] = [facts.series(a.country, i, from, to), facts.series(b.country, i, from, to)]
        const whole = ta && tb ? (higher ? pairs(ta, tb) : pairs(tb, ta)) : []
        const later = whole.find((p, k) => p.year > year && p.ahead && !whole[k - 1]!.ahead)
        if (later)
          return wrong(
            'comparison',
            `"${said}" again in ${year} was undone: it stopped, then held again from ${later.year}`,
          )
      }
      continue
    }
    const years = yearsOver(c, evidence)
    if (years.length === 0) return unsupported(`"${said}" names no year`)
    for (const y of years) {
      const holds = compareIn(y)
      if (holds === null) {
        if (c.every && evidence.missingYears.has(y)) continue
        return unsupported(`no ${label} of both in ${y} was given, so "${said}" cannot be checked`)
      }
      if (holds === c.negated) return wrong('comparison', `the facts do not bear out "${said}" in ${y}`)
    }
    if (c.again && !c.negated) {
      const judged = again(Math.min(...years))
      if (!judged.ok) return judged
    }
  }
  return ok
}

export function judgeDirection(c: Claim, i: string, facts: FactIndex): Judgement {
  const label = indicatorLabel(i)
  const up = (c.sense as Extract<ClaimSense, { kind: 'direction' }>).direction === 'up'
  const a = c.a[0]
  if (!a || !('country' in a)) return ok // "an increase of 3 points" with no country: the figure carries it
  const said = `${countryName(a.country)}'s ${label} ${c.text}`
  // Each year's step: "rose every year" over the span; "did not rise in 2009": the step into each year named.
  if (c.every || (c.negated && c.span && c.years.length > 0)) {
    const [from, to] = c.span ?? [Math.min(...facts.years(a.country, i)), Math.max(...facts.years(a.country, i))]
    const series = facts.series(a.country, i, from, to)
    if (!series)
      return unsupported(
        `the facts do not hold every year of ${label} from ${from} to ${to}, so "${said}" cannot be checked`,
      )
    const known = [...series.entries()].flatMap(([year, v]) => (v == null ? [] : [{ year, v }]))
    const against = stepsAgainst(known, up).map((p) => p.year)
    if (c.every && !c.negated)
      return against.length === 0
        ? ok
        : wrong('direction', `"${said}" every year does not hold in ${against.join(', ')}`)
    const named = c.years.length > 0 ? c.years : against
    return named.every((y) => against.includes(y)) && (c.years.length > 0 || against.length > 0)
      ? ok
      : wrong('direction', `the facts do not bear out "${said}" in ${named.join(', ')}`)
  }
  // "It fell from the year before in 2016 and 2024": with no span said, the step into each year named (a span's end is
  // then no span's: it is one of the years named).
  if (c.steps && !c.span && !c.every && c.years.length > 0) {
    const steps = c.years.map((y) => {
      const held = facts.years(a.country, i).filter((x) => x < y)
      return held.length > 0 ? facts.change(a.country, i, held.at(-1)!, y) : null
    })
    if (steps.some((s) => !s)) return unsupported(`"${said}" names years whose step the facts do not hold`)
    const moved = steps.map((s) => s!.difference !== 0 && s!.difference > 0 === up)
    return (c.negated ? moved.every((m) => !m) : moved.every(Boolean))
      ? ok
      : wrong('direction', `the facts do not bear out "${said}" in ${c.years.join(', ')}`)
  }
  // "From 2000 to 2024, it fell in 2008, 2009 and 2013": the step into each year named within the span.
  const within = c.span ? c.years.filter((y) => y > c.span![0] && y < c.span![1]) : []
  if (!c.every && !c.negated && within.length > 0) {
    const steps = within.map((y) => {
      const held = facts.years(a.country, i).filter((x) => x < y)
      return held.length > 0 ? facts.change(a.country, i, held.at(-1)!, y) : null
    })
    if (steps.some((s) => !s)) return unsupported(`"${said}" names years whose step the facts do not hold`)
    return steps.every((s) => s!.difference !== 0 && s!.difference > 0 === up)
      ? ok
      : wrong('direction', `the facts do not bear out "${said}" in ${within.join(', ')}`)
  }
  const span = c.span ?? (c.years.length >= 2 ? [Math.min(...c.years), Math.max(...c.years)] : null)
  if (!span) {
    if (c.years.length === 1) {
      const y = c.years[0]!
      const held = facts.years(a.country, i).filter((x) => x < y)
      const change = held.length > 0 ? facts.change(a.country, i, held.at(-1)!, y) : null
      if (!change) return unsupported(`"${said}" names one year and the facts hold no earlier one`)
      return (change.difference > 0 === up) !== c.negated
        ? ok
        : wrong('direction', `the facts do not bear out "${said}" in ${y}`)
    }
    return unsupported(`"${said}" names no two years`)
  }
  const change = facts.change(a.country, i, span[0], span[1])
  if (!change)
    return unsupported(
      `no ${label} of ${countryName(a.country)} in ${span[0]} and ${span[1]} was given, so "${said}" cannot be checked`,
    )
  if (change.difference === 0)
    return wrong('direction', `${countryName(a.country)}'s ${label} did not change from ${span[0]} to ${span[1]}`)
  return (change.difference > 0 === up) !== c.negated
    ? ok
    : wrong(
        'direction',
        // (What the facts say, whatever the claim's negation: "did not decline" is refused because it did.)
        `${countryName(a.country)}'s ${label} ${change.difference > 0 ? 'rose' : 'fell'} from ${span[0]} to ${span[1]}; the answer says "${c.text}"`,
      )
}

/** Within the tolerance docs/gates.md states: exact words ±5 %, hedged ("about", "nearly") ±10 %, bounds as they say. */
function multiplierHolds(ratio: number, factor: number, bound: 'exact' | 'at_least' | 'less_than', hedged: boolean) {
  const [r, f] = factor < 1 ? [1 / ratio, 1 / factor] : [ratio, factor]
  if (bound === 'at_least') return r >= f
  if (bound === 'less_than') return r < f
  return Math.abs(r - f) <= (hedged ? 0.1 : 0.05) * f
}

export function judgeMultiplier(c: Claim, i: string, facts: FactIndex): Judgement {
  const label = indicatorLabel(i)
  const sense = c.sense as Extract<ClaimSense, { kind: 'multiplier' }>
  const a = c.a[0]
  if (!a || !('country' in a)) return unsupported(`"${c.text}" names no country`)
  const b = c.b.find((s) => 'country' in s && !('year' in s) && s.country !== a.country)
  const span = c.span ?? (c.years.length >= 2 ? [Math.min(...c.years), Math.max(...c.years)] : null)
  let ratio: number | null = null
  let said = ''
  if (b && 'country' in b && !span) {
    // "twice as large as Nigeria's": two countries in one year.
    const y = yearOf(c, facts, a.country, i)
    if (y === null) return unsupported(`"${c.text}" names no year`)
    ratio = facts.ratio(a.country, b.country, i, y)
    said = `${countryName(a.country)}'s ${label} ${c.text} ${countryName(b.country)}'s in ${y}`
  } else if (span) {
    const change = facts.change(a.country, i, span[0], span[1])
    ratio = change?.ratio ?? null
    said = `${countryName(a.country)}'s ${label} ${c.text} from ${span[0]} to ${span[1]}`
  } else return unsupported(`"${c.text}" names no two years and no second country`)
  if (ratio === null) return unsupported(`the facts give no ratio or change for "${said}"`)
  return multiplierHolds(ratio, sense.factor, sense.bound, c.hedged) !== c.negated
    ? ok
    : wrong('multiplier', `the facts give a ratio of ${ratio.toFixed(2)}; the answer says "${said}"`)
}
