// Everything a question needs, opened from the configuration in one place and closed in one place: the read-only store,
// the tools over it and the ask service. The server and every CLI command that reads data use it.
import type { Config } from './config.js'
import { createAskService, type AskService } from './ask/service.js'
import { openStore, type Store } from './data/store.js'
import type { ChatRequest } from './llm/chat.js'
import { createToolbox, type Toolbox } from './tools/toolbox.js'

export interface Runtime {
  config: Config
  store: Store
  toolbox: Toolbox
  askService: AskService
  close(): void
}

export interface RuntimeOptions {
  /** Count every request's input tokens locally (evaluations). */
  countTokens?: (request: ChatRequest) => number
}

export function openRuntime(config: Config, options: RuntimeOptions = {}): Runtime {
  const store = openStore(config.databasePath)
  const toolbox = createToolbox(store)
  return {
    config,
    store,
    toolbox,
    askService: createAskService({ config, store, toolbox, ...options }),
    close: () => store.close(),
  }
}

/** Runs `work` with a runtime and closes it afterwards, whatever happens. */
export async function withRuntime<T>(
  config: Config,
  work: (runtime: Runtime) => T | Promise<T>,
  options: RuntimeOptions = {},
): Promise<T> {
  const runtime = openRuntime(config, options)
  try {
    return await work(runtime)
  } finally {
    runtime.close()
  }
}
