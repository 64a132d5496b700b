// The short answer: what a reader needs of an outcome in at most five lines, in the question's language. The command
// line prints these lines first (then its details), and POST /ask returns them alone for `Accept: text/plain`, so that
// both say the same thing. The lines: the answer (a checked one, or the data desk's, labelled as the desk's), or the
// desk's note on where the question went; the "read as" line; the source line. An unchecked draft is never one of
// them, and a source line goes only with an answer someone checked.
import type { Outcome } from './outcome.js'
import type { SubmittedReview } from '../review/item.js'
import { detectLanguage, type Language } from '../text/language.js'
import { counted } from '../text/plural.js'

/** What the short answer reads of a rejected answer's review (the response's `review`). */
export type ReviewLike = Pick<SubmittedReview, 'id' | 'status' | 'url'> &
  Partial<Pick<SubmittedReview, 'askers' | 'answer' | 'checked_by' | 'decided_by' | 'source' | 'read_as'>>

const WORDS = {
  en: {
    desk: (editor: string, traced: boolean) =>
      traced
        ? `The data desk's answer (${editor}; every figure traced to the data):`
        : `The data desk's answer (${editor}):`,
    waiting: (id: string, url: string, askers: number) =>
      `Not verified: the answer could not be checked and waits for the data desk (${id}` +
      `${askers > 1 ? `, asked by ${counted(askers, 'caller', 'callers')}` : ''}); its answer will be at GET ${url}.`,
    notStored:
      'Not verified: the answer could not be checked, and the data desk cannot take it just now: ask again later.',
    noDesk: 'Not verified: the answer could not be checked, and it did not reach the data desk.',
    failed: (codes: string) => `Failed: no answer was produced (${codes}).`,
  },
  fr: {
    desk: (editor: string, traced: boolean) =>
      traced
        ? `Réponse du service données (${editor} ; chaque chiffre retrouvé dans les données) :`
        : `Réponse du service données (${editor}) :`,
    waiting: (id: string, url: string, askers: number) =>
      `Non vérifié : la réponse n'a pas pu être vérifiée et attend le service données (${id}` +
      `${askers > 1 ? `, demandée par ${counted(askers, 'appelant', 'appelants', 'fr')}` : ''}) ; sa réponse sera à GET ${url}.`,
    notStored:
      "Non vérifié : la réponse n'a pas pu être vérifiée, et le service données ne peut pas la recevoir pour le " +
      'moment : reposez la question plus tard.',
    noDesk: "Non vérifié : la réponse n'a pas pu être vérifiée, et elle n'a pas atteint le service données.",
    failed: (codes: string) => `Échec : aucune réponse n'a été produite (${codes}).`,
  },
} satisfies Record<Language, unknown>

/** The label a desk's answer is given, in the question's language (also Slack's, for an answer given at once). */
export const deskLabel = (
  language: Language,
  editor: string | null | undefined,
  checkedBy: string | null | undefined,
) => WORDS[language].desk(editor ?? '', checkedBy === 'application')

/** At most five lines (in practice three): see the module's comment. */
export function answerLines(question: string, outcome: Outcome, review?: ReviewLike): string[] {
  const language = detectLanguage(question)
  const words = WORDS[language]
  const readAs = outcome.read_as ?? null
  if (outcome.status === 'valid') return lines(outcome.answer ?? '', readAs, outcome.source)
  if (outcome.status === 'failed') {
    return lines(words.failed(outcome.problems.map((p) => p.code).join(', ') || outcome.limit || 'failed'), readAs)
  }
  if (review?.answer !== undefined && review.id !== null) {
    // The desk's published answer to the same question, given at once.
    return lines(
      `${deskLabel(language, review.decided_by, review.checked_by)} ${review.answer}`,
      review.read_as ?? readAs,
      review.source ?? null,
    )
  }
  if (review && review.id !== null && review.url !== null) {
    return lines(words.waiting(review.id, review.url, review.askers ?? 1), readAs)
  }
  return lines(review ? words.notStored : words.noDesk, readAs)
}

const lines = (...all: (string | null | undefined)[]) => all.filter((l): l is string => Boolean(l))
