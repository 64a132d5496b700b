/**
 * An error a person can act on (a bad setting, a missing or changed file, a wrong argument, a provider that is not
 * configured): the command line prints its message and exits 1, never a stack trace.
 */
export class ActionableError extends Error {
  override name = 'ActionableError'
}
