// The rank_of shape's corpus, its questions in the bank: where one country ranks among the eight, in a year or in each
// of two years. Each block holds its templates, its picks and the expected outcome computed from the snapshot; `at` is
// its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, LABEL, en, of, cap } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'

const { POP, GDP, PCAP, LE } = INDICATOR

/** "Where did x rank on ... among the eight countries in y?" */
function rankAmongTheEight({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  times(4, () => {
    const [c, i] = [pick.one(COUNTRIES), pick.one([POP, GDP, PCAP, LE])]
    const y = yearFor(i)
    const ranking = ref.ranking(i, y)
    const rank = 1 + ranking.filter((r) => r.value > ref.row(c, i, y).value).length
    answered(
      'comparison',
      `Where did ${en(c)} rank on ${LABEL[i]!.en} among the eight countries in ${y}?`,
      ranking,
      [rank, ref.row(c, i, y).value],
      [name(c, 'en')],
    )
  })
}

function rankAmongOur8({ ref, form, name, answered, times, yearFor }: CorpusContext): void {
  // ---- issue 35: the form of the answer follows the question's own word; time as a reporter means it. A picker of
  // its own, so that the questions above stay the same. ----
  const rankOf = (c: string, i: string, y: number) =>
    1 + ref.ranking(i, y).filter((r) => r.value > ref.row(c, i, y).value).length
  // "Where did it rank among our 8": a rank (never a verdict on the figure 8), and a rank in each year named.
  times(2, () => {
    const [c, i] = [form.one(['CAN', 'JPN', 'BRA', 'MEX', 'IND', 'NGA']), form.one([POP, GDP, PCAP, LE])]
    const y = yearFor(i)
    const r = ref.row(c, i, y)
    answered(
      'comparison',
      `Where did ${en(c)} rank among our 8 on ${LABEL[i]!.en} in ${y}?`,
      ref.ranking(i, y),
      [rankOf(c, i, y), r.value],
      [name(c, 'en')],
    )
    answered(
      'comparison',
      `Où se classait ${COUNTRY_FORMS[c]!.fr} parmi nos 8 pour ${LABEL[i]!.fr} en ${y} ?`,
      ref.ranking(i, y),
      [rankOf(c, i, y), r.value],
      [name(c, 'fr')],
    )
    const [y1, y2] = [yearFor(i), yearFor(i)]
    const [a, b] = [Math.min(y1, y2), Math.max(y1, y2)]
    if (a === b) return
    const rows = [...ref.ranking(i, a), ...ref.ranking(i, b)]
    answered(
      'comparison',
      `${cap(en(c))}'s rank on ${LABEL[i]!.en} in ${a} and in ${b}?`,
      rows,
      [rankOf(c, i, a), rankOf(c, i, b)],
      [name(c, 'en')],
    )
    answered(
      'comparison',
      `Rang ${of(c)} pour ${LABEL[i]!.fr} en ${a} et en ${b} ?`,
      rows,
      [rankOf(c, i, a), rankOf(c, i, b)],
      [name(c, 'fr')],
    )
  })
}

export const corpus: Corpus = [
  { at: 7, build: rankAmongTheEight },
  { at: 59, build: rankAmongOur8 },
]
