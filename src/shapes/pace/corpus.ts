// The pace shape's corpus, its questions in the bank: two countries' changes compared: "grew faster" (in percent),
// "rose more" (in the series' own unit). Each block holds its templates, its picks and the expected outcome computed
// from the snapshot; `at` is its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, LABEL, en, cap, yesNo } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'

const { POP, GDP, PCAP, LE, NET } = INDICATOR

/** "Whose GDP grew faster between a and b, x's or z's?" */
function grewFaster({ ref, pick, name, answered, times }: CorpusContext): void {
  times(4, () => {
    const [[x, z], i] = [pick.two(COUNTRIES), pick.one([POP, GDP, PCAP])]
    const [a, b] = [pick.year(2000, 2008), pick.year(2016, 2024)]
    const rows = [ref.row(x, i, a), ref.row(x, i, b), ref.row(z, i, a), ref.row(z, i, b)]
    answered(
      'calculation',
      `Whose ${LABEL[i]!.en} grew faster between ${a} and ${b}, ${en(x)}'s or ${en(z)}'s?`,
      rows,
      [ref.percent(rows[0]!, rows[1]!), ref.percent(rows[2]!, rows[3]!)],
      [name(x, 'en'), name(z, 'en')],
    )
  })
}

function changesCompared({ ref, name, answered, naming }: CorpusContext): void {
  // ---- issue 35: two named countries' changes compared. "Rose more", "by more points": the difference in the series'
  // own unit (points of a share, years, current US dollars); "grew faster", "in percent": the percent change. Asked
  // yes or no, a verdict; asked "which", the country named first. ----
  for (const [x, z, i, a, b] of [
    ['BRA', 'MEX', NET, 2010, 2020],
    ['IND', 'GBR', GDP, 2010, 2020],
    ['NGA', 'IND', LE, 2000, 2020],
  ] as const) {
    const [xa, xb, za, zb] = [ref.row(x, i, a), ref.row(x, i, b), ref.row(z, i, a), ref.row(z, i, b)]
    const rows = [xa, xb, za, zb]
    // (The difference as the decimal it is, as above.)
    const [dx, dz] = [xb.value - xa.value, zb.value - za.value].map((d) => Number(d.toFixed(9))) as [number, number]
    const [px, pz] = [ref.percent(xa, xb), ref.percent(za, zb)]
    const names = (language: 'en' | 'fr') => [name(x, language), name(z, language)]
    const label = LABEL[i]!
    naming(
      [yesNo(dx > dz, 'en')],
      'calculation',
      `Did ${label.en} rise more in ${en(x)} than in ${en(z)} between ${a} and ${b}?`,
      rows,
      [Math.abs(dx), Math.abs(dz)],
      names('en'),
    )
    naming(
      [yesNo(px > pz, 'en')],
      'calculation',
      `Did ${en(x)}'s ${label.en} grow faster than ${en(z)}'s between ${a} and ${b}?`,
      rows,
      [px, pz],
      names('en'),
    )
    answered(
      'calculation',
      `Which rose more between ${a} and ${b}, ${label.en} in ${en(x)} or in ${en(z)}?`,
      rows,
      [Math.abs(dx), Math.abs(dz)],
      names('en'),
    )
    naming(
      [yesNo(dx > dz, 'fr')],
      'calculation',
      `${cap(label.fr)} a-t-${label.feminine ? 'elle' : 'il'} plus progressé ${COUNTRY_FORMS[x]!.frIn} qu'${COUNTRY_FORMS[z]!.frIn} entre ${a} et ${b} ?`,
      rows,
      [Math.abs(dx), Math.abs(dz)],
      names('fr'),
    )
    naming(
      [yesNo(px > pz, 'fr')],
      'calculation',
      `${cap(label.fr)} a-t-${label.feminine ? 'elle' : 'il'} augmenté plus vite ${COUNTRY_FORMS[x]!.frIn} qu'${COUNTRY_FORMS[z]!.frIn} entre ${a} et ${b}, en pourcentage ?`,
      rows,
      [px, pz],
      names('fr'),
    )
  }
}

export const corpus: Corpus = [
  { at: 11, build: grewFaster },
  { at: 63, build: changesCompared },
]
