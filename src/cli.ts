#!/usr/bin/env node
// The command line: each subcommand only translates arguments into calls of the core and prints the result.
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { processIo, UsageError, type CliIo } from './cli/io.js'
import { ActionableError } from './errors.js'

type Command = (args: string[], io: CliIo) => number | Promise<number>

// Each command's module is loaded when it runs, so that a quick one (npm start's `db build --if-stale`) does not load
// the question pipeline.
const commands: Record<string, () => Promise<Command>> = {
  db: async () => (await import('./cli/db.js')).dbCommand,
  tool: async () => (await import('./cli/tool.js')).toolCommand,
  ask: async () => (await import('./cli/ask.js')).askCommand,
  eval: async () => (await import('./cli/eval.js')).evalCommand,
  keys: async () => (await import('./cli/keys.js')).keysCommand,
  review: async () => (await import('./cli/review.js')).reviewCommand,
  serve: async () => async (_args, io) => {
    const { startServer } = await import('./server.js')
    const { loadConfig } = await import('./config.js')
    await startServer(loadConfig(io.env, io.cwd))
    return -1 // keeps running
  },
}

/** Every command with every option: each module's own usage lines, so that the help cannot leave one out. */
async function usageText(): Promise<string> {
  const [db, tool, ask, evaluation, review, keys] = await Promise.all([
    import('./cli/db.js'),
    import('./cli/tool.js'),
    import('./cli/ask.js'),
    import('./cli/eval.js'),
    import('./cli/review.js'),
    import('./cli/keys.js'),
  ])
  return [
    'stats-assistant: checked answers to questions about World Bank statistics',
    '',
    ...[
      'stats-assistant serve   start the HTTP service (configured by environment variables: PORT, HOST, ...; see docs/configuration.md)',
      ...db.DB_USAGE,
      ...tool.TOOL_USAGE,
      ...ask.ASK_USAGE,
      ...evaluation.EVAL_USAGE,
      ...review.REVIEW_USAGE,
      ...keys.KEYS_USAGE,
    ].map((line) => `  ${line}`),
  ].join('\n')
}

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === 'help') {
    io.out(await usageText())
    return name ? 0 : 1
  }
  const load = commands[name]
  if (!load) {
    io.err(`unknown command ${JSON.stringify(name)}\n\n${await usageText()}`)
    return 1
  }
  try {
    return await (
      await load()
    )(rest, io)
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err((error as Error).message)
      return 1
    }
    if (error instanceof ActionableError) {
      io.err(`error: ${error.message}`)
      return 1
    }
    const environment = environmentProblem(error)
    if (environment) {
      io.err(`error: ${environment}`)
      return 1
    }
    throw error
  }
}

/** The operating system's refusals (a port in use, a file missing or not readable), said in one line. */
function environmentProblem(error: unknown): string | null {
  const e = error as NodeJS.ErrnoException & { port?: number; address?: string }
  switch (e?.code) {
    case 'EADDRINUSE':
      return `port ${e.port} is already in use on ${e.address}: stop the other server or set PORT to a free port`
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${e.address}: set HOST to an address of this machine (127.0.0.1, 0.0.0.0)`
    case 'EACCES':
    case 'EPERM':
      return e.syscall === 'listen'
        ? `not allowed to listen on port ${e.port}: use a port above 1023 (PORT)`
        : `permission denied: ${e.path ?? e.message}`
    case 'ENOENT':
      return `no such file or directory: ${e.path ?? e.message}`
    case 'EISDIR':
      return `expected a file, found a directory: ${e.path ?? e.message}`
    default:
      return null
  }
}

const invokedDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) {
  // `stats-assistant ask ... | head -1` closes the pipe early: that is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw error
  })
  main(process.argv.slice(2)).then(
    (code) => {
      if (code >= 0) process.exitCode = code
    },
    (error: unknown) => {
      // A bug, not a usage or environment error: still one line, the stack only when asked for.
      console.error(`internal error: ${(error as Error)?.message ?? String(error)}`)
      if (process.env.DEBUG) console.error(error)
      else console.error('(set DEBUG=1 to see where)')
      process.exitCode = 70
    },
  )
}
