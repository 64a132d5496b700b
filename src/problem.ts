import { Type, type Static } from '@sinclair/typebox'
import { stringEnum } from './json-schema.js'

/**
 * Every code a problem can have, one list: gate 1's (the answer's shape), gate 2's (figures, claims, coverage), and the
 * loop's (a limit, the provider, a bug). A program can count them; the desk says each in plain words.
 */
export const PROBLEM_CODES = [
  // gate 1: the answer's shape
  'model_refusal',
  'truncated',
  'empty_response',
  'invalid_json',
  'prose_around_json',
  'not_an_object',
  'missing_field',
  'extra_field',
  'wrong_type',
  'invalid_status',
  // gate 2: figures
  'unsupported_number',
  'number_from_question',
  'number_from_rules',
  'unreadable_number',
  'number_in_words',
  'unsupported_year',
  'wrong_year',
  'no_year',
  'wrong_country',
  'no_country',
  'wrong_indicator',
  'no_indicator',
  'wrong_kind',
  'wrong_direction',
  'no_figure',
  'empty_answer',
  'answer_too_long',
  // gate 2: claims
  'unsupported_claim',
  'wrong_rank',
  'wrong_extreme',
  'wrong_comparison',
  'wrong_multiplier',
  'wrong_ratio',
  'wrong_verdict',
  'outside_country',
  // gate 2: coverage
  'incomplete_answer',
  'question_not_in_data',
  'source_not_named',
  'wrong_form',
  // the model's reading (read and auto designs), checked against the question's words
  'reading_not_in_question',
  'reading_dropped',
  'reading_measure_changed',
  'reading_relation_turned',
  'readings_disagree',
  'second_look_differs',
  // the loop
  'limit_model_calls',
  'limit_tool_calls',
  'limit_wall_time',
  'limit_repeated_call',
  'provider_rate_limited',
  'provider_server_error',
  'provider_timeout',
  'provider_connection',
  'provider_no_recording',
  'provider_bad_request',
  'provider_bad_response',
  'internal_error',
] as const
export type ProblemCode = (typeof PROBLEM_CODES)[number]

/** Why a check refused an answer: a code a program can count and a detail a desk editor can read. */
export const ProblemSchema = Type.Object({
  code: stringEnum(PROBLEM_CODES),
  detail: Type.String(),
  figure: Type.Optional(
    Type.Object(
      { text: Type.String(), start: Type.Integer(), end: Type.Integer() },
      { description: 'The figure (or word) it is about, where it stands in the answer: the desk highlights it.' },
    ),
  ),
})
export type Problem = Static<typeof ProblemSchema>
