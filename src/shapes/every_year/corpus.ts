// The every_year shape's corpus, its questions in the bank: a change held in every year of a span: "did it grow every
// year from a to b". Each block holds its templates, its picks and the expected outcome computed from the snapshot;
// `at` is its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, SUBJECT, LABEL, of, inFr, cap, yesNo } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, PCAP, LE, NET } = INDICATOR

/** "Did it grow every year from a to b": each year's step, and the years it did not hold. */
function everyYear({ ref, name, naming }: CorpusContext): void {
  for (const [c, i, up, a, b] of [
    ['JPN', POP, false, 2010, 2020],
    ['NGA', POP, true, 2000, 2024],
    ['IND', POP, true, 2005, 2015],
    ['BRA', GDP, true, 2010, 2020],
    ['MEX', NET, true, 2010, 2022],
    ['GBR', LE, true, 2000, 2020],
    ['USA', PCAP, true, 2005, 2015],
    ['CAN', POP, true, 2000, 2024],
  ] as const) {
    // "Every year": each year's step, and the years it did not hold.
    const rows = ref.series(c, i, a, b)
    const against = rows.slice(1).filter((r, k) => (up ? r.value <= rows[k]!.value : r.value >= rows[k]!.value))
    const shown =
      against.length === 0
        ? [rows[0]!, rows.at(-1)!]
        : against.slice(0, 4).flatMap((r) => [rows[rows.indexOf(r) - 1]!, r])
    const verb = up ? (i === POP ? 'grow' : 'rise') : 'fall'
    const verbFr = up ? 'augmenté' : 'baissé'
    naming(
      [yesNo(against.length === 0, 'en')],
      'calculation',
      `Did ${SUBJECT[i]!.en(c)} ${verb} every year from ${a} to ${b}?`,
      shown,
      shown.map((r) => r.value),
      [name(c, 'en')],
    )
    naming(
      [yesNo(against.length === 0, 'fr')],
      'calculation',
      `${cap(LABEL[i]!.fr)} ${i === LE || i === POP ? inFr(c) : of(c)} a-t-${LABEL[i]!.feminine ? 'elle' : 'il'} ${verbFr} chaque année entre ${a} et ${b} ?`,
      shown,
      shown.map((r) => r.value),
      [name(c, 'fr')],
    )
  }
}

export const corpus: Corpus = [{ at: 18, build: everyYear }]
