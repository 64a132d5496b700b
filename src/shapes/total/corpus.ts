// The total shape's corpus, its questions in the bank: totals of several countries (or all eight) and one country's
// share of the total. Each block holds its templates, its picks and the expected outcome computed from the snapshot;
// `at` is its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, en, of, inFr } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP } = INDICATOR

function totalsAndShares({ ref, desk, name, answered, times, yearFor }: CorpusContext): void {
  // ---- answerable: what a data desk asks every day (issue 29): totals and shares, a condition over the eight, the
  // year of a peak, every country's change ranked. A picker of its own, so that the questions above stay the same.
  const total = (i: string, y: number, cs: readonly string[]) => cs.reduce((t, c) => t + ref.row(c, i, y).value, 0)
  const three = () => {
    const [a, b] = desk.two(COUNTRIES)
    const c = desk.one(COUNTRIES.filter((x) => x !== a && x !== b))
    return [a, b, c] as const
  }
  times(3, () => {
    const cs = three()
    const y = yearFor(POP)
    const rows = cs.map((c) => ref.row(c, POP, y))
    const names = (l: 'en' | 'fr') => cs.map((c) => name(c, l))
    answered(
      'calculation',
      `What was the combined population of ${en(cs[0])}, ${en(cs[1])} and ${en(cs[2])} in ${y}?`,
      rows,
      [total(POP, y, cs)],
      names('en'),
    )
    const y2 = yearFor(GDP)
    const two = cs.slice(0, 2)
    answered(
      'calculation',
      `Quel était le PIB cumulé ${of(two[0]!)} et ${of(two[1]!)} en ${y2} ?`,
      two.map((c) => ref.row(c, GDP, y2)),
      [total(GDP, y2, two)],
      two.map((c) => name(c, 'fr')),
    )
  })
  times(2, () => {
    const y = yearFor(GDP)
    const rows = COUNTRIES.map((c) => ref.row(c, GDP, y))
    answered(
      'calculation',
      `What was the total GDP of all eight countries in ${y}?`,
      rows,
      [total(GDP, y, COUNTRIES)],
      [],
    )
    const y2 = yearFor(POP)
    answered(
      'calculation',
      `Population totale des huit pays en ${y2} ?`,
      COUNTRIES.map((c) => ref.row(c, POP, y2)),
      [total(POP, y2, COUNTRIES)],
      [],
    )
    const c = desk.one(COUNTRIES)
    const share = Math.round((ref.row(c, POP, y2).value / total(POP, y2, COUNTRIES)) * 10000) / 100
    answered(
      'calculation',
      `What share of the eight countries' population did ${en(c)} have in ${y2}?`,
      [ref.row(c, POP, y2)],
      [share],
      [name(c, 'en')],
    )
    answered(
      'calculation',
      `Quelle part de la population des huit pays vivait ${inFr(c)} en ${y2} ?`,
      [ref.row(c, POP, y2)],
      [share],
      [name(c, 'fr')],
    )
  })
}

export const corpus: Corpus = [{ at: 39, build: totalsAndShares }]
