// The shape count_years: "in how many years was X above (below) a figure, did it rise (fall), did it grow by more
// than a percent", and "did it fall in more than 3 years". Its questions are read as count_years, answered end to end
// with the count and every one of those years (computed here from the CSV by test code), a model's reading of it
// passes gate 1 or is refused with its rule, and gate 2 refuses a composed answer whose count or years were altered.
import { describe, expect, it } from 'vitest'
import { checkAnswer, evidenceFromTrace } from '../src/gates/answer-check.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { systemRules } from '../src/llm/prompt.js'
import { readQuestion } from '../src/reading/rules.js'
import { partProblem, readingJson, type ReadingJson } from '../src/reading/wire.js'
import { createAskService } from '../src/ask/service.js'
import type { Completion } from '../src/llm/chat.js'
import { ProviderError, type Provider } from '../src/llm/provider.js'
import { isReadingRequest } from '../src/reading/model-reader.js'
import { isSecondLookRequest, secondLookSentences } from '../src/reading/second-look.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { plannerService, refRows, scriptedReply, testConfig, testStore, wirePart } from './helpers.js'

const { POP, GDP, LE } = INDICATOR
const store = testStore()
const [FIRST, LAST] = store.years

/** A series' rows with a value, from the CSV, in year order. */
const rowsOf = (c: string, i: string, from = FIRST, to = LAST) =>
  refRows()
    .filter((r) => r.country === c && r.indicator === i && r.year >= from && r.year <= to && r.value !== null)
    .map((r) => ({ year: r.year, v: r.value! }))
    .sort((a, b) => a.year - b.year)
/** The years each step from the year before went the way asked (by more than `pct` percent when given). */
const steps = (c: string, i: string, up: boolean, from = FIRST, to = LAST, pct?: number) => {
  const rows = rowsOf(c, i, from, to)
  return rows
    .slice(1)
    .filter((r, k) => {
      const change = ((r.v - rows[k]!.v) / rows[k]!.v) * 100
      return (up ? change > 0 : change < 0) && (pct === undefined || Math.abs(change) > pct)
    })
    .map((r) => r.year)
}
const above = (c: string, i: string, figure: number, from = FIRST, to = LAST) =>
  rowsOf(c, i, from, to)
    .filter((r) => r.v > figure)
    .map((r) => r.year)

const ASKED = [
  { q: "In how many years since 2015 did Brazil's GDP fall?", years: () => steps('BRA', GDP, false, 2015) },
  { q: "Combien d'années le PIB du Brésil a-t-il reculé depuis 2015 ?", years: () => steps('BRA', GDP, false, 2015) },
  { q: "How many years was the UK's population above 65 million?", years: () => above('GBR', POP, 65e6) },
  {
    q: "Between 2000 and 2024, in how many years was Japan's life expectancy above 84?",
    years: () => above('JPN', LE, 84, 2000, 2024),
  },
  {
    q: "En combien d'années la croissance de la population du Nigeria a-t-elle dépassé 2,5 % ?",
    years: () => steps('NGA', POP, true, FIRST, LAST, 2.5),
  },
]

describe('the count_years shape', () => {
  it('reads its questions as count_years, never yes or no, over every year of the data or the span named', () => {
    for (const { q } of ASKED) {
      const parts = readQuestion(q, store.years).parts
      expect(
        parts.map((p) => [p.shape, p.polar]),
        q,
      ).toEqual([['count_years', false]])
    }
    const yes = readQuestion("Did Brazil's GDP fall in more than 3 years since 2015?", store.years).parts
    expect(yes).toEqual([
      {
        shape: 'count_years',
        countries: ['BRA'],
        indicator: GDP,
        time: { kind: 'span', from: 2015, to: LAST, since: true },
        polar: true,
        direction: 'down',
        figure: { value: 3, relation: 'more', text: '3', percent: false },
      },
    ])
  })

  it('answers with the count and every year the snapshot gives, valid (the probes: 5, 11, 7, 16)', async () => {
    const service = plannerService()
    for (const { q, years } of ASKED) {
      const want = years()
      const o = await service.ask({ question: q, design: 'tools' })
      expect(o.status, `${q}\n${o.answer}`).toBe('valid')
      expect(o.answer, q).toMatch(new RegExp(`\\b(?:in|en) ${want.length} (?:years|années)\\b`))
      for (const y of want) expect(o.answer, q).toContain(String(y))
    }
    expect(ASKED.map((a) => a.years().length)).toEqual([5, 5, 11, 7, 16])
  })

  it('asked "in more than 3 years", gives the verdict with the count and the years', async () => {
    const want = steps('BRA', GDP, false, 2015)
    for (const [q, n] of [
      ["Did Brazil's GDP fall in more than 3 years since 2015?", 3],
      ['Le PIB du Brésil a-t-il baissé en plus de 6 ans depuis 2015 ?', 6],
    ] as const) {
      const o = await plannerService().ask({ question: q })
      expect(o.status).toBe('valid')
      expect(
        o.answer!.startsWith(
          want.length > n ? (q.startsWith('Did') ? 'Yes' : 'Oui') : q.startsWith('Did') ? 'No' : 'Non',
        ),
      ).toBe(true)
      for (const y of want) expect(o.answer).toContain(String(y))
    }
  })

  it('declines what it does not count, naming the words', () => {
    const decline = (q: string) => readQuestion(q, store.years).decline
    expect(decline("How many years was Brazil's GDP larger than Canada's?")).toMatchObject({
      reason: 'count_of_years',
      words: ['How many years'],
    })
    expect(decline("Was the UK's population above 65 million in more than 5 years?")).toMatchObject({
      reason: 'count_of_years',
      words: ['in more than … years'],
    })
    // (Before, "in more than 3 years" was dropped in silence and the question answered as one change.)
    expect(decline("Did Nigeria's population double in less than 30 years?")?.reason).toBe('count_of_years')
    expect(decline("Combien d'années le Japon a-t-il eu la plus haute espérance de vie des huit ?")?.reason).toBe(
      'count_of_years',
    )
  })

  describe('gate 2 establishes the count and the years', () => {
    const judged = async (q: string) => {
      const o = await plannerService().ask({ question: q, design: 'tools' })
      const context = {
        question: q,
        reading: readQuestion(q, store.years),
        rules: systemRules(store, 'tools'),
        snapshotDate: store.snapshotDate,
        snapshotYears: store.years,
      }
      const evidence = evidenceFromTrace(o.trace)
      return {
        text: o.answer ?? '',
        check: (text: string) => checkAnswer({ status: 'answered', answer: text }, evidence, context).problems,
      }
    }

    it('passes the composed answer, and refuses a count altered', async () => {
      for (const { q, years } of ASKED) {
        const { text, check } = await judged(q)
        expect(check(text), text).toEqual([])
        const n = years().length
        const altered = text.replace(new RegExp(`\\b(in|en) ${n} `), (_m, w: string) => `${w} ${n + 1} `)
        expect(altered).not.toBe(text)
        expect(check(altered).length, altered).toBeGreaterThan(0)
      }
    })

    it('refuses a year dropped from the list, or another year put in', async () => {
      const { q, years } = ASKED[0]!
      const { text, check } = await judged(q)
      const want = years()
      const last = String(want.at(-1))
      const dropped = text.replace(`, ${want.at(-2)} and ${last}`, ` and ${last}`)
      expect(dropped).not.toBe(text)
      expect(check(dropped).map((p) => p.code)).toContain('wrong_year')
      const other = [2017, 2021, 2022, 2023].find((y) => !want.includes(y))!
      const moved = text.replace(` and ${last}`, ` and ${other}`)
      expect(check(moved).map((p) => p.code)).toContain('wrong_year')
    })
  })

  it("gate 1 takes a model's reading of it with a figure or a way, and refuses one it cannot answer", () => {
    const count = (p: Partial<Parameters<typeof wirePart>[0]>) =>
      wirePart({ shape: 'count_years', countries: ['BRA'], indicator: 'gdp', ...p })
    const f = (value: number, percent = false) => ({ value, relation: 'more' as const, text: String(value), percent })
    expect(partProblem(count({ flags: ['down'] }))).toBeNull()
    expect(partProblem(count({ figure: f(1e12) }))).toBeNull()
    expect(partProblem(count({ flags: ['up', 'faster'], figure: f(2, true) }))).toBeNull()
    expect(partProblem(count({ flags: ['down', 'yes_no'], figure: f(3) }))).toBeNull()
    // Neither a figure nor a way; a way and a figure not asked yes or no; a yes or no without its number; a rank.
    expect(partProblem(count({}))).toMatch(/a count of years has a figure/)
    expect(partProblem(count({ flags: ['down'], figure: f(3) }))).toMatch(/asked yes or no/)
    expect(partProblem(count({ flags: ['down', 'yes_no'] }))).toMatch(/asked yes or no has a way and a figure/)
    expect(partProblem(count({ flags: ['down', 'lowest'] }))).toMatch(/no end of a ranking/)
    expect(partProblem(count({ figure: f(2, true) }))).toMatch(/above a percent is of a share/)
    expect(partProblem(count({ flags: ['ever'], figure: f(1e12) }))).toMatch(/count_years does not read ever/)
  })
})

// (A model that reads a count of years as the rules do is read whole in the read design: the check finds the
// question's own words for the shape, "how many years", "combien d'années", "in which years", and composes it.)
describe("a model's reading of a count of years, the same as the rules', through the read design", () => {
  function scripted(reading: ReadingJson): Provider {
    return {
      name: 'scripted',
      kind: 'constructed',
      async complete(request): Promise<Completion> {
        if (isSecondLookRequest(request))
          return scriptedReply({ same: secondLookSentences(request).length === 1, which: 1, differs: '' })
        if (isReadingRequest(request)) return scriptedReply(reading)
        throw new ProviderError('no_recording', 'the scripted reader only reads')
      },
    }
  }
  it.each([
    "in how many years since 2010 did mexico's gdp per capita fall?",
    "How many years was the UK's population above 65 million?",
    "Combien d'années la population du Japon a-t-elle reculé depuis 2010 ?",
  ])('"%s": valid, the years counted from the snapshot, with no turn to the tools', async (q) => {
    const rules = readQuestion(q, store.years)
    expect(rules.parts.map((p) => p.shape)).toEqual(['count_years'])
    const service = createAskService({
      config: testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
      store,
      toolbox: createToolbox(store),
      providers: { openai: () => scripted(readingJson(rules)) },
    })
    const o = await service.ask({ question: q, provider: 'openai', model: 'scripted-reader', design: 'read' })
    expect(o.status, JSON.stringify(o.problems)).toBe('valid')
    expect(o.path).toBe('read')
    const modelReading = o.trace.find((t) => t.type === 'reading' && t.by === 'model')
    expect(modelReading).toMatchObject({ problems: [] })
  })
})
