// The overtake shape's corpus, its questions in the bank: one country overtaking another: whether, when, since when, in
// a year named, and a premise of overtaking checked. Each block holds its templates, its picks and the expected outcome
// computed from the snapshot; `at` is its place in the bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import {
  type Corpus,
  type CorpusContext,
  COUNTRIES,
  SUBJECT,
  LABEL,
  hasIt,
  en,
  of,
  cap,
  yesNo,
  sinceWords,
} from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'

const { POP, GDP, PCAP, NET } = INDICATOR

/** "Did x overtake z in GDP between a and b?" */
function overtookBetween({ ref, pick, name, answered, times }: CorpusContext): void {
  times(4, () => {
    const [x, z] = pick.two(COUNTRIES)
    const [a, b] = [pick.year(2000, 2008), pick.year(2016, 2024)]
    const o = ref.overtaking(x, z, GDP, a, b)
    answered('comparison', `Did ${en(x)} overtake ${en(z)} in GDP between ${a} and ${b}?`, o.rows, o.numbers, [
      name(x, 'en'),
      name(z, 'en'),
    ])
    answered(
      'comparison',
      `${cap(COUNTRY_FORMS[x]!.fr)} ${hasIt(x)} dépassé ${COUNTRY_FORMS[z]!.fr} pour le PIB entre ${a} et ${b} ?`,
      o.rows,
      o.numbers,
      [name(x, 'fr'), name(z, 'fr')],
    )
  })
}

function overtookOrEverAhead({ ref, FIRST, LAST, name, naming }: CorpusContext): void {
  // ---- questions about every year: overtaking, "ever", "every year", a year named ----
  for (const [x, z, i] of [
    ['IND', 'GBR', GDP],
    ['BRA', 'CAN', GDP],
    ['CAN', 'GBR', PCAP],
    ['GBR', 'USA', PCAP],
    ['BRA', 'MEX', PCAP],
    ['NGA', 'IND', NET],
    ['NGA', 'BRA', POP],
    ['MEX', 'JPN', POP],
  ] as const) {
    const o = ref.overtaking(x, z, i, FIRST, LAST)
    // ("Did x overtake z", "x a-t-il dépassé z" (French's passé composé is its plain past too): whether it happened.)
    const words = (language: 'en' | 'fr') => [yesNo(o.overtook, language)]
    naming(words('en'), 'comparison', `Did ${en(x)} overtake ${en(z)} in ${LABEL[i]!.en}?`, o.rows, o.numbers, [
      name(x, 'en'),
      name(z, 'en'),
    ])
    naming(
      words('fr'),
      'comparison',
      `${cap(COUNTRY_FORMS[x]!.fr)} ${hasIt(x)} dépassé ${COUNTRY_FORMS[z]!.fr} pour ${LABEL[i]!.fr} ?`,
      o.rows,
      o.numbers,
      [name(x, 'fr'), name(z, 'fr')],
    )
  }
  for (const [x, z, i] of [
    ['BRA', 'CAN', GDP],
    ['IND', 'JPN', GDP],
    ['NGA', 'USA', POP],
    ['MEX', 'BRA', PCAP],
    ['CAN', 'USA', PCAP],
    ['IND', 'GBR', GDP],
  ] as const) {
    // "Ever": whether x was ahead in any year; the first year it was, and the last year.
    const all = ref.overtaking(x, z, i, FIRST, LAST)
    const years = ref.series(x, i, FIRST, LAST).filter((r) => ref.has(z, i, r.year))
    const first = years.find((r) => r.value > ref.row(z, i, r.year).value)
    const rows = [...(first ? [first, ref.row(z, i, first.year)] : []), all.end.x, all.end.z]
    naming(
      [yesNo(first !== undefined, 'en')],
      'comparison',
      `Has ${en(x).replace(/^the /, 'the ')}'s ${LABEL[i]!.en} ever been higher than ${en(z)}'s?`,
      rows,
      rows.map((r) => r.value),
      [name(x, 'en'), name(z, 'en')],
    )
    if (i !== POP)
      naming(
        [yesNo(first !== undefined, 'fr')],
        'comparison',
        `${cap(LABEL[i]!.fr)} ${of(x)} a-t-il déjà été supérieur à celui ${of(z)} ?`,
        rows,
        rows.map((r) => r.value),
        [name(x, 'fr'), name(z, 'fr')],
      )
  }
}

/** "Did Brazil pass Canada in GDP in 2012": ahead that year, and since when. */
function passedInAYear({ ref, FIRST, pick, name, naming, times }: CorpusContext): void {
  times(6, () => {
    // "Did Brazil pass Canada in 2012": ahead that year, and since when.
    const [x, z] = pick.two(COUNTRIES)
    const y = pick.year(2005, 2024)
    const o = ref.overtaking(x, z, GDP, FIRST, y)
    const since = o.crossing ?? (o.start.x.value > o.start.z.value ? o.start : undefined)
    const rows = [o.end.x, o.end.z, ...(since ? [since.x, since.z] : [])]
    const ahead = o.end.x.value > o.end.z.value
    naming(
      [yesNo(ahead, 'en')],
      'comparison',
      `Did ${en(x)} pass ${en(z)} in GDP in ${y}?`,
      rows,
      rows.map((r) => r.value),
      [name(x, 'en'), name(z, 'en')],
    )
    naming(
      [yesNo(ahead, 'fr')],
      'comparison',
      `Le PIB ${of(x)} a-t-il dépassé celui ${of(z)} en ${y} ?`,
      rows,
      rows.map((r) => r.value),
      [name(x, 'fr'), name(z, 'fr')],
    )
  })
}

/** "When did x overtake z", "since when has x had more than z". */
function whenAndSinceWhen({ ref, FIRST, LAST, name, naming }: CorpusContext): void {
  for (const [x, z] of [
    ['IND', 'GBR'],
    ['BRA', 'CAN'],
    ['MEX', 'JPN'],
  ] as const) {
    // "When did India overtake the UK": the first year it was ahead (a year asked, no verdict).
    const o = ref.overtaking(x, z, GDP, FIRST, LAST)
    naming(
      o.crossing ? [String(o.crossing.year)] : [],
      'comparison',
      `When did ${en(x)} overtake ${en(z)} in GDP?`,
      o.rows,
      o.numbers,
      [name(x, 'en'), name(z, 'en')],
    )
  }
  // "Since when has Nigeria had more people than Japan": the first year of the run to the latest year (held in every
  // year: since the first); not held in the latest year, that year and the last year it held.
  for (const [x, z, i] of [
    ['NGA', 'JPN', POP],
    ['IND', 'GBR', GDP],
    ['MEX', 'BRA', PCAP],
    ['USA', 'CAN', POP],
  ] as const) {
    const o = ref.since(x, z, i, FIRST, LAST)
    const feminine = LABEL[i]!.feminine
    naming(
      sinceWords(o.run),
      'comparison',
      `Since when has ${en(x)} had a higher ${LABEL[i]!.en} than ${en(z)}?`,
      o.rows,
      o.numbers,
      [name(x, 'en'), name(z, 'en')],
    )
    naming(
      sinceWords(o.run),
      'comparison',
      `Depuis quand ${SUBJECT[i]!.fr(x)} est-${feminine ? 'elle' : 'il'} ${feminine ? 'supérieure' : 'supérieur'} à ${feminine ? 'celle' : 'celui'} ${of(z)} ?`,
      o.rows,
      o.numbers,
      [name(x, 'fr'), name(z, 'fr')],
    )
  }
}

/** "Since x overtook z in YEAR, how big is the gap now?": the premise checked. */
function aPremiseChecked({ ref, FIRST, LAST, name, naming }: CorpusContext): void {
  for (const [x, z, claimed] of [
    ['NGA', 'USA', 2010],
    ['IND', 'GBR', 2022],
    ['BRA', 'CAN', 2008],
    ['IND', 'GBR', 2015],
  ] as const) {
    const o = ref.overtaking(x, z, x === 'NGA' ? POP : GDP, FIRST, LAST)
    const i = x === 'NGA' ? POP : GDP
    const holds = o.crossing?.year === claimed
    const at = o.crossing ?? ref.overtaking(x, z, i, FIRST, claimed).end
    const rows = [at.x, at.z]
    naming(
      [holds ? 'As the question says' : 'premise is wrong'],
      'comparison',
      `Since ${en(x)}'s ${LABEL[i]!.en} overtook ${en(z)}'s in ${claimed}, how big is the gap now?`,
      rows,
      rows.map((r) => r.value),
      [name(x, 'en'), name(z, 'en')],
    )
  }
}

function forTheFirstTime({ ref, FIRST, LAST, name, naming }: CorpusContext): void {
  // ---- A reporter's probe: "pour la première fois" is a time (the first year of an overtaking), no multiple; growth
  // ranked over two years ("la plus forte croissance", "the strongest growth") is the percent change, as "fastest";
  // a time of day in a lead-in ("the 8pm bulletin", "le JT de 20 h 30") is framing. ----
  for (const [x, z, i] of [
    ['IND', 'GBR', GDP],
    ['MEX', 'JPN', POP],
  ] as const) {
    const o = ref.overtaking(x, z, i, FIRST, LAST)
    const fr =
      i === GDP
        ? `le PIB ${of(x)} a dépassé celui ${of(z)}`
        : `${COUNTRY_FORMS[x]!.fr} a dépassé ${COUNTRY_FORMS[z]!.fr} en population`
    for (const question of [
      `En quelle année ${fr} pour la première fois ?`,
      `${cap(fr)} pour la première fois en quelle année ?`,
    ])
      naming(o.crossing ? [String(o.crossing.year)] : [], 'comparison', question, o.rows, o.numbers, [
        name(x, 'fr'),
        name(z, 'fr'),
      ])
  }
}

export const corpus: Corpus = [
  { at: 12, build: overtookBetween },
  { at: 13, build: overtookOrEverAhead },
  { at: 17, build: passedInAYear },
  { at: 20, build: whenAndSinceWhen },
  { at: 23, build: aPremiseChecked },
  { at: 64, build: forTheFirstTime },
]
