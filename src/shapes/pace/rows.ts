// The row of the reading table that reads the pace shape: the words that ask for it, what it needs and what it means
// exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Slots, type Shape, has, twoYears, parts, wayAsked, ends, TWO_YEARS } from '../kit/rows.js'
import { examples } from './examples.js'

/** The words that compare two changes by their size: "rose more", "a moins progressé", "davantage". */
const CHANGE_MORE = /^(?:more|less|plus|moins|davantage)$/iu

/**
 * "Did internet use rise more in Brazil than in Mexico between 2010 and 2020", "which rose more, A or B": two named
 * countries' changes between two years compared, one way, with no figure of the question's own (a margin between two
 * changes is beyond the tools), and no other comparison ("the gap", "twice").
 */
const changesCompared = (s: Slots) =>
  s.countries.length === 2 &&
  s.figure === null &&
  twoYears(s.time) &&
  has(s, 'compare') &&
  // Only "more", "less", "plus", "moins" compare the changes: "rise above", "fall below", "grow bigger than" place
  // one level against the other (an overtaking), which no comparison of two changes answers.
  s.formWords('compare').every((w) => CHANGE_MORE.test(w.trim())) &&
  !has(s, 'difference', 'double', 'triple', 'halve', 'ratio', 'ever') &&
  wayAsked(s) !== undefined

export const pace: Shape = {
  id: 'pace',
  when: (s) => has(s, 'faster', 'slower') || changesCompared(s),
  cue: ['faster', 'slower'],
  needs: { countries: [2, 2], time: TWO_YEARS },
  meaning: {
    en: 'both countries\' changes between two years, and which grew faster (or fell less): by percent change for "faster", "in percent"; for "rose more", "by more points", by the difference in the series\' own unit (points of a share, years, current US dollars); asked yes or no, the verdict',
    fr: "l'évolution des deux pays entre deux années, et lequel a augmenté le plus vite : en pourcentage pour « plus vite », « en pourcentage » ; pour « a plus progressé », par l'écart dans l'unité de la série (points d'une part, années, dollars US courants) ; en oui ou non, le verdict",
  },
  examples: examples.pace,
  read: (s) => {
    if (!changesCompared(s)) return parts(s, 'pace', ends(s.time), { faster: !has(s, 'slower') })
    // "Did it rise more in Brazil than in Mexico", "which rose more", "fell less": the first's change above the
    // second's ("less", "fell more": below); "in percent", "in relative terms" compare percent changes, else the
    // difference in the series' own unit (points of a share, years, people, US dollars), as a change says it.
    const more = (wayAsked(s) === 'up') !== s.lower
    return parts(
      s,
      'pace',
      ends(s.time),
      has(s, 'relative') ? { faster: more } : { direction: more ? ('up' as const) : ('down' as const) },
    )
  },
}
