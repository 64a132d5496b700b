// What an asker sees of a review item, and where: shared by the desk and its deliveries.
import type { AnswerView, ReviewItem } from './item.js'

export const answerUrl = (id: string) => `/answers/${id}`

/** The asker's view of an item. */
export function viewOf(item: ReviewItem): AnswerView {
  return {
    ok: true,
    id: item.id,
    status: item.status,
    question: item.question,
    answer: item.final_text,
    checked_by: item.checked_by,
    decided_by: item.decided_by,
    decided_at: item.decided_at,
    source: item.status === 'declined' ? null : item.source,
    read_as: item.read_as ?? null,
  }
}
