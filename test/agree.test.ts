// Agreement by meaning (issue 34, item 2): two readings agree when their answers rest on the same facts and come to the
// same verdicts, never by the sentences or the flags' spelling. Every question of the golden set and the bank: its
// rules' reading is written in each equivalent way a capable model may write it (a span of every year as no year
// with `ever`, or the reverse; the eight listed or left empty; one country per part joined into one part; the latest
// year as that year named), and auto finds each agreeing with the rules with no second look (a second look here throws:
// agreement must come from the meaning alone). The mutations of test/read-design.test.ts still disagree or are refused
// (that test runs them).
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import type { Outcome } from '../src/ask/outcome.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { buildGoldenSet } from '../src/eval/golden.js'
import { COUNTRY_CODES, INDICATOR_CODES } from '../src/lexicon/codes.js'
import type { Completion } from '../src/llm/chat.js'
import { ProviderError, type Provider } from '../src/llm/provider.js'
import { isReadingRequest } from '../src/reading/model-reader.js'
import { readQuestion } from '../src/reading/rules.js'
import { isSecondLookRequest } from '../src/reading/second-look.js'
import { INDICATOR_KEYS, ranksTheEight, readingJson, type ReadingJson, type WirePart } from '../src/reading/wire.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { ref, testConfig, testStore, scriptedReply } from './helpers.js'

const snapshot = loadSnapshot('data')
// (With two questions of the kinds a chat types, whose rules read one part per country: the bank asks none.)
const questions = [
  ...[...buildGoldenSet(snapshot), ...buildQuestionBank(snapshot)].map((q) => q.question),
  'Canada and Mexico population 2024?',
  "How did Japan's and India's GDP change between 2010 and 2020?",
]
const store = testStore()
const [first, last] = store.years
const codeOf = (key: WirePart['indicator']) => INDICATOR_CODES.find((c) => INDICATOR_KEYS[c] === key)!

/** A reader that writes `reading`; a second look is never asked of it when the readings agree. */
function reader(reading: ReadingJson): Provider {
  return {
    name: 'scripted',
    kind: 'constructed',
    async complete(request): Promise<Completion> {
      if (isSecondLookRequest(request)) throw new ProviderError('no_recording', 'agreement needs no second look')
      if (!isReadingRequest(request)) throw new ProviderError('no_recording', 'the scripted reader only reads')
      return scriptedReply(reading)
    },
  }
}

const askAuto = (question: string, reading: ReadingJson): Promise<Outcome> =>
  createAskService({
    config: testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
    store,
    toolbox: createToolbox(store),
    providers: { openai: () => reader(reading) },
  }).ask({ question, provider: 'openai', model: 'scripted-reader', design: 'auto' })

const everyYear = (p: WirePart) => p.flags.includes('span') && p.years[0] === first && p.years[1] === last
/** Shapes read over every year whatever the time written (reading/check.ts completeParts): no year means all. */
const OVER_YEARS = new Set<WirePart['shape']>(['overtake', 'ahead_every_year', 'every_year'])
const mapParts = (json: ReadingJson, f: (p: WirePart) => WirePart | null): ReadingJson | null => {
  let changed = false
  const parts = json.parts.map((p) => {
    const q = f(p)
    if (q) changed = true
    return q ?? p
  })
  return changed ? { ...json, parts } : null
}

/** The latest year with a value for every country a part names (the eight when it names none), or null. */
function latestOf(p: WirePart): number | null {
  const code = codeOf(p.indicator)
  const countries = p.countries.length > 0 ? p.countries : [...COUNTRY_CODES]
  for (let y = last; y >= first; y -= 1) if (countries.every((c) => ref(c, code, y) !== null)) return y
  return null
}

/** Each equivalent way of writing a reading, or null where it does not apply. */
const SPELLINGS: Record<string, (json: ReadingJson) => ReadingJson | null> = {
  // "Did the UK ever overtake Japan": `ever` with no year, as a model writes it, for the rules' span of every year.
  // ("Has India now overtaken the UK", `now`, asks the state in the latest year: `ever` would be another question.)
  'a span of every year written as ever, no year': (json) =>
    mapParts(json, (p) =>
      OVER_YEARS.has(p.shape) && everyYear(p) && !p.flags.includes('since') && !p.flags.includes('now') && p.at === null
        ? {
            ...p,
            years: [],
            flags: [...p.flags.filter((f) => f !== 'span'), ...(p.shape === 'overtake' ? (['ever'] as const) : [])],
          }
        : null,
    ),
  'the eight listed': (json) =>
    mapParts(json, (p) =>
      ranksTheEight(p.shape) && p.countries.length === 0 && p.of_part === null
        ? { ...p, countries: [...COUNTRY_CODES] }
        : null,
    ),
  'one part per country joined into one': (json) => {
    const parts: WirePart[] = []
    let joined = false
    for (const p of json.parts) {
      const prev = parts.at(-1)
      const same =
        prev !== undefined &&
        ['value', 'change'].includes(p.shape) &&
        prev.shape === p.shape &&
        p.countries.length === 1 &&
        JSON.stringify({ ...p, countries: [] }) === JSON.stringify({ ...prev, countries: [] }) &&
        !prev.countries.includes(p.countries[0]!)
      if (same) {
        parts[parts.length - 1] = { ...prev, countries: [...prev.countries, ...p.countries] }
        joined = true
      } else parts.push(p)
    }
    return joined ? { ...json, parts } : null
  },
  'the latest year named': (json) =>
    mapParts(json, (p) => {
      if (
        p.years.length > 0 ||
        p.flags.some((f) => ['span', 'since', 'ever', 'never', 'since_when', 'crossed'].includes(f))
      )
        return null
      if (
        OVER_YEARS.has(p.shape) ||
        ['change', 'peak', 'gap', 'pace', 'cagr', 'span_average', 'change_rank', 'multiple', 'recover'].includes(
          p.shape,
        )
      )
        return null
      const year = latestOf(p)
      return year === null ? null : { ...p, years: [year] }
    }),
}

describe('agreement by meaning', () => {
  it('finds every equivalent spelling of every rules reading agreeing with it, with no second look', async () => {
    const tried: Record<string, number> = {}
    const refused: Record<string, number> = {}
    for (const question of questions) {
      const rules = readQuestion(question, store.years)
      if (rules.decline || rules.parts.length === 0) continue
      const json = readingJson(rules)
      for (const [name, spell] of Object.entries(SPELLINGS)) {
        const spelled = spell(json)
        if (!spelled) continue
        const outcome = await askAuto(question, spelled)
        const model = outcome.trace.find((t) => t.type === 'reading' && t.by === 'model')
        // (A year the question does not name is refused by the reading check before any agreement is weighed: auto
        // then composes the rules' reading. Counted apart: no agreement was tested.)
        if (model?.type === 'reading' && model.problems.length > 0) {
          refused[name] = (refused[name] ?? 0) + 1
          continue
        }
        tried[name] = (tried[name] ?? 0) + 1
        const codes = outcome.problems.map((p) => p.code)
        expect(codes, `${name}: ${question}`).not.toContain('readings_disagree')
        expect(outcome.status, `${name}: ${question} ${JSON.stringify(outcome.problems)}`).toBe('valid')
        expect(
          outcome.trace.some((t) => t.type === 'stop' && t.reason.startsWith('second_look')),
          question,
        ).toBe(false)
      }
    }
    const total = Object.values(tried).reduce((a, b) => a + b, 0)
    console.log(
      `equivalent spellings tried: ${total} ${JSON.stringify(tried)}; refused by the check: ${JSON.stringify(refused)}`,
    )
    for (const name of Object.keys(SPELLINGS)) expect(tried[name] ?? 0, name).toBeGreaterThan(0)
  }, 600_000)
})
