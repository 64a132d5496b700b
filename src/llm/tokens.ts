// Input tokens of a request, counted locally with the o200k_base tokenizer (the GPT-4o family's): each message's text
// (and an assistant's tool calls as JSON) plus 3 tokens per message, the tool definitions and the response format as
// JSON, and 3 for the reply's start. A close estimate of what an OpenAI-compatible server bills, made without one; the
// tokenizer's tables load on first use (evaluations and the benchmark), never in the server.
import type { ChatRequest } from './chat.js'

type Count = (text: string) => number
let count: Count | undefined

async function counter(): Promise<Count> {
  count ??= (await import('gpt-tokenizer/encoding/o200k_base')).countTokens
  return count
}

/** Counts with a counter already loaded (see loadTokenCounter). */
export function countRequestTokens(request: ChatRequest, tokens: Count): number {
  let total = 3
  for (const m of request.messages) {
    total += 3 + tokens(m.content ?? '')
    if (m.role === 'assistant' && m.tool_calls) total += tokens(JSON.stringify(m.tool_calls))
  }
  if (request.tools) total += tokens(JSON.stringify(request.tools))
  return total + tokens(JSON.stringify(request.response_format))
}

/** The counter for countRequestTokens, loaded once. */
export const loadTokenCounter = counter
