// npm run demo:record: writes recordings/scripted-demo-desk.json again, by record mode against the scripted model
// server (scripts/scripted-model-server.js, fixed text, not a language model): the demo question asked in every design.
// The file is labelled scripted (its name, its `about` line, "kind": "constructed"); never edit it by hand, run this.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createAskService } from '../dist/ask/service.js'
import { DESIGNS, loadConfig } from '../dist/config.js'
import { openStore } from '../dist/data/store.js'
import { createOpenAiProvider } from '../dist/providers/openai.js'
import { createRecordProvider } from '../dist/providers/recordings.js'
import { createToolbox } from '../dist/tools/toolbox.js'
import { SCRIPTED_MODEL, startScriptedServer } from './scripted-model-server.js'

export const DEMO_FILE = 'scripted-demo-desk.json'
export const DEMO_QUESTION = 'What was the population of Canada in 2024?'

const config = loadConfig({ ...process.env, PROVIDER: 'planner' })
rmSync(join(config.recordingsDir, DEMO_FILE), { force: true })
const server = await startScriptedServer()
const store = openStore(config.databasePath)
try {
  const service = createAskService({
    config,
    store,
    toolbox: createToolbox(store),
    providers: {
      record: () =>
        createRecordProvider(createOpenAiProvider({ baseURL: server.url, apiKey: 'none' }), config.recordingsDir, {
          file: DEMO_FILE,
          scripted: true,
        }),
    },
  })
  for (const design of DESIGNS) {
    const outcome = await service.ask({ question: DEMO_QUESTION, provider: 'record', model: SCRIPTED_MODEL, design })
    const problems = outcome.problems.map((p) => p.code).join(', ')
    console.log(`${design}: ${outcome.status} (${problems}), provider kind ${outcome.provider.kind}`)
  }
  console.log(`wrote ${join(config.recordingsDir, DEMO_FILE)}`)
} finally {
  store.close()
  await server.close()
}
