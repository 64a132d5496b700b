// Where an answer may be posted: Slack's response_url comes in the (signed) form, but the application still decides
// where it sends data. https only, on an allowed host (SLACK_RESPONSE_URL_HOSTS, hooks.slack.com by default), on the
// default port, and without credentials in the URL.

/** Why this URL may not receive an answer, or null when it may. */
export type ResponseUrlPolicy = (url: URL) => string | null

export function responseUrlPolicy(hosts: readonly string[]): ResponseUrlPolicy {
  const allowed = new Set(hosts.map((h) => h.toLowerCase()))
  return (url) => {
    if (url.username !== '' || url.password !== '') return 'response_url must not carry credentials'
    if (url.protocol !== 'https:') return 'response_url must be an https URL'
    if (url.port !== '') return 'response_url must use the default https port'
    if (!allowed.has(url.hostname.toLowerCase())) return `response_url must be on ${[...allowed].join(' or ')}`
    return null
  }
}
