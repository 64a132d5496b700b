// Cost in US dollars from a dated price table. An unknown model's cost is null (unknown), never 0.
import { readFileSync } from 'node:fs'

export interface PriceTable {
  as_of: string
  note: string
  /** US dollars per million tokens. */
  models: Record<string, { input: number; output: number }>
}

export const DEFAULT_PRICES: PriceTable = {
  as_of: '2025-08-01',
  note: 'OpenAI list prices per million tokens as published on that date; set PRICES_FILE for your contract or server.',
  models: {
    planner: { input: 0, output: 0 },
    'gpt-4o-mini': { input: 0.15, output: 0.6 },
    'gpt-4o': { input: 2.5, output: 10 },
    'gpt-4.1-nano': { input: 0.1, output: 0.4 },
    'gpt-4.1-mini': { input: 0.4, output: 1.6 },
    'gpt-4.1': { input: 2, output: 8 },
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

export function costUsd(table: PriceTable, model: string, inputTokens: number, outputTokens: number): number | null {
  const price = priceFor(table, model)
  if (!price) return null
  return (inputTokens * price.input + outputTokens * price.output) / 1e6
}
