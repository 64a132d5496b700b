// Response-schema shapes that fast-json-stringify serialises directly. TypeBox writes "X or null" and "one of these
// strings" as anyOf, and fast-json-stringify picks an anyOf branch by validating the value at every response; OpenAPI
// 3.0's `nullable: true` and a string `enum` say the same thing and cost nothing. For responses (serialisation and the
// OpenAPI document), never for checking input.
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox'

export const nullable = <T extends TSchema>(schema: T): TUnsafe<Static<T> | null> =>
  Type.Unsafe<Static<T> | null>({ ...schema, nullable: true })

export const stringEnum = <T extends string>(
  values: readonly T[],
  options: { description?: string } = {},
): TUnsafe<T> => Type.Unsafe<T>({ type: 'string', enum: [...values], ...options })
