// The change shape's corpus, its questions in the bank: one country's change between two years (in percent or in
// points), its verdict ("did it fall", "grow by more than P%", "go up last year"). Each block holds its templates, its
// picks and the expected outcome computed from the snapshot; `at` is its place in the bank (the pickers draw in that
// order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, SUBJECT, LABEL, en, of, cap, yesNo, said } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, PCAP, LE, ELC, NET } = INDICATOR

function percentChange({ ref, pick, name, answered, times }: CorpusContext): void {
  // ---- answerable: changes, verdicts ----
  times(6, () => {
    const [c, i] = [pick.one(COUNTRIES), pick.one([POP, GDP, PCAP, LE])]
    const [a, b] = [pick.year(2000, 2012), pick.year(2013, 2024)]
    const [ra, rb] = [ref.row(c, i, a), ref.row(c, i, b)]
    answered(
      'calculation',
      `By what percentage did ${SUBJECT[i]!.en(c)} change between ${a} and ${b}?`,
      [ra, rb],
      [ref.percent(ra, rb)],
      [name(c, 'en')],
    )
    answered(
      'calculation',
      `De combien a évolué ${SUBJECT[i]!.fr(c)} entre ${a} et ${b} ?`,
      [ra, rb],
      [ref.percent(ra, rb)],
      [name(c, 'fr')],
    )
  })
  times(3, () => {
    const [c, i] = [pick.one(COUNTRIES), pick.one([ELC, NET])]
    const [a, b] = [pick.year(2000, 2011), pick.year(2012, 2023)]
    const [ra, rb] = [ref.row(c, i, a), ref.row(c, i, b)]
    answered(
      'calculation',
      `By how many percentage points did ${LABEL[i]!.en} in ${en(c)} change between ${a} and ${b}?`,
      [ra, rb],
      [Math.abs(rb.value - ra.value)],
      [name(c, 'en')],
    )
  })
}

/** "Did the population grow by more than P% between a and b": the change, and its verdict. */
function grewByMoreThan({ ref, pick, name, naming, times }: CorpusContext): void {
  times(4, () => {
    // "Did it grow by more than P% between a and b": the change, and the verdict against P.
    const c = pick.one(COUNTRIES)
    const [a, b] = [pick.year(2000, 2010), pick.year(2014, 2024)]
    const [from, to] = [ref.row(c, POP, a), ref.row(c, POP, b)]
    const change = ref.percent(from, to)
    const p = Math.max(1, Math.round(change) + pick.one([-3, 3]))
    const language = pick.one(['en', 'fr'] as const)
    naming(
      [yesNo(change > p, language)],
      'calculation',
      language === 'en'
        ? `Did the population of ${en(c)} grow by more than ${p}% between ${a} and ${b}?`
        : `La population ${of(c)} a-t-elle augmenté de plus de ${p} % entre ${a} et ${b} ?`,
      [from, to],
      [from.value, to.value, change],
      [name(c, language)],
    )
  })
}

/** "Did the population of Japan fall between a and b?" */
function fell({ ref, pick, name, naming, times }: CorpusContext): void {
  times(4, () => {
    const c = pick.one(COUNTRIES)
    const [a, b] = [pick.year(2000, 2010), pick.year(2014, 2024)]
    const [ra, rb] = [ref.row(c, POP, a), ref.row(c, POP, b)]
    naming(
      [yesNo(rb.value < ra.value, 'en')],
      'calculation',
      `Did the population of ${en(c)} fall between ${a} and ${b}?`,
      [ra, rb],
      [ref.percent(ra, rb)],
      [name(c, 'en')],
    )
  })
}

/** "Did it go up last year": the step into the latest year with a value. */
function wentUpLastYear({ ref, name, naming }: CorpusContext): void {
  for (const [c, i, language] of [
    ['JPN', POP, 'en'],
    ['MEX', GDP, 'fr'],
    ['NGA', LE, 'en'],
    ['BRA', POP, 'fr'],
  ] as const) {
    // "Last year": the step into the latest year with a value, both years named, with its verdict.
    const to = ref.latest(c, i, 2025).year
    const [r0, r1] = [ref.row(c, i, to - 1), ref.row(c, i, to)]
    const rose = r1.value > r0.value
    const question =
      language === 'en'
        ? `Did ${en(c)}'s ${LABEL[i]!.en} go up last year?`
        : `${cap(SUBJECT[i]!.fr(c))} a-t-${LABEL[i]!.feminine ? 'elle' : 'il'} baissé l'an dernier ?`
    const yes = language === 'en' ? rose : r1.value < r0.value
    naming(
      [said(yes, language)],
      'calculation',
      question,
      [r0, r1],
      [ref.percent(r0, r1), to - 1, to],
      [name(c, language)],
    )
  }
}

export const corpus: Corpus = [
  { at: 9, build: percentChange },
  { at: 15, build: grewByMoreThan },
  { at: 27, build: fell },
  { at: 48, build: wentUpLastYear },
]
