import { Type, type Static } from '@sinclair/typebox'

/** Why a check refused an answer: a code a program can count and a detail a desk editor can read. */
export const ProblemSchema = Type.Object({
  code: Type.String(),
  detail: Type.String(),
  figure: Type.Optional(
    Type.Object(
      { text: Type.String(), start: Type.Integer(), end: Type.Integer() },
      { description: 'The figure (or word) it is about, where it stands in the answer: the desk highlights it.' },
    ),
  ),
})
export type Problem = Static<typeof ProblemSchema>
