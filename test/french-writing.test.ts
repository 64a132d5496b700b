// French as a newsroom writes it, over every sentence the bank composes: every question of the golden set and the
// bank, read by the rules, composed in French (its answer or its decline) and read back as its "Lu comme" line.
import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../src/config.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { buildGoldenSet } from '../src/eval/golden.js'
import { compose } from '../src/planner/compose.js'
import { fetchReading, planBudgetFor, tooBig } from '../src/planner/plan.js'
import { readAs } from '../src/reading/read-as.js'
import { readQuestion } from '../src/reading/rules.js'
import { contract } from '../src/text/french.js'
import { createToolbox, readResult, resultText } from '../src/tools/toolbox.js'
import { testStore } from './helpers.js'

const store = testStore()
const toolbox = createToolbox(store)
const budget = { ...planBudgetFor(DEFAULT_LIMITS), years: store.years }
const snapshot = loadSnapshot('data')
const questions = [...new Set([...buildGoldenSet(snapshot), ...buildQuestionBank(snapshot)].map((q) => q.question))]

/** Every question's French answer (or decline) and its French read_as, as the planner writes them. */
function frenchTexts(): { question: string; text: string }[] {
  const texts: { question: string; text: string }[] = []
  for (const question of questions) {
    const reading = { ...readQuestion(question, store.years), language: 'fr' as const }
    const said = readAs(reading, 'fr')
    if (said) texts.push({ question, text: said })
    if (!reading.decline && (reading.parts.length === 0 || tooBig(reading, budget))) continue
    const outcomes = fetchReading(reading, budget, (c) => readResult(resultText(toolbox.run(c.name, c.args))))
    texts.push({ question, text: compose(reading, outcomes, store.years).answer })
  }
  return texts
}

describe('French writing', () => {
  const texts = frenchTexts()

  it('contracts a preposition with the article that follows it: du, des, au, aux', () => {
    const uncontracted = texts.filter((t) => /(?:^|[\s'’(])(?:de|à) les? /iu.test(t.text))
    expect(uncontracted.map((t) => `${t.question}\n  ${t.text}`)).toEqual([])
    expect(texts.length).toBeGreaterThan(questions.length)
  })

  it('joins each preposition to its article, keeping a capital and leaving other words alone', () => {
    expect(contract("De le Canada à les États-Unis, l'écart de le PIB (de les deux)")).toBe(
      "Du Canada aux États-Unis, l'écart du PIB (des deux)",
    )
    expect(contract('le PIB de le Canada (« de le Canada »)')).toBe('le PIB du Canada (« de le Canada »)')
    expect(contract('à la population de la France, de l’Inde, des lecteurs, celle-ci')).toBe(
      'à la population de la France, de l’Inde, des lecteurs, celle-ci',
    )
  })

  it('agrees "cumulé" with its series: le PIB cumulé, la population cumulée', () => {
    const combined = texts.filter((t) => /cumulée?/u.test(t.text))
    expect(combined.length).toBeGreaterThan(0)
    for (const t of combined) {
      expect(t.text, t.question).not.toMatch(/\ble PIB(?: par habitant)? cumulée/u)
      expect(t.text, t.question).not.toMatch(/\bla population cumulé(?!e)/u)
    }
  })

  it('names each country of a pair or a ranking with its own "de": "lequel du Canada et du Mexique"', () => {
    const listed = texts.filter((t) => /(?:lequel|le classement) d/u.test(t.text))
    expect(listed.length).toBeGreaterThan(0)
    for (const t of listed)
      expect(t.text, t.question).not.toMatch(/(?:lequel|le classement) d[^;]* et (?:le|la|les|l') /u)
  })
})
