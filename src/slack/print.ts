// Local development (SLACK_PRINT_RESPONSES, which npm start sets): what would be posted to Slack's response_url is
// printed instead, as the exact JSON body and as the lines Slack would show, so that a newcomer sees Slack's message
// with no workspace and no other program. Nothing is posted. config.ts refuses the setting with NODE_ENV=production.
import type { Deliver } from './deliver.js'

interface Block {
  type?: string
  text?: { text?: string }
  elements?: { text?: string }[]
}

/** The lines Slack shows for a message: each block's text (a context's elements on one line), else the fallback. */
export function slackPreview(message: { text?: string; blocks?: object[] }): string[] {
  const blocks = (message.blocks ?? []) as Block[]
  if (blocks.length === 0) return (message.text ?? '').split('\n')
  return blocks.flatMap((b) =>
    (b.type === 'context' ? (b.elements ?? []).map((e) => e.text ?? '').join(' ') : (b.text?.text ?? '')).split('\n'),
  )
}

/** A delivery that writes what it would post (the URL, the exact body, what Slack shows) and posts nothing. */
export function printedDelivery(write: (text: string) => void): Deliver {
  return async (url, message) => {
    write(
      [
        '',
        `Slack would receive this at ${url} (SLACK_PRINT_RESPONSES: printed, not posted):`,
        JSON.stringify(message),
        'and show:',
        ...slackPreview(message as { text?: string; blocks?: object[] }).map((line) => `  | ${line}`),
        '',
      ].join('\n'),
    )
    return { delivered: true, printed: true, attempts: 1, status: null, error: null }
  }
}
