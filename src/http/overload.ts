// Overload is shed, not queued. The work that waits in this process is in no queue the application can count: a
// question takes well under a millisecond of CPU and no model call (the planner), so MAX_IN_FLIGHT never fills. The
// requests wait in their sockets, unread, while the event loop works through those before them, and new connections
// wait in the kernel's accept queue: libuv accepts one connection per loop iteration, so when an iteration reads 200
// requests a new connection waits 200 requests' time for each connection ahead of it (seconds, at 200 connections).
// What grows with that wait is the event loop's delay, so the mean delay of a 10 ms timer over each
// OVERLOAD_SAMPLE_MS is the measure (@fastify/under-pressure): above OVERLOAD_EVENT_LOOP_DELAY_MS, every new request
// gets a quick 503 `under_pressure` with Retry-After in the error shape (a load balancer sends it to another replica)
// until a sample is under the bound again. Shedding everything for a sample, not a share, is what lets the accept
// queue drain: the iterations of 503s are short, so waiting connections are accepted (a share shed at random kept the
// iterations long, and new connections waited 4 s at 200 connections; bench/overload.js). The health routes and
// /metrics are never shed: a liveness probe that failed under load would restart a busy replica.
//
// A late loop alone is not overload: a replica warming up (its first questions compile code and build indexes) on a
// busy machine runs late with one caller and nothing queued (issue 36: 47 of 50 sequential questions shed right after
// start). Shedding that caller lightens nothing. So a request is shed only when the loop is late AND there is a queue:
// other requests in progress beside it (OVERLOAD_MIN_IN_PROGRESS, from their first byte to their last), or more than
// 8 arriving over the last two samples (probes and metrics not counted): a lone caller, however late the loop, is
// always served. Right after start (OVERLOAD_WARM_UP_MS), arrivals alone are no queue either: a quick lone caller
// sends many requests a sample, one after another, with nothing else in progress, and is never shed while the replica
// warms (issue 36: 0 of 50 lone questions shed on a warming replica). A shed request goes no further: no
// key check, no rate limit (a 503 the service chose takes nothing from the caller's allowance: rate-limit.ts).
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors.js'
// (Aliased: this module's own `counted` is whether a request is still counted in progress.)
import { counted as countOf } from '../text/plural.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route answers even when the process sheds load (health probes, metrics). */
    shed?: boolean
  }
}

export interface OverloadOptions {
  /** The event loop's mean delay, in ms, above which new requests are shed (0: never). */
  eventLoopDelayMs: number
  /** How often the delay is sampled, in ms: how soon shedding starts and stops. */
  sampleMs: number
  /** Shed only while at least this many other sheddable requests are in progress (a lone caller is never shed). */
  minInProgress?: number
  /**
   * For this long after the app is ready, a late loop with nothing else in progress is never overload, however many
   * requests a quick lone caller sends: a warming replica on a busy machine runs late with one caller (ms; 0: none).
   */
  warmUpMs?: number
}

/** What a shed request is told: retry after this many seconds (elsewhere, or here once the load has passed). */
export const SHED_RETRY_AFTER_SECONDS = 1

/** The default of OVERLOAD_MIN_IN_PROGRESS: one other request beside this one is enough to call it a queue. */
export const DEFAULT_MIN_IN_PROGRESS = 1

/** The default of OVERLOAD_WARM_UP_MS: the first 30 s after start, only requests in progress make a queue. */
export const DEFAULT_WARM_UP_MS = 30_000

/** Requests arriving over two samples beyond which a late loop is a queue, whatever is in progress. */
const MIN_ARRIVALS = 8

export async function registerOverloadShedding(app: FastifyInstance, options: OverloadOptions) {
  // The measure only (under-pressure samples the delay; with no bound of its own it adds no hook): the decision is
  // ours, below, so that it can look at what waits and stop the request where it is.
  await app.register(underPressure, { sampleInterval: options.sampleMs })
  if (options.eventLoopDelayMs <= 0) return
  const minInProgress = options.minInProgress ?? DEFAULT_MIN_IN_PROGRESS
  // Warming until this time (set once the app is ready): arrivals alone make no queue then.
  let warmUntil = Number.POSITIVE_INFINITY
  app.addHook('onReady', async () => {
    warmUntil = performance.now() + (options.warmUpMs ?? DEFAULT_WARM_UP_MS)
  })
  let inProgress = 0
  // Requests that arrived over the last two samples: under overload the requests wait unread in their sockets and
  // each runs to its end before the next is read, so few are ever in progress at once; what shows the queue is how
  // many arrive while the loop is late. A lone caller on a late loop brings a request or two a sample, never this many.
  let arrived = 0
  let arrivedBefore = 0
  const rotate = setInterval(() => {
    arrivedBefore = arrived
    arrived = 0
  }, options.sampleMs)
  rotate.unref()
  app.addHook('onClose', async () => clearInterval(rotate))
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.shed === false) return
    const { eventLoopDelay } = app.memoryUsage()
    const others = inProgress
    arrived += 1
    const warming = performance.now() < warmUntil
    const queued = others >= minInProgress || (!warming && arrived + arrivedBefore > MIN_ARRIVALS)
    if (eventLoopDelay > options.eventLoopDelayMs && queued) {
      const measured = Number.isFinite(eventLoopDelay) ? `${Math.round(eventLoopDelay)} ms` : 'blocked'
      // Returning the reply ends the request here: no later hook (the key check, the rate limit) sees it.
      return reply
        .status(503)
        .header('retry-after', String(SHED_RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            'under_pressure',
            `The service is overloaded (event-loop delay ${measured}, ${countOf(arrived + arrivedBefore, 'request', 'requests')} arriving); ` +
              `retry in ${SHED_RETRY_AFTER_SECONDS} s, or on another replica.`,
          ),
        )
    }
    // Counted until its connection's response ends or the client goes away, whichever comes first.
    inProgress += 1
    let counted = true
    const done = () => {
      if (!counted) return
      counted = false
      inProgress -= 1
    }
    reply.raw.once('finish', done)
    reply.raw.once('close', done)
  })
}
