// The ahead_every_year shape's corpus, its questions in the bank: one country ahead of another in every year of a span,
// or always. Each block holds its templates, its picks and the expected outcome computed from the snapshot; `at` is its
// place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, en, of, yesNo } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { GDP } = INDICATOR

/** "Was x's GDP higher than z's every year from a to b": the first year it was not, or both ends. */
function aheadEveryYear({ ref, name, naming }: CorpusContext): void {
  for (const [x, z, a, b] of [
    ['USA', 'JPN', 2000, 2020],
    ['JPN', 'IND', 2000, 2024],
    ['GBR', 'CAN', 2005, 2020],
    ['BRA', 'MEX', 2005, 2018],
    ['CAN', 'BRA', 2000, 2024],
  ] as const) {
    const years = ref.series(x, GDP, a, b).filter((r) => ref.has(z, GDP, r.year))
    const behind = years.filter((r) => r.value <= ref.row(z, GDP, r.year).value)
    const rows =
      behind.length === 0
        ? [years[0]!, ref.row(z, GDP, years[0]!.year), years.at(-1)!, ref.row(z, GDP, years.at(-1)!.year)]
        : [behind[0]!, ref.row(z, GDP, behind[0]!.year)]
    naming(
      [yesNo(behind.length === 0, 'en')],
      'comparison',
      `Was ${en(x)}'s GDP higher than ${en(z)}'s every year from ${a} to ${b}?`,
      rows,
      rows.map((r) => r.value),
      [name(x, 'en'), name(z, 'en')],
    )
    naming(
      [yesNo(behind.length === 0, 'fr')],
      'comparison',
      `Le PIB ${of(x)} a-t-il été supérieur à celui ${of(z)} chaque année de ${a} à ${b} ?`,
      rows,
      rows.map((r) => r.value),
      [name(x, 'fr'), name(z, 'fr')],
    )
  }
}

/** "Has Brazil always had a higher GDP than Canada": the first year it did not. */
function always({ ref, name, answered }: CorpusContext): void {
  const series = ref.series('BRA', GDP, 2000, 2025)
  const [first, last] = [series[0]!, series.at(-1)!]
  const can = ref.series('CAN', GDP, 2000, 2025)
  const behind = series.find((r) => r.value <= can.find((k) => k.year === r.year)!.value)!
  const rows = [behind, can.find((k) => k.year === behind.year)!]
  answered(
    'comparison',
    'Has Brazil always had a higher GDP than Canada?',
    rows,
    rows.map((r) => r.value),
    [name('BRA', 'en')],
  )
  answered(
    'comparison',
    'Le Brésil a-t-il toujours eu un PIB plus élevé que le Canada ?',
    rows,
    rows.map((r) => r.value),
    [name('BRA', 'fr')],
  )
  void first
  void last
}

export const corpus: Corpus = [
  { at: 19, build: aheadEveryYear },
  { at: 37, build: always },
]
