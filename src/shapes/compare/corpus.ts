// The compare shape's corpus, its questions in the bank: two countries compared on one indicator: "which had the
// higher", "were Canadians richer", by more than a margin, by the latest figures. Each block holds its templates, its
// picks and the expected outcome computed from the snapshot; `at` is its place in the bank (the pickers draw in that
// order: src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, COUNTRIES, LABEL, en, of, inFr, cap, yesNo } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'

const { POP, GDP, PCAP, LE } = INDICATOR

function whichHigher({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  // ---- answerable: comparisons and rankings ----
  times(5, () => {
    const [[a, b], i] = [pick.two(COUNTRIES), pick.one([POP, GDP, PCAP, LE])]
    const y = yearFor(i)
    const [ra, rb] = [ref.row(a, i, y), ref.row(b, i, y)]
    answered(
      'comparison',
      `Which had the higher ${LABEL[i]!.en} in ${y}, ${en(a)} or ${en(b)}?`,
      [ra, rb],
      [ra.value, rb.value],
      [name(a, 'en'), name(b, 'en')],
    )
    answered(
      'comparison',
      `Comparer ${LABEL[i]!.fr} ${of(a)} et ${of(b)} en ${y}.`,
      [ra, rb],
      [ra.value, rb.value],
      [name(a, 'fr'), name(b, 'fr')],
    )
  })
}

/** "Were Canadians richer than Mexicans in 2010?" (GDP per capita). */
function richer({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  times(4, () => {
    const [a, b] = pick.two(COUNTRIES)
    const y = yearFor(PCAP)
    const [ra, rb] = [ref.row(a, PCAP, y), ref.row(b, PCAP, y)]
    answered(
      'comparison',
      `Were ${COUNTRY_FORMS[a]!.peopleEn} richer than ${COUNTRY_FORMS[b]!.peopleEn} in ${y}?`,
      [ra, rb],
      [ra.value, rb.value],
      [name(a, 'en'), name(b, 'en')],
    )
    answered(
      'comparison',
      `${cap(COUNTRY_FORMS[a]!.peopleFr)} étaient-ils plus riches que ${COUNTRY_FORMS[b]!.peopleFr} en ${y} ?`,
      [ra, rb],
      [ra.value, rb.value],
      [name(a, 'fr'), name(b, 'fr')],
    )
  })
}

/** "Was the population of x larger than that of z in y?", a verdict. */
function largerYesOrNo({ ref, pick, name, naming, times, yearFor }: CorpusContext): void {
  times(5, () => {
    const [x, z] = pick.two(COUNTRIES)
    const y = yearFor(POP)
    const [rx, rz] = [ref.row(x, POP, y), ref.row(z, POP, y)]
    naming(
      [yesNo(rx.value > rz.value, 'en')],
      'comparison',
      `Was the population of ${en(x)} larger than that of ${en(z)} in ${y}?`,
      [rx, rz],
      [rx.value, rz.value],
      [name(x, 'en'), name(z, 'en')],
    )
    naming(
      [yesNo(rx.value > rz.value, 'fr')],
      'comparison',
      `La population ${of(x)} était-elle supérieure à celle ${of(z)} en ${y} ?`,
      [rx, rz],
      [rx.value, rz.value],
      [name(x, 'fr'), name(z, 'fr')],
    )
  })
}

function byMoreThanAMargin({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  // ---- a verdict only from every word of the claim (issue 29): margins, "YEAR %", attributed claims, last year ----
  times(2, () => {
    const [x, z] = pick.two(COUNTRIES)
    const y = yearFor(LE)
    const [a, b] = [ref.row(x, LE, y), ref.row(z, LE, y)]
    const gap = Math.abs(a.value - b.value)
    // A margin just under and just over the gap, so that both verdicts are asked.
    const [under, over] = [Math.max(1, Math.floor(gap) - 1), Math.ceil(gap) + 1]
    const way = a.value > b.value ? 'higher' : 'lower'
    const wayFr = a.value > b.value ? 'supérieure' : 'inférieure'
    const names = [name(x, 'en'), name(z, 'en')]
    answered(
      'comparison',
      `Was life expectancy in ${en(x)} ${way} than in ${en(z)} by more than ${under} ${under === 1 ? 'year' : 'years'} in ${y}?`,
      [a, b],
      [a.value, b.value, gap],
      names,
    )
    answered(
      'comparison',
      `L'espérance de vie ${inFr(x)} était-elle ${wayFr} à celle ${inFr(z)} de plus de ${over} ans en ${y} ?`,
      [a, b],
      [a.value, b.value, gap],
      [name(x, 'fr'), name(z, 'fr')],
    )
  })
  times(2, () => {
    const [x, z] = pick.two(COUNTRIES)
    const y = yearFor(POP)
    const [a, b] = [ref.row(x, POP, y), ref.row(z, POP, y)]
    const million = Math.round(Math.abs(a.value - b.value) / 1e6)
    const way = a.value > b.value ? 'bigger' : 'smaller'
    answered(
      'comparison',
      `Was the population of ${en(x)} ${way} than that of ${en(z)} by more than ${million} million in ${y}?`,
      [a, b],
      [a.value, b.value],
      [name(x, 'en'), name(z, 'en')],
    )
    answered(
      'comparison',
      `La population ${of(x)} était-elle ${a.value > b.value ? 'supérieure' : 'inférieure'} à celle ${of(z)} de plus de ${million} millions en ${y} ?`,
      [a, b],
      [a.value, b.value],
      [name(x, 'fr'), name(z, 'fr')],
    )
  })
}

/** "What is Canada's life expectancy, and how does it compare with Mexico's?" */
function aValueCompared({ ref, name, answered }: CorpusContext): void {
  const [a, b] = [ref.latest('CAN', LE, 2025), ref.latest('MEX', LE, 2025)]
  answered(
    'comparison',
    "What is Canada's life expectancy, and how does it compare with Mexico's?",
    [a, b],
    [a.value, b.value],
    [name('CAN', 'en'), name('MEX', 'en')],
  )
  answered(
    'comparison',
    "Quelle est l'espérance de vie au Canada, et comment se compare-t-elle à celle du Mexique ?",
    [a, b],
    [a.value, b.value],
    [name('CAN', 'fr'), name('MEX', 'fr')],
  )
}

function aMarginWhateverTheVerb({ ref, name, naming }: CorpusContext): void {
  // ---- every part of the claim read (probe 2) ----
  // A margin whatever the comparative verb ("exceed", "outstrip", "dépasser", "devancer"): a margin just over and
  // just under the gap, so that both verdicts are asked.
  const y = 2023
  const [a, b] = [ref.row('JPN', LE, y), ref.row('USA', LE, y)]
  const gap = a.value - b.value
  const [over, under] = [Math.ceil(gap), Math.floor(gap)]
  for (const [m, question, language] of [
    [over, `Did Japan's life expectancy exceed America's by more than ${over} years in ${y}?`, 'en'],
    [
      under,
      `Did Japan's life expectancy outstrip that of the United States by more than ${under} years in ${y}?`,
      'en',
    ],
    [over, `L'espérance de vie au Japon dépassait-elle celle des États-Unis de plus de ${over} ans en ${y} ?`, 'fr'],
    [under, `Le Japon devançait-il les États-Unis de plus de ${under} ans en espérance de vie en ${y} ?`, 'fr'],
  ] as const)
    naming(
      [yesNo(gap > m, language)],
      'comparison',
      question,
      [a, b],
      [a.value, b.value, gap],
      [name('JPN', language), name('USA', language)],
    )
}

/** "Does x's GDP exceed z's": the present, the latest year with values for both, named. */
function byTheLatestFigures({ ref, FIRST, LAST, name, naming }: CorpusContext): void {
  /** The latest year with a value for every country named. */
  const latestFor = (i: string, ...cs: string[]) => {
    for (let y = LAST; y >= FIRST; y -= 1) if (cs.every((c) => ref.has(c, i, y))) return y
    throw new Error(`no year with values for ${cs.join(', ')}`)
  }
  // The present ("does it exceed", "dépasse-t-il", "by the latest figures"): the latest year with values for both,
  // named, never "first in 2008".
  for (const [x, z] of [
    ['BRA', 'CAN'],
    ['IND', 'GBR'],
  ] as const) {
    const y = latestFor(GDP, x, z)
    const [a, b] = [ref.row(x, GDP, y), ref.row(z, GDP, y)]
    for (const [question, language] of [
      [`By the latest figures, does ${en(x)}'s GDP exceed ${en(z)}'s?`, 'en'],
      [`Does ${en(x)}'s GDP exceed ${en(z)}'s?`, 'en'],
      [
        `${cap(COUNTRY_FORMS[x]!.fr)} ${x === 'IND' ? 'dépasse-t-elle' : 'dépasse-t-il'} ${COUNTRY_FORMS[z]!.fr} pour le PIB ?`,
        'fr',
      ],
      [`D'après les derniers chiffres, le PIB ${of(x)} dépasse-t-il celui ${of(z)} ?`, 'fr'],
    ] as const)
      naming(
        [yesNo(a.value > b.value, language), String(y)],
        'comparison',
        question,
        [a, b],
        [a.value, b.value],
        [name(x, language), name(z, language)],
      )
  }
}

export const corpus: Corpus = [
  { at: 2, build: whichHigher },
  { at: 5, build: richer },
  { at: 26, build: largerYesOrNo },
  { at: 32, build: byMoreThanAMargin },
  { at: 38, build: aValueCompared },
  { at: 53, build: aMarginWhateverTheVerb },
  { at: 61, build: byTheLatestFigures },
]
