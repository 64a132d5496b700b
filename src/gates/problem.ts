/** Why a check refused an answer: a code a program can count and a detail a desk editor can read. */
export interface Problem {
  code: string
  detail: string
  /** The figure (or word) it is about, where it stands in the answer: the desk highlights it. */
  figure?: { text: string; start: number; end: number }
}
