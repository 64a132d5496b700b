// A cap on questions in flight in this process: beyond it a clear 503 now, rather than a slow collapse later. A
// question from /ask or Slack takes a slot or is refused at once; an evaluation's questions, one at a time, wait for a
// slot in turn (first come, first served), so that evaluations never run more model calls than the cap allows.
export interface InFlight {
  /** Takes a slot if one is free. */
  tryEnter(): boolean
  /** Waits for a slot; false when `signal` ends the wait first. */
  enter(signal?: AbortSignal): Promise<boolean>
  leave(): void
  readonly count: number
  readonly max: number
}

export function createInFlight(max: number): InFlight {
  let count = 0
  const waiting: ((entered: boolean) => void)[] = []
  return {
    tryEnter() {
      if (count >= max) return false
      count += 1
      return true
    },
    enter(signal) {
      if (signal?.aborted) return Promise.resolve(false)
      if (count < max) {
        count += 1
        return Promise.resolve(true)
      }
      return new Promise<boolean>((resolve) => {
        const wake = (entered: boolean) => {
          signal?.removeEventListener('abort', giveUp)
          resolve(entered)
        }
        const giveUp = () => {
          const at = waiting.indexOf(wake)
          if (at >= 0) waiting.splice(at, 1)
          resolve(false)
        }
        signal?.addEventListener('abort', giveUp, { once: true })
        waiting.push(wake)
      })
    },
    leave() {
      // A freed slot passes straight to the first waiter: the count does not change.
      const next = waiting.shift()
      if (next) next(true)
      else count = Math.max(0, count - 1)
    },
    get count() {
      return count
    },
    max,
  }
}
