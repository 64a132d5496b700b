/** Why a check refused an answer: a code a program can count and a detail a desk editor can read. */
export interface Problem {
  code: string
  detail: string
}
