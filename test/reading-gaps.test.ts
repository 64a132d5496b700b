// The gaps the real model's readings hit (issue 34), each read the way the reading prompt now defines it, composed by
// the application and checked by gate 2: whose share ("what part of the eight's population lived in India" is India's
// share, the total of India), a change in points (no `faster`: the difference), the lowest year (peak, lowest), and the
// year of the biggest one-year move over every year (peak with up and years [], never the latest change). A scripted
// reader (test code, not a language model) returns the reading a model writes from the prompt; every expected figure
// is computed here from the snapshot.
import { describe, expect, it } from 'vitest'
import type { Outcome } from '../src/ask/outcome.js'
import { createAskService } from '../src/ask/service.js'
import type { Completion } from '../src/llm/chat.js'
import { ProviderError, type Provider } from '../src/llm/provider.js'
import { isReadingRequest, readingRules } from '../src/reading/model-reader.js'
import type { ReadingJson, WirePart } from '../src/reading/wire.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { COUNTRIES, ref, refRows, shows, testConfig, testStore, scriptedReply, wirePart as part } from './helpers.js'

const store = testStore()

function scripted(reading: ReadingJson): Provider {
  return {
    name: 'scripted',
    kind: 'constructed',
    async complete(request): Promise<Completion> {
      if (!isReadingRequest(request)) throw new ProviderError('no_recording', 'the scripted reader only reads')
      return scriptedReply(reading)
    },
  }
}

const reading = (...parts: WirePart[]): ReadingJson => ({ parts, lacking: [], sources: [], set_aside: [], framing: [] })

async function ask(question: string, json: ReadingJson): Promise<Outcome> {
  const service = createAskService({
    config: testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
    store,
    toolbox: createToolbox(store),
    providers: { openai: () => scripted(json) },
  })
  return service.ask({ question, provider: 'openai', model: 'scripted-reader', design: 'read' })
}
const said = (o: Outcome) => o.answer ?? ''
const why = (o: Outcome) => `${o.status}: ${o.answer} ${o.problems.map((p) => p.detail).join('; ')}`

/** Every year's value of a series, from the snapshot. */
const series = (country: string, indicator: string) =>
  refRows()
    .filter((r) => r.country === country && r.indicator === indicator && r.value !== null)
    .map((r) => [r.year, r.value!] as const)
    .sort((a, b) => a[0] - b[0])

describe('the gaps the real readings hit, as the prompt defines them', () => {
  it("whose share: India's share of the eight's combined population is the total of India (English and French)", async () => {
    const total = COUNTRIES.reduce((s, c) => s + ref(c, 'SP.POP.TOTL', 2020)!, 0)
    const share = (100 * ref('IND', 'SP.POP.TOTL', 2020)!) / total
    const json = reading(part({ shape: 'total', countries: ['IND'], indicator: 'population', years: [2020] }))
    for (const question of [
      "What part of the eight countries' combined population lived in India in 2020?",
      'Quelle part de la population cumulée des huit pays vivait en Inde en 2020 ?',
    ]) {
      const o = await ask(question, json)
      expect(o.status, why(o)).toBe('valid')
      expect(shows(said(o), share), said(o)).toBe(true)
    }
    expect(readingRules(store.years)).toContain("a country's share: its total")
  })

  it('a change in points: no faster, the difference in percentage points (with the percent beside it)', async () => {
    const [from, to] = [2010, 2020]
    const o = await ask(
      "By how many points did Brazil's internet use rise between 2010 and 2020?",
      reading(
        part({ shape: 'change', countries: ['BRA'], indicator: 'internet_users', years: [from, to], flags: ['span'] }),
      ),
    )
    expect(o.status, why(o)).toBe('valid')
    const points = ref('BRA', 'IT.NET.USER.ZS', to)! - ref('BRA', 'IT.NET.USER.ZS', from)!
    expect(shows(said(o), points), said(o)).toBe(true)
    expect(said(o)).toMatch(/points/)
  })

  it("the lowest year: the year a country's value was lowest, over every year (years [])", async () => {
    const values = series('NGA', 'SP.DYN.LE00.IN')
    const [year, value] = values.reduce((lo, x) => (x[1] < lo[1] ? x : lo))
    const o = await ask(
      "In which year was Nigeria's life expectancy lowest?",
      reading(part({ shape: 'peak', countries: ['NGA'], indicator: 'life_expectancy', flags: ['lowest'] })),
    )
    expect(o.status, why(o)).toBe('valid')
    expect(said(o)).toContain(`lowest in ${year}`)
    expect(shows(said(o), value), said(o)).toBe(true)
  })

  it('the year of the biggest one-year rise over every year, never the latest change', async () => {
    const values = series('BRA', 'SP.DYN.LE00.IN')
    const steps = values.slice(1).map(([y, v], k) => [y, v - values[k]![1]] as const)
    const [year, rise] = steps.reduce((best, x) => (x[1] > best[1] ? x : best))
    const latest = values.at(-1)![0]
    // (The biggest rise is not the latest step: else the test could not tell the two readings apart.)
    expect(year).not.toBe(latest)
    const o = await ask(
      "The biggest one-year rise in Brazil's life expectancy, which year?",
      reading(part({ shape: 'peak', countries: ['BRA'], indicator: 'life_expectancy', flags: ['up'] })),
    )
    expect(o.status, why(o)).toBe('valid')
    expect(said(o)).toContain(String(year))
    expect(shows(said(o), rise), said(o)).toBe(true)
  })
})
