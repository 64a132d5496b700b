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
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors.js'

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
}

/** What a shed request is told: retry after this many seconds (elsewhere, or here once the load has passed). */
export const SHED_RETRY_AFTER_SECONDS = 1

export async function registerOverloadShedding(app: FastifyInstance, options: OverloadOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.eventLoopDelayMs,
    sampleInterval: options.sampleMs,
    retryAfter: SHED_RETRY_AFTER_SECONDS,
    // A route that is never shed goes on; otherwise the 503 is sent here, and the request goes no further.
    pressureHandler: (request, reply, type, value) => {
      if (request.routeOptions.config?.shed === false) return
      const measured = typeof value === 'number' && Number.isFinite(value) ? `${Math.round(value)} ms` : 'blocked'
      void reply
        .status(503)
        .header('retry-after', String(SHED_RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            'under_pressure',
            `The service is overloaded (${type === 'eventLoopDelay' ? `event-loop delay ${measured}` : type}); ` +
              `retry in ${SHED_RETRY_AFTER_SECONDS} s, or on another replica.`,
          ),
        )
    },
  })
}
