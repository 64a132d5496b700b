// What Slack shows: Slack blocks plus a plain-text fallback. A rejected answer's draft is never shown: only that a
// person will review it, and why.
import type { Outcome } from '../ask/outcome.js'
import { citationText } from '../gates/figures.js'

export interface SlackMessage {
  response_type: 'ephemeral' | 'in_channel'
  replace_original?: boolean
  text: string
  blocks?: object[]
}

const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } })
const context = (text: string) => ({ type: 'context', elements: [{ type: 'mrkdwn', text }] })
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The review item a rejected answer went to: only its id is shown (the desk imports this module, not the reverse);
 * null when the review store could not keep it.
 */
export interface ReviewMention {
  id: string | null
}

export function resultMessage(question: string, outcome: Outcome, review?: ReviewMention): SlackMessage {
  const asked = `> ${escape(question)}`
  const reasons = outcome.problems.map((p) => `${p.code}: ${p.detail}`).join('; ')
  let status: string
  let body: string
  if (outcome.status === 'valid') {
    status =
      outcome.answer_status === 'cannot_answer'
        ? 'Checked: the data cannot answer this.'
        : 'Checked: every number traced to the data.'
    body = outcome.answer ?? ''
  } else if (outcome.status === 'rejected') {
    status = 'Not verified.'
    body = review?.id
      ? `This answer could not be checked and was sent to the data desk for review (${review.id}); the desk's ` +
        `answer will be posted here. Reason: ${reasons}`
      : review
        ? `This answer could not be checked, and the data desk cannot take it just now: ask again later. Reason: ${reasons}`
        : `This answer could not be checked and was sent to the data desk for review. Reason: ${reasons}`
  } else {
    status = 'Failed.'
    body = `Something went wrong, no answer was produced: ${reasons}`
  }
  const source = outcome.status === 'valid' && outcome.source ? outcome.source : null
  // Each figure's series and year, so that a journalist can check it (only for a checked answer).
  const figures =
    outcome.status === 'valid' && outcome.citations.length > 0
      ? `Figures: ${outcome.citations.map(citationText).join(' · ')}`
      : null
  const by = `${outcome.provider.description}${outcome.provider.kind === 'language-model' ? ` (${outcome.provider.model})` : ''}`
  return {
    response_type: 'ephemeral',
    replace_original: true,
    text: [`${status} ${body}`, source].filter(Boolean).join('\n'),
    blocks: [
      section(asked),
      section(`*${status}* ${escape(body)}`),
      ...(source ? [context(escape(source))] : []),
      ...(figures ? [context(escape(figures))] : []),
      context(
        `Answered by ${escape(by)}; ${outcome.usage.tool_calls} tool calls, ${(outcome.latency_ms / 1000).toFixed(1)} s.`,
      ),
    ],
  }
}

export const ACKNOWLEDGEMENT: SlackMessage = { response_type: 'ephemeral', text: 'Looking that up...' }

export function usageMessage(command: string): SlackMessage {
  const c = command || '/stats'
  const text = [
    `*${c}* answers questions from the World Bank's World Development Indicators (8 countries, 6 indicators, 2000-2025), in English or French, and checks every number against the data.`,
    `Examples:\n• \`${c} What was the population of Canada in 2024?\`\n• \`${c} Which country had the highest GDP in 2024?\`\n• \`${c} Combien d'habitants au Japon en 2020 ?\``,
    'Countries: Brazil, Canada, India, Japan, Mexico, Nigeria, the United Kingdom, the United States. Indicators: population, GDP, GDP per capita, life expectancy, access to electricity, Internet use.',
  ].join('\n')
  return { response_type: 'ephemeral', text, blocks: [section(text)] }
}
