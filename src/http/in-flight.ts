/** A cap on questions in flight in this process: beyond it a clear 503 now, rather than a slow collapse later. */
export interface InFlight {
  tryEnter(): boolean
  leave(): void
  readonly count: number
  readonly max: number
}

export function createInFlight(max: number): InFlight {
  let count = 0
  return {
    tryEnter() {
      if (count >= max) return false
      count += 1
      return true
    },
    leave() {
      count = Math.max(0, count - 1)
    },
    get count() {
      return count
    },
    max,
  }
}
