// A rejected answer goes to the data desk, whatever the state of the review store: stored (pending), held in the spool
// while the store fails (spooled, under the id the asker follows), or, when the spool is full too, not stored, and the
// response says so. The asker always gets the outcome itself (rejected, never shown as checked). When the desk has
// already answered the same question (reading-key.ts), that answer comes back at once instead, labelled as the desk's.
import type { Outcome } from '../ask/outcome.js'
import type { Desk, Origin } from './desk.js'
import { answerUrl } from './desk.js'
import type { SubmittedReview } from './item.js'
import { ReviewItemSpooled } from './spool.js'

export async function sendToDesk(
  desk: Desk,
  outcome: Outcome,
  origin: Origin,
  log: { error(object: object, message: string): void },
): Promise<SubmittedReview | undefined> {
  if (outcome.status !== 'rejected') return undefined
  try {
    // (A store that fails here fails for submit too: the spool below keeps the item.)
    const known = await desk.answerAgain(origin).catch((error: unknown) => {
      log.error({ err: error }, "the review store could not be searched for the desk's answer")
      return undefined
    })
    if (known) return known
    return await desk.submit(outcome, origin)
  } catch (error) {
    if (error instanceof ReviewItemSpooled) {
      return {
        id: error.id,
        status: 'spooled',
        url: answerUrl(error.id),
        detail: 'The review store is unavailable just now: the item is held and goes to the desk when it is back.',
      }
    }
    log.error({ err: error }, 'the review store did not take a rejected answer, and its spool is full')
    return {
      id: null,
      status: 'not_stored',
      url: null,
      detail: 'The review store is unavailable and this item could not be kept: ask again later.',
    }
  }
}
