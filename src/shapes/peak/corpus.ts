// The peak shape's corpus, its questions in the bank: the year of a country's highest or lowest value, and its biggest
// one-year move. Each block holds its templates, its picks and the expected outcome computed from the snapshot; `at` is
// its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, en, of, inFr, picker } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, LE } = INDICATOR

/** "In which year was it the highest", and a country's biggest one-year fall or rise. */
function yearOfThePeakAndBiggestMove({ ref, FIRST, LAST, desk, answered, times }: CorpusContext): void {
  const edgeOf = (c: string, i: string, low: boolean) =>
    ref.series(c, i, FIRST, LAST).reduce((best, r) => ((low ? r.value < best.value : r.value > best.value) ? r : best))
  times(3, () => {
    const c = desk.one(COUNTRIES)
    const top = edgeOf(c, GDP, false)
    answered('calculation', `In which year was the GDP of ${en(c)} the highest?`, [top], [top.year, top.value], [])
    const c2 = desk.one(COUNTRIES)
    const top2 = edgeOf(c2, GDP, false)
    answered(
      'calculation',
      `En quelle année le PIB ${of(c2)} a-t-il été le plus élevé ?`,
      [top2],
      [top2.year, top2.value],
      [],
    )
    const c3 = desk.one(COUNTRIES)
    const low = edgeOf(c3, LE, true)
    answered(
      'calculation',
      `En quelle année l'espérance de vie ${inFr(c3)} a-t-elle été la plus basse ?`,
      [low],
      [low.year],
      [],
    )
  })
  // "The biggest one-year fall (rise)": of one country, its own biggest move from one year to the next, with both
  // years' values (a picker of its own, so that the questions above stay the same).
  const movePick = picker(31)
  const biggestMove = (c: string, i: string, from: number, to: number, up: boolean) => {
    const rows = ref.series(c, i, from, to)
    const steps = rows.slice(1).flatMap((r, k) => {
      const before = rows[k]!
      return r.year === before.year + 1
        ? [{ rows: [before, r], move: Number((r.value - before.value).toFixed(9)) }]
        : []
    })
    const way = steps.filter((x) => (up ? x.move > 0 : x.move < 0))
    return way.length === 0 ? null : way.reduce((b, x) => ((up ? x.move > b.move : x.move < b.move) ? x : b))
  }
  times(2, () => {
    const c = movePick.one(COUNTRIES)
    const a = movePick.one([2000, 2005, 2010])
    const fall = biggestMove(c, GDP, a, LAST, false)
    if (fall)
      answered(
        'calculation',
        `What was the biggest one-year fall in the GDP of ${en(c)} since ${a}?`,
        fall.rows,
        [fall.rows[1]!.year, Math.abs(fall.move)],
        [],
      )
    const c2 = movePick.one(COUNTRIES)
    const rise = biggestMove(c2, GDP, FIRST, LAST, true)
    if (rise)
      answered(
        'calculation',
        `Quelle a été la plus forte hausse annuelle du PIB ${of(c2)} ?`,
        rise.rows,
        [rise.rows[1]!.year, Math.abs(rise.move)],
        [],
      )
    const c3 = movePick.one(COUNTRIES)
    const rise3 = biggestMove(c3, POP, FIRST, LAST, true)
    if (rise3)
      answered(
        'calculation',
        `In which year did the population of ${en(c3)} rise the most?`,
        rise3.rows,
        [rise3.rows[1]!.year, Math.abs(rise3.move)],
        [],
      )
    const c4 = movePick.one(COUNTRIES)
    const fall4 = biggestMove(c4, LE, FIRST, LAST, false)
    if (fall4)
      answered(
        'calculation',
        `Quelle a été la plus forte baisse de l'espérance de vie ${inFr(c4)} d'une année sur l'autre ?`,
        fall4.rows,
        [fall4.rows[1]!.year, Math.abs(fall4.move)],
        [],
      )
  })
}

export const corpus: Corpus = [{ at: 41, build: yearOfThePeakAndBiggestMove }]
