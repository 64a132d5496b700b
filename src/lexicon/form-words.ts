// The words of each form a question asks (the highest, a change, a rank, a share, a year...), in English and French.
// Normalised text (lower case, no accents, punctuation as spaces). Data only: reading/tokens.ts builds its phrase
// table from these lists.
import { list } from './word-list.js'

/** What a question asks for, as its words say it. */
export type Form =
  | 'high'
  | 'low'
  | 'rank'
  | 'all'
  | 'any'
  | 'top'
  | 'average'
  | 'median'
  | 'cagr'
  | 'growth_rate'
  | 'annual'
  | 'ratio'
  | 'difference'
  | 'compare'
  | 'change'
  | 'up'
  | 'down'
  | 'double'
  | 'triple'
  | 'halve'
  | 'overtake'
  | 'faster'
  | 'slower'
  | 'relative'
  | 'recover'
  | 'count'
  | 'share'
  | 'use'
  | 'sum'
  | 'which_year'
  | 'closest'
  | 'since_when'
  | 'each_year'
  | 'ever'
  | 'ascending'
  | 'descending'

export const FORM_WORDS: Record<Form, string[]> = {
  high: list(
    'highest, largest, biggest, most, greatest, maximum, max, best, leading, first, premier, premiere, ' +
      'plus eleve, plus elevee, plus eleves, plus elevees, plus grand, plus grande, plus grands, plus grandes, ' +
      'plus important, plus importante, plus fort, plus forte, plus forts, plus fortes, meilleur, meilleure, ' +
      // ("The sharpest drop": the largest one.)
      'sharpest, steepest, plus brutal, plus brutale, ' +
      // ("The strongest growth": the largest, as "la plus forte" is.)
      'strongest, ' +
      // ("The longest life expectancy": the highest, as "la plus longue" is; "the number one economy".)
      'longest, number one, numero un, ' +
      'meilleurs, en tete, ' +
      'plus haut, plus haute, plus hauts, plus hautes, plus longue, plus long, plus gros, plus grosse, plus riche, plus riches, ' +
      // "When did it peak", "son pic": a series at its highest.
      'peak, peaked, peaks, at its peak, pic, a son pic, culmine, a culmine, atteint son pic, ' +
      // (To reach one's own highest is no overtaking: "atteint son maximum", "reach its highest level".)
      'reach its peak, reached its peak, reach its highest, reached its highest, reach its maximum, ' +
      'reached its maximum, hit its peak, hit its highest, atteint son maximum, atteint son plus haut niveau, ' +
      'atteint son plus haut, atteint un sommet, atteint son sommet, atteint un record, atteindre son maximum, ' +
      // ("Was 2020 Japan's record year", "its all-time high", "une année record": a series at its own highest.)
      'all time high, all time highs, record high, a record high, its record high, record year, record level, ' +
      'a record, its record, ' +
      'annee record, niveau record, un record, plus haut historique, record historique',
  ),
  low: list(
    'lowest, smallest, least, fewest, worst, bottom, minimum, min, plus faible, plus faibles, plus bas, plus basse, ' +
      'weakest, shortest, ' +
      'plus basses, plus petit, plus petite, plus petits, plus petites, moins eleve, moins elevee, le moins, la moins, ' +
      'les moins, dernier du classement, derniere place, pire, pires, ' +
      'reach its lowest, reached its lowest, hit its lowest, reach its minimum, reached its minimum, ' +
      'atteint son minimum, atteint son plus bas niveau, atteint son plus bas, atteindre son minimum, ' +
      // ("When did the gap reach its smallest": a gap at its smallest, the closest year; never an overtaking.)
      'reach its smallest, reached its smallest, hit its smallest, ' +
      // ("Its all-time low", "a record low", "son plus bas historique": a series at its own lowest.)
      'all time low, all time lows, record low, a record low, its record low, plus bas historique',
  ),
  top: list('top, premiers, premieres'),
  rank: list(
    'rank, ranks, ranked, ranking, rankings, order, ordered, sort, sorted, classement, classe, classer, classes, ' +
      'classee, classait, range, rang, position, place, placed, occupe, occupait, occupy, occupies, occupied, stand among, where does, where did, which country, ' +
      'which countries, what country, quel pays, quels pays, among, parmi, se classe, se classait, se classaient, league table, ' +
      'classez, classe les, classez les, range les, rangez, rangez les, trie, triez, trier, ordonne, ordonnez, ordonner, ' +
      // ("List the countries by GDP": the eight in order; "list" alone may ask a country's values over years.)
      'list the countries, list all the countries, list all countries, list the eight, list all eight, ' +
      'list the eight countries, list all eight countries, liste les pays, listez les pays, liste les huit pays, ' +
      'listez les huit pays, liste les huit, listez les huit',
  ),
  all: list(
    'all, eight, huit, all countries, all eight, tous les pays, chaque pays, every country, each country, ' +
      'l ensemble des, ensemble des, the eight countries, les huit pays, the eight, les huit, in every country, ' +
      'in each country, in all countries, in all eight, dans tous les pays, dans chaque pays, for every country, ' +
      'everywhere, partout, in all of them, in each of them, dans tous ces pays, ' +
      // ("India's part of the group's population", "our countries' total", "du total de nos huit pays": the eight
      // as one group, the total a share is of.)
      'group, the group, whole group, our countries, our eight, our eight countries, the 8, all 8, groupe, ' +
      'le groupe, du groupe, nos pays, nos huit, nos huit pays, nos 8',
  ),
  // "Did any of the eight see its GDP fall": some country of the eight, not every one (and not "at any point", a year).
  any: list(
    'any of the eight, any of the eight countries, any of the countries, any country, any of them, any of these countries, ' +
      'at least one country, at least one of the eight, at least one of the countries, at least one of them, anywhere, ' +
      'is there a country, was there a country, was there any country, is there any country, au moins un pays, ' +
      'au moins un des pays, au moins un des huit, au moins un des huit pays, l un des huit pays, l un des pays, ' +
      'un des huit pays, un des pays, l un des huit, un des huit, y a t il un pays, y a t il eu un pays, un seul pays, ' +
      'y a t il un pays dont, y a t il eu un pays dont, existe t il un pays dont, un pays dont',
  ),
  // ("avg", "moy": the newsroom's shorthand.)
  average: list('average, mean, moyenne, moyen, moyens, moyennes, averaged, avg, moy'),
  median: list('median, the median, mediane, la mediane, median value, valeur mediane'),
  // A growth rate compounded over the years, which the values give (not "real growth", which needs constant prices).
  cagr: list(
    'compound annual growth rate, compound annual growth, compounded annual growth, cagr, average annual growth rate, ' +
      'average annual growth, average annual rate, annualised growth, annualized growth, annualised growth rate, ' +
      'annualized growth rate, compound growth, compound growth rate, compounded growth, compound rate, compound, compounded, ' +
      'taux de croissance annuel moyen, croissance annuelle moyenne, taux de croissance annuel compose, ' +
      // (The adjectives in either order: "la croissance moyenne annuelle", "average yearly growth".)
      'croissance moyenne annuelle, taux de croissance moyen annuel, taux moyen de croissance annuel, ' +
      'taux de croissance moyen, taux moyen de croissance, croissance moyenne par an, average yearly growth, ' +
      'average yearly growth rate, mean annual growth, mean annual growth rate, ' +
      'taux annuel moyen, per year on average, a year on average, each year on average, on average per year, ' +
      'on average each year, on average a year, par an en moyenne, en moyenne par an, chaque annee en moyenne',
  ),
  // A growth rate of the values themselves: one year's ("in 2023": from 2022), between two years, or compounded a
  // year ("annual" over a span); "real growth", at constant prices, is a unit the data does not have.
  growth_rate: list(
    'growth rate, growth rates, rate of growth, annual growth, yearly growth, annual growth rate, yearly growth rate, ' +
      'annual rate of growth, annual rate, yearly rate, taux de croissance, croissance annuelle, taux de croissance annuel, ' +
      'taux de croissance annuelle, taux annuel de croissance, taux de variation annuel',
  ),
  // "India's annual GDP growth rate": a rate a year, said apart from its words ("annual GDP" alone asks nothing read).
  annual: list(
    'annual, yearly, annually, annuel, annuelle, annuellement, per annum, per year, par an, a year, par annee, l an',
  ),
  ratio: list(
    'times, how many times, ratio, fois, combien de fois, multiple, as large as, as big as, as much as, as high as, ' +
      'times larger, times bigger, times higher, fois plus, divided by, divise par, ' +
      // A change as a multiple ("by what factor did it grow", "multiplié par combien", "did it multiply by 5").
      'factor, by what factor, by which factor, what factor, multiply, multiplied, multiplies, multiplying, ' +
      'multiplie, multipliee, multipliees, multiplier, multiplie par combien, multipliee par combien, par combien',
  ),
  difference: list(
    // ("2023 minus 2021", "US GDP minus Canada's": the one less the other.)
    'difference, gap, ecart, minus, how many more, how much more, how much higher, how much larger, how much bigger, ' +
      'how much lower, how many fewer, how much less, by how much, how far ahead, how far behind, how far, combien de plus, de combien, combien de moins, ' +
      'by how many, how many percentage points, how many points, how many percent, combien de points, ' +
      // ("Up how many pts", "(pts)": the newsroom's points.)
      'how many pts, combien de pts, de combien de pts, ' +
      'de combien de points, how big is the gap, how wide, de plus que, de moins que, by what margin, what margin, ' +
      'margin, lead, its lead, how big a lead, avec quelle avance, quelle avance, avance',
  ),
  compare: list(
    'compare, compared, comparison, comparer, comparez, comparaison, face a, contre, more, less, fewer, higher, ' +
      'vs, v, versus, compared to, compared with, par rapport a, par rapport au, par rapport aux, ' +
      'lower, bigger, smaller, larger, greater, plus, moins, superieur, superieure, inferieur, inferieure, ahead, ' +
      'behind, against, above, below, under, au dessus, en dessous, sous, devant, derriere, beaucoup plus, bien plus',
  ),
  change: list(
    'change, changed, changes, changing, evolve, evolved, evolution, evolue, evoluer, variation, varie, ' +
      'percentage points, percentage point, points, point, points de pourcentage, percentage change, ' +
      'pourcentage d evolution, trend, tendance, move, moved, in percentage points, in percentage point terms, ' +
      'en points de pourcentage, pts, pt, pp, ppt, ppts, in pts, en pts, in points, en points',
  ),
  up: list(
    'grow, grew, grown, growth, growing, rise, rose, risen, rising, increase, increased, increases, increasing, ' +
      'gain, gained, go up, went up, gone up, climb, climbed, added, augmente, augmentation, augmenter, progresse, progresser, progresse t il, progresse t elle, ' +
      'progression, croissance, croitre, hausse, grandi, improve, improved, improving, improvement, ameliore, ' +
      'amelioration, ameliorer, expand, expanded, ' +
      'widen, widened, widening, creuse, creuser, s est creuse, elargi, gagne, gagner, ' +
      // (Every inflection of a verb of change: "combien de points de gagnés", "augmentée", "progressées".)
      'gagnes, gagnee, gagnees, gagnait, gagnaient, augmentee, augmentes, augmentees, augmentait, progressee, ' +
      'progresses, progressees, progressait, ' +
      // Newsroom shorthand: "up 20 points", "a jump", "bond".
      'up, jump, jumped, jumps, jumping, bond, a bondi, bondi, grimpe, a grimpe, soared, surged, surge, spike, spiked',
  ),
  down: list(
    'fall, fell, fallen, falling, decline, declined, declining, decrease, decreased, drop, dropped, shrink, shrank, ' +
      'shrunk, shrinking, lost, go down, went down, gone down, baisse, baisser, baisse t, diminue, diminution, ' +
      'diminuer, recul, recule, reculer, worsen, worsened, worsening, deteriorate, deteriorated, degrade, ' +
      'degradation, contract, contracted, ' +
      'narrow, narrowed, narrowing, resserre, reduit, reduite, reduits, s est reduit, s est reduite, se reduit, se reduire, ' +
      'retreci, s est retreci, s est retrecie, down, slump, slumped, dip, dipped, ' +
      ' perd, perdu, perdus, perdue, perdues, perdre, perdait, baissee, baisses, baissees, baissait, diminuee, reculee, reculait, effondre, effondree, s est effondre, chute, chuter, plonge, collapse, collapsed, plunged, plummeted, ' +
      'tombe, tombee, tomber, tombait, passe sous, passee sous, repasse sous, descendu, descendue, descendre',
  ),
  double: list('double, doubled, doubling, twice, doubler, double t, multiplie par deux, multipliee par deux'),
  triple: list('triple, tripled, tripling, tripler, multiplie par trois, multipliee par trois'),
  halve: list('halve, halved, halving, divise par deux, divisee par deux, diminue de moitie'),
  overtake: list(
    'overtake, overtook, overtaken, overtaking, surpass, surpassed, exceed, exceeded, pass, passed, get ahead, ' +
      'got ahead, catch up, caught up, depasser, depasse, devancer, devance, surpasse, rattraper, rattrape, ' +
      'rattrapait, outnumber, outnumbered, outgrow, depassait, depassaient, franchi, franchir, franchi la barre de, ' +
      'franchi la barre des, franchi le cap de, franchi le cap des, passe la barre de, passe la barre des, ' +
      'passee, passees, passes, passer, cross, crossed, topped, tops, reach, reached, reaches, atteint, atteindre, ' +
      'atteignait, outstrip, outstripped, outstrips, outpace, outpaced, outpaces, surpasser, surpassait, ' +
      'surpassaient, surpassent, devancait, devancaient, devancent, devancee, passe a, passee a, est passe a, ' +
      'est passee a, ' +
      // ("Est-il passé au-dessus de 99 %": a figure passed, as "a-t-il dépassé" is.)
      'passe au dessus de, passee au dessus de, passe au dessus des, passee au dessus des, repasse au dessus de, ' +
      'repassee au dessus de, go above, went above, gone above, get above, got above, risen above, rose above, climbed above',
  ),
  // ("Fastest", "le plus vite": the fastest of the eight, by percent change, when no two countries are named.)
  faster: list(
    'faster, more quickly, quicker, more rapidly, plus vite, plus rapidement, plus rapide, fastest, quickest, ' +
      'most quickly, most rapidly',
  ),
  slower: list('slower, more slowly, moins vite, moins rapidement, plus lentement, slowest, most slowly, plus lente'),
  // A change measured in percent of its first value ("the biggest fall in percent", "en pourcentage"): a ranking of
  // changes by percent change, not by the difference. (Each is also a share's word: reading/tokens.ts.)
  relative: list(
    'in percent, in percentage, in percentage terms, in percent terms, in relative terms, as a percentage, ' +
      'as a percent, in % terms, percentage wise, proportionally, relatively, relative, en pourcentage, ' +
      'en termes relatifs, en valeur relative, relativement, proportionnellement, en proportion, ' +
      'by what percentage, by what percent, by how many percent, de quel pourcentage, de combien de pour cent, ' +
      'de combien de pourcent, de combien de pourcents, combien de pourcent, combien de pourcents, en pourcent, ' +
      // ("Grow 2000-2020 in %", "en %", "(%)" after "in": a change in percent.)
      'in %, en %, as a %, in % terms, by what %, de combien de %',
  ),
  recover: list(
    'recover, recovered, recovery, rebound, rebounded, bounce back, bounced back, retrouve, retrouver, rebondi, ' +
      'rebondir, redresse, se redresser, est revenu a son niveau, est revenue a son niveau, revenu a son niveau, ' +
      'revenue a son niveau, revenir a son niveau, get back to, got back to, back to its',
  ),
  // ("How many years", "combien d'années": a count of years, and the unit of life expectancy where nothing is counted.)
  count: list(
    'how many, number of, nombre d, nombre de, combien d, combien de, count, count of, how many years, combien d annees, ' +
      'combien d ans',
  ),
  share: list(
    'share, rate, usage rate, proportion, percentage, percent, %, part, slice, pourcentage, fraction, taux, what share, ' +
      // ("How much of the group's total did India have": the part of a whole.)
      'how much of, what portion of, quelle portion',
  ),
  use: list('use, used, uses, using, utilise, utilisait, utilisent, utilisaient, utilisation, usage'),
  // A sum of several countries ("combined", "au total"); "total" alone is the population's own word and counts as a
  // sum only with several countries and no ranking (the reader decides).
  sum: list(
    'combined, sum, sum of, summed, added together, together, in total, cumulative, cumulated, altogether, somme, ' +
      'cumule, cumulee, cumules, cumulees, combine, combinee, combines, combinees, au total, en tout, additionne, additionnes, reunis, reunies',
  ),
  which_year: list(
    'which year, what year, in which year, in what year, which years, what years, quelle annee, quelles annees, ' +
      // ("When were Mexico and Brazil closest": a year asked, as "when was" is.)
      'en quelle annee, quel annee, when did, when was, when were, quand',
  ),
  // "In which year were Brazil and Mexico closest", "the gap was narrowest", "le plus proches", "l'écart le plus
  // réduit": the year two countries' values were nearest each other.
  closest: list(
    'closest, the closest, nearest, the nearest, closest together, narrowest, the narrowest, plus proche, plus proches, ' +
      'le plus proche, le plus proches, les plus proches, la plus proche, plus reduit, plus reduite, le plus reduit, ' +
      'la plus reduite, plus etroit, le plus etroit',
  ),
  // "Since when has it been above 84", "depuis quelle année": the first year of the run of years that lasts to the latest.
  since_when: list(
    'since when, since what year, since which year, from what year on, from which year on, from what year onward, ' +
      'from which year onward, depuis quand, depuis quelle annee, depuis quel annee, a partir de quelle annee, ' +
      'a partir de quand',
  ),
  // "Every year", "chaque année": with a change, about each year's step ("did it shrink every year?"); with a
  // lookup, a list of the years.
  each_year: list(
    'every year, each year, in every year, in each year, for every year, year after year, year on year, year over year, every single year, chaque annee, ' +
      'tous les ans, annee apres annee, d annee en annee, from one year to the next, from one year to another, ' +
      'from year to year, d une annee sur l autre, d une annee a l autre, d une annee a la suivante, d un an sur l autre, ' +
      'sans interruption, without interruption, continuously, ' +
      'steadily, consecutive years, d affilee, continuellement, sans cesse, constamment, always, toujours',
  ),
  // The order of a ranking asked for: "lowest first", "par ordre croissant".
  ascending: list(
    'lowest first, smallest first, poorest first, in ascending order, ascending order, ascending, from lowest to ' +
      'highest, from smallest to largest, from the lowest, bottom up, du plus bas au plus haut, du plus faible au ' +
      'plus eleve, du plus faible au plus fort, du plus petit au plus grand, par ordre croissant, ordre croissant, ' +
      'du plus bas au plus eleve, du moins eleve au plus eleve, en commencant par le plus faible, ' +
      // (Built from the superlatives in reading/order-phrases.ts: "smallest first", "du plus petit au plus grand".)
      'low to high, from low to high, small to big, from small to big, in increasing order, increasing order, ' +
      'par ordre de grandeur croissant, ' +
      // (A ranking's ends by place, not by value: "bottom to top", "de bas en haut", "du dernier au premier".)
      'bottom to top, from bottom to top, from the bottom to the top, from the bottom up, de bas en haut, ' +
      'last to first, from last to first, du dernier au premier, de la derniere a la premiere place',
  ),
  descending: list(
    'highest first, largest first, richest first, in descending order, descending order, descending, from highest ' +
      'to lowest, from largest to smallest, from the highest, du plus haut au plus bas, du plus eleve au plus ' +
      'faible, du plus grand au plus petit, par ordre decroissant, ordre decroissant, du plus eleve au plus bas, ' +
      'en commencant par le plus eleve, high to low, from high to low, big to small, from big to small, ' +
      'in decreasing order, decreasing order, par ordre de grandeur decroissant, ' +
      // ("Top to bottom" is the top first: "bottom" there is an end of the list, not the lowest asked.)
      'top to bottom, from top to bottom, from the top to the bottom, from the top down, top down, de haut en bas, ' +
      'first to last, from first to last, du premier au dernier, de la premiere a la derniere place',
  ),
  // Over every year of the data: "ever", "at any point", "déjà", and "jamais" without "ne".
  ever: list(
    'ever, never, at any point, at any time, at some point, at one point, deja, jamais, un jour, a un moment, ' +
      'a un moment donne, in any year',
  ),
}
