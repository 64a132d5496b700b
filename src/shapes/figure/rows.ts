// The rows of the reading table that give the figure shape (`figure_over_years`, `figure`): the words that ask for it,
// what each needs and what it means exactly. src/shapes/layers/rows.ts places them in the table, whose first match
// wins; their worked examples are in examples.ts.
import { type Slots, type Shape, has, levelOverYears, parts, oneYear, everyYear, ONE_YEAR } from '../kit/rows.js'
import { examples } from './examples.js'

/** "Did it fall below 125 million", "rise above 1.4 billion": a figure passed the way the series moved. */
const passedTo = (s: Slots) =>
  s.figure !== null &&
  !s.figure.percent &&
  ((has(s, 'up') && ['more', 'least'].includes(s.figure.relation)) || (has(s, 'down') && s.figure.relation === 'less'))

/**
 * "India has had more than 1.4 billion people since 2020": a level held since a year is held in every year from it to
 * the latest (the years it did not), never the change between the two ends nor the crossing.
 */
const heldSinceYear = (s: Slots) =>
  s.figure !== null &&
  s.time.kind === 'span' &&
  s.time.since === true &&
  ['more', 'least', 'less'].includes(s.figure.relation) &&
  !s.negated &&
  !has(s, 'up', 'down', 'ever', 'overtake', 'which_year', 'since_when', 'change', 'double', 'triple', 'halve')

export const figureOverYears: Shape = {
  id: 'figure_over_years',
  gives: 'figure',
  when: (s) =>
    s.figure !== null &&
    (has(s, 'ever', 'each_year', 'which_year', 'since_when') ||
      heldSinceYear(s) ||
      (s.time.kind !== 'year' && (has(s, 'overtake') || passedTo(s) || (levelOverYears(s) && has(s, 'up', 'down'))))),
  cue: ['ever', 'each_year', 'which_year', 'since_when', 'overtake'],
  needs: { countries: [1, 1], time: ['none', 'latest', 'span', 'years', 'ever'] },
  meaning: {
    en: 'every year\'s value over the span (every year of the data when none is named), and whether the question\'s own figure held in some year ("ever", "when did it pass": the first year it did) or in every year (the years it did not); "since when" (above, at least or below it): the first year of the run of years it held that lasts to the latest year with a value (held in every year: since the first year with a value, the data saying nothing earlier; not held in the latest year: that year\'s value and the last year it held), never yes or no',
    fr: "la valeur de chaque année de la période, et si le chiffre donné par la question a tenu une année (« déjà », « quand a-t-elle dépassé » : la première année) ou chaque année (les années où il n'a pas tenu) ; « depuis quand » (au-dessus, au moins ou en dessous) : la première année de la suite d'années où il a tenu qui dure jusqu'à la dernière année avec une valeur (tenu chaque année : depuis la première année avec une valeur, les données ne disant rien d'antérieur ; pas tenu la dernière année : la valeur de cette année et la dernière année où il a tenu), jamais oui ou non",
  },
  examples: examples.figureOverYears,
  read: (s) =>
    // ("Since when has it not been above 84" is no reading the answer has: declined, not read as "since when above".)
    // ("Since when is it 40 million": a level is held above or below a figure, never about it.)
    has(s, 'since_when') && (s.negated || !['more', 'least', 'less'].includes(s.figure!.relation))
      ? 'not_understood'
      : parts(s, 'figure', everyYear(s.time, s.years), {
          figure: s.figure!,
          // "In which year did it pass 100 million", "since when" name a year, not a verdict.
          polar: !has(s, 'which_year', 'since_when'),
          // "Has it ever passed 230 million", "has it ever dropped below 91 %" ask whether it held in some year, as
          // "ever been above" does; "when did it pass", "did it pass" ask the crossing; "since when", the run to the
          // latest year.
          ...(has(s, 'since_when')
            ? { since_when: true as const }
            : has(s, 'each_year') || heldSinceYear(s)
              ? {}
              : has(s, 'which_year') || (!has(s, 'ever') && (has(s, 'overtake') || passedTo(s) || s.level))
                ? { crossed: true as const }
                : { ever: true as const }),
        }),
}

export const figure: Shape = {
  id: 'figure',
  // (A margin between two countries, "by more than 15 years", is the comparison's: its row reads it.)
  when: (s) => s.figure !== null && !(s.margin && s.countries.length === 2),
  cue: [],
  needs: { countries: [1, 1], time: ONE_YEAR },
  meaning: {
    en: "the value, and whether the question's own figure holds (more than, less than, about, exactly): yes or no",
    fr: 'la valeur, et si le chiffre donné par la question tient (plus de, moins de, environ, exactement) : oui ou non',
  },
  examples: examples.figure,
  read: (s) => parts(s, 'figure', oneYear(s.time), { figure: s.figure!, polar: true }),
}
