// Everything a question needs, opened from the configuration in one place and closed in one place: the read-only store,
// the tools over it and the ask service. The server and every CLI command that reads data use it.
import type { Config } from './config.js'
import { createAskService, type AskService } from './ask/service.js'
import { openStore, type Store } from './data/store.js'
import { createToolbox, type Toolbox } from './tools/toolbox.js'

export interface Runtime {
  config: Config
  store: Store
  toolbox: Toolbox
  askService: AskService
  close(): void
}

export function openRuntime(config: Config): Runtime {
  const store = openStore(config.databasePath)
  const toolbox = createToolbox(store)
  return {
    config,
    store,
    toolbox,
    askService: createAskService({ config, store, toolbox }),
    close: () => store.close(),
  }
}

/** Runs `work` with a runtime and closes it afterwards, whatever happens. */
export async function withRuntime<T>(config: Config, work: (runtime: Runtime) => T | Promise<T>): Promise<T> {
  const runtime = openRuntime(config)
  try {
    return await work(runtime)
  } finally {
    runtime.close()
  }
}
