// A scripted model server, not a language model: an OpenAI-compatible Chat Completions endpoint on loopback that answers
// every question with the same fixed text, for the data desk's offline demo (scripts/record-scripted-demo.js records
// it; recordings/PROVENANCE.md). Asked to read a question, it finds no shape in it (so the question goes to the tools).
// In the tools design its first turn asks get_values for Canada's 2024 population; then,
// or at once when the request brings a <data> block, it writes a fixed draft whose figure ("about 40 million") is not
// the data's at the precision shown, so that gate 2 rejects it and the answer goes to the desk.
//
//   node scripts/scripted-model-server.js            # prints its URL; PORT=0 picks a free port (default 8089)
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'

export const SCRIPTED_MODEL = 'scripted-demo'

const TOOL_CALL = {
  id: 'call_1',
  type: 'function',
  function: {
    name: 'get_values',
    arguments: JSON.stringify({ country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2024, end_year: 2024 }),
  },
}
const DRAFT = JSON.stringify({ status: 'answered', answer: 'Canada had about 40 million people in 2024.' })
/** Asked to read the question (the read design), it finds no shape in it, so the question goes on to the tools. */
const NO_READING = JSON.stringify({
  parts: [],
  lacking: [{ reason: 'not_understood', words: [] }],
  sources: [],
  set_aside: [],
  framing: [],
})

/**
 * The fixed reply to a request: a reading that finds no shape, to a reading request; a tool call on the tools
 * design's first turn; the fixed draft otherwise.
 */
function reply(request) {
  const firstTurn = !request.messages.some((m) => m.role === 'assistant')
  const message =
    request.response_format?.json_schema?.name === 'reading'
      ? { role: 'assistant', content: NO_READING }
      : request.tools?.length > 0 && firstTurn
        ? { role: 'assistant', content: null, tool_calls: [TOOL_CALL] }
        : { role: 'assistant', content: DRAFT }
  return {
    id: 'scripted',
    object: 'chat.completion',
    created: 0,
    model: SCRIPTED_MODEL,
    choices: [{ index: 0, finish_reason: message.tool_calls ? 'tool_calls' : 'stop', message }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  }
}

/** Listens on 127.0.0.1 only; resolves with the base URL an OpenAI client takes, and a way to stop. */
export function startScriptedServer(port = 0) {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      let request
      try {
        request = JSON.parse(body)
      } catch {
        request = null
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions') || !Array.isArray(request?.messages)) {
        res.statusCode = 404
        res.end(
          JSON.stringify({ error: { message: 'Only POST /v1/chat/completions with messages is scripted here.' } }),
        )
        return
      }
      res.end(JSON.stringify(reply(request)))
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/v1`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url, close } = await startScriptedServer(Number(process.env.PORT ?? 8089))
  console.log(`scripted model server (fixed text, not a language model) on ${url}, model ${SCRIPTED_MODEL}`)
  const stop = () => void close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
