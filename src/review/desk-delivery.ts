// A desk decision reaching its askers: Slack's response_url while it is valid, the caller's callback URL (signed),
// and a line in the item's record for each delivery.
import { createHmac } from 'node:crypto'
import { deliver, type Deliver, type DeliveryOptions } from '../slack/deliver.js'
import { decisionMessage, type ResponseType } from '../slack/message.js'
import type { AnswerView, Asker, Delivery, ReviewItem } from './item.js'
import type { ReviewStore } from './store.js'
import { answerUrl, viewOf } from './desk-view.js'

/** What a delivery needs: the store, the clock, and how the desk was set up to reach askers (DeskDeps). */
export interface DeliveryContext {
  store: ReviewStore
  now: () => Date
  callbackFor?: (caller: string) => { url: string; secret: string } | undefined
  delivery?: DeliveryOptions
  postToSlack?: Deliver
  slackResponseType?: ResponseType
  onDeliveryError?: (item: string, detail: string) => void
}

/** A delivery, recorded in the item's history. */
export const record = ({ store, now }: DeliveryContext, id: string, delivery: Omit<Delivery, 'at'>) =>
  store.addDelivery(id, { ...delivery, at: now().toISOString() })

/** A decision to every asker of the item: its own, then each who joined it. */
export async function deliverDecision(ctx: DeliveryContext, item: ReviewItem) {
  const { store, now } = ctx
  const view = viewOf(item)
  const first: Asker = {
    caller: item.caller,
    channel: item.channel,
    asked_at: item.created_at,
    response_url: item.channel === 'slack' ? await store.responseUrl(item.id, now().toISOString()) : null,
    response_url_expires_at: null,
  }
  // The item's own asker, then every other asker of the same question: the one decision reaches each, and each
  // delivery is in the item's record (one with neither Slack nor a callback reads it at GET /answers/:id).
  for (const asker of [first, ...(await store.askers(item.id, now().toISOString()))]) {
    const pushed = await deliverTo(ctx, item, view, asker)
    if (!pushed) {
      await record(ctx, item.id, {
        to: 'answers',
        state: 'delivered',
        detail: `for ${asker.caller} (${asker.channel}) at GET ${answerUrl(item.id)}`,
      })
    }
  }
}

/** The decision to one asker: Slack's response_url (asked from Slack), then their callback. Whether any was tried. */
async function deliverTo(ctx: DeliveryContext, item: ReviewItem, view: AnswerView, asker: Asker): Promise<boolean> {
  const { now } = ctx
  let tried = false
  if (asker.channel === 'slack') {
    tried = true
    const url = asker.response_url
    if (!url) {
      await record(ctx, item.id, { to: 'slack', state: 'expired', detail: "Slack's response_url had expired (30 min)" })
    } else {
      const result = await (ctx.postToSlack ?? deliver)(url, decisionMessage(item, ctx.slackResponseType), ctx.delivery)
      await record(ctx, item.id, {
        to: 'slack',
        state: result.delivered ? 'delivered' : 'failed',
        detail: result.printed
          ? 'printed, not posted (SLACK_PRINT_RESPONSES)'
          : result.delivered
            ? `posted (attempt ${result.attempts})`
            : `not posted: ${result.error}`,
      })
      if (!result.delivered) ctx.onDeliveryError?.(item.id, `slack: ${result.error}`)
    }
  }
  const callback = ctx.callbackFor?.(asker.caller)
  if (callback) {
    tried = true
    const body = JSON.stringify(view)
    const timestamp = String(Math.floor(now().getTime() / 1000))
    const signature = createHmac('sha256', callback.secret).update(`${timestamp}.${body}`).digest('hex')
    const result = await deliver(callback.url, view, ctx.delivery, {
      'x-stats-assistant-timestamp': timestamp,
      'x-stats-assistant-signature': `sha256=${signature}`,
    })
    await record(ctx, item.id, {
      to: 'callback',
      state: result.delivered ? 'delivered' : 'failed',
      detail: result.delivered ? `posted (attempt ${result.attempts})` : `not posted: ${result.error}`,
    })
    if (!result.delivered) ctx.onDeliveryError?.(item.id, `callback: ${result.error}`)
  }
  return tried
}
