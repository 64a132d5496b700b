// A question, word by word: every token gets a meaning (a country, an indicator, a time, a question form, a word known
// to change nothing, or one that changes what is asked), or none. The planner answers only a question whose every
// token has a meaning it can honour; the first word that it cannot honour is named in its reason.
import {
  COUNTRY_CODES_AS_WRITTEN,
  COUNTRY_PHRASES,
  CURRENCY_PHRASES,
  INDICATOR_PHRASES,
  OTHER_PLACES,
  PLACES_WITHIN,
  POPULATION_WEAK_WORDS,
  REGIONS_NAMED_LIKE_A_COUNTRY,
  SHARE_WORDS,
  UNIT_PHRASES,
  type CountryCode,
  type IndicatorCode,
} from '../lexicon/vocabulary.js'
import type { Language } from '../text/language.js'
import { readNumbers } from '../text/numbers.js'

/** What a word (or a phrase of several) means to the planner. */
export type Meaning =
  | { kind: 'country'; code: CountryCode }
  | { kind: 'indicator'; code: IndicatorCode; weak?: true }
  | { kind: 'form'; form: Form }
  | { kind: 'time'; time: TimeWord }
  | { kind: 'decline'; reason: DeclineWord }
  | { kind: 'neutral' }
  /** "second", "troisième", "2nd": a place in a ranking. */
  | { kind: 'ordinal'; place: number }

export type Form =
  | 'high'
  | 'low'
  | 'rank'
  | 'all'
  | 'average'
  | 'ratio'
  | 'difference'
  | 'compare'
  | 'change'
  | 'double'
  | 'overtake'
  | 'faster'
  | 'slower'
  | 'recover'
  | 'count'
  | 'share'
  | 'use'
  | 'sum'
  | 'which_year'
  | 'each_year'
/** 'decade' precedes a year ("les années 2010"); 'il_y_a' is "there is" or, before a number, "ago". */
export type TimeWord = 'latest' | 'since' | 'relative' | 'open' | 'month' | 'decade' | 'il_y_a'
export type DeclineWord =
  | 'forecast'
  | 'instruction'
  | 'other_place'
  | 'place_within'
  | 'other_indicator'
  | 'unit'
  | 'age'
  | 'sex'
  | 'area'
  | 'density'
  | 'growth_rate'
  | 'consumption'
  | 'negation'

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
}

const neutral: Meaning = { kind: 'neutral' }
const form = (f: Form): Meaning => ({ kind: 'form', form: f })
const time = (t: TimeWord): Meaning => ({ kind: 'time', time: t })
const decline = (reason: DeclineWord): Meaning => ({ kind: 'decline', reason })

const NEUTRAL_WORDS = // English
  (
    'a an the of in on at to for by with from between through thru about as and or but than then is are was were be ' +
    'been being do does did ' +
    'done has have had it its their theirs they them there here this that these those what whats which who whom whose ' +
    'where how many much please tell me give show find list provide get know want like would could can should may ' +
    'might i id im we you your my our us value values figure figures level levels total overall data datum statistic ' +
    'statistics stat stats amount size country countries nation nations respectively both also just only exactly ' +
    'approximately approx roughly around estimated official according world bank wdi snapshot source sources year ' +
    'years time period measured recorded reported registered so well hi hello thanks thank if any some become became ' +
    'reach reached stand stood s t right correct true really actually precisely figure checked check confirm verify ' +
    'kindly quick question quickly whether or over during within across as per each every one known available ' +
    'counted what is nb while yes ' +
    // French
    'le la les l un une des de du d au aux a en et ou mais que qu qui quoi quel quelle quels quelles combien comment ' +
    'quand est sont etait etaient ete etre avait avaient ont eu il elle ils elles on y ce c cet cette ces son sa ses ' +
    'leur leurs pour par sur dans avec entre chez selon donne donnez donner moi dis dites indique indiquez indiquer ' +
    'montre montrez merci svp vous tu je j voudrais veux aimerais savoir connaitre valeur valeurs chiffre chiffres ' +
    'nombre nombres niveau total totale donnees donnee statistique statistiques montant taille nation nations annee ' +
    'chaque tous toutes tout respectivement aussi seulement environ approximativement estime estimee officiel ' +
    'officielle source banque mondiale mesure mesuree enregistre enregistree atteint atteignait bonjour salut ' +
    'verifier verifie confirmer pays lors durant pendant au cours se s sont etaient fait faisait quelle etait ' +
    'connu connue connus connues disponible disponibles celui celle ceux celles lui compter comptait comptaient ' +
    'compte comptent comptabilisait comptabilise recense recensait recensement figure figurait ayant having ' +
    'representait represente representaient represented represents representing equal equaled equalled egal egale ' +
    'valait vaut worth'
  )
    .split(' ')
    .filter((w) => w !== '')

const NEUTRAL_PHRASES = [
  // The answer always gives the exact value and the application's source line.
  'exact',
  'exactly',
  'precise',
  'precisely',
  'exacte',
  'exactement',
  'precis',
  'cite the source',
  'with the source',
  'with its source',
  'source',
  'sources',
  'avec la source',
  'avec sa source',
  'citer la source',
  'look up',
  'in terms of',
  'en termes de',
  'y a t il',
  'y avait il',
  'a t il',
  'a t elle',
  'est ce que',
  'est ce qu',
  'could you',
  'can you',
  'would you',
  'do you know',
  'i would like',
  'i d like',
  'i want',
  'tell me',
  'let me know',
  's il vous plait',
  's il te plait',
  'what is',
  'what was',
  'what were',
  'how big',
  'how large',
  'how high',
  'how much',
  'at birth',
  'a la naissance',
  'world bank',
  'banque mondiale',
  'on average',
  'en moyenne',
  'over time',
  'the eight countries',
  'les huit pays',
  'in the data',
  'dans les donnees',
]

const NUMBER_WORDS =
  'one two three four five six seven nine ten eleven twelve fifteen twenty thirty forty fifty hundred un deux trois ' +
  'quatre cinq six sept neuf dix onze douze quinze vingt trente quarante cinquante cent'

const MONTHS =
  'january february april june july august september october november december jan feb apr jun jul aug sep sept oct ' +
  'nov dec janvier fevrier avril mai juin juillet aout septembre octobre novembre decembre quarter quarters quarterly ' +
  'trimestre trimestres trimestriel monthly mensuel mensuelle weekly daily hebdomadaire quotidien'

const OTHER_INDICATORS =
  'unemployment chomage inflation co2 carbon emissions emission pollution poverty pauvrete literacy ' +
  'alphabetisation debt dette exports export exportations imports import importations trade commerce fertility ' +
  'fecondite mortality mortalite births natalite naissances deaths deces crime crimes wages wage salaires salaire ' +
  'income revenu revenus temperature budget deficit gini inequality inequalities inegalites inegalite tourism ' +
  'tourisme military militaire militaires defense homicides homicide education school schools ecoles ecole ' +
  'obesity obesite hiv malaria paludisme covid vaccination vaccines vaccins water eau sanitation roads cars voitures ' +
  'energy energie oil petrole gas gaz coal charbon renewable renouvelable forest forests foret forets migration ' +
  'migrants refugees refugies immigration immigrants tax taxes impots productivity productivite investment ' +
  'investissement remittances aid aide reserves wealth richesse phones phone telephones telephone smartphone ' +
  'smartphones mobile broadband cellular religion religions language langues languages elections votes ' +
  'happiness bonheur salary'

const OTHER_INDICATOR_PHRASES = [
  'interest rate',
  'taux d interet',
  'birth rate',
  'death rate',
  'taux de natalite',
  'taux de mortalite',
  'infant mortality',
  'mortalite infantile',
  'median age',
  'age median',
  'land area',
  'surface area',
  'superficie',
  'stock market',
  'human development',
  'developpement humain',
  'health spending',
  'depenses de sante',
  'minimum wage',
  'salaire minimum',
  'household income',
  'median income',
  'revenu median',
]

const UNITS =
  'euros euro pounds pound sterling livres livre yen yens yuan renminbi rupees rupee roupies roupie pesos peso naira ' +
  'nairas reais real reel reels reelle ppp ppa constant constants constante inflation_adjusted kwh twh gwh ' +
  'kilowatt kilowatts megawatt megawatts gigawatt'
const UNIT_DECLINE_PHRASES = [
  'real terms',
  'termes reels',
  'constant prices',
  'constant dollars',
  'prix constants',
  'dollars constants',
  'inflation adjusted',
  'adjusted for inflation',
  'corrige de l inflation',
  'corrige de l',
  'purchasing power',
  'purchasing power parity',
  'pouvoir d achat',
  'parite de pouvoir d achat',
  'canadian dollars',
  'dollars canadiens',
  'local currency',
  'monnaie locale',
  'national currency',
  'monnaie nationale',
  'brazilian real',
  'real brazilien',
  'indian rupees',
  'japanese yen',
  'mexican pesos',
  'nigerian naira',
  'british pounds',
  'pounds sterling',
  'livres sterling',
]

const list = (words: string) => words.split(',').map((w) => w.trim())

/** The question's own phrase table; the longest phrase wins at each word. Later lists override earlier ones. */
const TABLE = new Map<string, Meaning[]>()
const add = (meaning: Meaning, entries: readonly string[]) => {
  for (const entry of entries) TABLE.set(entry, [meaning])
}
add(neutral, NEUTRAL_WORDS)
add(neutral, NEUTRAL_PHRASES)
add(neutral, NUMBER_WORDS.split(' '))
add(neutral, UNIT_PHRASES)
add(neutral, CURRENCY_PHRASES)
add(form('share'), SHARE_WORDS)
add(decline('place_within'), PLACES_WITHIN)
add(decline('other_place'), [...OTHER_PLACES, ...REGIONS_NAMED_LIKE_A_COUNTRY])
add(decline('other_indicator'), [...OTHER_INDICATORS.split(' '), ...OTHER_INDICATOR_PHRASES])
add(decline('unit'), [...UNITS.split(' '), ...UNIT_DECLINE_PHRASES])
add(
  decline('forecast'),
  list(
    'will, forecast, forecasts, forecasted, projection, projections, projected, predict, predicted, prediction, ' +
      'expected, expect, going to, next year, in the future, future, futur, prevision, previsions, prevu, prevue, ' +
      'prevus, prevues, sera, seront, serait, seraient, l an prochain, l annee prochaine, annee prochaine, d ici, ' +
      'in coming years, estimate for',
  ),
)
add(
  decline('instruction'),
  list(
    'ignore, ignorez, ignorer, disregard, forget, oublie, oubliez, rules, regles, instructions, instruction, ' +
      'previous, precedentes, precedents, sql, select, drop, delete, insert, update, table, tables, database, ' +
      'base de donnees, tool, tools, outil, outils, call, appelle, appeler, appelez, run, execute, executes, ' +
      'executer, executez, efface, effacer, supprime, supprimer, answer that, reponds que, repondez que, say that, ' +
      'dis que, dites que, pretend, system prompt, prompt, jailbreak, json, api, act as',
  ),
)
add(
  decline('age'),
  list(
    'children, child, kids, kid, minors, infants, babies, youth, young, young people, teenagers, teens, adults, ' +
      'adult, elderly, seniors, older people, retirees, pensioners, enfants, enfant, mineurs, jeunes, adolescents, ' +
      'adultes, adulte, personnes agees, agees, ages, retraites, working age, age group, tranche d age, under five, ' +
      'aged',
  ),
)
add(
  decline('sex'),
  list(
    'women, woman, men, man, female, females, male, males, girls, boys, mothers, fathers, femmes, femme, hommes, ' +
      'homme, filles, garcons, meres, peres, by sex, par sexe, gender, genre',
  ),
)
add(
  decline('area'),
  list(
    'urban, rural, cities, city, towns, town, villages, village, countryside, metropolitan, urbain, urbaine, ' +
      'urbains, urbaines, rurale, ruraux, rurales, villes, ville, campagne, capital, region, regions, state, states, ' +
      'province, provinces, county, counties, district, districts, indiana',
  ),
)
add(decline('density'), list('density, densite, per square, per km, km2, par km2, square kilometre, square kilometer'))
add(
  decline('growth_rate'),
  list(
    'growth rate, growth rates, annual growth, yearly growth, rate of growth, taux de croissance, croissance annuelle',
  ),
)
add(
  decline('consumption'),
  list(
    'consumption, consumed, consume, consumes, generation, generated, produced, production, capacity, ' +
      'consommation, consomme, consommee, consommait, consomment, produit, produite, kwh, twh, gwh, kilowatt, ' +
      'kilowatts, megawatt, megawatts, gigawatt',
  ),
)
add(
  decline('negation'),
  list(
    'not, no, no access, without, lack, lacked, lacking, lacks, non, sans, pas, ni, n, unconnected, offline, ' +
      'hors ligne, deprived, prives, privees, excluded, exclus, never, jamais',
  ),
)
add(
  time('relative'),
  list(
    'ago, last year, this year, past year, previous year, years ago, last decade, past decade, l an dernier, ' +
      'l annee derniere, annee derniere, cette annee, l an passe, derniere decennie, yesterday, last years, ' +
      'past years, recent years, dernieres annees, ces dernieres annees',
  ),
)
add(time('il_y_a'), ['il y a'])
add(
  time('open'),
  list('before, after, until, till, prior to, avant, apres, jusqu a, jusqu en, earlier than, later than, pre, post'),
)
add(time('month'), MONTHS.split(' '))
// Part of a year ("mid-2020", "early 2020", "fin 2020"): the data has one value per year.
add(time('month'), list('mid, midyear, mid year, early, late, beginning of, start of, end of, mi, debut, fin, milieu'))
add(time('decade'), list('decade, decennie, annees'))
add(
  time('latest'),
  list(
    'latest, last, current, currently, now, today, most recent, recent, recently, nowadays, present, at present, ' +
      'these days, dernier, derniere, dernieres, derniers, actuel, actuelle, actuellement, aujourd hui, recente, ' +
      'le plus recent, la plus recente, en ce moment, maintenant, as of now, latest available, most recent year, ' +
      'latest year, derniere annee, derniere annee disponible, latest figure, latest value',
  ),
)
add(time('since'), list('since, depuis'))
add(
  form('all'),
  list(
    'all, eight, huit, all countries, all eight, tous les pays, chaque pays, every country, each country, ' +
      'l ensemble des, ensemble des',
  ),
)
add(
  form('high'),
  list(
    'highest, largest, biggest, most, greatest, top, maximum, max, best, leading, first, premier, premiere, ' +
      'plus eleve, plus elevee, plus eleves, plus elevees, plus grand, plus grande, plus grands, plus grandes, ' +
      'plus important, plus importante, plus fort, plus forte, plus forts, plus fortes, meilleur, meilleure, meilleurs, ' +
      'en tete',
  ),
)
add(
  form('low'),
  list(
    'lowest, smallest, least, fewest, worst, bottom, minimum, min, plus faible, plus faibles, plus bas, plus basse, ' +
      'plus basses, plus petit, plus petite, plus petits, plus petites, moins eleve, moins elevee, le moins, la moins, ' +
      'les moins',
  ),
)
add(
  form('rank'),
  list(
    'rank, ranks, ranked, ranking, rankings, order, ordered, sort, sorted, classement, classe, classer, classes, ' +
      'classee, classait, range, rang, position, place, placed, stand among, where does, where did, which country, ' +
      'which countries, quel pays, quels pays, among, parmi, se classe, se classait',
  ),
)
add(form('average'), list('average, mean, moyenne, moyen, moyens, moyennes, averaged'))
add(
  form('ratio'),
  list(
    'times, how many times, ratio, fois, combien de fois, multiple, as large as, as big as, as much as, as high as, ' +
      'times larger, times bigger, times higher, fois plus',
  ),
)
add(
  form('difference'),
  list(
    'difference, gap, ecart, how many more, how much more, how much higher, how much larger, how much bigger, ' +
      'how much lower, how many fewer, how much less, by how much, combien de plus, de combien, combien de moins, ' +
      'by how many, how many percentage points, how many points, how many percent, combien de points, ' +
      'de combien de points',
  ),
)
add(
  form('compare'),
  list(
    'compare, compared, comparison, comparer, comparez, comparaison, face a, contre, more, less, fewer, higher, ' +
      'vs, versus, compared to, compared with, par rapport a, par rapport au, par rapport aux, ' +
      'lower, bigger, smaller, larger, greater, plus, moins, superieur, superieure, inferieur, inferieure, ahead, ' +
      'behind, against',
  ),
)
add(
  form('change'),
  list(
    'change, changed, changes, changing, grow, grew, grown, growth, growing, rise, rose, risen, rising, increase, ' +
      'increased, increases, increasing, fall, fell, fallen, falling, decline, declined, declining, decrease, ' +
      'decreased, drop, dropped, shrink, shrank, shrunk, gain, gained, lost, evolve, evolved, evolution, evolue, ' +
      'evoluer, go up, went up, gone up, go down, went down, augmente, augmentation, augmenter, baisse, baisser, ' +
      'diminue, diminution, diminuer, variation, varie, progresse, progression, croissance, croitre, hausse, recul, ' +
      'recule, reculer, percentage points, percentage point, points, point, points de pourcentage, ' +
      'percentage change, pourcentage d evolution, trend, tendance, grandi, improve, improved, improving, ' +
      'improvement, worsen, worsened, worsening, deteriorate, deteriorated, ameliore, amelioration, ameliorer, ' +
      'degrade, degradation',
  ),
)
add(
  form('double'),
  list('double, doubled, doubling, triple, tripled, tripling, halve, halved, twice, doubler, tripler'),
)
add(
  form('overtake'),
  list(
    'overtake, overtook, overtaken, overtaking, surpass, surpassed, exceed, exceeded, pass, passed, get ahead, ' +
      'got ahead, catch up, caught up, depasser, depasse, devancer, devance, surpasse, rattraper, rattrape, ' +
      'rattrapait',
  ),
)
add(form('faster'), list('faster, more quickly, quicker, more rapidly, plus vite, plus rapidement, plus rapide'))
add(form('slower'), list('slower, more slowly, moins vite, moins rapidement, plus lentement'))
add(
  form('recover'),
  list(
    'recover, recovered, recovery, rebound, rebounded, bounce back, bounced back, retrouve, retrouver, rebondi, ' +
      'rebondir, redresse, se redresser',
  ),
)
add(form('count'), list('how many, number of, nombre d, nombre de, combien d, combien de, count, count of'))
// A sum of several countries ("combined", "au total"); "total" alone is neutral ("total population") and counts as a
// sum only with several countries (the reader decides).
add(
  form('sum'),
  list(
    'combined, sum, sum of, summed, added together, together, in total, cumulative, cumulated, altogether, somme, ' +
      'cumule, cumulee, cumules, cumulees, au total, en tout, additionne, additionnes',
  ),
)
add(neutral, list('how many years, combien d annees, combien d ans'))
// "in millions": a way to show the figure, which the answer's rounded value already gives (41.3 million).
add(
  neutral,
  list(
    'in thousands, in millions, in billions, in trillions, in millions of people, in billions of dollars, ' +
      'in billions of us dollars, in trillions of dollars, en milliers, en millions, en milliards, ' +
      'en millions d habitants, en milliards de dollars',
  ),
)
add(form('use'), list('use, used, uses, using, utilise, utilisait, utilisent, utilisaient, utilisation, usage'))
for (const [code, entries] of INDICATOR_PHRASES) add({ kind: 'indicator', code }, entries)
add({ kind: 'indicator', code: 'IT.NET.USER.ZS' }, list('connected to the internet, connectes a internet'))
add({ kind: 'indicator', code: 'EG.ELC.ACCS.ZS' }, list('connected to the grid, raccordes au reseau'))
for (const [code, entries] of Object.entries(COUNTRY_PHRASES) as [CountryCode, string[]][])
  add({ kind: 'country', code }, entries)
// Words that are both GDP per capita and a question form.
const PCAP: Meaning = { kind: 'indicator', code: 'NY.GDP.PCAP.CD' }
for (const [entry, f] of [
  ['richer', 'compare'],
  ['poorer', 'compare'],
  ['wealthier', 'compare'],
  ['richest', 'high'],
  ['wealthiest', 'high'],
  ['poorest', 'low'],
  ['plus riche', 'high'],
  ['plus riches', 'high'],
  ['plus pauvre', 'low'],
  ['plus pauvres', 'low'],
  ['riche', 'compare'],
  ['riches', 'compare'],
  ['pauvre', 'compare'],
  ['pauvres', 'compare'],
] as const) {
  TABLE.set(entry, [PCAP, form(f)])
}
// "How rich was Nigeria?": GDP per capita, asked as a lookup.
for (const entry of ['rich', 'wealthy', 'poor', 'wealth', 'richesse']) TABLE.set(entry, [PCAP])
// "Most populous": the population and a question form.
const POP: Meaning = { kind: 'indicator', code: 'SP.POP.TOTL' }
for (const [entry, f] of [
  ['most populous', 'high'],
  ['least populous', 'low'],
  ['more populous', 'compare'],
  ['less populous', 'compare'],
  ['plus peuple', 'high'],
  ['moins peuple', 'low'],
] as const) {
  TABLE.set(entry, [POP, form(f)])
}
// Places in a ranking of the eight, in words ("2nd" and "3e" are read as numbers, with their suffix).
for (const [place, entries] of [
  [2, 'second, deuxieme, seconde'],
  [3, 'third, troisieme'],
  [4, 'fourth, quatrieme'],
  [5, 'fifth, cinquieme'],
  [6, 'sixth, sixieme'],
  [7, 'seventh, septieme'],
  [8, 'eighth, huitieme'],
] as const) {
  for (const entry of list(entries)) TABLE.set(entry, [{ kind: 'ordinal', place }])
}
// "Les Japonaises", "des Canadiennes": a country's women (a feminine plural noun), a subgroup the data does not have.
for (const [code, entries] of [
  ['BRA', 'bresiliennes'],
  ['CAN', 'canadiennes'],
  ['IND', 'indiennes'],
  ['JPN', 'japonaises'],
  ['MEX', 'mexicaines'],
  ['NGA', 'nigerianes'],
  ['USA', 'americaines'],
] as const) {
  TABLE.set(entries, [{ kind: 'country', code }, decline('sex')])
}
// "Every year", "chaque année": with a change, a question about each year's step ("did it shrink every year?"); with a
// lookup, only a list of the years.
add(
  form('each_year'),
  list(
    'every year, each year, year after year, year on year, year over year, every single year, chaque annee, ' +
      'tous les ans, annee apres annee, d annee en annee, sans interruption, without interruption, continuously, ' +
      'steadily, consecutive years, d affilee',
  ),
)
// "In which year", "en quelle année": a search for a year, which no tool does (they give the years asked).
add(
  form('which_year'),
  list(
    'which year, what year, in which year, in what year, which years, what years, quelle annee, quelles annees, ' +
      'en quelle annee, quel annee',
  ),
)
// "Offline", "hors ligne": Internet use, negated; "unconnected" and "sans électricité" say no indicator by themselves.
for (const entry of ['offline', 'hors ligne']) {
  TABLE.set(entry, [{ kind: 'indicator', code: 'IT.NET.USER.ZS' }, decline('negation')])
}
// The population's weak words ("people", "lived") name it only when nothing else does: the reader decides.
for (const w of POPULATION_WEAK_WORDS) TABLE.set(w, [{ kind: 'indicator', code: 'SP.POP.TOTL', weak: true }])

const LONGEST = Math.max(...[...TABLE.keys()].map((p) => p.split(' ').length))
/** Every word that some phrase uses: such a word is never "corrected". */
const KNOWN = new Set([...TABLE.keys()].flatMap((p) => p.split(' ')))
/** Words a typo may stand for: country and indicator words of five letters or more. */
const CORRECTABLE = [
  ...Object.values(COUNTRY_PHRASES).flat(),
  ...INDICATOR_PHRASES.flatMap(([, entries]) => entries),
  ...POPULATION_WEAK_WORDS,
]
  .flatMap((p) => p.split(' '))
  .filter((w, i, all) => w.length >= 5 && all.indexOf(w) === i)

/** Optimal string alignment distance (a transposition counts one), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous: number[] = []
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, previous[j - 2]! + 1)
      next.push(best)
    }
    previous = row
    row = next
  }
  return row[b.length]!
}

/** The one country or indicator word a typo stands for: edit distance 1 from five letters, 2 from nine. */
export function correction(word: string): string | null {
  if (word.length < 5 || KNOWN.has(word)) return null
  const max = word.length >= 9 ? 2 : 1
  const scored = CORRECTABLE.map((w) => ({ w, d: editDistance(word, w, max) })).filter((x) => x.d <= max)
  const best = Math.min(...scored.map((x) => x.d))
  const closest = scored.filter((x) => x.d === best)
  // Only one word at the smallest distance: "popluation" is population (not populations); a tie is not guessed.
  return closest.length === 1 ? closest[0]!.w : null
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u0060\u00b4]/gu, "'")
const isCode = (text: string) =>
  /^[A-Z]{2,3}$/.test(text)
    ? (Object.entries(COUNTRY_CODES_AS_WRITTEN) as [CountryCode, RegExp][]).find(([, p]) => p.test(text))?.[0]
    : undefined

/** Words that mean something else in French: "Mexico" is the city (the country is "le Mexique"); "a-t-il eu" is avoir. */
const FRENCH_ONLY = new Map<string, Meaning[]>([
  ['mexico', [decline('place_within')]],
  ['eu', [neutral]],
])

/** A tool's or an argument's name as a program writes it ("get_values", "country_code"): an instruction, not a question. */
const IDENTIFIER = /\b[a-z]+(?:_[a-z0-9]+)+\b/i

/** The question as tokens with their meanings. Numbers and years are read by the same reader as gate 2. */
export function tokenise(question: string, language: Language): Token[] {
  // Folding accents keeps each character's place, so a word is quoted back as typed, accents and all.
  const original = question.normalize('NFC')
  const text = fold(original)
  const typedAt = (start: number, end: number) =>
    text.length === original.length ? original.slice(start, end) : text.slice(start, end)
  const tokens: Token[] = []
  let from = 0
  for (const n of readNumbers(text, language)) {
    words(text.slice(from, n.start), from)
    // "'24" is 2024: a two-digit number after an apostrophe is a year of this century (to '30) or the last.
    const apostrophe = text[n.start - 1] === "'" && n.integer.length === 2 && n.kind === 'number' && n.unit === 'plain'
    const year = apostrophe
      ? (Number(n.integer) <= 30 ? 2000 : 1900) + Number(n.integer)
      : n.kind === 'year'
        ? n.shown
        : null
    // "2010s": a year with an s glued on is a decade.
    const decade = year !== null && /^s\b/i.test(text.slice(n.end))
    tokens.push({
      text: typedAt(n.start, n.end + (decade ? 1 : 0)),
      start: n.start,
      end: n.end + (decade ? 1 : 0),
      kind: year === null ? 'number' : 'year',
      words: String(year ?? n.value),
      value: year ?? n.value,
      meanings: [],
      ...(decade ? { decade: true as const } : {}),
    })
    from = n.end + (decade ? 1 : 0)
  }
  words(text.slice(from), from)
  const tokensWithMeanings = withMeanings(tokens, language, typedAt)
  const identifier = IDENTIFIER.exec(text)
  if (identifier) {
    const at = identifier.index
    tokensWithMeanings.push({
      text: typedAt(at, at + identifier[0].length),
      start: at,
      end: at + identifier[0].length,
      kind: 'word',
      words: identifier[0].toLowerCase(),
      value: Number.NaN,
      meanings: [decline('instruction')],
    })
  }
  return tokensWithMeanings

  function words(chunk: string, offset: number) {
    for (const m of chunk.matchAll(/[A-Za-z0-9%]+/g)) {
      const typed = typedAt(offset + m.index, offset + m.index + m[0].length)
      const lower = m[0].toLowerCase()
      const fixed = correction(lower)
      tokens.push({
        text: typed,
        start: offset + m.index,
        end: offset + m.index + typed.length,
        kind: 'word',
        words: fixed ?? lower,
        value: Number.NaN,
        meanings: [],
        ...(fixed ? { corrected: typed } : {}),
      })
    }
  }
}

/** Gives each word the meanings of the longest phrase that starts at it; a word no phrase knows keeps none. */
function withMeanings(tokens: Token[], language: Language, typedAt: (start: number, end: number) => string): Token[] {
  const out: Token[] = []
  let at = 0
  while (at < tokens.length) {
    const t = tokens[at]!
    if (t.kind !== 'word') {
      out.push(t)
      at += 1
      continue
    }
    let matched = false
    for (let length = Math.min(LONGEST, tokens.length - at); length >= 1 && !matched; length -= 1) {
      const span = tokens.slice(at, at + length)
      if (span.some((s) => s.kind !== 'word')) continue
      const key = span.map((s) => s.words).join(' ')
      const meanings = (language === 'fr' ? FRENCH_ONLY.get(key) : undefined) ?? TABLE.get(key)
      // A country code as typed ("US", "CAN") beats the same letters as a word ("us", "can").
      const code = length === 1 ? isCode(t.text) : undefined
      if (code) {
        out.push({ ...t, meanings: [{ kind: 'country', code }] })
        matched = true
      } else if (meanings) {
        const last = span.at(-1)!
        out.push({ ...t, end: last.end, text: typedAt(t.start, last.end), words: key, meanings })
        at += length - 1
        matched = true
      }
    }
    if (!matched) out.push(t)
    at += 1
  }
  return out
}
