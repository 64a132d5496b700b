// The source line is the application's, from the tools that really ran: the model never writes it.
import { SOURCE_NAME } from '../tools/toolbox.js'

export function sourceLine(snapshotDate: string, seriesCodes: Iterable<string>): string | null {
  const codes = [...new Set(seriesCodes)].sort()
  if (codes.length === 0) return null
  return (
    `Source: ${SOURCE_NAME} (CC BY 4.0), snapshot of ${snapshotDate}; series ${codes.join(', ')}. ` +
    'Check the official figure before publishing.'
  )
}
