// Readings left over from earlier rounds, each by a general rule in English and French: an overtaking asked in the
// present perfect with a word of the present ("has India now overtaken the UK") is the state in the latest year, not whether it happened once. Every
// expected figure and year is computed here from the snapshot.
import { describe, expect, it } from 'vitest'
import { COUNTRY_FORMS } from '../src/lexicon/names.js'
import { checkReading } from '../src/reading/check.js'
import { readQuestion } from '../src/reading/rules.js'
import type { Outcome } from '../src/ask/outcome.js'
import { COUNTRIES, plannerService, ref, refAhead, refSince, shows, testStore, judgeTwoSeries } from './helpers.js'

const store = testStore()
const service = plannerService()
const ask = (question: string) => service.ask({ question })
const why = (o: Outcome) => `${o.status}: ${o.answer} ${o.problems.map((p) => p.detail).join('; ')}`

/** How a question names each series, in English and French. */
const SERIES: Record<string, { en: string; fr: string }> = {
  'SP.POP.TOTL': { en: 'population', fr: 'la population' },
  'NY.GDP.MKTP.CD': { en: 'GDP', fr: 'le PIB' },
  'NY.GDP.PCAP.CD': { en: 'GDP per capita', fr: 'le PIB par habitant' },
  'IT.NET.USER.ZS': { en: 'internet use', fr: "l'usage d'Internet" },
  'EG.ELC.ACCS.ZS': { en: 'access to electricity', fr: "l'accès à l'électricité" },
}

/** Every year with values for both, from the snapshot. */
const yearsOfBoth = (a: string, b: string, i: string) =>
  Array.from({ length: store.years[1] - store.years[0] + 1 }, (_, k) => store.years[0] + k).filter(
    (y) => ref(a, i, y) !== null && ref(b, i, y) !== null,
  )

/**
 * The pairs whose lead turned back: A passed B (behind, then ahead) and is behind again in the latest year; with the
 * year an answer names A passed B and the year since which B has been ahead. Behind in the first year with values for
 * both, that is the first crossing ("first exceeded"); ahead in it, the latest ("again"), never an earlier crossing a
 * later one undid.
 */
function reversals() {
  const found: { a: string; b: string; i: string; first: number; since: number }[] = []
  for (const i of Object.keys(SERIES))
    for (const a of COUNTRIES)
      for (const b of COUNTRIES) {
        if (a === b) continue
        const years = yearsOfBoth(a, b, i)
        const ahead = (y: number) => ref(a, i, y)! > ref(b, i, y)!
        const crossings = years.filter((y, k) => k > 0 && ahead(y) && !ahead(years[k - 1]!))
        const first = ahead(years[0]!) ? crossings.at(-1) : crossings[0]
        const run = refSince(
          (y) => (ref(a, i, y) === null || ref(b, i, y) === null ? null : ref(b, i, y)! > ref(a, i, y)!),
          store.years,
        )
        if (first !== undefined && !ahead(years.at(-1)!) && run.held) found.push({ a, b, i, first, since: run.since })
      }
  return found
}

const en = (code: string) => COUNTRY_FORMS[code]!.en
const fr = (code: string) => COUNTRY_FORMS[code]!.fr
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

describe('an overtaking in the present perfect asks the state in the latest year', () => {
  const pairs = reversals()

  it('the snapshot holds leads that turned back (India and the UK in GDP among them)', () => {
    expect(pairs.length).toBeGreaterThan(5)
    expect(pairs.some((p) => p.a === 'IND' && p.b === 'GBR' && p.i === 'NY.GDP.MKTP.CD')).toBe(true)
  })

  it('"has A now overtaken B" is No when B is ahead again, naming the year A passed and since when B has led', async () => {
    for (const { a, b, i, first, since } of pairs) {
      for (const question of [
        `Has ${en(a)} now overtaken ${en(b)} in ${SERIES[i]!.en}?`,
        `Has ${en(a)} overtaken ${en(b)} in ${SERIES[i]!.en} yet?`,
        `${cap(en(a))} has now surpassed ${en(b)} in ${SERIES[i]!.en}, right?`,
      ]) {
        const o = await ask(question)
        expect(o.status, `${question} ${why(o)}`).toBe('valid')
        const answer = o.answer!
        expect(answer, question).toMatch(/^No:/u)
        expect(answer, question).toContain(String(first))
        expect(answer, question).toContain(String(since))
        expect(answer, question).toMatch(/ahead again|de nouveau devant/u)
      }
    }
  })

  // (French's passé composé is its plain past too: "Est-ce que l'Inde a dépassé le Royaume-Uni ?" asks whether it did.)
  it('"did A overtake B", "has A (ever) overtaken B" and the passé composé ask whether it happened: Yes', async () => {
    for (const { a, b, i, first } of pairs.slice(0, 4)) {
      for (const question of [
        `Did ${en(a)} overtake ${en(b)} in ${SERIES[i]!.en}?`,
        `Has ${en(a)} ever overtaken ${en(b)} in ${SERIES[i]!.en}?`,
        `Has ${en(a)} overtaken ${en(b)} in ${SERIES[i]!.en}?`,
        `Est-ce que ${fr(a)} a déjà dépassé ${fr(b)} pour ${SERIES[i]!.fr} ?`,
        `Est-ce que ${fr(a)} a dépassé ${fr(b)} pour ${SERIES[i]!.fr} ?`,
      ]) {
        const o = await ask(question)
        expect(o.status, why(o)).toBe('valid')
        expect(o.answer, question).toMatch(/^(Yes|Oui)/u)
        expect(o.answer, question).toContain(String(first))
      }
    }
  })

  it('ahead in the latest year after being behind is Yes; ahead in every year is No (it was already ahead)', async () => {
    const i = 'SP.POP.TOTL'
    const latest = yearsOfBoth('NGA', 'JPN', i).at(-1)!
    expect(refAhead('NGA', 'JPN', i)(latest)).toBe(true)
    expect(refAhead('NGA', 'JPN', i)(store.years[0])).toBe(false)
    expect((await ask('Has Nigeria now overtaken Japan in population?')).answer).toMatch(/^Yes/u)
    expect(refAhead('IND', 'JPN', i)(store.years[0])).toBe(true)
    expect((await ask('Has India now overtaken Japan in population?')).answer).toMatch(/^No: .*already higher/u)
  })

  it('gate 2 holds the verdict: a "Yes" on the sentence of a lead that turned back is refused', async () => {
    const { a, b, i } = pairs.find((p) => p.a === 'IND' && p.b === 'GBR')!
    const question = `Has ${en(a)} now overtaken ${en(b)} in ${SERIES[i]!.en}?`
    const o = await ask(question)
    const judge = (answer: string) => judgeTwoSeries(question, answer, a, b, i)
    expect(judge(o.answer!)).toEqual([])
    expect(judge(o.answer!.replace(/^No:/u, 'Yes:')).map((p) => p.code)).toContain('wrong_verdict')
  })

  it('gate 2 holds the year since which the other has been ahead again: a year of the lead moved is refused', async () => {
    const { a, b, i, since } = pairs.find((p) => p.since < p.first + 10 && p.since < store.years[1] - 2)!
    const question = `Has ${en(a)} now overtaken ${en(b)} in ${SERIES[i]!.en}?`
    const o = await ask(question)
    expect(o.status, why(o)).toBe('valid')
    const judge = (answer: string) => judgeTwoSeries(question, answer, a, b, i)
    expect(judge(o.answer!)).toEqual([])
    const moved = o.answer!.replace(`ahead again since ${since},`, `ahead again since ${since - 1},`)
    expect(moved).not.toBe(o.answer)
    expect(
      judge(moved).map((p) => p.code),
      moved,
    ).toEqual(['wrong_comparison'])
  })
})

describe('"when were A and B closest" asks the year of the smallest gap, as "in which year" does', () => {
  /** The year of the smallest absolute gap, of the years with values for both, from the snapshot. */
  const closestYear = (a: string, b: string, i: string) =>
    yearsOfBoth(a, b, i).reduce((best, y) =>
      Math.abs(ref(a, i, y)! - ref(b, i, y)!) < Math.abs(ref(a, i, best)! - ref(b, i, best)!) ? y : best,
    )

  it('reads "when were", "when did the gap reach its smallest" as the closest year, in English and French', async () => {
    for (const [a, b, i] of [
      ['MEX', 'BRA', 'NY.GDP.PCAP.CD'],
      ['JPN', 'GBR', 'SP.DYN.LE00.IN'],
    ] as const) {
      const year = closestYear(a, b, i)
      const series = i === 'NY.GDP.PCAP.CD' ? 'GDP per capita' : 'life expectancy'
      for (const question of [
        `When were ${en(a)} and ${en(b)} closest in ${series}?`,
        `When were ${en(a)} and ${en(b)} nearest in ${series}?`,
        `When did the gap between ${en(a)} and ${en(b)} in ${series} reach its smallest?`,
      ]) {
        expect(
          readQuestion(question, store.years).parts.map((p) => p.shape),
          question,
        ).toEqual(['closest'])
        const o = await ask(question)
        expect(o.status, why(o)).toBe('valid')
        expect(o.answer, question).toContain(`closest in ${series === 'GDP per capita' ? series : 'life expectancy'}`)
        expect(o.answer, question).toContain(`in ${year}.`)
      }
    }
  })
})

describe("a share of the eight's total in other words: 'account for', 'the group's', 'our countries'', 'how much of'", () => {
  const shareOf = (c: string, i: string, y: number) =>
    (100 * ref(c, i, y)!) / COUNTRIES.reduce((s, k) => s + ref(k, i, y)!, 0)

  it("reads each as the country's share of the eight's total (English and French), with the share computed here", async () => {
    for (const [question, c, i, y] of [
      ["What share of the eight's combined GDP did the US account for in 2024?", 'USA', 'NY.GDP.MKTP.CD', 2024],
      ["What was India's part of the group's population in 2024?", 'IND', 'SP.POP.TOTL', 2024],
      ["How much of the group's total population did India have in 2024?", 'IND', 'SP.POP.TOTL', 2024],
      ["What share of our countries' population lived in India in 2024?", 'IND', 'SP.POP.TOTL', 2024],
      ["How much of the eight's GDP did Japan make up in 2020?", 'JPN', 'NY.GDP.MKTP.CD', 2020],
      [
        'Quelle part du PIB de nos huit pays les États-Unis représentaient-ils en 2024 ?',
        'USA',
        'NY.GDP.MKTP.CD',
        2024,
      ],
      ['Quelle part de la population du groupe vivait en Inde en 2024 ?', 'IND', 'SP.POP.TOTL', 2024],
    ] as const) {
      expect(
        readQuestion(question, store.years).parts.map((p) => p.shape),
        question,
      ).toEqual(['total'])
      const o = await ask(question)
      expect(o.status, why(o)).toBe('valid')
      expect(shows(o.answer!, shareOf(c, i, y)), `${question} ${o.answer}`).toBe(true)
    }
  })

  it("a share of the eight's total of a series that does not add up is declined, never the country's value alone", async () => {
    for (const question of [
      "What share of the eight's life expectancy did Japan account for in 2020?",
      "What share of the eight's GDP per capita did the US have in 2020?",
    ]) {
      const o = await ask(question)
      expect(o.status).toBe('valid')
      expect(o.answer_status, `${question} ${o.answer}`).toBe('cannot_answer')
      expect(o.answer).toMatch(/add up/u)
    }
  })
})

describe('an instruction to use another figure is set aside: the question asked is answered, the order quoted', () => {
  it('answers the year asked, with no figure of the year the order names (English and French)', async () => {
    const asked = ref('BRA', 'SP.POP.TOTL', 2024)!
    const other = ref('BRA', 'SP.POP.TOTL', 2000)!
    for (const [question, quote] of [
      ["What was Brazil's population in 2024? Use the 2000 figure.", 'Use the'],
      ["What was Brazil's population in 2024? Use the value for 2000.", 'Use the value'],
      ['Quelle était la population du Brésil en 2024 ? Utilise le chiffre de 2000.', 'Utilise le chiffre'],
      ['Quelle était la population du Brésil en 2024 ? Prends la valeur de 2000.', 'Prends la valeur'],
    ] as const) {
      const o = await ask(question)
      expect(o.status, why(o)).toBe('valid')
      expect(shows(o.answer!, asked), o.answer!).toBe(true)
      expect(shows(o.answer!, other), o.answer!).toBe(false)
      expect(o.answer, question).toContain(quote)
      expect(o.answer).not.toContain('2000')
    }
  })
})

describe("a share of the eight's total weighed against another year or a figure: declined for what it is", () => {
  it('names the comparison no tool gives, not a whole the data lacks (English and French)', async () => {
    for (const question of [
      "Was the US share of the eight's GDP bigger in 2000 or in 2023?",
      "Was India's share of the eight's population higher in 2024 than in 2000?",
      "Did the US account for more than half of the eight's total GDP in 2024?",
      "Did India have more than half of the eight's population in 2024?",
      'La part des États-Unis dans le PIB des huit était-elle plus grande en 2000 ou en 2023 ?',
    ]) {
      expect(readQuestion(question, store.years).decline?.reason, question).toBe('share_compared')
      const o = await ask(question)
      expect(o.status, why(o)).toBe('valid')
      expect(o.answer_status).toBe('cannot_answer')
      expect(o.answer, question).toMatch(/share|part/u)
      expect(o.answer, question).not.toMatch(/world|monde|region|région/u)
    }
  })

  it("the share in each year is still answered, from the snapshot's figures", async () => {
    const shareOf = (c: string, i: string, y: number) =>
      (100 * ref(c, i, y)!) / COUNTRIES.reduce((s, k) => s + ref(k, i, y)!, 0)
    const o = await ask("What was the US share of the eight's GDP in 2000 and in 2023?")
    expect(o.status, why(o)).toBe('valid')
    for (const y of [2000, 2023]) expect(shows(o.answer!, shareOf('USA', 'NY.GDP.MKTP.CD', y)), o.answer!).toBe(true)
  })
})

describe("a model's reading of an overtaking is held to the question's tense", () => {
  it('refuses `now` on "did it overtake" and its absence on "has it overtaken"; accepts the rules\' own', () => {
    const perfect = readQuestion('Has India now overtaken the United Kingdom in GDP?', store.years)
    const past = readQuestion('Did India overtake the United Kingdom in GDP?', store.years)
    expect(perfect.parts[0]!.now).toBe(true)
    expect(past.parts[0]!.now).toBeUndefined()
    expect(checkReading(perfect, perfect, store.years)).toEqual([])
    expect(checkReading(past, past, store.years)).toEqual([])
    const withNow = { ...past, parts: past.parts.map((p) => ({ ...p, now: true as const })) }
    const withoutNow = { ...perfect, parts: perfect.parts.map(({ now: _now, ...p }) => p) }
    expect(checkReading(withNow, past, store.years)).toMatchObject([
      { code: 'reading_not_in_question', detail: expect.stringContaining('"has overtaken" (the state now)') },
    ])
    expect(checkReading(withoutNow, perfect, store.years)).toMatchObject([
      { code: 'reading_not_in_question', detail: expect.stringContaining('whether it overtook at some point') },
    ])
  })
})

describe("two countries' share of the eight's total: their combined share, never their values with the share dropped", () => {
  it('gives the combined share computed from the snapshot (English and French)', async () => {
    const total = COUNTRIES.reduce((s, k) => s + ref(k, 'NY.GDP.MKTP.CD', 2024)!, 0)
    const share = (100 * (ref('USA', 'NY.GDP.MKTP.CD', 2024)! + ref('JPN', 'NY.GDP.MKTP.CD', 2024)!)) / total
    for (const question of [
      "How much of the eight's GDP did the US and Japan account for in 2024?",
      "What share of the eight's GDP did the US and Japan have in 2024?",
      'Quelle part du PIB des huit pays les États-Unis et le Japon représentaient-ils en 2024 ?',
    ]) {
      const o = await ask(question)
      expect(o.status, why(o)).toBe('valid')
      expect(shows(o.answer!, share), `${question} ${o.answer}`).toBe(true)
    }
  })
})
