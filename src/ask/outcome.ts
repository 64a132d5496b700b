// What one question produces, whatever happened: always the trace, the usage and the cost. A TypeBox schema, so that
// POST /ask and POST /eval serialise and document exactly this, and the TypeScript type is read off it.
import { Type, type Static } from '@sinclair/typebox'
import { nullable, stringEnum } from '../json-schema.js'
import { DESIGNS } from '../config.js'
import { CitationSchema } from '../gates/figures.js'
import { ProblemSchema } from '../problem.js'
import { ANSWER_STATUSES } from '../llm/answer.js'
import { RECORDING_MATCHES } from '../llm/chat.js'
import { PROVIDER_KINDS } from '../llm/kinds.js'
import type { ReadingJson } from '../reading/wire.js'

export const READERS = ['rules', 'model'] as const

export const OUTCOME_STATUSES = ['valid', 'rejected', 'failed'] as const
export const LIMIT_NAMES = ['model_calls', 'tool_calls', 'wall_time', 'repeated_call'] as const
/**
 * The way a question went: `fetch-first` (the application read the rows, one model call wrote the sentence), `tools`
 * (the model proposed tool calls in the loop), `read` (the model read the question; the application fetched the facts
 * and its composer wrote the answer), `declined` (the application found the data cannot answer: no model call).
 */
export const PATHS = ['fetch-first', 'tools', 'read', 'declined'] as const
export type Path = (typeof PATHS)[number]

const RECORDING_DESCRIPTION =
  'Replay only: `as recorded` when the recorded request was this one byte for byte; `prompt changed since recorded` ' +
  'when only its model, design, question and turn matched (the prompt, tool definitions or tool results changed ' +
  "since): the recorded answer was played and judged by today's gates."

export const TraceEntrySchema = Type.Union([
  Type.Object({
    type: Type.Literal('model'),
    call: Type.Integer(),
    model: Type.String(),
    finish_reason: Type.String(),
    tool_calls: Type.Array(Type.String()),
    text: nullable(Type.String()),
    refusal: nullable(Type.String()),
    input_tokens: Type.Integer(),
    output_tokens: Type.Integer(),
    counted_input_tokens: Type.Optional(Type.Integer({ description: 'Counted locally (o200k_base), in evaluations.' })),
    counted_prefix_tokens: Type.Optional(
      Type.Integer({
        description:
          'Of those, the fixed prefix (system message, tools, response format) a provider may cache, in evaluations.',
      }),
    ),
    latency_ms: Type.Integer(),
    recording: Type.Optional(stringEnum(RECORDING_MATCHES, { description: RECORDING_DESCRIPTION })),
  }),
  Type.Object({
    type: Type.Literal('tool'),
    tool_call: Type.Integer({
      description: "Its number among the run's tool calls: what a citation's tool_call points to.",
    }),
    by: stringEnum(['model', 'application'] as const),
    name: Type.String(),
    arguments: Type.String(),
    outcome: stringEnum(['ok', 'refused'] as const),
    code: nullable(Type.String()),
    result: Type.String({ description: 'The exact text the model read (cut when it was too long).' }),
    cut: Type.Boolean(),
    ms: Type.Integer(),
  }),
  Type.Object({
    type: Type.Literal('reading'),
    by: stringEnum(READERS, { description: 'Who read the question: the rules reader, or the model (read, auto).' }),
    reading: Type.Unsafe<ReadingJson>({
      type: 'object',
      additionalProperties: true,
      description:
        'The reading in the very JSON a model is asked to write (GET /ask/reading): parts, lacking, sources, ' +
        'set_aside, framing.',
    }),
    problems: Type.Array(ProblemSchema, {
      description: "A model's reading: why the application's check refused it (then it is never composed).",
    }),
  }),
  Type.Object({ type: Type.Literal('stop'), reason: Type.String(), detail: Type.String() }),
])

export const UsageSchema = Type.Object({
  model_calls: Type.Integer(),
  tool_calls: Type.Integer(),
  input_tokens: Type.Integer({ description: 'As the provider reported them.' }),
  output_tokens: Type.Integer(),
  cost_usd: nullable(
    Type.Number({ description: "Null when the model's price is not in the table: unknown, not free." }),
  ),
  prices_as_of: Type.String(),
  counted_input_tokens: Type.Optional(
    Type.Integer({ description: 'Counted locally with the o200k_base tokenizer, when counting is on (evaluations).' }),
  ),
})

export const OutcomeSchema = Type.Object({
  status: stringEnum(OUTCOME_STATUSES),
  /** The answer a reader may be shown: only a `valid` outcome has one. */
  answer: nullable(
    Type.String({
      description: 'Only for `valid`: the checked answer (or why the data cannot answer). Null otherwise.',
    }),
  ),
  /** A rejected answer's text: unverified, for the data desk; never in `answer`, so that printing `answer` is safe. */
  draft: nullable(
    Type.String({
      description:
        'Only for `rejected`: the UNVERIFIED draft that the checks refused (see `problems`), for a person to review. ' +
        'Never show it as an answer.',
    }),
  ),
  answer_status: nullable(stringEnum(ANSWER_STATUSES)),
  problems: Type.Array(ProblemSchema),
  citations: Type.Array(CitationSchema, {
    description: 'One per figure the answer shows: the fact it stands for (every figure of a valid answer has one).',
  }),
  needs_human_review: Type.Boolean(),
  limit: nullable(stringEnum(LIMIT_NAMES)),
  source: nullable(Type.String({ description: "The application's source line, in the answer's language." })),
  provider: Type.Object({
    name: Type.String(),
    kind: stringEnum(PROVIDER_KINDS),
    description: Type.String(),
    model: Type.String(),
  }),
  design: stringEnum(DESIGNS),
  path: stringEnum(PATHS),
  read_as: nullable(
    Type.String({
      description:
        'How the question was read, in one sentence of its language, written by code from the reading answered (the ' +
        "rules' or the model's): \"Read as: the United States' share of the eight countries' total GDP in 2024.\" " +
        'Null when no reading could place the question.',
    }),
  ),
  trace: Type.Array(TraceEntrySchema),
  usage: UsageSchema,
  latency_ms: Type.Integer(),
  recording: Type.Optional(
    stringEnum(RECORDING_MATCHES, {
      description: `${RECORDING_DESCRIPTION} Any exchange changed makes the outcome's changed. Absent for other providers.`,
    }),
  ),
})

export type Outcome = Static<typeof OutcomeSchema>
export type OutcomeStatus = Outcome['status']
export type LimitName = (typeof LIMIT_NAMES)[number]
export type TraceEntry = Static<typeof TraceEntrySchema>
export type Usage = Static<typeof UsageSchema>
