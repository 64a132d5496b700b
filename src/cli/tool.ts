import { loadConfig } from '../config.js'
import { withRuntime } from '../runtime.js'
import { TOOL_NAMES } from '../tools/schemas.js'
import { usage, UsageError, type CliIo } from './io.js'

export const TOOL_USAGE = [`stats-assistant tool NAME 'JSON'   (${TOOL_NAMES.join(', ')})`]

/** stats-assistant tool NAME 'JSON': the same checks as a model's proposal (the JSON text is parsed by them). */
export async function toolCommand(args: string[], io: CliIo): Promise<number> {
  if (args.length !== 2)
    throw new UsageError(
      `${usage(TOOL_USAGE)}\n  e.g. tool get_values '{"country_code":"CAN","indicator_code":"SP.POP.TOTL","start_year":2024,"end_year":2024}'`,
    )
  return withRuntime(loadConfig(io.env, io.cwd), ({ toolbox }) => {
    const outcome = toolbox.run(args[0]!, args[1]!, { raw: true })
    io.out(JSON.stringify(outcome, null, 2))
    io.out(outcome.ok ? 'ok' : `refused: ${outcome.code}`)
    return outcome.ok ? 0 : 2
  })
}
