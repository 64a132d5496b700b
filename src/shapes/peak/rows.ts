// The rows of the reading table that give the peak shape (`biggest_move`, `peak`): the words that ask for it, what each
// needs and what it means exactly. src/shapes/layers/rows.ts places them in the table, whose first match wins; their
// worked examples are in examples.ts.
import { foldWords } from '../../text/normalise.js'
import { type Slots, type Shape, has, parts, wayAsked, everyYear } from '../kit/rows.js'
import { examples } from './examples.js'

/** The words of "the highest" that say a move's size ("the biggest fall", "la plus forte hausse"), not a level's. */
const MOVE_SIZE = new Set([
  'biggest',
  'largest',
  'greatest',
  'most',
  'sharpest',
  'steepest',
  'maximum',
  'plus grand',
  'plus grande',
  'plus important',
  'plus importante',
  'plus fort',
  'plus forte',
  'plus brutal',
  'plus brutale',
])
/**
 * "The biggest one-year fall in Brazil's GDP", "in which year did it fall the most", "la plus forte hausse annuelle",
 * "the highest growth rate of US GDP since 2000": of one country, the largest of its moves from one year to the next
 * the way asked (never its highest and lowest years: "when did it rise to its highest" is those). One year named
 * asks that year's move (the change row); yes or no, or a figure of the question's own, is another question.
 */
function asksBiggestMove(s: Slots): boolean {
  // (Asked yes or no, only of a year claimed as the biggest move: "was 2009 the year US GDP fell the most".)
  const polar = s.polar && s.claimedYear === undefined
  if (s.countries.length !== 1 || polar || s.figure !== null || s.time.kind === 'year' || s.places.length > 0)
    return false
  // ("By what percentage did it fall in its worst year": the worst of its falls is the biggest.)
  const low = s.formWords('low').map((w) => foldWords(w).trim())
  const worstFall = wayAsked(s) === 'down' && low.length > 0 && low.every((w) => WORST.has(w))
  // ("De combien a-t-il baissé lors de sa pire année": by how much is the move itself.)
  if ((has(s, 'low', 'difference') && !worstFall) || has(s, 'rank', 'top', 'compare', 'overtake', 'average', 'cagr'))
    return false
  if (has(s, 'double', 'triple', 'halve')) return false
  if (has(s, 'growth_rate')) return has(s, 'high') && !has(s, 'down')
  return wayAsked(s) !== undefined && (worstFall || s.formWords('high').some((w) => MOVE_SIZE.has(foldWords(w).trim())))
}
const WORST = new Set(['worst', 'pire', 'pires', 'la pire', 'le pire'])

/** A year claimed as the peak ("was 2001 the UK's lowest GDP year") is a yes or no on that year (`at`). */
const claimedOf = (s: Slots) => (s.claimedYear === undefined ? { polar: false } : { polar: true, at: s.claimedYear })

export const biggestMove: Shape = {
  id: 'biggest_move',
  gives: 'peak',
  when: asksBiggestMove,
  cue: ['high', 'up', 'down'],
  needs: { countries: [1, 1], time: ['none', 'latest', 'span', 'years', 'ever'] },
  meaning: {
    en: 'one country\'s moves from one year to the next over the span (every year of the data when none is named): the year of its biggest fall (rise), from the year before, with the fall (rise) and both years\' values; "in percent", "the highest growth rate": the biggest in percent of the year before, with both values',
    fr: "les évolutions d'un pays d'une année sur l'autre sur la période (toutes les années des données si aucune n'est nommée) : l'année de sa plus forte baisse (hausse), depuis l'année précédente, avec la baisse (la hausse) et les valeurs des deux années ; « en pourcentage », « le plus fort taux de croissance » : la plus forte en pourcentage de l'année précédente, avec les deux valeurs",
  },
  examples: examples.biggestMove,
  readsClaimedYear: true,
  read: (s) => {
    const time = everyYear(s.time.kind === 'latest' ? { kind: 'none' } : s.time, s.years)
    // ("The biggest fall in 2015": the one step into the year named, which is its change.)
    if (time.kind === 'span' && time.to - time.from === 1)
      return parts(
        s,
        'change',
        time,
        has(s, 'relative', 'growth_rate') ? { polar: false, faster: true } : { polar: false },
        true,
      )
    return parts(s, 'peak', time, {
      ...claimedOf(s),
      direction: has(s, 'growth_rate') ? 'up' : wayAsked(s)!,
      // ("The highest growth rate" is a move in percent of the year before.)
      ...(has(s, 'relative', 'growth_rate') ? { faster: true } : {}),
    })
  },
}

export const peak: Shape = {
  id: 'peak',
  when: (s) =>
    s.countries.length === 1 &&
    has(s, 'which_year', 'high', 'low') &&
    !has(s, 'overtake', 'rank', 'top', 'since_when') &&
    // ("In which year did it fall", "when was the first time it rose": a year of a step, not of its highest value.)
    (has(s, 'high', 'low') || !has(s, 'up', 'down', 'change')) &&
    s.places.length === 0 &&
    (!s.polar || has(s, 'which_year') || s.claimedYear !== undefined),
  cue: ['which_year', 'high', 'low'],
  needs: { countries: [1, 1], time: ['none', 'latest', 'span', 'years', 'ever'] },
  meaning: {
    en: 'one country\'s values over the span (every year of the data when none is named): the year of its highest (lowest) value, and of the other end, with their values; a year claimed as that end ("was 2001 the UK\'s lowest GDP year", "its all-time high", "a record year"): yes or no, with the year it was, never the country\'s rank that year',
    fr: "les valeurs d'un pays sur la période (toutes les années des données si aucune n'est nommée) : l'année de sa valeur la plus élevée (la plus faible), et celle de l'autre extrême, avec leurs valeurs ; une année donnée pour cet extrême (« 2010 a-t-elle été l'année où la population du Japon a été la plus forte », « une année record ») : oui ou non, avec l'année qu'il a été, jamais le rang du pays cette année-là",
  },
  examples: examples.peak,
  readsClaimedYear: true,
  read: (s) =>
    parts(s, 'peak', everyYear(s.time.kind === 'latest' ? { kind: 'none' } : s.time, s.years), {
      ...claimedOf(s),
      order: has(s, 'low') && !has(s, 'high') ? 'lowest' : 'highest',
    }),
}
