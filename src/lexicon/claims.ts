// The words of an answer that state a fact, in English and French, by kind: gate 2 reads them like figures, binds each
// to the subjects, series and years of its clause, and accepts it only when the facts of the trace establish it. One
// table: a claim kind is a row here, not a special case in the gate. Phrases are normalised text (lower case, no
// accents, punctuation as spaces); "(a|b)" writes alternatives and "[x]" an optional word (see framing.ts's expand).
import { expand } from './framing.js'

export type ClaimKind =
  | 'rank'
  | 'extreme'
  | 'comparison'
  | 'overtake'
  | 'direction'
  | 'multiplier'
  | 'peak'
  | 'change_extreme'
  | 'since'
  | 'each_country'

export type ClaimSense =
  /** "sixth", "last", "premier": a place in the ranking of that year; "the second lowest": counted from the bottom. */
  | { kind: 'rank'; place: number | 'last'; order?: 'highest' | 'lowest' }
  /**
   * "highest", "le plus élevé": the top (bottom) of that year's values. `lead` ("en tête", "in the lead"): ahead of the
   * other country its sentence names, when it names one; else the top of them all.
   */
  | { kind: 'extreme'; order: 'highest' | 'lowest'; lead?: true }
  /** "higher than", "ahead of", "derrière": the first subject's value against the second's; `of: 'change'` for "grew faster". */
  | { kind: 'comparison'; order: 'higher' | 'lower'; of?: 'change'; by?: 'difference' }
  /** "overtook", "a dépassé": behind, then ahead. */
  | { kind: 'overtake' }
  /** "rose", "a baissé": the value's way between two years. */
  | { kind: 'direction'; direction: 'up' | 'down' }
  /** "doubled", "deux fois", "less than double": a ratio or a percent change that rounds to the factor. */
  | { kind: 'multiplier'; factor: number; bound: 'exact' | 'at_least' | 'less_than' }
  /** "peaked", "at its lowest", "son plus haut niveau": one country's own highest (lowest) year of the span. */
  | { kind: 'peak'; order: 'highest' | 'lowest' }
  /**
   * "grew the fastest", "the biggest fall", "la plus forte hausse": the subject's change between two years is the
   * highest (lowest) of the eight, by percent change or by the difference.
   */
  | { kind: 'change_extreme'; order: 'highest' | 'lowest'; by: 'percent' | 'difference' }
  /** "its lowest since 2003", "son plus haut niveau depuis 2008": no year between was as low (high), and that one was. */
  | { kind: 'since'; order: 'highest' | 'lowest' }
  /**
   * "rose in every country", "did not fall in any country", "fell in the following countries: A, B": each country's
   * change over the span went that way (every one of the eight, at least one, or each one listed after the words).
   */
  | { kind: 'each_country'; direction: 'up' | 'down'; quantifier: 'every' | 'any' | 'listed' }

const rows = (sense: ClaimSense, patterns: string[]): [string, ClaimSense][] =>
  patterns.flatMap(expand).map((p) => [p, sense])

const ORDINALS: [number, string, string][] = [
  [1, 'first', 'premier|premiere|1er|1re'],
  [2, 'second', 'deuxieme|seconde|second'],
  [3, 'third', 'troisieme'],
  [4, 'fourth', 'quatrieme'],
  [5, 'fifth', 'cinquieme'],
  [6, 'sixth', 'sixieme'],
  [7, 'seventh', 'septieme'],
  [8, 'eighth', 'huitieme'],
]

/** Places written as words ("sixth", "sixième"), for a reader that scores an answer's ranks. */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map(
  ORDINALS.flatMap(([place, en, fr]) => [en, ...fr.split('|')].map((w) => [w, place] as const)),
)

/** Words of a peak and of the extreme change of the eight (longer than "highest", "plus élevé": they win where both match). */
export const PEAK_AND_PACE_WORDS: [string, ClaimSense][] = [
  ...rows({ kind: 'since', order: 'lowest' }, [
    '[its|their] (lowest|lowest level|lowest value) since',
    '(son|leur) (plus bas niveau|niveau le plus bas|plus bas) depuis',
    '(au plus bas|le plus bas|la plus basse) depuis',
  ]),
  ...rows({ kind: 'since', order: 'highest' }, [
    '[its|their] (highest|highest level|highest value) since',
    '(son|leur) (plus haut niveau|niveau le plus eleve|plus haut) depuis',
    '(au plus haut|le plus eleve|la plus elevee|le plus haut) depuis',
  ]),
  ...rows({ kind: 'peak', order: 'highest' }, [
    '(peaked|peaking|peak|its peak|their peak|a peak)',
    '(was|were|stood|reached|hit) (at its|at their|its|their) (highest|highest level|peak|maximum)',
    '(at its|at their) (highest|peak|maximum)',
    '(its|their) (highest level|highest value|highest point)',
    '(a culmine|ont culmine|culminait|son plus haut niveau|leur plus haut niveau|son niveau le plus eleve|a son plus haut|au plus haut|son maximum|son sommet)',
  ]),
  ...rows({ kind: 'peak', order: 'lowest' }, [
    '(bottomed out|its low point|its trough)',
    '(was|were|stood|reached|hit|fell to) (at its|at their|its|their) (lowest|lowest level|low|minimum)',
    '(at its|at their) (lowest|minimum)',
    '(its|their) (lowest level|lowest value|lowest point)',
    '(son plus bas niveau|leur plus bas niveau|son niveau le plus bas|son niveau le plus faible|a son plus bas|au plus bas|son minimum|son point le plus bas)',
  ]),
  ...rows({ kind: 'change_extreme', order: 'highest', by: 'percent' }, [
    '(grew|rose|increased) (the) (fastest|most quickly|most rapidly)',
    '(grew|rose|increased) (fastest|most quickly|most rapidly)',
    '(the fastest|fastest) (growth|growing|rise|increase)',
    '(the largest|the biggest|the highest) percent (change|increase|rise|growth)',
    '(the largest|the biggest|the greatest) (increase|rise|growth) in (percent|percentage terms)',
    '(a augmente|ont augmente|a progresse|a cru) le plus (vite|rapidement)',
    '(la plus forte|la plus grande) (variation|hausse|progression|croissance) en pourcentage',
    '(la croissance la plus rapide)',
  ]),
  ...rows({ kind: 'change_extreme', order: 'lowest', by: 'percent' }, [
    '(the largest|the biggest|the greatest|the steepest|the sharpest) (percent|percentage) (fall|drop|decline|decrease)',
    '(the largest|the biggest|the greatest|the steepest|the sharpest) (fall|drop|decline|decrease) in (percent|percentage terms)',
    '(la plus forte|la plus grande) (baisse|chute|diminution) en pourcentage',
    '(grew|rose|increased) (the) (slowest|most slowly)',
    '(grew|rose|increased) (slowest|most slowly)',
    '(the slowest|slowest) (growth|growing|rise|increase)',
    '(the smallest|the lowest) percent (change|increase|rise|growth)',
    '(a augmente|ont augmente|a progresse|a cru) le moins (vite|rapidement)',
    '(la plus faible|la plus petite) (variation|hausse|progression|croissance) en pourcentage',
    '(la croissance la plus lente)',
  ]),
  ...rows({ kind: 'change_extreme', order: 'highest', by: 'difference' }, [
    '(the largest|the biggest|the greatest) [one year] (change|increase|rise|gain)',
    '(its|their) (largest|biggest|greatest|sharpest|steepest) [one year] (increase|rise|gain|jump)',
    '(sa|leur) plus (forte|grande) (hausse|progression|augmentation)',
    '(grew|rose|increased|gained) the most',
    '(added the most|added most)',
    '(la plus forte|la plus grande) (variation|hausse|progression|augmentation)',
    '(a le plus augmente|ont le plus augmente|a le plus progresse)',
  ]),
  ...rows({ kind: 'change_extreme', order: 'lowest', by: 'difference' }, [
    '(the largest|the biggest|the greatest|the steepest|the sharpest) [one year] (fall|drop|decline|decrease|loss)',
    '(its|their) (largest|biggest|greatest|steepest|sharpest) [one year] (fall|drop|decline|decrease|loss)',
    '(sa|leur) plus (forte|grande) (baisse|chute|diminution)',
    '(fell|dropped|declined|decreased|lost) the most',
    '(the smallest) (change|increase|rise|gain)',
    '(la plus forte|la plus grande) (baisse|chute|diminution|contraction)',
    '(la plus faible|la plus petite) (variation|hausse|progression|augmentation)',
    '(a le plus baisse|ont le plus baisse|a le plus diminue|a le plus recule)',
  ]),
]

const WAYS = {
  up: { en: 'rose|rise|risen|grew|grow|grown|increased|increase', fr: 'augmente|progresse' },
  down: { en: 'fell|fall|fallen|declined|decline|decreased|decrease|dropped|drop', fr: 'baisse|diminue|recule' },
}
/**
 * Every country's way, said of the eight at once (longer than "rose", "a baissé": they win where both match, and "a"
 * is part of them so that "a augmenté" alone does not take the place first).
 */
export const EACH_COUNTRY_WORDS: [string, ClaimSense][] = (['up', 'down'] as const).flatMap((direction) => {
  const { en, fr } = WAYS[direction]
  return [
    ...rows({ kind: 'each_country', direction, quantifier: 'every' }, [
      `(${en}) in (every country|each country|all eight countries|all the countries)`,
      `[a|ont] (${fr}) dans (tous les pays|chaque pays|les huit pays)`,
    ]),
    ...rows({ kind: 'each_country', direction, quantifier: 'any' }, [
      `(${en}) in (any country|any of the countries)`,
      `[a|ont] (${fr}) dans (aucun pays|aucun des pays)`,
    ]),
    ...rows({ kind: 'each_country', direction, quantifier: 'listed' }, [
      `(${en}) in the following countries`,
      `[a|ont] (${fr}) dans les pays suivants`,
    ]),
  ]
})

/**
 * The claim words. A rank word counts only where it places something ("ranked sixth", "was second", "the second
 * highest", "au sixième rang"): `RANK_CONTEXT` says where; "first exceeded" is the first year of an overtaking.
 */
export const CLAIM_WORDS: [string, ClaimSense][] = [
  ...ORDINALS.flatMap(([place, en, fr]) => rows({ kind: 'rank', place }, [`(${en}|${fr})`])),
  // "last" alone is often "the latest" ("la dernière, pour 2024"): only where it places something.
  ...rows({ kind: 'rank', place: 'last' }, [
    '(ranked|ranking|came|was|is|finished|stood) (last|bottom)',
    '(in|at the) (last|bottom) place',
    '(se classait|se classaient|se classe|etait|etaient|est|classe|classee) (dernier|derniere|au dernier rang|a la derniere place)',
    '(au dernier rang|a la derniere place|en derniere position)',
  ]),
  ...rows({ kind: 'extreme', order: 'highest' }, [
    '(highest|largest|biggest|greatest|richest|wealthiest|longest|best|most populous|top economy)',
    '(the|its|their) most',
    '(le|la|les) plus (eleve|elevee|eleves|elevees|grand|grande|grands|grandes|fort|forte|forts|fortes|important|importante|haut|haute|riche|riches|peuple|peuplee|longue)',
    '(au premier rang|la premiere economie)',
  ]),
  ...rows({ kind: 'extreme', order: 'highest', lead: true }, ['(en tete|in the lead|a la tete)']),
  ...rows({ kind: 'extreme', order: 'lowest' }, [
    '(lowest|smallest|poorest|least populous|shortest|worst|fewest)',
    '(the|its|their) (least|fewest)',
    '(le|la|les) plus (faible|faibles|bas|basse|petit|petite|petits|petites|pauvre|pauvres|courte)',
    '(le|la|les) moins (eleve|elevee|peuple|peuplee|riche)',
  ]),
  ...rows({ kind: 'comparison', order: 'higher' }, [
    '(higher|larger|bigger|greater|richer|wealthier|longer|more populous) [than]',
    'more [people|inhabitants|residents|users] than',
    '(more|much more|far more|many more|somewhat more)',
    '(above|ahead of|ahead|exceeded|exceeds|exceeding|surpassed|surpasses|outnumbered|outnumbers|outpaced|topped|outstripped)',
    '(was|were|stood|remained) (ahead|in front)',
    '(plus eleve|plus elevee|plus eleves|plus elevees|plus grand|plus grande|plus fort|plus forte|plus important|plus importante|plus riche|plus riches|plus peuple|plus peuplee|plus haut|plus haute) (que|qu)',
    '(une valeur plus elevee que|superieur a|superieure a|superieurs a|superieures a|superieur au|superieure au|superieur aux|superieure aux)',
    '(au dessus de|au dessus du|au dessus des|devant|depassait|depasse|depassaient)',
    'plus (d habitants|de personnes|d internautes) (que|qu)',
  ]),
  ...rows({ kind: 'comparison', order: 'lower' }, [
    '(lower|smaller|poorer|shorter|less populous) [than]',
    '(less|fewer) [people|inhabitants|residents|users] than',
    '(less|fewer)',
    '(below|behind|trailed|trails|trailing|lagged behind|lagged)',
    '(plus faible|plus faibles|plus bas|plus basse|plus petit|plus petite|plus pauvre|plus pauvres|moins eleve|moins elevee|moins peuple|moins peuplee) (que|qu)',
    '(une valeur plus faible que|inferieur a|inferieure a|inferieurs a|inferieures a|inferieur au|inferieure au)',
    '(en dessous de|en dessous du|en dessous des|en deca de|derriere)',
    'moins (d habitants|de personnes|d internautes) (que|qu)',
  ]),
  ...rows({ kind: 'comparison', order: 'higher', of: 'change' }, [
    '(grew|rose|increased) (faster|more quickly|more rapidly) [than]',
    '(faster|more quickly|more rapidly) than',
    '(fell|declined|decreased) less than',
    '(a augmente|ont augmente|a progresse) plus (vite|rapidement) (que|qu)',
    'a moins baisse (que|qu)',
  ]),
  ...rows({ kind: 'comparison', order: 'lower', of: 'change' }, [
    '(grew|rose|increased) more slowly [than]',
    '(more slowly|slower) than',
    '(fell|declined|decreased) more than',
    '(a augmente|ont augmente|a progresse) moins (vite|rapidement) (que|qu)',
    'a plus baisse (que|qu)',
  ]),
  // "Rose by more than", "a progressé davantage que": changes compared by the difference, in the series' own unit (the
  // planner's words for "rose more", "by more points"); "faster", "fell more than" above compare percent changes.
  ...rows({ kind: 'comparison', order: 'higher', of: 'change', by: 'difference' }, [
    '(rose|grew|increased) by more than',
    '(fell|declined|decreased) by less than',
    '(a progresse|ont progresse) davantage (que|qu)',
    '(a moins recule|ont moins recule) (que|qu)',
  ]),
  ...rows({ kind: 'comparison', order: 'lower', of: 'change', by: 'difference' }, [
    '(rose|grew|increased) by less than',
    '(fell|declined|decreased) by more than',
    '(a moins progresse|ont moins progresse) (que|qu)',
    '(a recule|ont recule) davantage (que|qu)',
  ]),
  ...rows({ kind: 'overtake' }, [
    '(overtook|overtaken|overtake|overtaking|passed|caught up with|got ahead of|pulled ahead of|moved ahead of)',
    '(a depasse|ont depasse|avait depasse|avaient depasse|a rattrape|ont rattrape|a devance|est passe devant|est passee devant)',
    // ("A de nouveau dépassé": the overtaking again, not a mere "dépasse" of a comparison.)
    '(a|ont|avait|avaient) (de nouveau|a nouveau) (depasse|rattrape|devance)',
  ]),
  ...rows({ kind: 'direction', direction: 'up' }, [
    '(rose|risen|rise|rising|grew|grown|growing|increased|increase|increasing|climbed|went up|gained|expanded|up by|improved)',
    '(a augmente|ont augmente|augmentation|hausse|a progresse|ont progresse|progression|a grimpe|a cru|croissance|en hausse|s est ameliore)',
  ]),
  ...rows({ kind: 'direction', direction: 'down' }, [
    '(fell|fallen|falling|declined|decline|declining|decreased|decrease|decreasing|dropped|shrank|shrunk|shrinking|went down|lost|contracted|down by|worsened)',
    '(a baisse|ont baisse|baisse|a diminue|ont diminue|diminution|a recule|recul|a chute|chute|contraction|s est contracte|en baisse)',
  ]),
  ...rows({ kind: 'multiplier', factor: 2, bound: 'exact' }, [
    '(doubled|double|twice|two times|a double|ont double|deux fois|le double)',
  ]),
  ...rows({ kind: 'multiplier', factor: 3, bound: 'exact' }, [
    '(tripled|triple|three times|a triple|trois fois|le triple)',
  ]),
  ...rows({ kind: 'multiplier', factor: 4, bound: 'exact' }, ['(quadrupled|four times|a quadruple|quatre fois)']),
  ...rows({ kind: 'multiplier', factor: 0.5, bound: 'exact' }, [
    '(halved|half as (large|big|high|much|many)|a ete divise par deux|divise par deux|divisee par deux)',
  ]),
  ...rows({ kind: 'multiplier', factor: 2, bound: 'at_least' }, [
    '(at least double|more than doubled|more than double|au moins le double|plus que double)',
  ]),
  ...rows({ kind: 'multiplier', factor: 2, bound: 'less_than' }, ['(less than double|moins du double)']),
  ...rows({ kind: 'multiplier', factor: 3, bound: 'at_least' }, [
    '(at least triple|more than tripled|au moins le triple)',
  ]),
  ...rows({ kind: 'multiplier', factor: 3, bound: 'less_than' }, ['(less than triple|moins du triple)']),
  ...rows({ kind: 'multiplier', factor: 0.5, bound: 'at_least' }, ['(at least halved|au moins divise par deux)']),
  ...rows({ kind: 'multiplier', factor: 0.5, bound: 'less_than' }, ['(less than halved|pas divise par deux)']),
  ...PEAK_AND_PACE_WORDS,
  ...EACH_COUNTRY_WORDS,
]

/** Where an ordinal word places a subject in a ranking: before it, or right after it. */
export const RANK_CONTEXT = {
  before: expand(
    '(ranked|ranking|rank|ranks|came|was|is|were|placed|stood|stands|finished|se classait|se classaient|se classe|classe|classee|etait|etaient|est|au|a la|en)',
  ),
  after: expand(
    '(highest|largest|biggest|greatest|lowest|smallest|place|position|rang|most|least|plus|moins|economy|economie|on|in|for|pour|of|among|parmi|with|avec)',
  ),
}

/** Words that say the claim after them did not hold ("was not higher", "n'a jamais dépassé", "in no year"). */
export const NEGATIONS = expand(
  '(not|never|no longer|did not|didn t|does not|was not|wasn t|were not|had not|has not|n|ne|pas|jamais|aucune|aucun|in no year|en aucune annee|nowhere near)',
)

/** "in every year", "chaque année": the claim holds in every year of its span. */
export const EVERY_YEAR = expand(
  '(every year|each year|in every year|in each year|in all years|year after year|steadily|chaque annee|tous les ans|in any year|en aucune annee|any year|in no year|une seule annee)',
)

/** "ahead again", "à nouveau": the claim held before, then did not, then held again in its year. */
export const AGAIN = expand('(again|once again|once more|a nouveau|de nouveau)')

/** "since 2018", "depuis 2018": every year from that one to the last of the data. */
export const SINCE = expand('(since|ever since|depuis)')

/** "lower than in 2014", "plus faible qu'en 2014": the word that brings in what a comparison is against. */
export const THAN = expand('(than|que|qu)')

/** "first exceeded", "pour la première fois": the first year of the span that it held. */
export const FIRST_TIME = expand('(first|for the first time|pour la premiere fois|premiere fois)')

/** Hedges that widen a multiplier's tolerance ("about doubled", "presque doublé"). */
export const HEDGES = expand(
  '(about|around|roughly|approximately|nearly|almost|some|environ|presque|pres de|quasiment|a peu pres)',
)

/** "Yes", "No": a verdict, when an answer opens with it. */
export const VERDICTS: [string, boolean][] = [
  ['yes', true],
  ['no', false],
  ['oui', true],
  ['non', false],
]

/** Words that say a place has no figure: naming it there is no claim about it ("the data has no figure for China"). */
export const NO_FIGURE = expand(
  '(no figure|no figures|no data|not covered|not among|not in the data|not included|does not cover|doesn t cover|does not include|covers only|aucun chiffre|pas de donnees|ne couvre|ne couvrent|ne contient|ne contiennent|pas couvert|pas couverte|ne figure pas|ne fait pas partie|only)',
)
