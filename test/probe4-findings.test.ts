// Findings of the fourth reporter probe (100 questions typed as in a newsroom chat, half in French), each with its
// neighbours. Every expected number is computed from the snapshot here.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { readQuestion } from '../src/reading/rules.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { ref, testConfig, testStore } from './helpers.js'

const store = testStore()
const years = store.years
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const { POP } = INDICATOR
const GDP = 'NY.GDP.MKTP.CD'
const LIFE = 'SP.DYN.LE00.IN'

describe('"us" after a French article ("des us", "les us", "aux us") is the United States: French has no pronoun "us"', () => {
  it.each([
    ['PIB des us en 2024, en milliards', GDP, 2024],
    ["l'espérance de vie aux us en 2020", LIFE, 2020],
    ['la pop des us en 2010 ?', POP, 2010],
  ] as const)('"%s" is read as the United States and answered', async (question, indicator, year) => {
    expect(readQuestion(question, years).countries).toEqual(['USA'])
    const outcome = await planner.ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    const value = ref('USA', indicator, year)!
    expect(
      outcome.citations.some((c) => c.country_codes.includes('USA') && c.years.includes(year) && c.value === value),
      `${outcome.answer}`,
    ).toBe(true)
  })

  it('"us" as an English pronoun is still no country', () => {
    expect(readQuestion('give us the population of japan in 2020', years).countries).toEqual(['JPN'])
  })
})
