// The row of the reading table that reads the every_year shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import type { Form } from '../../lexicon/question-words.js'
import { type Slots, type Shape, has, parts, wayAsked, everyYear } from '../kit/rows.js'
import { examples } from './examples.js'
import { NOT_A_LEAD } from '../../reading/decline-rows.js'

/** "Has it ever fallen (risen)": one country's moves over the years, no figure of the question's own, not a year. */
const everMoved = (s: Slots) =>
  has(s, 'ever') && !s.negated && s.figure === null && s.countries.length === 1 && s.time.kind !== 'year'

export const movedEveryYear: Shape = {
  id: 'every_year',
  // ("Has it ever fallen" asks whether it fell in any year: "did it never fall", negated; never one change between
  // the span's ends, which may have risen over years it fell in.)
  when: (s) =>
    (has(s, 'each_year') || (s.negated && s.time.kind !== 'year') || everMoved(s)) &&
    has(s, 'up', 'down') &&
    s.countries.length <= 1,
  cue: ['each_year'],
  needs: { countries: [1, 1], time: ['none', 'span', 'years', 'ever'] },
  meaning: {
    en: 'every year\'s value over the span (every year of the data when none is named): whether it rose (fell) every year, and the years it did not; "it never fell (rose)": the years it did',
    fr: "la valeur de chaque année de la période : si elle a augmenté (baissé) chaque année, et les années où ce ne fut pas le cas ; « n'a jamais baissé (augmenté) » : les années où elle l'a fait",
  },
  examples: examples.movedEveryYear,
  read: (s) =>
    parts(s, 'every_year', everyYear(s.time, s.years), {
      direction: wayAsked(s) ?? 'up',
      polar: true,
      // "It never fell": no year fell (a year unchanged does not count against it), and not the negation of a rise;
      // "has it ever fallen": the negation of "it never fell".
      ...(everMoved(s)
        ? { never: true as const, negated: true }
        : s.negated && !has(s, 'each_year')
          ? { never: true as const, negated: false }
          : {}),
    }),
}

/**
 * Forms that ask something else than one series' own moves ("since when has it been the highest", "grown faster"): what
 * asks something else than a lead, and a comparison or "ever". ("Since when has it been rising every year", « sans
 * interruption »: "every year" is the run itself, so it stays.)
 */
const NOT_A_MOVE: readonly Form[] = [...NOT_A_LEAD.filter((f) => f !== 'each_year'), 'overtake', 'compare', 'ever']

export const movedSince: Shape = {
  id: 'moved_since',
  gives: 'every_year',
  // "Since when has Japan's population been falling": one country's steps, one way, no figure of its own.
  when: (s) =>
    has(s, 'since_when') &&
    wayAsked(s) !== undefined &&
    s.figure === null &&
    s.countries.length === 1 &&
    !s.negated &&
    !has(s, ...NOT_A_MOVE),
  cue: ['since_when'],
  needs: { countries: [1, 1], time: ['none', 'latest'] },
  meaning: {
    en: '"since when has it been falling (rising)": every year\'s step from the year before over the data, and the first year of the run of falls (rises) that lasts to the latest year with a value, with the year before it, which did not fall (rise); not falling in the latest year: that step and the last year it fell, never yes or no',
    fr: "« depuis quand baisse-t-elle (augmente-t-elle) » : le pas de chaque année depuis l'année précédente, et la première année de la suite de baisses (hausses) qui dure jusqu'à la dernière année avec une valeur, avec l'année d'avant, qui n'a pas baissé (augmenté) ; sans baisse la dernière année : ce pas et la dernière année de baisse, jamais oui ou non",
  },
  examples: {
    en: ["Since when has Japan's population been falling?"],
    fr: ['Depuis quand la population du Japon baisse-t-elle ?'],
  },
  read: (s) =>
    parts(s, 'every_year', everyYear(s.time, s.years), {
      direction: wayAsked(s)!,
      polar: false,
      since_when: true as const,
    }),
}
