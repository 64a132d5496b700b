// The words a question is read with, besides places and series (countries.ts, indicators.ts) and framing
// (framing.ts): question forms, times, the words that change what is asked, and the words known to change nothing.
// Normalised text (lower case, no accents, punctuation as spaces). Data only: reading/tokens.ts builds its phrase
// table from these lists, and a test reads every list.

const list = (words: string) =>
  words
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '')

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
      'meilleurs, en tete, ' +
      'plus haut, plus haute, plus hauts, plus hautes, plus longue, plus long, plus gros, plus grosse, plus riche, plus riches, ' +
      // "When did it peak", "son pic": a series at its highest.
      'peak, peaked, peaks, at its peak, pic, a son pic, culmine, a culmine, atteint son pic, ' +
      // (To reach one's own highest is no overtaking: "atteint son maximum", "reach its highest level".)
      'reach its peak, reached its peak, reach its highest, reached its highest, reach its maximum, ' +
      'reached its maximum, hit its peak, hit its highest, atteint son maximum, atteint son plus haut niveau, ' +
      'atteint son plus haut, atteint un sommet, atteint son sommet, atteint un record, atteindre son maximum',
  ),
  low: list(
    'lowest, smallest, least, fewest, worst, bottom, minimum, min, plus faible, plus faibles, plus bas, plus basse, ' +
      'weakest, ' +
      'plus basses, plus petit, plus petite, plus petits, plus petites, moins eleve, moins elevee, le moins, la moins, ' +
      'les moins, dernier du classement, derniere place, pire, pires, ' +
      'reach its lowest, reached its lowest, hit its lowest, reach its minimum, reached its minimum, ' +
      'atteint son minimum, atteint son plus bas niveau, atteint son plus bas, atteindre son minimum',
  ),
  top: list('top, premiers, premieres'),
  rank: list(
    'rank, ranks, ranked, ranking, rankings, order, ordered, sort, sorted, classement, classe, classer, classes, ' +
      'classee, classait, range, rang, position, place, placed, stand among, where does, where did, which country, ' +
      'which countries, what country, quel pays, quels pays, among, parmi, se classe, se classait, se classaient, league table, ' +
      'classez, classe les, classez les, range les, rangez, rangez les, trie, triez, ordonne, ordonnez',
  ),
  all: list(
    'all, eight, huit, all countries, all eight, tous les pays, chaque pays, every country, each country, ' +
      'l ensemble des, ensemble des, the eight countries, les huit pays, the eight, les huit, in every country, ' +
      'in each country, in all countries, in all eight, dans tous les pays, dans chaque pays, for every country, ' +
      'everywhere, partout, in all of them, in each of them, dans tous ces pays',
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
  annual: list('annual, yearly, annually, annuel, annuelle, annuellement, per annum, per year, par an'),
  ratio: list(
    'times, how many times, ratio, fois, combien de fois, multiple, as large as, as big as, as much as, as high as, ' +
      'times larger, times bigger, times higher, fois plus',
  ),
  difference: list(
    'difference, gap, ecart, how many more, how much more, how much higher, how much larger, how much bigger, ' +
      'how much lower, how many fewer, how much less, by how much, how far ahead, how far behind, how far, combien de plus, de combien, combien de moins, ' +
      'by how many, how many percentage points, how many points, how many percent, combien de points, ' +
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
      'en points de pourcentage',
  ),
  up: list(
    'grow, grew, grown, growth, growing, rise, rose, risen, rising, increase, increased, increases, increasing, ' +
      'gain, gained, go up, went up, gone up, climb, climbed, added, augmente, augmentation, augmenter, progresse, progresser, progresse t il, progresse t elle, ' +
      'progression, croissance, croitre, hausse, grandi, improve, improved, improving, improvement, ameliore, ' +
      'amelioration, ameliorer, expand, expanded, ' +
      'widen, widened, widening, creuse, creuser, s est creuse, elargi, gagne, gagner, ' +
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
      ' perd, perdu, perdre, perdait, effondre, effondree, s est effondre, chute, chuter, plonge, collapse, collapsed, plunged, plummeted, ' +
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
      'passee, passees, passes, passer, cross, crossed, topped, reach, reached, reaches, atteint, atteindre, ' +
      'atteignait, outstrip, outstripped, outstrips, outpace, outpaced, outpaces, surpasser, surpassait, ' +
      'surpassaient, surpassent, devancait, devancaient, devancent, devancee, passe a, passee a, est passe a, ' +
      'est passee a',
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
      'by what percentage, by what percent, by how many percent, de quel pourcentage, de combien de pour cent',
  ),
  recover: list(
    'recover, recovered, recovery, rebound, rebounded, bounce back, bounced back, retrouve, retrouver, rebondi, ' +
      'rebondir, redresse, se redresser, est revenu a son niveau, est revenue a son niveau, revenu a son niveau, ' +
      'revenue a son niveau, revenir a son niveau, get back to, got back to, back to its',
  ),
  count: list('how many, number of, nombre d, nombre de, combien d, combien de, count, count of'),
  share: list(
    'share, rate, usage rate, proportion, percentage, percent, %, part, slice, pourcentage, fraction, taux, what share',
  ),
  use: list('use, used, uses, using, utilise, utilisait, utilisent, utilisaient, utilisation, usage'),
  // A sum of several countries ("combined", "au total"); "total" alone is the population's own word and counts as a
  // sum only with several countries and no ranking (the reader decides).
  sum: list(
    'combined, sum, sum of, summed, added together, together, in total, cumulative, cumulated, altogether, somme, ' +
      'cumule, cumulee, cumules, cumulees, au total, en tout, additionne, additionnes, reunis, reunies',
  ),
  which_year: list(
    'which year, what year, in which year, in what year, which years, what years, quelle annee, quelles annees, ' +
      'en quelle annee, quel annee, when did, when was, quand',
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
      'du plus bas au plus eleve, du moins eleve au plus eleve, en commencant par le plus faible',
  ),
  descending: list(
    'highest first, largest first, richest first, in descending order, descending order, descending, from highest ' +
      'to lowest, from largest to smallest, from the highest, du plus haut au plus bas, du plus eleve au plus ' +
      'faible, du plus grand au plus petit, par ordre decroissant, ordre decroissant, du plus eleve au plus bas, ' +
      'en commencant par le plus eleve',
  ),
  // Over every year of the data: "ever", "at any point", "déjà", and "jamais" without "ne".
  ever: list(
    'ever, never, at any point, at any time, at some point, at one point, deja, jamais, un jour, a un moment, ' +
      'a un moment donne, in any year',
  ),
}

/** Time words. 'decade' precedes a year ("les années 2010"); 'il_y_a' is "there is" or, before a number, "ago". */
export type TimeWord =
  'latest' | 'since' | 'relative' | 'open' | 'month' | 'decade' | 'il_y_a' | 'last_year' | 'last_decade'

export const TIME_WORDS: Record<TimeWord, string[]> = {
  latest: list(
    'latest, last, current, currently, now, today, most recent, recent, recently, nowadays, present, at present, ' +
      'these days, dernier, derniere, dernieres, derniers, actuel, actuelle, actuellement, aujourd hui, recente, ' +
      'le plus recent, la plus recente, en ce moment, maintenant, as of now, latest available, most recent year, ' +
      'latest year, derniere annee, derniere annee disponible, latest figure, latest value, right now, so far, ' +
      'a ce jour, to date, newest, the newest, newest figure, most up to date, up to date, plus a jour, ' +
      'le plus a jour, la plus a jour, les plus recents, les plus recentes, derniers chiffres, dernier chiffre, ' +
      'by the latest figures, by the latest numbers, d apres les derniers chiffres, selon les derniers chiffres',
  ),
  since: list('since, depuis'),
  relative: list(
    'ago, this year, previous year, years ago, cette annee, yesterday, last years, ' +
      'past years, recent years, dernieres annees, ces dernieres annees',
  ),
  // "Last year", "l'an dernier": the latest year with a value (the answer names it); "the last decade": the latest ten
  // years of the data.
  last_year: list('last year, past year, l an dernier, l annee derniere, annee derniere, l an passe'),
  last_decade: list(
    'last decade, past decade, the last ten years, the past ten years, derniere decennie, la derniere decennie, ' +
      'les dix dernieres annees',
  ),
  il_y_a: ['il y a'],
  open: list(
    'before, after, until, till, up to, up until, prior to, avant, apres, jusqu a, jusqu en, earlier than, later than, pre, post',
  ),
  // Part of a year ("mid-2020", "January 2020"): the data has one value per year.
  month: list(
    'january, february, april, june, july, august, september, october, november, december, jan, feb, apr, jun, ' +
      'jul, aug, sep, sept, oct, nov, dec, janvier, fevrier, avril, mai, juin, juillet, aout, septembre, octobre, ' +
      'novembre, decembre, quarter, quarters, quarterly, trimestre, trimestres, trimestriel, monthly, mensuel, ' +
      'mensuelle, weekly, daily, hebdomadaire, quotidien, mid, midyear, mid year, early, late, beginning of, ' +
      'start of, end of, mi, debut, fin, milieu',
  ),
  decade: list('decade, decennie, annees'),
}

/** Words that change what is asked into something the data does not hold. */
export type DeclineWord =
  | 'forecast'
  | 'other_place'
  | 'place_within'
  | 'other_indicator'
  | 'unit'
  | 'age'
  | 'sex'
  /** A group of people by origin or residence ("Mexicans in the USA", "Indian Americans"): read by reading/clause.ts. */
  | 'origin'
  | 'area'
  | 'density'
  | 'growth_rate'
  | 'consumption'
  | 'negation'

export const DECLINE_WORDS: Record<Exclude<DeclineWord, 'other_place' | 'place_within' | 'origin'>, string[]> = {
  forecast: list(
    'will, forecast, forecasts, forecasted, projection, projections, projected, predict, predicted, prediction, ' +
      'expected, expect, going to, next year, in the future, future, futur, prevision, previsions, prevu, prevue, ' +
      'prevus, prevues, sera, seront, serait, seraient, l an prochain, l annee prochaine, annee prochaine, d ici, ' +
      'in coming years, estimate for',
  ),
  other_indicator: list(
    // (Healthy life expectancy is another measure than life expectancy at birth, whose words it holds.)
    'healthy life expectancy, healthy life years, disability free life expectancy, health adjusted life expectancy, ' +
      'esperance de vie en bonne sante, annees de vie en bonne sante, ' +
      'unemployment, chomage, inflation, co2, carbon, emissions, emission, pollution, poverty, pauvrete, literacy, ' +
      'alphabetisation, debt, dette, exports, export, exportations, imports, import, importations, trade, commerce, ' +
      'fertility, fecondite, mortality, mortalite, births, natalite, naissances, deaths, deces, crime, crimes, wages, ' +
      'wage, salaires, salaire, income, revenu, revenus, temperature, budget, deficit, gini, inequality, ' +
      'inequalities, inegalites, inegalite, tourism, tourisme, military, militaire, militaires, defense, homicides, ' +
      'homicide, education, school, schools, ecoles, ecole, obesity, obesite, hiv, malaria, paludisme, covid cases, ' +
      'covid deaths, vaccination, vaccines, vaccins, water, eau, sanitation, roads, cars, voitures, energy, energie, ' +
      'oil, petrole, gas, gaz, coal, charbon, renewable, renouvelable, forest, forests, foret, forets, migration, ' +
      'migrants, refugees, refugies, immigration, immigrants, tax, taxes, impots, productivity, productivite, ' +
      'investment, investissement, remittances, aid, aide, reserves, wealth, richesse, phones, phone, telephones, ' +
      'telephone, smartphone, smartphones, mobile, broadband, cellular, religion, religions, language, langues, ' +
      'languages, elections, votes, happiness, bonheur, salary, interest rate, taux d interet, birth rate, ' +
      'death rate, taux de natalite, taux de mortalite, infant mortality, mortalite infantile, median age, ' +
      'age median, land area, surface area, superficie, stock market, human development, developpement humain, ' +
      'health spending, depenses de sante, minimum wage, salaire minimum, household income, median income, ' +
      'revenu median, gni, rnb, gnp, hdi, idh, exchange rate, taux de change, cpi, ipc',
  ),
  unit: list(
    'euros, euro, pounds, pound, sterling, livres, livre, yen, yens, yuan, renminbi, rupees, rupee, roupies, ' +
      'roupie, pesos, peso, naira, nairas, reais, real, reel, reels, reelle, ppp, ppa, constant, constants, ' +
      'constante, kwh, twh, gwh, kilowatt, kilowatts, megawatt, megawatts, gigawatt, real terms, termes reels, ' +
      'constant prices, constant dollars, prix constants, dollars constants, inflation adjusted, ' +
      'adjusted for inflation, corrige de l inflation, corrige de l, purchasing power, purchasing power parity, ' +
      'pouvoir d achat, parite de pouvoir d achat, canadian dollars, dollars canadiens, local currency, ' +
      'monnaie locale, national currency, monnaie nationale, brazilian real, real brazilien, indian rupees, ' +
      'japanese yen, mexican pesos, nigerian naira, british pounds, pounds sterling, livres sterling',
  ),
  age: list(
    'children, child, kids, kid, minors, infants, babies, youth, young, young people, teenagers, teens, adults, ' +
      'adult, elderly, seniors, older people, retirees, pensioners, enfants, enfant, mineurs, jeunes, adolescents, ' +
      'adultes, adulte, personnes agees, agees, ages, retraites, working age, age group, tranche d age, under five, ' +
      'aged, age, at age, at the age of, l age, a l age de, years old, year old, year olds, ans et plus',
  ),
  sex: list(
    'women, woman, men, man, female, females, male, males, girls, boys, mothers, fathers, femmes, femme, hommes, ' +
      'homme, filles, garcons, meres, peres, by sex, par sexe, gender, genre',
  ),
  area: list(
    'urban, rural, cities, city, towns, town, villages, village, countryside, metropolitan, urbain, urbaine, ' +
      'urbains, urbaines, rurale, ruraux, rurales, villes, ville, campagne, capital, region, regions, state, states, ' +
      'province, provinces, county, counties, district, districts',
  ),
  density: list('density, densite, per square, per km, km2, par km2, square kilometre, square kilometer'),
  growth_rate: list(
    'real growth, real growth rate, real gdp growth, real annual growth, croissance reelle, taux de croissance reel, ' +
      'croissance en volume',
  ),
  consumption: list(
    'consumption, consumed, consume, consumes, generation, generated, produced, production, capacity, ' +
      'consommation, consomme, consommee, consommait, consomment, produit, produite',
  ),
  negation: list(
    'not, no, no access, without, lack, lacked, lacking, lacks, non, sans, pas, ni, n, unconnected, offline, ' +
      'hors ligne, deprived, prives, privees, excluded, exclus',
  ),
}

/** Words a program writes, or that tell the service what to do: an instruction, set aside and never followed. */
export const INSTRUCTION_WORDS = list(
  'ignore, ignorez, ignorer, ignore tes, disregard, forget, oublie, oubliez, rules, regles, instructions, ' +
    'instruction, previous, precedentes, precedents, sql, select, drop, delete, insert, update, table, tables, ' +
    'database, base de donnees, tool, tools, outil, outils, call, appelle, appeler, appelez, run, execute, executes, ' +
    'executer, executez, efface, effacer, supprime, supprimer, answer that, reponds que, repondez que, say that, ' +
    'dis que, dites que, pretend, system prompt, prompt, jailbreak, json, api, act as, you are now, tu es maintenant, ' +
    'developer mode, mode developpeur, ' +
    // How to write the answer (its language, its figures): the service writes it its one way, in the question's language.
    'reponds en anglais, repondez en anglais, reponds en francais, repondez en francais, answer in english, ' +
    'answer in french, reply in english, reply in french, respond in english, respond in french, in english please, ' +
    'en anglais svp, en toutes lettres, spelled out, in words not figures, without decimals, no decimals, ' +
    'sans decimales, sans les decimales',
)

/** Relations a question puts between the data and a figure of its own ("more than 40 million?"). */
export const RELATIONS = ['more', 'least', 'less', 'about', 'nearly', 'exactly'] as const
export type Relation = (typeof RELATIONS)[number]
export const RELATION_WORDS: Record<Exclude<Relation, 'exactly'>, string[]> = {
  more: list(
    'more than, over, above, greater than, higher than, larger than, bigger than, exceeding, in excess of, ' +
      'upwards of, plus de, plus d, au dessus de, superieur a, superieure a, plus que, over the',
  ),
  /** The figure itself counts: "at least 100 %", "did it reach 100 %". */
  least: list(
    'at least, no less than, reach, reached, reaches, hit, hits, get to, got to, au moins, atteint, atteindre, ' +
      'atteignait, atteint les, atteindre les, atteint la barre des, a atteint, ont atteint, reach the, reached the',
  ),
  less: list(
    'less than, under, below, fewer than, lower than, smaller than, at most, no more than, moins de, moins d, ' +
      'au plus, en dessous de, inferieur a, inferieure a, moins que, under the, sous, sous les, sous la barre des',
  ),
  about: list(
    'about, around, roughly, approximately, approx, some, circa, ca, close to, in the region of, of the order of, ' +
      'environ, autour de, a peu pres, quelque, quelques, de l ordre de, aux alentours de',
  ),
  nearly: list('nearly, almost, just under, presque, pres de, quasiment, pratiquement, bientot'),
}

/** Words asking whether something holds: with a figure of the question's own, it is to be checked. */
export const CONFIRM_WORDS = list(
  'right, correct, true, is that right, is it true, is it true that, true that, is that correct, confirm, verify, ' +
    'check, fact check, vrai, c est bien ca, c est ca, n est ce pas, est ce vrai, est il vrai que, ' +
    'verifier, verifie, confirmer, confirme, juste, bien, ' +
    // A tag on the claim ("Il a raison ?", "Is that accurate?"): the verdict's framing, never a part left out.
    'raison, accurate, is that accurate, is this right, is this correct, is this true, am i right, exact, exacte',
)

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

/**
 * Words that change nothing: grammar, the way a question is put, the source and the form of the answer (which always
 * gives the exact value and the application's source line), and the unit's own words.
 */
export const NEUTRAL_WORDS = list(
  // The words of "nearly" a figure ("by almost half", "de près de moitié"): read with the figure they stand before.
  'nearly, almost, presque, pres, quasiment, pratiquement, ' +
    // English
    'a, an, the, of, in, on, at, to, for, by, with, from, between, through, thru, about, as, and, or, but, than, then, ' +
    'is, are, was, were, be, been, being, do, does, did, done, has, have, had, it, its, their, theirs, they, them, ' +
    'there, here, this, that, these, those, what, whats, which, who, whom, whose, where, how, many, much, tell, me, ' +
    'give, show, find, provide, get, know, want, like, would, could, can, should, may, might, i, id, im, we, you, ' +
    'your, my, our, us, value, values, figure, figures, level, levels, total, overall, data, datum, statistic, ' +
    'statistics, stat, stats, amount, size, country, countries, nation, nations, respectively, both, also, just, ' +
    'only, exactly, approximately, approx, roughly, around, estimated, official, according, world bank, wdi, ' +
    'snapshot, source, sources, year, years, time, period, measured, recorded, reported, registered, so, well, if, ' +
    'any, some, at least, become, became, hit, hits, stay, stayed, stays, remain, remained, remains, ' +
    'reste, restee, restes, demeure, didn, wasn, isn, doesn, hasn, weren, aren, haven, hadn, gone, went, go, goes, pourcents, pour cent, stand, stood, s, t, really, actually, precisely, checked, over, ' +
    'during, within, across, per, each, every, known, available, counted, nb, while, yes, either, ' +
    'represented, represents, representing, equal, equaled, equalled, worth, having, its, it s, see, saw, seen, ' +
    'experience, experienced, record, look, looks, looked, sit, sat, stand at, stood at, come, came, in terms of, ' +
    'look up, at birth, on average, over time, in the data, at the time, the same, same, figure for, still, yet, ' +
    'exact, precise, cite the source, with the source, with its source, how big, how large, how high, how much, ' +
    'what is, what was, what were, do you know, could you, can you, would you, i would like, i d like, i want, ' +
    'tell me, let me know, yes or no, list, series, year by year, for each year, per year, which one, whichever, ' +
    'a newborn, newborn, newborns, a baby born, un nouveau ne, nouveau ne, out of, out of every, in every, ' +
    'do you agree, agree, is that right, is it true, beaucoup, bien, fait partie, fait il partie, fait elle partie, ' +
    'font partie, partie, send, send me, send us, fetch, grab, pull up, dig up',
) // French follows
  .concat(
    list(
      'le, la, les, l, un, une, des, de, du, d, au, aux, a, en, et, ou, mais, que, qu, qui, quoi, quel, quelle, ' +
        'quels, quelles, combien, comment, est, sont, etait, etaient, ete, etre, avait, avaient, ont, eu, il, elle, ' +
        'ils, elles, on, y, ce, c, cet, cette, ces, son, sa, ses, leur, leurs, pour, par, sur, dans, avec, entre, ' +
        'chez, selon, donne, donnez, donner, moi, dis, dites, indique, indiquez, indiquer, montre, montrez, vous, tu, ' +
        'meme, la meme, le meme, cette annee la, ' +
        'je, j, voudrais, veux, aimerais, savoir, connaitre, valeur, valeurs, chiffre, chiffres, nombre, nombres, ' +
        'niveau, total, totale, donnees, donnee, statistique, statistiques, montant, taille, nation, nations, annee, ' +
        'chaque, tous, toutes, tout, respectivement, aussi, seulement, environ, approximativement, estime, estimee, ' +
        'officiel, officielle, source, banque mondiale, mesure, mesuree, enregistre, enregistree, atteint, ' +
        'atteignait, verifier, verifie, confirmer, pays, lors, durant, pendant, au cours, se, s, fait, faisait, ' +
        'connu, connue, connus, connues, disponible, disponibles, celui, celle, ceux, celles, lui, compter, ' +
        'comptait, comptaient, compte, comptent, comptabilisait, comptabilise, recense, recensait, recensement, ' +
        'figure, figurait, ayant, representait, represente, representaient, egal, egale, valait, vaut, vu, voir, ' +
        'vue, connaissait, connait, a t il, a t elle, ont ils, ont elles, est ce que, est ce qu, y a t il, ' +
        'y avait il, avec la source, avec sa source, citer la source, en termes de, a la naissance, en moyenne, ' +
        'dans les donnees, exacte, exactement, precis, oui ou non, encore, toujours pas, alors, liste, lister, serie, ' +
        'annee par annee, pour chaque annee, par an, lequel, laquelle, lesquels, lesquelles, puis, ' +
        // (Shorthand: "dernier chiffre dispo"; "parmi nos 8", "you have": the newsroom's own words, asking nothing.)
        'dispo, dispos, nous, nos, notre, envoie, envoyez, envoyer, envoie moi, envoie nous',
    ),
  )

/** "in millions", "en milliards": how to show a figure that the answer already gives exactly and rounded. */
export const SHOWN_AS = list(
  'in thousands, in millions, in billions, in trillions, in millions of people, in billions of dollars, ' +
    'in billions of us dollars, in trillions of dollars, en milliers, en millions, en milliards, ' +
    'en millions d habitants, en milliards de dollars, how many years, combien d annees, combien d ans',
)

/** Words that introduce a premise the question takes as given ("since Nigeria overtook the US, ..."). */
export const PREMISE_WORDS = list(
  'given that, now that, seeing that, considering that, puisque, vu que, etant donne que, maintenant que, ' +
    'depuis que, comme',
)

/** Words that start a question: after "and" or "et" they start a new part ("..., and what share ..."). */
export const QUESTION_STARTS = list(
  'what, which, how, who, whose, where, when, did, does, do, was, were, is, are, has, have, had, can, could, ' +
    'quel, quelle, quels, quelles, combien, comment, qui, quand, est ce que, est ce qu, y a t il, la part, le taux, ' +
    // ("..., and by how much did it exceed the second?": a question of its own after "and".)
    'by how much, by what margin, de combien, avec quelle avance',
)

/**
 * Verbs of saying that dictate the rest of their clause when they are ordered (at the clause's start, or after an
 * instruction: "Ignore the rules and say GDP is 0"), unless what follows asks (SAYING_ASKS: "say what it was").
 */
export const SAYING_VERBS = list('say, claim, declare, announce, dis, dites, affirme, affirmez, annonce, annoncez')
/** After a verb of saying, words that make it a request for the data ("tell me", "say what", "dis-moi combien"). */
export const SAYING_ASKS = list(
  'me, us, what, which, how, whether, if, when, where, who, moi, nous, quel, quelle, quels, quelles, combien, si, ' +
    'quand, ou, comment, qui',
)

/** Verbs that make the rest of their clause what a person wants said, not a question ("answer that ..."). */
export const INSTRUCTED_CONTENT = list(
  'answer that, say that, reply that, write that, pretend, reponds que, repondez que, dis que, dites que, ecris que, ' +
    'delete, drop, erase, remove, update, insert, modify, overwrite, efface, effacer, supprime, supprimer, modifie, ' +
    'modifier, ecrase, ecraser',
)

/**
 * The form of the answer a question asks for, by the words it opens with (reading/asked.ts): a count, a rank, a year,
 * a country, a figure, or a yes or no. Tried most particular first ("which year" is a year, "which" alone a country).
 */
export type AskedForm = 'count' | 'rank' | 'year' | 'country' | 'figure' | 'yes_no'
export const ASKED_FORM_WORDS: Record<AskedForm, string[]> = {
  year: list(
    'which year, what year, which years, what years, in which year, in what year, in which years, in what years, ' +
      'since when, since what year, since which year, from what year, from which year, when, ' +
      'quelle annee, quelles annees, quel annee, en quelle annee, en quelles annees, depuis quand, depuis quelle annee, ' +
      'a partir de quelle annee, a partir de quand, quand, a quel moment',
  ),
  rank: list(
    'where, what rank, which rank, what position, which position, what place, which place, what ranking, ' +
      'quel rang, a quel rang, quelle place, a quelle place, quelle position, a quelle position, quel classement, ' +
      'ou se classe, ou se classait, ou se classent, ou se classaient, ou se situe, ou se situait, ou se place, ' +
      'ou se placait, ou figure, ou figurait, ou arrive, ou arrivait',
  ),
  country: list(
    'whose, which country, which countries, what country, what countries, which nation, which nations, which of, ' +
      'which one, which, who, in which country, in what country, among which, quel pays, quels pays, dans quel pays, ' +
      'dans quels pays, lequel, laquelle, lesquels, lesquelles, quel est le pays, quels sont les pays, qui',
  ),
  count: list('how many, number of, the number of, combien de, combien d, nombre de, nombre d, le nombre de'),
  figure: list(
    'what, whats, how much, how, by how much, by how many, by what, to what extent, how big, how large, how far, ' +
      'quel, quelle, quels, quelles, combien, de combien, comment, dans quelle mesure, a combien, give, show, tell, ' +
      'list, compare, rank the, sort, donne, donnez, indique, indiquez, montre, compare, comparez, classe, classez, ' +
      'liste, comparer, calcule, calculez',
  ),
  yes_no: list(
    'did, does, do, has, have, had, was, were, is, are, can, could, will, would, should, ' +
      'didn t, doesn t, don t, isn t, wasn t, hasn t, haven t, aren t, weren t, didn, doesn, isn, wasn, hasn, haven, ' +
      'aren, weren, whether, est ce que, est ce qu, est il, est elle, y a t il, y a t il eu, a t il, a t elle, ont ils, ont elles',
  ),
}
/** Words said before a question proper that change nothing of its form ("and", "so", "quick one"). */
export const ASKED_LEAD_WORDS = list(
  'and, et, but, mais, so, alors, ok, okay, hi, hello, hey, quick q, quick question, quick one, also, aussi, then, ' +
    'puis, et puis, now, please, pls, stp, svp, bonjour, salut, dis moi, tell me, can you tell me, could you tell me, ' +
    'do you know, savez vous, sais tu, i need, i want to know, je voudrais savoir, in other words, actually',
)
