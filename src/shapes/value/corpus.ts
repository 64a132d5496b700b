// The value shape's corpus, its questions in the bank: one value, or a few, looked up: "What was the population of
// Canada in 2019?", a value missing at the end of a series, the latest figure, "the year before", "last year". Each
// block holds its templates, its picks and the expected outcome computed from the snapshot; `at` is its place in the
// bank (the pickers draw in that order: src/shapes/kit/corpus.ts).
import {
  type Corpus,
  type CorpusContext,
  INDICATORS,
  COUNTRIES,
  SUBJECT,
  whatWas,
  en,
  of,
  inFr,
} from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'

const { POP, GDP, PCAP, LE, ELC, NET } = INDICATOR

function lookups({ ref, pick, name, answered, declined, times, yearFor }: CorpusContext): void {
  // ---- answerable: lookups ----
  times(8, () => {
    const [c, i] = [pick.one(COUNTRIES), pick.one(INDICATORS)]
    const y = yearFor(i)
    const r = ref.row(c, i, y)
    answered('lookup', `What was ${SUBJECT[i]!.en(c)} in ${y}?`, [r], [r.value], [name(c, 'en')])
    const y2 = yearFor(i)
    const r2 = ref.row(c, i, y2)
    answered('lookup', `${whatWas(i)} ${SUBJECT[i]!.fr(c)} en ${y2} ?`, [r2], [r2.value], [name(c, 'fr')])
  })
  times(5, () => {
    const c = pick.one(COUNTRIES)
    const y = yearFor(POP)
    const r = ref.row(c, POP, y)
    answered('lookup', `How many people lived in ${en(c)} in ${y}?`, [r], [r.value], [name(c, 'en')])
    answered('lookup', `Combien d'habitants ${inFr(c)} en ${y} ?`, [r], [r.value], [name(c, 'fr')])
    answered('lookup', `${en(c).replace(/^the /, '')} population ${y}?`, [r], [r.value], [name(c, 'en')])
  })
  times(5, () => {
    const c = pick.one(COUNTRIES)
    const y = yearFor(POP, GDP)
    const [p, g] = [ref.row(c, POP, y), ref.row(c, GDP, y)]
    answered(
      'lookup',
      `What were the population and GDP of ${en(c)} in ${y}?`,
      [p, g],
      [p.value, g.value],
      [name(c, 'en')],
    )
    answered(
      'lookup',
      `Quels étaient la population et le PIB ${of(c)} en ${y} ?`,
      [p, g],
      [p.value, g.value],
      [name(c, 'fr')],
    )
  })
  times(4, () => {
    const [c, i] = [pick.one(COUNTRIES), pick.one([POP, GDP, LE, PCAP])]
    const [a, b] = [yearFor(i), yearFor(i)].sort((x, y) => x - y) as [number, number]
    if (a === b) return
    const [ra, rb] = [ref.row(c, i, a), ref.row(c, i, b)]
    answered(
      'lookup',
      `What was ${SUBJECT[i]!.en(c)} in ${a} and ${b}?`,
      [ra, rb],
      [ra.value, rb.value],
      [name(c, 'en')],
    )
  })
  times(4, () => {
    const [c, i] = [pick.one(COUNTRIES), pick.one(INDICATORS)]
    // A value missing at the end of a series: the answer names the latest year that has one, and its value.
    const missing = [2024, 2025].find((y) => !ref.has(c, i, y))
    if (missing === undefined) return
    const latest = ref.latest(c, i, missing)
    declined(
      `What was ${SUBJECT[i]!.en(c)} in ${missing}?`,
      [String(missing), String(latest.year)],
      [latest.value],
      [latest],
    )
    declined(
      `${whatWas(i)} ${SUBJECT[i]!.fr(c)} en ${missing} ?`,
      [String(missing), String(latest.year)],
      [latest.value],
      [latest],
    )
  })
}

function aValueAndAShare({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  // ---- several parts: a value and a share, two years, a value beside the average, a comparison asked yes or no ----
  times(5, () => {
    const c = pick.one(COUNTRIES)
    const y = yearFor(POP, NET)
    const [p, n] = [ref.row(c, POP, y), ref.row(c, NET, y)]
    const people = COUNTRY_FORMS[c]!.peopleEn.replace(/^the /, '')
    answered(
      'lookup',
      `What was the population of ${en(c)} in ${y}, and what share of ${people} used the internet?`,
      [p, n],
      [p.value, n.value],
      [name(c, 'en')],
    )
    answered(
      'lookup',
      `Quelle était la population ${of(c)} en ${y}, et quelle part de la population utilisait Internet ?`,
      [p, n],
      [p.value, n.value],
      [name(c, 'fr')],
    )
  })
}

/** "YEAR %" shorthand: "Canada internet users 2015 %". */
function yearAndPercent({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  times(2, () => {
    const c = pick.one(COUNTRIES)
    const y = yearFor(NET)
    const r = ref.row(c, NET, y)
    answered('lookup', `${en(c).replace(/^the /, '')} internet users ${y} %`, [r], [r.value], [name(c, 'en')])
    answered('lookup', `Part des internautes ${inFr(c)} ${y} %`, [r], [r.value], [name(c, 'fr')])
  })
}

/** "What was the population of x last year": the latest year with a value. */
function lastYear({ ref, name, answered }: CorpusContext): void {
  for (const c of ['CAN', 'NGA']) {
    const r = ref.latest(c, POP, 2025)
    answered('lookup', `What was the population of ${en(c)} last year?`, [r], [r.value, r.year], [name(c, 'en')])
    answered('lookup', `Quelle était la population ${of(c)} l'an dernier ?`, [r], [r.value, r.year], [name(c, 'fr')])
  }
}

function latestAndTheYearBefore({ ref, LAST, form, name, answered, naming, times, yearFor }: CorpusContext): void {
  // "Latest", "most recent", "le plus récent", "dernier chiffre": the latest year with a value, named.
  for (const [c, i] of [
    ['NGA', ELC],
    ['IND', NET],
  ] as const) {
    const r = ref.latest(c, i, LAST)
    for (const [question, language] of [
      [`What is the most recent figure for ${SUBJECT[i]!.en(c)}?`, 'en'],
      [`What's the newest figure you have for ${SUBJECT[i]!.en(c)}?`, 'en'],
      [`Quel est le dernier chiffre pour ${SUBJECT[i]!.fr(c)} ?`, 'fr'],
      [`Quelle est la valeur la plus récente de ${SUBJECT[i]!.fr(c)} ?`, 'fr'],
    ] as const)
      naming([String(r.year)], 'lookup', question, [r], [r.value], [name(c, language)])
  }
  // "The year before", "l'année précédente": the year before the year named.
  times(2, () => {
    const [c, i] = [form.one(COUNTRIES), form.one(INDICATORS)]
    const y = yearFor(i) + 1
    if (!ref.has(c, i, y) || !ref.has(c, i, y - 1)) return
    const [a, b] = [ref.row(c, i, y - 1), ref.row(c, i, y)]
    answered(
      'lookup',
      `What was ${SUBJECT[i]!.en(c)} in ${y}, and the year before?`,
      [a, b],
      [a.value, b.value],
      [name(c, 'en')],
    )
    answered(
      'lookup',
      `${whatWas(i)} ${SUBJECT[i]!.fr(c)} en ${y}, et l'année précédente ?`,
      [a, b],
      [a.value, b.value],
      [name(c, 'fr')],
    )
  })
}

export const corpus: Corpus = [
  { at: 1, build: lookups },
  { at: 24, build: aValueAndAShare },
  { at: 33, build: yearAndPercent },
  { at: 36, build: lastYear },
  { at: 62, build: latestAndTheYearBefore },
]
