// The cost of a question with and without the cached prefix (issue 34): each request's fixed part (system message,
// tools, response format) is the same bytes for every question, which providers bill at a cached-input price.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cachedCostUsd, costUsd, DEFAULT_PRICES } from '../src/ask/pricing.js'
import type { GoldenQuestion } from '../src/eval/golden.js'
import { reportMarkdown, summarise } from '../src/eval/report.js'
import { runEvaluation } from '../src/eval/run.js'
import { countRequestTokens, loadTokenCounter } from '../src/llm/tokens.js'
import { plannerService } from './helpers.js'

const golden = JSON.parse(readFileSync('data/questions.json', 'utf8')) as GoldenQuestion[]

describe('cost with a cached prefix', () => {
  it('bills the cached tokens at the cached-input price, the rest at the list price', () => {
    const price = DEFAULT_PRICES.models['gpt-4o-mini']!
    expect(price.cached_input).toBeLessThan(price.input)
    const expected = ((2500 - 2400) * price.input + 2400 * price.cached_input! + 50 * price.output) / 1e6
    expect(cachedCostUsd(DEFAULT_PRICES, 'gpt-4o-mini', 2500, 2400, 50)).toBeCloseTo(expected, 12)
    expect(cachedCostUsd(DEFAULT_PRICES, 'gpt-4o-mini', 2500, 0, 50)).toBe(
      costUsd(DEFAULT_PRICES, 'gpt-4o-mini', 2500, 50),
    )
    expect(cachedCostUsd(DEFAULT_PRICES, 'unknown-model', 1, 1, 1)).toBeNull()
  })

  it('the eval report gives the cost per question with and without the prefix cached, from the counted tokens', async () => {
    const count = await loadTokenCounter()
    const service = plannerService({ countTokens: (request) => countRequestTokens(request, count) })
    const run = await runEvaluation(service, golden.slice(0, 3), {
      provider: 'planner',
      design: 'read',
      runs: 1,
      questionSet: 'the golden set',
    })
    const s = summarise(run)
    // Every reading request's prefix is counted: most of its input tokens (the question is short).
    expect(s.counted_tokens!.prefix_total).toBeGreaterThan(0.9 * s.counted_tokens!.total)
    expect(s.counted_tokens!.prefix_total).toBeLessThan(s.counted_tokens!.total)
    expect(reportMarkdown(run, golden)).toMatch(
      /Input cost per 1,000 questions at `planner`'s list prices .*read from the provider's prompt cache/,
    )
  })
})
