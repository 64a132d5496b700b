// The extreme shape's corpus, its questions in the bank: the country at the top or the bottom of the eight, with a part
// that follows from it ("and what was its population?") or the margin to the next ("and by how much?"). Each block
// holds its templates, its picks and the expected outcome computed from the snapshot; `at` is its place in the bank
// (the pickers draw in that order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, INDICATORS, LABEL, type ReferenceRow } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, PCAP, LE, ELC } = INDICATOR

/** "Which country had the highest (lowest) ... in y?", every country tied at the end named. */
function highestAndLowest({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  times(6, () => {
    const i = pick.one(INDICATORS)
    const y = yearFor(i)
    const ranking = ref.ranking(i, y)
    const top = ranking.filter((r) => r.value === ranking[0]!.value)
    const bottom = ranking.filter((r) => r.value === ranking.at(-1)!.value)
    answered(
      'comparison',
      `Which country had the highest ${LABEL[i]!.en} in ${y}?`,
      ranking,
      [top[0]!.value],
      top.map((r) => name(r.country_code, 'en')),
    )
    const lowest = LABEL[i]!.feminine ? 'la plus faible' : 'le plus faible'
    answered(
      'comparison',
      `Quel pays avait ${LABEL[i]!.fr} ${lowest} en ${y} ?`,
      ranking,
      [bottom[0]!.value],
      bottom.map((r) => name(r.country_code, 'fr')),
    )
  })
}

function andItsFollowingPart({ ref, name, answered }: CorpusContext): void {
  // A second part about the first part's answer: its country is the country at the ranking's end (every one tied),
  // "et de combien ?" after "le plus bas" the value at that end.
  const end = (i: string, y: number, order: 'highest' | 'lowest') => {
    const ranking = ref.ranking(i, y)
    const at = order === 'highest' ? ranking[0]! : ranking.at(-1)!
    return ranking.filter((r) => r.value === at.value)
  }
  const following = (question: string, language: 'en' | 'fr', first: ReferenceRow[], i?: string, y?: number) => {
    const then = i === undefined || y === undefined ? [] : first.map((r) => ref.row(r.country_code, i, y))
    const rows = [...first, ...then]
    const names = first.map((r) => name(r.country_code, language))
    answered('comparison', question, rows, [first[0]!.value, ...then.map((r) => r.value)], names)
  }
  following(
    'Which country had the lowest access to electricity in 2000, and what was it in 2023?',
    'en',
    end(ELC, 2000, 'lowest'),
    ELC,
    2023,
  )
  following('Quel pays a le PIB par habitant le plus bas en 2024, et de combien ?', 'fr', end(PCAP, 2024, 'lowest'))
  following(
    'Which country had the highest GDP in 2020, and what was its population?',
    'en',
    end(GDP, 2020, 'highest'),
    POP,
    2020,
  )
  following(
    "Quel pays avait l'espérance de vie la plus élevée en 2022, et quelle était sa population ?",
    'fr',
    end(LE, 2022, 'highest'),
    POP,
    2022,
  )
}

/** "Which country had the highest ..., and by how much?": the end, the next country, the margin. */
function andByHowMuch({ ref, name, answered }: CorpusContext): void {
  for (const [i, y, order, language] of [
    [PCAP, 2024, 'highest', 'en'],
    [POP, 2020, 'highest', 'fr'],
    [LE, 2022, 'lowest', 'en'],
    [PCAP, 2023, 'lowest', 'fr'],
  ] as const) {
    // "And by how much?": the end, the country next to it, and the margin between them.
    const ranking = ref.ranking(i, y)
    const [first, second] = order === 'highest' ? [ranking[0]!, ranking[1]!] : [ranking.at(-1)!, ranking.at(-2)!]
    if (first.value === second.value) continue
    const question =
      language === 'en'
        ? `Which country had the ${order} ${LABEL[i]!.en} in ${y}, and by how much?`
        : `Quel pays avait ${LABEL[i]!.fr} ${LABEL[i]!.feminine ? 'la' : 'le'} plus ${order === 'highest' ? 'élevé' : 'faible'}${LABEL[i]!.feminine && order === 'highest' ? 'e' : ''} en ${y}, et de combien ?`
    answered(
      'comparison',
      question,
      [first, second],
      [first.value, second.value, Math.abs(first.value - second.value)],
      [name(first.country_code, language), name(second.country_code, language)],
    )
  }
}

export const corpus: Corpus = [
  { at: 6, build: highestAndLowest },
  { at: 45, build: andItsFollowingPart },
  { at: 49, build: andByHowMuch },
]
