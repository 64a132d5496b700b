// Cost in US dollars from a dated price table. An unknown model's cost is null (unknown), never 0.
import { readFileSync } from 'node:fs'

export interface PriceTable {
  as_of: string
  note: string
  /**
   * US dollars per million tokens. `cached_input`: an input token read from the provider's prompt cache (a prefix
   * seen before), where the provider bills it at a discount; absent, it is billed as any input token.
   */
  models: Record<string, { input: number; output: number; cached_input?: number }>
}

export const DEFAULT_PRICES: PriceTable = {
  as_of: '2025-08-01',
  note: 'OpenAI list prices per million tokens as published on that date (openai.com/api/pricing: input, cached input, output); set PRICES_FILE for your contract or server.',
  models: {
    planner: { input: 0, output: 0 },
    'gpt-4o-mini': { input: 0.15, output: 0.6, cached_input: 0.075 },
    'gpt-4o': { input: 2.5, output: 10, cached_input: 1.25 },
    'gpt-4.1-nano': { input: 0.1, output: 0.4, cached_input: 0.025 },
    'gpt-4.1-mini': { input: 0.4, output: 1.6, cached_input: 0.1 },
    'gpt-4.1': { input: 2, output: 8, cached_input: 0.5 },
  },
}

export function loadPrices(file?: string): PriceTable {
  if (!file) return DEFAULT_PRICES
  const table = JSON.parse(readFileSync(file, 'utf8')) as PriceTable
  if (typeof table.as_of !== 'string' || typeof table.models !== 'object')
    throw new Error(`${file}: a price table needs as_of and models`)
  return table
}

/** The longest model name in the table that the reported name starts with ("gpt-4o-mini-2024-07-18" is gpt-4o-mini). */
export function priceFor(table: PriceTable, model: string) {
  const name = Object.keys(table.models)
    .filter((m) => model === m || model.startsWith(`${m}-`))
    .sort((a, b) => b.length - a.length)[0]
  return name === undefined ? undefined : table.models[name]
}

/**
 * The cost of input tokens of which `cached` were read from the provider's prompt cache (billed at `cached_input`,
 * else as any input token), and output tokens; null for a model the table does not price.
 */
export function cachedCostUsd(
  table: PriceTable,
  model: string,
  inputTokens: number,
  cached: number,
  outputTokens: number,
): number | null {
  const price = priceFor(table, model)
  if (!price) return null
  const cachedPrice = price.cached_input ?? price.input
  return ((inputTokens - cached) * price.input + cached * cachedPrice + outputTokens * price.output) / 1e6
}

export function costUsd(table: PriceTable, model: string, inputTokens: number, outputTokens: number): number | null {
  const price = priceFor(table, model)
  if (!price) return null
  return (inputTokens * price.input + outputTokens * price.output) / 1e6
}
