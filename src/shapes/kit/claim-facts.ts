// The facts of an answer's trace, looked up by what they are about (a value, a rank, a change, a series): what gate 2
// judges a claim against, and what each shape's expected verdict (src/shapes/<id>/claim.ts) is computed from.
import { COUNTRY_CODES } from '../../lexicon/codes.js'
import type { Fact } from '../../tools/facts.js'

/** What gate 2 knows of an answer's trace: its facts, the years it found empty, and the snapshot's years. */
export interface ClaimEvidence {
  facts: readonly Fact[]
  /** Years the results reported as having no value. */
  missingYears: ReadonlySet<number>
  snapshotYears: readonly [number, number]
}

/** The facts, by kind, countries, series and years; and what follows from them (a rank, a change, a series). */
export class FactIndex {
  private readonly byKey = new Map<string, number>()
  readonly indicators = new Set<string>()
  constructor(
    facts: readonly Fact[],
    private readonly missing: ReadonlySet<number>,
  ) {
    for (const f of facts) {
      this.byKey.set(FactIndex.key(f.kind, f.countries, f.indicator, f.years), f.value)
      this.indicators.add(f.indicator)
    }
  }
  static key = (kind: string, countries: readonly string[], indicator: string, years: readonly number[]) =>
    `${kind}|${countries.join(',')}|${indicator}|${years.join(',')}`
  private get = (kind: string, countries: string[], i: string, years: number[]) =>
    this.byKey.get(FactIndex.key(kind, countries, i, years))
  value = (c: string, i: string, y: number) => this.get('value', [c], i, [y])
  average = (i: string, y: number) => this.get('average', [], i, [y])
  /** Two countries' values in a year, or null when the facts do not hold both. */
  pair(a: string, b: string, i: string, y: number): [number, number] | null {
    const [va, vb] = [this.value(a, i, y), this.value(b, i, y)]
    if (va !== undefined && vb !== undefined) return [va, vb]
    const d = this.get('difference', [a, b], i, [y]) ?? -(this.get('difference', [b, a], i, [y]) ?? Number.NaN)
    return Number.isNaN(d) ? null : [d, 0]
  }
  /** Every country's value in a year, when the facts hold all of them (a ranking, or the eight values). */
  all(i: string, y: number): Map<string, number> | null {
    const found = new Map<string, number>()
    for (const c of COUNTRY_CODES) {
      const v = this.value(c, i, y)
      if (v !== undefined) found.set(c, v)
    }
    const count = this.get('count', [], i, [y])
    return found.size === COUNTRY_CODES.length || (count !== undefined && found.size >= count) ? found : null
  }
  rank(c: string, i: string, y: number): number | undefined {
    const stated = this.get('rank', [c], i, [y])
    if (stated !== undefined) return stated
    const all = this.all(i, y)
    const own = all?.get(c)
    return all && own !== undefined ? 1 + [...all.values()].filter((v) => v > own).length : undefined
  }
  /** How a country's value moved between two years: the difference's sign and the ratio to, or null. */
  change(c: string, i: string, y1: number, y2: number): { difference: number; ratio: number | null } | null {
    const [v1, v2] = [this.value(c, i, y1), this.value(c, i, y2)]
    if (v1 !== undefined && v2 !== undefined) return { difference: v2 - v1, ratio: v1 === 0 ? null : v2 / v1 }
    const d = this.get('difference', [c], i, [y1, y2])
    const p = this.get('percent_change', [c], i, [y1, y2])
    if (d === undefined && p === undefined) return null
    return { difference: d ?? p!, ratio: p === undefined ? null : 1 + p / 100 }
  }
  /** The difference alone (never a percent change standing in for it): from both values, or as a tool gave it. */
  difference(c: string, i: string, y1: number, y2: number): number | undefined {
    const [v1, v2] = [this.value(c, i, y1), this.value(c, i, y2)]
    if (v1 !== undefined && v2 !== undefined) return v2 - v1
    return this.get('difference', [c], i, [y1, y2])
  }
  ratio(a: string, b: string, i: string, y: number): number | null {
    const stated = this.get('ratio', [a, b], i, [y])
    if (stated !== undefined) return stated
    const [va, vb] = [this.value(a, i, y), this.value(b, i, y)]
    return va !== undefined && vb !== undefined && vb !== 0 ? va / vb : null
  }
  /** A country's series from `from` to `to`, when the facts hold every year (or its absence): else null. */
  series(c: string, i: string, from: number, to: number): Map<number, number | null> | null {
    const out = new Map<number, number | null>()
    for (let y = from; y <= to; y += 1) {
      const v = this.value(c, i, y)
      if (v === undefined && !this.missing.has(y)) return null
      out.set(y, v ?? null)
    }
    return out
  }
  /**
   * The compound annual growth rate, in percent, between the first and the last year with a value from `from` to `to`
   * (as get_values states it, else from the two values, rounded as it rounds it), or null.
   */
  cagr(c: string, i: string, from: number, to: number): number | null {
    const held = this.years(c, i).filter((y) => y >= from && y <= to)
    const [first, last] = [held[0], held.at(-1)]
    if (first === undefined || last === undefined || first === last) return null
    const stated = this.get('cagr', [c], i, [first, last])
    if (stated !== undefined) return stated
    const [v1, v2] = [this.value(c, i, first)!, this.value(c, i, last)!]
    return v1 > 0 && v2 > 0 ? Math.round(((v2 / v1) ** (1 / (last - first)) - 1) * 10000) / 100 : null
  }
  /** The years the facts hold a value for a country's series. */
  years(c: string, i: string): number[] {
    return [...this.byKey.keys()]
      .filter((k) => k.startsWith(`value|${c}|${i}|`))
      .map((k) => Number(k.split('|')[3]))
      .sort((a, b) => a - b)
  }
}
