// The figure shape's corpus, its questions in the bank: a figure of the question's own checked: passed N million, ever
// above, above since a year, a claim attributed to someone. Each block holds its templates, its picks and the expected
// outcome computed from the snapshot; `at` is its place in the bank (the pickers draw in that order:
// src/shapes/kit/corpus.ts).
import {
  type Corpus,
  type CorpusContext,
  COUNTRIES,
  SUBJECT,
  hadIt,
  en,
  of,
  cap,
  yesNo,
  sinceWords,
  type ReferenceRow,
} from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'

const { POP, LE, ELC, NET } = INDICATOR

function passedAFigure({ ref, FIRST, LAST, pick, name, answered, declined, naming, times }: CorpusContext): void {
  // ---- a figure of the question's own over every year: "when did it pass", "ever", "every year" ----
  /** A round figure near a value: two significant digits. */
  const round2 = (v: number) => {
    const unit = 10 ** (Math.floor(Math.log10(Math.abs(v))) - 1)
    return Math.round(v / unit) * unit
  }
  // "When did it pass N million": the first year above N after a year at or below; above from the first year of the
  // data, the year it passed is earlier than the data (declined, naming that first year). Japan's population falls:
  // its figure is one it passed before the data begins.
  for (const c of [...times(5, () => pick.one(COUNTRIES)), 'JPN']) {
    const years = ref.series(c, POP, FIRST, LAST)
    const millions = round2(ref.row(c, POP, c === 'JPN' ? LAST - 1 : pick.year(2003, 2022)).value / 1e6)
    const above = (r: ReferenceRow) => r.value > millions * 1e6
    const k = years.findIndex((r, n) => n > 0 && above(r) && !above(years[n - 1]!))
    const questions = [
      [`In which year did the population of ${en(c)} pass ${millions} million?`, 'en'],
      [`En quelle année la population ${of(c)} a-t-elle dépassé ${millions} millions ?`, 'fr'],
    ] as const
    for (const [question, language] of questions) {
      if (above(years[0]!)) declined(question, [String(years[0]!.year)], [years[0]!.value], [years[0]!])
      else if (k > 0) {
        const rows = [years[k]!, years[k - 1]!]
        answered(
          'comparison',
          question,
          rows,
          rows.map((r) => r.value),
          [name(c, language)],
        )
      }
    }
  }
  times(4, () => {
    // "Has it ever been above N years": the first year it was, or no year (the last year shown).
    const c = pick.one(COUNTRIES)
    const years = ref.series(c, LE, FIRST, LAST)
    const age = Math.round(ref.row(c, LE, pick.year(2000, 2022)).value + pick.one([-1, 1]) * 2)
    const first = years.find((r) => r.value > age)
    const rows = first ? [first] : [years.at(-1)!]
    naming(
      [yesNo(first !== undefined, 'en')],
      'comparison',
      `Has life expectancy in ${en(c)} ever been above ${age} years?`,
      rows,
      rows.map((r) => r.value),
      [name(c, 'en')],
    )
  })
  times(4, () => {
    // "Was it above N million every year from a to b": the years it was not, or the first and last.
    const c = pick.one(COUNTRIES)
    const [a, b] = [pick.year(2000, 2010), pick.year(2014, 2024)]
    const years = ref.series(c, POP, a, b)
    const millions = round2(ref.row(c, POP, pick.year(a, b)).value / 1e6)
    const against = years.filter((r) => r.value <= millions * 1e6)
    const rows = against.length === 0 ? [years[0]!, years.at(-1)!] : against.slice(0, 4)
    naming(
      [yesNo(against.length === 0, 'fr')],
      'comparison',
      `La population ${of(c)} a-t-elle été supérieure à ${millions} millions chaque année de ${a} à ${b} ?`,
      rows,
      rows.map((r) => r.value),
      [name(c, 'fr')],
    )
  })
}

/** "Since what year has it been above N?" */
function sinceAboveAFigure({ ref, FIRST, LAST, name, naming }: CorpusContext): void {
  for (const [c, i, figure] of [
    ['JPN', LE, 84],
    ['CAN', LE, 79],
    ['MEX', NET, 90],
    ['GBR', NET, 80],
  ] as const) {
    const o = ref.since(c, null, i, FIRST, LAST, figure)
    const unit = i === LE ? { en: ' years', fr: ' ans' } : { en: '%', fr: ' %' }
    naming(
      sinceWords(o.run),
      'comparison',
      `Since what year has ${SUBJECT[i]!.en(c)} been above ${figure}${unit.en}?`,
      o.rows,
      o.numbers,
      [name(c, 'en')],
    )
    naming(
      sinceWords(o.run),
      'comparison',
      `Depuis quelle année ${SUBJECT[i]!.fr(c)} dépasse-t-elle ${figure}${unit.fr} ?`,
      o.rows,
      o.numbers,
      [name(c, 'fr')],
    )
  }
}

function aFigureChecked({ ref, name, naming }: CorpusContext): void {
  // ---- a figure of the question's own, checked; a premise, checked ----
  for (const [c, y, figure, relation] of [
    ['CAN', 2024, 40, 'more'],
    ['CAN', 2024, 45, 'more'],
    ['JPN', 2022, 125, 'about'],
    ['MEX', 2020, 150, 'about'],
    ['BRA', 2021, 220, 'less'],
    ['NGA', 2023, 200, 'less'],
    ['GBR', 2019, 60, 'more'],
    ['IND', 2010, 1300, 'more'],
  ] as const) {
    const r = ref.row(c, POP, y)
    const millions = r.value / 1e6
    const yes =
      relation === 'more'
        ? millions > figure
        : relation === 'less'
          ? millions < figure
          : Math.abs(millions - figure) <= 0.05 * figure
    const en_ = relation === 'more' ? 'more than' : relation === 'less' ? 'fewer than' : 'about'
    const fr_ = relation === 'more' ? 'plus de' : relation === 'less' ? 'moins de' : 'environ'
    naming(
      [yesNo(yes, 'en')],
      'lookup',
      `Did ${en(c)} have ${en_} ${figure} million people in ${y}?`,
      [r],
      [r.value],
      [name(c, 'en')],
    )
    naming(
      [yesNo(yes, 'fr')],
      'lookup',
      `${cap(COUNTRY_FORMS[c]!.fr)} ${hadIt(c)} ${fr_} ${figure} millions d'habitants en ${y} ?`,
      [r],
      [r.value],
      [name(c, 'fr')],
    )
  }
  for (const [c, y] of [
    ['NGA', 2022],
    ['IND', 2015],
    ['BRA', 2005],
    ['MEX', 2010],
  ] as const) {
    const r = ref.row(c, NET, y)
    naming(
      [yesNo(r.value > 50, 'en')],
      'lookup',
      `Did more than half of ${COUNTRY_FORMS[c]!.peopleEn.replace(/^the /, '')} use the internet in ${y}?`,
      [r],
      [r.value],
      [name(c, 'en')],
    )
  }
}

/** A claim attributed to a press release, a minister, a reporter: its figure checked, its sayer named. */
function attributedClaims({ ref, name, naming }: CorpusContext): void {
  const r = ref.latest('IND', ELC, 2025)
  naming(
    ['press release'],
    'lookup',
    `A press release says 99% of Indians have access to electricity`,
    [r],
    [r.value],
    [name('IND', 'en')],
  )
  naming(
    ['ministre'],
    'lookup',
    `Selon le ministre, 99 % des Indiens ont accès à l'électricité`,
    [r],
    [r.value],
    [name('IND', 'fr')],
  )
  const p = ref.latest('IND', POP, 2025)
  naming(
    ['reporter'],
    'lookup',
    `Our reporter says India's population is about 1.45 billion`,
    [p],
    [p.value],
    [name('IND', 'en')],
  )
  naming(
    ['journaliste'],
    'lookup',
    `Notre journaliste affirme que la population de l'Inde est d'environ 1,45 milliard`,
    [p],
    [p.value],
    [name('IND', 'fr')],
  )
}

function everDroppedBelow({ ref, LAST, name, naming }: CorpusContext): void {
  // "Has it ever dropped below N % since 2014": every year's value, never the change between the two ends; a figure
  // just above its lowest value (some year below) and one just under it (no year).
  const from = 2014
  const years = ref.series('GBR', NET, from, LAST)
  const lowest = Math.min(...years.map((r) => r.value))
  for (const n of [Math.floor(lowest) + 1, Math.floor(lowest)]) {
    const first = years.find((r) => r.value < n)
    const rows = first ? [first] : [years.at(-1)!]
    for (const [question, language] of [
      [`Has the UK's internet use ever dropped below ${n}% since ${from}?`, 'en'],
      [`L'usage d'Internet au Royaume-Uni est-il déjà passé sous ${n} % depuis ${from} ?`, 'fr'],
    ] as const)
      naming(
        [yesNo(first !== undefined, language)],
        'comparison',
        question,
        rows,
        rows.map((r) => r.value),
        [name('GBR', language)],
      )
  }
}

export const corpus: Corpus = [
  { at: 14, build: passedAFigure },
  { at: 21, build: sinceAboveAFigure },
  { at: 22, build: aFigureChecked },
  { at: 35, build: attributedClaims },
  { at: 54, build: everDroppedBelow },
]
