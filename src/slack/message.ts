// What Slack shows: Slack blocks plus a plain-text fallback, in the language of the question (English or French). A
// rejected answer's draft is never shown: only that a person will review it, and why.
import type { Outcome } from '../ask/outcome.js'
import { citationText } from '../gates/figures.js'
import type { ProviderKind } from '../llm/kinds.js'
import type { Problem } from '../problem.js'
import { plainWords } from '../desk/words.js'
import { detectLanguage, type Language } from '../text/language.js'
import { counted } from '../text/plural.js'

/**
 * Who sees a message: `in_channel`, everyone in the channel (a checked figure, where a newsroom wants it seen), or
 * `ephemeral`, only the asker (SLACK_RESPONSE_TYPE; acknowledgements, notices and unchecked results are always
 * ephemeral).
 */
export const RESPONSE_TYPES = ['in_channel', 'ephemeral'] as const
export type ResponseType = (typeof RESPONSE_TYPES)[number]

export interface SlackMessage {
  response_type: ResponseType
  replace_original?: boolean
  text: string
  blocks?: object[]
}

const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } })
const context = (text: string) => ({ type: 'context', elements: [{ type: 'mrkdwn', text }] })
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every sentence Slack shows, in both languages: one table, so that no message stays English by oversight. */
const WORDS = {
  en: {
    lookingUp: 'Looking that up...',
    checked: 'Checked: every number traced to the data.',
    // (The answer itself says that the data cannot answer, and why: the label does not say it twice.)
    cannotAnswer: 'Checked against the data.',
    notVerified: 'Not verified.',
    sentToDesk: (id?: string) =>
      id
        ? `This answer could not be checked and was sent to the data desk for review (${id}); the desk's answer will ` +
          'be posted here.'
        : 'This answer could not be checked and was sent to the data desk for review.',
    notStored: 'This answer could not be checked, and the data desk cannot take it just now: ask again later.',
    reason: 'Reason:',
    failed: 'Failed.',
    failedBody: 'Something went wrong, no answer was produced:',
    figures: 'Figures:',
    answeredBy: (by: string, toolCalls: number, seconds: string, way: string) =>
      `Answered by ${by}; design ${way}; ${counted(toolCalls, 'tool call', 'tool calls')}, ${seconds} s.`,
    // A failed question was not answered by anyone: it was tried.
    triedBy: (by: string, toolCalls: number, seconds: string, way: string) =>
      `Tried with ${by}; design ${way}; ${counted(toolCalls, 'tool call', 'tool calls')}, ${seconds} s.`,
    tooLong: (max: number) => `Please keep the question to ${max} characters at most.`,
    busy: 'Too many questions are being answered right now; please try again in a minute.',
    // The rate limiter's own message (its window in words).
    refused: (refusal: Refusal) => refusal.body.error,
    deskReviewed: 'The data desk reviewed this question.',
    deskTraced: (editor: string) => `Checked by the data desk (${editor}): every number traced to the data.`,
    deskVouched: (editor: string) => `Checked by the data desk (${editor}).`,
  },
  fr: {
    lookingUp: 'Recherche en cours...',
    checked: 'Vérifié : chaque chiffre a été retrouvé dans les données.',
    cannotAnswer: 'Vérifié dans les données.',
    notVerified: 'Non vérifié.',
    sentToDesk: (id?: string) =>
      id
        ? `Cette réponse n'a pas pu être vérifiée et a été transmise au service données (${id}) ; sa réponse sera ` +
          'publiée ici.'
        : "Cette réponse n'a pas pu être vérifiée et a été transmise au service données.",
    notStored:
      "Cette réponse n'a pas pu être vérifiée, et le service données ne peut pas la recevoir pour le moment : reposez la question plus tard.",
    reason: 'Motif :',
    failed: 'Échec.',
    failedBody: "Un problème est survenu, aucune réponse n'a été produite :",
    figures: 'Chiffres :',
    answeredBy: (by: string, toolCalls: number, seconds: string, way: string) =>
      `Répondu par ${by} ; conception ${way} ; ${counted(toolCalls, "appel d'outil", "appels d'outils", 'fr')} ; ` +
      `${seconds.replace('.', ',')} s.`,
    triedBy: (by: string, toolCalls: number, seconds: string, way: string) =>
      `Essayé avec ${by} ; conception ${way} ; ${counted(toolCalls, "appel d'outil", "appels d'outils", 'fr')} ; ` +
      `${seconds.replace('.', ',')} s.`,
    // PROVIDER_KIND_LABEL says it in English (the outcome's provider.description).
    provider: {
      'language-model': 'un modèle de langage (API compatible OpenAI)',
      recording: "réponses enregistrées d'un modèle de langage, rejouées",
      planner: 'le planificateur déterministe intégré (des règles fixes, pas un modèle de langage)',
      constructed: 'réponses construites (code de test, pas un modèle de langage)',
    } satisfies Record<ProviderKind, string>,
    tooLong: (max: number) => `Merci de limiter la question à ${max} caractères.`,
    busy: 'Trop de questions sont en cours de traitement ; merci de réessayer dans une minute.',
    refused: (refusal: Refusal) =>
      refusal.status === 429
        ? `Limite atteinte : ${counted(Number(refusal.headers['x-ratelimit-limit']), 'question', 'questions', 'fr')} par période. Réessayez dans ` +
          `${refusal.headers['retry-after']} s.`
        : 'La limite de requêtes ne peut pas être vérifiée pour le moment ; réessayez dans un instant.',
    deskReviewed: 'Le service données a examiné cette question.',
    deskTraced: (editor: string) =>
      `Vérifié par le service données (${editor}) : chaque chiffre a été retrouvé dans les données.`,
    deskVouched: (editor: string) => `Vérifié par le service données (${editor}).`,
  },
} satisfies Record<Language, unknown>

/**
 * The review item a rejected answer went to: only its id is shown (the desk imports this module, not the reverse);
 * null when the review store could not keep it.
 */
export interface ReviewMention {
  id: string | null
}

/**
 * Why an answer was not published, in plain words with each code once, and never a check's detail: a detail quotes the
 * unchecked figure ("40 million is not a value..."), which only the desk may see. In the question's language.
 */
export function reasonsText(problems: readonly Problem[], language: Language = 'en'): string {
  const codes = [...new Set(problems.map((p) => p.code))]
  return codes.map((code) => `${plainWords(code, language)} (${code})`).join(' ')
}

/** The data desk's answer to a question, as Slack shows it: the desk's label, the text, the source line. */
export interface DeskAnswer {
  answer: string
  checked_by?: string | null
  decided_by?: string | null
  source?: string | null
  read_as?: string | null
}

export function resultMessage(
  question: string,
  outcome: Outcome,
  review?: ReviewMention & Partial<DeskAnswer>,
  responseType: ResponseType = 'in_channel',
): SlackMessage {
  const language = detectLanguage(question)
  const words = WORDS[language]
  const asked = `> ${escape(question)}`
  // The desk has answered this same question already: its answer, at once, labelled as the desk's.
  if (outcome.status === 'rejected' && review?.answer !== undefined && review.id) {
    return deskAnswerMessage(question, { ...review, answer: review.answer }, responseType)
  }
  const reasons = reasonsText(outcome.problems, language)
  let status: string
  let body: string
  if (outcome.status === 'valid') {
    status = outcome.answer_status === 'cannot_answer' ? words.cannotAnswer : words.checked
    body = outcome.answer ?? ''
  } else if (outcome.status === 'rejected') {
    status = words.notVerified
    // A review with no id: the desk could not keep it (the store failed and its spool was full).
    body = `${review && review.id === null ? words.notStored : words.sentToDesk(review?.id ?? undefined)} ${words.reason} ${reasons}`
  } else {
    status = words.failed
    body = `${words.failedBody} ${reasons}`
  }
  const source = outcome.status === 'valid' && outcome.source ? outcome.source : null
  // Each figure's series and year, so that a journalist can check it (only for a checked answer).
  const figures =
    outcome.status === 'valid' && outcome.citations.length > 0
      ? `${words.figures} ${outcome.citations.map(citationText).join(' · ')}`
      : null
  const what = language === 'fr' ? WORDS.fr.provider[outcome.provider.kind] : outcome.provider.description
  const by = `${what}${outcome.provider.kind === 'language-model' ? ` (${outcome.provider.model})` : ''}`
  const readAs = outcome.read_as ?? null
  // A checked answer goes where the setting says (the channel, by default); an unchecked or failed one only to the
  // asker, replacing "Looking that up...". (Slack cannot turn the ephemeral acknowledgement into a channel message:
  // the channel gets a message of its own.)
  const shown = outcome.status === 'valid' ? responseType : 'ephemeral'
  return {
    response_type: shown,
    replace_original: shown === 'ephemeral',
    text: [`${status} ${body}`, readAs, source].filter(Boolean).join('\n'),
    blocks: [
      section(asked),
      section(`*${status}* ${escape(body)}`),
      ...(readAs ? [context(escape(readAs))] : []),
      ...(source ? [context(escape(source))] : []),
      ...(figures ? [context(escape(figures))] : []),
      // The design and the way the question went (auto: fetch-first, tools or declined).
      context(
        escape(
          (outcome.status === 'failed' ? words.triedBy : words.answeredBy)(
            by,
            outcome.usage.tool_calls,
            (outcome.latency_ms / 1000).toFixed(1),
            outcome.design === outcome.path ? outcome.design : `${outcome.design}: ${outcome.path}`,
          ),
        ),
      ),
    ],
  }
}

/** What Slack needs of a decided review item (the review desk sends its items; Slack knows no store). */
export interface Decided {
  question: string
  /** `declined`: no text is published. */
  status: string
  decided_by: string | null
  /** `application`: every figure was traced to the data; otherwise the editor vouched for it. */
  checked_by: string | null
  final_text: string | null
  source: string | null
  read_as?: string | null
}

/** An answer the desk gave before to the same question, given at once: as decisionMessage says it. */
function deskAnswerMessage(question: string, desk: DeskAnswer, responseType: ResponseType): SlackMessage {
  return decisionMessage(
    {
      question,
      status: 'approved',
      decided_by: desk.decided_by ?? null,
      checked_by: desk.checked_by ?? null,
      final_text: desk.answer,
      source: desk.source ?? null,
      read_as: desk.read_as ?? null,
    },
    responseType,
  )
}

/** What Slack shows once the desk has decided: the published text with its source line, in the question's language. */
export function decisionMessage(item: Decided, responseType: ResponseType = 'in_channel'): SlackMessage {
  const words = WORDS[detectLanguage(item.question)]
  const editor = item.decided_by ?? ''
  const head =
    item.status === 'declined'
      ? words.deskReviewed
      : item.checked_by === 'application'
        ? words.deskTraced(editor)
        : words.deskVouched(editor)
  const lines = [
    `> ${item.question}`,
    `${head} ${item.final_text ?? ''}`,
    item.read_as ?? null,
    item.status === 'declined' ? null : item.source,
  ]
  // A published answer goes where the setting says; a decline only to the asker.
  return {
    response_type: item.status === 'declined' ? 'ephemeral' : responseType,
    replace_original: false,
    text: lines.filter(Boolean).join('\n'),
  }
}

/** The immediate reply to a command, before the answer: in the question's language. */
export const acknowledgement = (question: string): SlackMessage => ({
  response_type: 'ephemeral',
  text: WORDS[detectLanguage(question)].lookingUp,
})

/** A refusal of the rate limiter (429, or 503 when its store is unreachable). */
interface Refusal {
  status: number
  headers: Record<string, string>
  body: { error: string }
}

/** Short replies that end a command at once (too long, busy, over the rate limit), in the question's language. */
export function noticeMessage(
  question: string,
  notice: { kind: 'too_long'; max: number } | { kind: 'busy' } | { kind: 'refused'; refusal: Refusal },
): SlackMessage {
  const words = WORDS[detectLanguage(question)]
  const text =
    notice.kind === 'too_long'
      ? words.tooLong(notice.max)
      : notice.kind === 'busy'
        ? words.busy
        : words.refused(notice.refusal)
  return { response_type: 'ephemeral', text }
}

/** `/stats`, `/stats help` (English) or `/stats aide` (French): what the command does, with examples. */
export function usageMessage(command: string, language: Language = 'en'): SlackMessage {
  const c = command || '/stats'
  const text = (
    language === 'fr'
      ? [
          `*${c}* répond aux questions sur les Indicateurs du développement dans le monde de la Banque mondiale (8 pays, 6 indicateurs, 2000-2025), en français ou en anglais, et vérifie chaque chiffre dans les données.`,
          `Exemples :\n• \`${c} Combien d'habitants au Japon en 2020 ?\`\n• \`${c} Quel pays avait le PIB le plus élevé en 2024 ?\`\n• \`${c} What was the population of Canada in 2024?\``,
          "Pays : Brésil, Canada, Inde, Japon, Mexique, Nigeria, Royaume-Uni, États-Unis. Indicateurs : population, PIB, PIB par habitant, espérance de vie, accès à l'électricité, utilisation d'Internet.",
        ]
      : [
          `*${c}* answers questions from the World Bank's World Development Indicators (8 countries, 6 indicators, 2000-2025), in English or French, and checks every number against the data.`,
          `Examples:\n• \`${c} What was the population of Canada in 2024?\`\n• \`${c} Which country had the highest GDP in 2024?\`\n• \`${c} Combien d'habitants au Japon en 2020 ?\``,
          'Countries: Brazil, Canada, India, Japan, Mexico, Nigeria, the United Kingdom, the United States. Indicators: population, GDP, GDP per capita, life expectancy, access to electricity, Internet use.',
        ]
  ).join('\n')
  return { response_type: 'ephemeral', text, blocks: [section(text)] }
}
