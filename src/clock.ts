/** Milliseconds from an arbitrary origin; the loop and the tests measure time only through this. */
export interface Clock {
  now(): number
}
export const systemClock: Clock = { now: () => performance.now() }
