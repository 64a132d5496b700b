// What one run's answers add up to: the schema of a summary, served by GET /eval and read by the report and the cost
// table.
import { Type, type Static, type TInteger } from '@sinclair/typebox'
import { PATHS, type Path } from '../ask/outcome.js'
import { nullable } from '../json-schema.js'
import { GROUPS, type Group } from './score.js'

export const SummarySchema = Type.Object({
  label: Type.String(),
  answers: Type.Integer(),
  groups: Type.Object(Object.fromEntries(GROUPS.map((g) => [g, Type.Integer()])) as Record<Group, TInteger>),
  rejected_correct: Type.Integer({ description: 'Rejected answers that were in fact correct.' }),
  observation_correctness: nullable(Type.Number()),
  numbers_present: Type.Integer(),
  model_calls: Type.Integer(),
  tool_calls: Type.Integer(),
  tokens: Type.Integer({ description: 'As the providers reported them.' }),
  counted_tokens: Type.Union(
    [
      Type.Object({
        total: Type.Integer(),
        median_request: Type.Integer(),
        median_question: Type.Integer(),
        /** Of the total, the fixed prefixes (system message, tools, response format) a provider may cache. */
        prefix_total: Type.Optional(Type.Integer()),
      }),
      Type.Null(),
    ],
    { description: 'Input tokens counted locally with the o200k_base tokenizer (null when not counted).' },
  ),
  median_s: Type.Number(),
  p95_s: Type.Number(),
  cost_per_1000: nullable(Type.Number()),
  stable: nullable(
    Type.Integer({ description: 'Questions that got the same group in every run (only with several runs).' }),
  ),
  paths: Type.Object(Object.fromEntries(PATHS.map((p) => [p, Type.Integer()])) as Record<Path, TInteger>, {
    description: 'Answers per path taken: fetch-first, tools, declined (no model call).',
  }),
  replayed: Type.Union([Type.Object({ exchanges: Type.Integer(), prompt_changed: Type.Integer() }), Type.Null()], {
    description:
      'Replay: the model exchanges played back, and how many of their requests changed since they were recorded ' +
      '(null when nothing was replayed).',
  }),
})
export type Summary = Static<typeof SummarySchema>
