// What an asker sees of a review item, and where: shared by the desk and its deliveries.
import { detectLanguage } from '../text/language.js'
import type { AnswerView, ReviewItem } from './item.js'

const WITHDRAWN = {
  en: 'The data desk has withdrawn this answer: ask the question again for its current answer.',
  fr: 'Le service données a retiré cette réponse : reposez la question pour obtenir sa réponse actuelle.',
}

export const answerUrl = (id: string) => `/answers/${id}`

/** The asker's view of an item. */
export function viewOf(item: ReviewItem): AnswerView {
  // A withdrawn answer is no longer given: the asker reads that it was, in the question's language.
  if (item.retired_at) {
    return {
      ok: true,
      id: item.id,
      status: item.status,
      question: item.question,
      answer: WITHDRAWN[detectLanguage(item.question)],
      checked_by: null,
      decided_by: item.decided_by,
      decided_at: item.decided_at,
      source: null,
      read_as: item.read_as ?? null,
      retired_at: item.retired_at,
    }
  }
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
