// The words of a question's own figure: the relation it puts to the data ("more than", "environ"), and numbers,
// scales and places in a ranking said in words ("two", "forty million", "second"), in English and French.
// Normalised text. Data only: reading/tokens.ts and the figure gates read these.
import { list } from './word-list.js'

/** Relations a question puts between the data and a figure of its own ("more than 40 million?"). */
export const RELATIONS = ['more', 'least', 'less', 'most', 'about', 'nearly', 'exactly'] as const
export type Relation = (typeof RELATIONS)[number]
export const RELATION_WORDS: Record<Exclude<Relation, 'exactly'>, string[]> = {
  more: list(
    'more than, over, above, greater than, higher than, larger than, bigger than, exceeding, in excess of, ' +
      'upwards of, plus de, plus d, au dessus de, superieur a, superieure a, plus que, over the, ' +
      // ("Plus du double de celui de l'Inde": more than 2 times.)
      'plus du',
  ),
  /** The figure itself counts: "at least 100 %", "did it reach 100 %". */
  least: list(
    'at least, no less than, reach, reached, reaches, hit, hits, get to, got to, au moins, atteint, atteindre, ' +
      'atteignait, atteint les, atteindre les, atteint la barre des, a atteint, ont atteint, reach the, reached the',
  ),
  less: list(
    'less than, under, below, fewer than, lower than, smaller than, moins de, moins d, ' +
      'en dessous de, inferieur a, inferieure a, moins que, under the, sous, sous les, sous la barre des, ' +
      'moins du',
  ),
  /** The figure itself counts, from above: "at most 100 %", "≤ 76", "au plus 76 ans". */
  most: list(
    'at most, no more than, not more than, at the most, up to a maximum of, a maximum of, au plus, tout au plus, ' +
      'au maximum, pas plus de, pas plus d, au plus de',
  ),
  about: list(
    'about, around, roughly, approximately, approx, some, circa, ca, close to, in the region of, of the order of, ' +
      'environ, autour de, a peu pres, quelque, quelques, de l ordre de, aux alentours de',
  ),
  nearly: list(
    'nearly, almost, just under, presque, pres de, quasiment, pratiquement, bientot, ' +
      // ("Le PIB frôlait les 4 000 milliards": came close to it from below.)
      'frole, frolait, frolaient, frolent, frole les, frolait les, frolaient les, frolent les, a frole, a frole les',
  ),
}

/** Number words: "half", "two", "deux"; a figure in words is read as one (a count, a place, a share). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  half: 0.5,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  'soixante dix': 70,
  'quatre vingt': 80,
  'quatre vingts': 80,
  'quatre vingt dix': 90,
  cent: 100,
  cents: 100,
  moitie: 0.5,
  'la moitie': 0.5,
  'a third': 1 / 3,
  'one third': 1 / 3,
  'a quarter': 0.25,
  'un tiers': 1 / 3,
  'un quart': 0.25,
  // ("About a tenth of the US's", "two thirds", « le tiers », « le quart »: a fraction of another's value.)
  'a tenth': 0.1,
  'one tenth': 0.1,
  'a fifth': 0.2,
  'one fifth': 0.2,
  'one quarter': 0.25,
  'two thirds': 2 / 3,
  'three quarters': 0.75,
  'le tiers': 1 / 3,
  'le quart': 0.25,
  'un dixieme': 0.1,
  'le dixieme': 0.1,
  'un cinquieme': 0.2,
  'le cinquieme': 0.2,
  'deux tiers': 2 / 3,
  'les deux tiers': 2 / 3,
  'trois quarts': 0.75,
  'les trois quarts': 0.75,
}

/** Scale words after a number in words: "forty million", "quarante milliards". */
export const SCALE_WORDS: Record<string, number> = {
  thousand: 1e3,
  million: 1e6,
  millions: 1e6,
  billion: 1e9,
  billions: 1e9,
  trillion: 1e12,
  trillions: 1e12,
  milliard: 1e9,
  milliards: 1e9,
}

/** Places in a ranking of the eight, in words ("2nd" and "3e" are read as numbers, with their suffix). */
export const ORDINAL_WORDS: Record<string, number> = {
  second: 2,
  deuxieme: 2,
  seconde: 2,
  third: 3,
  troisieme: 3,
  fourth: 4,
  quatrieme: 4,
  fifth: 5,
  cinquieme: 5,
  sixth: 6,
  sixieme: 6,
  seventh: 7,
  septieme: 7,
  eighth: 8,
  huitieme: 8,
}
