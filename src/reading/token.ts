// A token of a question: its words as typed and what they mean to the reader. Its own module so that the passes over
// the tokens (multiples in words, order phrases) and the tokeniser that runs them all share the type without a loop.
import type { CountryCode, IndicatorCode } from '../lexicon/codes.js'
import type { DeclineWord, Form, TimeWord } from '../lexicon/question-words.js'

/** What a word (or a phrase of several) means to the reader. */
export type Meaning =
  | { kind: 'country'; code: CountryCode }
  /** "Canadians", "les Japonais": a country's people, which counted are its population. */
  | { kind: 'people'; code: CountryCode }
  | { kind: 'indicator'; code: IndicatorCode; weak?: true }
  | { kind: 'form'; form: Form }
  | { kind: 'time'; time: TimeWord }
  | { kind: 'decline'; reason: DeclineWord }
  /** "second", "troisième": a place in a ranking. */
  | { kind: 'ordinal'; place: number }
  /** "two", "half", "dix": a number in words. */
  | { kind: 'number'; value: number }
  | { kind: 'instruction' }
  | { kind: 'framing' }
  /** "during the financial crisis": context that asks nothing when the question names its time. */
  | { kind: 'context' }
  /** Another source ("Statistics Canada"), or our own ("World Bank"). */
  | { kind: 'source'; own: boolean }
  /** "according to", "selon": what follows names a source. */
  | { kind: 'source_intro' }
  /** "right?", "is it true": with a figure of the question's own, it asks whether the figure holds. */
  | { kind: 'confirm' }
  | { kind: 'neutral' }

export interface Token {
  /** The words as typed, for a reason that names them. */
  text: string
  start: number
  end: number
  /** A number, a year, or words. */
  kind: 'word' | 'number' | 'year'
  /** Normalised words (for kind word), or the number. */
  words: string
  value: number
  /** What it means; none for a word not understood. "richer" means GDP per capita and a comparison. */
  meanings: Meaning[]
  /** The word as typed, when a typo was corrected ("mexcio" for "mexico"). */
  corrected?: string
  /** A year written as a decade: "2010s", "les années 2010". */
  decade?: true
  /** A number's unit as shown ("40 million", "50%"), for a figure of the question's own. */
  percent?: true
}

/** Whether the token names a place: a country, or its people ("Canadians"). */
export const namesPlace = (t: Token | undefined) =>
  t?.meanings.some((m) => m.kind === 'country' || m.kind === 'people') === true
