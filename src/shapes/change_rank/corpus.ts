// The change_rank shape's corpus, its questions in the bank: every country's change ranked: the fastest growth, the
// biggest fall or rise, whether it rose in every country. Each block holds its templates, its picks and the expected
// outcome computed from the snapshot; `at` is its place in the bank (the pickers draw in that order:
// src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, said } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, PCAP, LE } = INDICATOR

/** "Which country grew the fastest", "had the biggest fall", "the strongest rise" between two years. */
function fastestAndBiggest({ name, answered, times, yearFor, changesOf }: CorpusContext): void {
  times(2, () => {
    const [a, b] = [yearFor(POP), yearFor(POP)].sort((x, y) => x - y) as [number, number]
    if (a === b) return
    const fastest = changesOf(POP, a, b).sort((x, y) => y.percent - x.percent)[0]!
    answered(
      'calculation',
      `Which country grew its population the fastest between ${a} and ${b}?`,
      fastest.rows,
      [fastest.percent],
      [name(fastest.c, 'en')],
    )
    answered(
      'calculation',
      `Quel pays a vu sa population augmenter le plus vite entre ${a} et ${b} ?`,
      fastest.rows,
      [fastest.percent],
      [name(fastest.c, 'fr')],
    )
    answered(
      'calculation',
      `Quel pays a eu la croissance démographique la plus rapide entre ${a} et ${b} ?`,
      fastest.rows,
      [fastest.percent],
      [name(fastest.c, 'fr')],
    )
    const [g1, g2] = [yearFor(GDP), yearFor(GDP)].sort((x, y) => x - y) as [number, number]
    if (g1 === g2) return
    const fall = changesOf(GDP, g1, g2).sort((x, y) => x.difference - y.difference)[0]!
    answered(
      'calculation',
      `Which country had the biggest fall in GDP between ${g1} and ${g2}?`,
      fall.rows,
      [Math.abs(fall.difference)],
      [name(fall.c, 'en')],
    )
    const [l1, l2] = [yearFor(LE), yearFor(LE)].sort((x, y) => x - y) as [number, number]
    if (l1 === l2) return
    const rise = changesOf(LE, l1, l2).sort((x, y) => y.difference - x.difference)[0]!
    answered(
      'calculation',
      `Quel pays a connu la plus forte hausse de l'espérance de vie entre ${l1} et ${l2} ?`,
      rise.rows,
      [Math.abs(rise.difference)],
      [name(rise.c, 'fr')],
    )
  })
}

function inEveryCountry({ name, answered, naming, times, span, changesOf }: CorpusContext): void {
  // ---- every country's change, a growth rate, "last year", the lead over the second (issue 29, second pass) ----
  // Their own generator, so that the questions above stay as they were. A verdict is part of what the answer must say.
  const moves = (i: string, a: number, b: number) => changesOf(i, a, b)
  times(2, () => {
    // "Did it rise in every country": no names the countries that did not; each change is shown in percent.
    const [a, b] = span(POP)
    const all = moves(POP, a, b)
    const notUp = all.filter((x) => x.difference <= 0)
    const numbers = all.map((x) => x.percent)
    const [en1, fr1] = [
      `Did the population rise in every country between ${a} and ${b}?`,
      `La population a-t-elle augmenté dans chaque pays entre ${a} et ${b} ?`,
    ]
    naming(
      [said(notUp.length === 0, 'en')],
      'calculation',
      en1,
      all.flatMap((x) => x.rows),
      numbers,
      notUp.map((x) => name(x.c, 'en')),
    )
    naming(
      [said(notUp.length === 0, 'fr')],
      'calculation',
      fr1,
      all.flatMap((x) => x.rows),
      numbers,
      notUp.map((x) => name(x.c, 'fr')),
    )
    // "Did any of the eight fall": yes names those that did.
    const [g1, g2] = span(GDP)
    const gdp = moves(GDP, g1, g2)
    const fell = gdp.filter((x) => x.difference < 0)
    naming(
      [said(fell.length > 0, 'en')],
      'calculation',
      `Did any of the eight see its GDP fall between ${g1} and ${g2}?`,
      gdp.flatMap((x) => x.rows),
      gdp.map((x) => x.percent),
      fell.map((x) => name(x.c, 'en')),
    )
    naming(
      [said(fell.length > 0, 'fr')],
      'calculation',
      `Le PIB a-t-il baissé dans au moins un pays entre ${g1} et ${g2} ?`,
      gdp.flatMap((x) => x.rows),
      gdp.map((x) => x.percent),
      fell.map((x) => name(x.c, 'fr')),
    )
    // "Which countries' life expectancy fell": those, each with its change.
    const [l1, l2] = span(LE)
    const le = moves(LE, l1, l2)
    const down = le.filter((x) => x.difference < 0)
    answered(
      'calculation',
      `Which countries' life expectancy fell between ${l1} and ${l2}?`,
      le.flatMap((x) => x.rows),
      down.map((x) => Math.abs(x.difference)),
      down.map((x) => name(x.c, 'en')),
    )
    answered(
      'calculation',
      `Quels pays ont vu leur espérance de vie baisser entre ${l1} et ${l2} ?`,
      le.flatMap((x) => x.rows),
      down.map((x) => Math.abs(x.difference)),
      down.map((x) => name(x.c, 'fr')),
    )
  })
}

function biggestFallInPercent({ ref, name, answered, naming }: CorpusContext): void {
  // "The biggest fall in percent": ranked by percent change; said without, by the difference (and the answer says so).
  const [from, to] = [2014, 2024]
  const changes = COUNTRIES.map((c) => ({ c, a: ref.row(c, PCAP, from), b: ref.row(c, PCAP, to) }))
  const byPercent = changes.reduce((x, z) => (ref.percent(z.a, z.b) < ref.percent(x.a, x.b) ? z : x))
  const byDifference = changes.reduce((x, z) => (z.b.value - z.a.value < x.b.value - x.a.value ? z : x))
  for (const [question, language] of [
    [`Which country had the biggest fall in GDP per capita between ${from} and ${to} in percent?`, 'en'],
    [`Quel pays a connu la plus forte baisse du PIB par habitant en pourcentage entre ${from} et ${to} ?`, 'fr'],
  ] as const)
    answered(
      'comparison',
      question,
      [byPercent.a, byPercent.b],
      [ref.percent(byPercent.a, byPercent.b)],
      [name(byPercent.c, language)],
    )
  naming(
    ['variation absolue'],
    'comparison',
    `Quel pays a connu la plus forte baisse du PIB par habitant entre ${from} et ${to} ?`,
    [byDifference.a, byDifference.b],
    [byDifference.b.value - byDifference.a.value],
    [name(byDifference.c, 'fr')],
  )
}

/** "The strongest growth" ranked over the data's span is the percent change, as "fastest". */
function strongestGrowth({ FIRST, LAST, name, answered, changesOf }: CorpusContext): void {
  for (const [i, en, fr] of [
    [POP, 'population growth', 'croissance de population'],
    [GDP, 'GDP growth', 'croissance du PIB'],
  ] as const) {
    const fastest = changesOf(i, FIRST, LAST).sort((x, y) => y.percent - x.percent)[0]!
    answered(
      'calculation',
      `Which country had the strongest ${en} between ${FIRST} and ${LAST}?`,
      fastest.rows,
      [fastest.percent],
      [name(fastest.c, 'en')],
    )
    answered(
      'calculation',
      `Quel pays a connu la plus forte ${fr} entre ${FIRST} et ${LAST} ?`,
      fastest.rows,
      [fastest.percent],
      [name(fastest.c, 'fr')],
    )
  }
}

export const corpus: Corpus = [
  { at: 42, build: fastestAndBiggest },
  { at: 46, build: inEveryCountry },
  { at: 55, build: biggestFallInPercent },
  { at: 65, build: strongestGrowth },
]
