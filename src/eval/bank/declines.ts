// Bank questions the data cannot answer, no shape's: each decline's reason must name the words asked (a qualifier, a
// place, a unit, a time, a count, a growth rate at constant prices...). A few once declined that a shape added since
// answers stay in their places, answered (the bank before them must not move: test/bank-unchanged.test.ts).
import { countedQuestion } from '../../shapes/count_years/corpus.js'
import { type Corpus, type CorpusContext, COUNTRIES, en, of, inFr, cap } from '../../shapes/kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'
import { COUNTRY_FORMS } from '../../lexicon/names.js'

const { POP, GDP, LE, ELC, NET } = INDICATOR

/** Questions outside the data, each with the words its reason must name; each asked of two draws. */
const OUTSIDE_THE_DATA: [(c: string, y: number) => string, string[]][] = [
  [(c, y) => `How many children lived in ${en(c)} in ${y}?`, ['children']],
  [(c, y) => `Combien d'enfants vivaient ${inFr(c)} en ${y} ?`, ['enfants']],
  [(c, y) => `What was the life expectancy of women in ${en(c)} in ${y}?`, ['women']],
  [(c, y) => `What was men's life expectancy in ${en(c)} in ${y}?`, ['men']],
  [(c, y) => `Quelle était l'espérance de vie des femmes ${inFr(c)} en ${y} ?`, ['femmes']],
  [(c, y) => `What was the urban population of ${en(c)} in ${y}?`, ['urban']],
  [(c, y) => `What was the rural population of ${en(c)} in ${y}?`, ['rural']],
  [(c, y) => `Quelle était la population urbaine ${of(c)} en ${y} ?`, ['urbaine']],
  [(c, y) => `What was the population density of ${en(c)} in ${y}?`, ['density']],
  [(c, y) => `Quelle était la densité de population ${of(c)} en ${y} ?`, ['densité']],
  [(c, y) => `What was the real GDP growth rate of ${en(c)} in ${y}?`, ['real GDP growth']],
  [(c, y) => `Quel était le taux de croissance réel du PIB ${of(c)} en ${y} ?`, ['taux de croissance réel']],
  [(c, y) => `What was real GDP in ${en(c)} in ${y}?`, ['real']],
  [(c, y) => `What was the GDP of ${en(c)} in euros in ${y}?`, ['euros']],
  [(c, y) => `Quel était le PIB ${of(c)} en euros en ${y} ?`, ['euros']],
  [(c, y) => `What was GDP per capita in ${en(c)} at purchasing power parity in ${y}?`, ['purchasing power parity']],
  [(c, y) => `What share of people in ${en(c)} were not online in ${y}?`, ['not']],
  [(c, y) => `Quelle part des habitants ${of(c)} n'utilisait pas Internet en ${y} ?`, ['pas']],
  [(c, y) => `How many people in ${en(c)} lacked electricity in ${y}?`, ['lacked']],
  [(c, y) => `Combien d'habitants ${of(c)} étaient privés d'électricité en ${y} ?`, ['privés']],
  [(c, y) => `How much electricity did ${en(c)} consume in ${y}?`, ['consume']],
  [(c, y) => `How many ${COUNTRY_FORMS[c]!.peopleEn.replace(/^the /, '')} were online in ${y}?`, ['How many']],
  [(c, y) => `Combien d'internautes ${inFr(c)} en ${y} ?`, ['Combien']],
  [(_c, y) => `What was the population of Mexico City in ${y}?`, ['Mexico City']],
  [(_c, y) => `What was the population of New Mexico in ${y}?`, ['New Mexico']],
  [(_c, y) => `Quelle était la population de Mexico en ${y} ?`, ['Mexico']],
  [(_c, y) => `What was the GDP of Texas in ${y}?`, ['Texas']],
  [(_c, y) => `Quel était le PIB de l'Ontario en ${y} ?`, ['Ontario']],
  [(_c, y) => `What was the GDP of France in ${y}?`, ['France']],
  [(_c, y) => `Quel était le PIB de l'Allemagne en ${y} ?`, ['Allemagne']],
  [(_c, y) => `What was the population of China in ${y}?`, ['China']],
  [(c, y) => `What was the unemployment rate in ${en(c)} in ${y}?`, ['unemployment']],
  [(c, y) => `Quel était le taux de chômage ${inFr(c)} en ${y} ?`, ['chômage']],
  [(c, y) => `What was inflation in ${en(c)} in ${y}?`, ['inflation']],
  [(c, y) => `What were the CO2 emissions of ${en(c)} in ${y}?`, ['CO2']],
  [(c) => `What was the GDP of ${en(c)} ten years ago?`, ['ten years ago']],
  [(c) => `Quel était le PIB ${of(c)} il y a dix ans ?`, ['il y a dix ans']],
  [(c) => `What was the population of ${en(c)} before 2010?`, ['before']],
  [(c) => `Quelle était la population ${of(c)} avant 2010 ?`, ['avant']],
  [(c, y) => `What was the GDP of ${en(c)} in January ${y}?`, ['January']],
  [(c) => `What was the population of ${en(c)} in the 1990s?`, ['1990']],
  [(c) => `What will the population of ${en(c)} be in 2030?`, ['will']],
  [(c) => `Quelle sera la population ${of(c)} en 2030 ?`, ['sera']],
]

function outsideTheData({ pick, declined, yearFor }: CorpusContext): void {
  // ---- the data cannot answer: each reason names what was asked ----
  const two = () => [pick.one(COUNTRIES), yearFor(POP, GDP, LE, ELC, NET)] as const
  for (const [make, words] of OUTSIDE_THE_DATA) {
    for (let n = 0; n < 2; n += 1) {
      const [c, y] = two()
      declined(make(c, y), words)
    }
  }
}

function beyondTheTools({ declined }: CorpusContext): void {
  // Still beyond the tools, declined naming the words (issue 29): a sum of a series that does not add up, a condition
  // on every country's change, an average of some countries.
  declined('What was the combined life expectancy of Canada and Mexico in 2020?', ['combined'])
  declined("Quelle était l'espérance de vie cumulée du Canada et du Mexique en 2020 ?", ['cumulée'])
  declined('What was the average GDP of Canada and Mexico in 2020?', ['average'])
  declined('Quel était le PIB moyen du Canada et du Mexique en 2020 ?', ['moyen'])
  for (const c of ['USA', 'NGA']) {
    declined(`${cap(en(c))} has about 4% of the world's people - true?`, ['world'])
    declined(`${cap(COUNTRY_FORMS[c]!.fr)} ${c === 'USA' ? 'ont-ils' : 'a-t-il'} 2 % du PIB du monde ?`, ['monde'])
  }
}

function nearMisses({ snapshot, declined }: CorpusContext): void {
  // Near-misses of those kinds, declined naming their words: every year (not every country), the growth of a growth
  // rate, a rate of the data's first year (no year before it), a change "recently" (no step named).
  declined('Did the population rise in every year between 2010 and 2020?', ['which country'])
  declined('La population a-t-elle augmenté chaque année entre 2010 et 2020 ?', ['le pays'])
  declined("Did every country's population rise every year from 2010 to 2020?", ['every country'])
  declined("Did India's GDP growth rate rise in 2023?", ['growth rate'])
  declined("Le taux de croissance du PIB de l'Inde a-t-il augmenté en 2023 ?", ['taux de croissance'])
  declined(`What was the GDP growth rate of Brazil in ${snapshot.info.years[0]}?`, ['growth rate'])
  declined("Did Japan's population fall recently?", ['fall'])
  declined('La population du Japon a-t-elle baissé récemment ?', ['récemment'])
  declined("What was India's annual GDP in 2023?", ['annual'])
}

/** "L'écart de PIB du Canada": a gap needs two sides. */
function aGapOfOne({ declined }: CorpusContext): void {
  declined("Quel est l'écart de PIB du Canada en 2020 ?", ['écart'])
}

function anAgeOrACount(ctx: CorpusContext): void {
  const { declined } = ctx
  // Declined naming the words: an age of life expectancy (the data has it at birth), a "when?" that no part answers.
  // (A count of years, declined here until the shape that counts years could answer it, is answered in its place.)
  declined('Life expectancy at 65 in Canada in 2019?', ['at …'])
  declined('Espérance de vie à 65 ans au Royaume-Uni en 2019 ?', ['à … ans'])
  declined("L'espérance de vie des plus de 65 ans au Japon en 2019 ?", ['des plus de … ans'])
  declined('Healthy life expectancy in Japan in 2019?', ['Healthy life expectancy'])
  countedQuestion(ctx, 'fr', "Combien d'années l'accès à l'électricité au Nigeria a dépassé 55 % ?", {
    c: 'NGA',
    i: INDICATOR.ELC,
    level: { value: 55, relation: 'more' },
  })
  countedQuestion(ctx, 'en', "How many years was India's access to electricity above 90%?", {
    c: 'IND',
    i: INDICATOR.ELC,
    level: { value: 90, relation: 'more' },
  })
  declined("Did India's population rise between 2000 and 2020, and when?", ['when'])
  declined("La population de l'Inde a-t-elle augmenté entre 2000 et 2020, et quand ?", ['quand'])
}

function countsAndAnUnplacedYear(ctx: CorpusContext): void {
  const { declined } = ctx
  // "How many times did it fall": a count of the years it fell from the year before, never a yes or no (declined here
  // until the shape that counts years could answer it, answered in its place); of two countries, declined.
  countedQuestion(ctx, 'en', "How many times did Japan's GDP fall year on year since 2000?", {
    c: 'JPN',
    i: GDP,
    from: 2000,
    way: 'down',
  })
  countedQuestion(ctx, 'fr', 'Combien de fois le PIB du Japon a-t-il baissé depuis 2000 ?', {
    c: 'JPN',
    i: GDP,
    from: 2000,
    way: 'down',
  })
  countedQuestion(ctx, 'en', "How many times has Brazil's GDP risen since 2010?", {
    c: 'BRA',
    i: GDP,
    from: 2010,
    way: 'up',
  })
  countedQuestion(ctx, 'fr', 'Combien de fois la population du Japon a-t-elle reculé depuis 2010 ?', {
    c: 'JPN',
    i: POP,
    from: 2010,
    way: 'down',
  })
  declined("How many times did India's GDP overtake the UK's between 2000 and 2025?", ['How many times'])
  // "The year before" with no year named: a time the question does not place, declined naming it.
  declined("What was Japan's GDP the year before?", ['before'])
  declined("Quel était le PIB du Japon l'année précédente ?", ['précédente'])
}

function growthOfOneYear({ declined }: CorpusContext): void {
  // (One year's growth is still a growth rate, declined: only growth ranked over two years named is a percent change.)
  declined('Quelle a été la croissance du PIB du Nigeria en 2020 ?', ['croissance', 'prix constants'])
  declined("What was Nigeria's GDP growth in 2020?", ['growth', 'constant prices'])
  declined('Quel a été le taux de croissance du PIB du Mexique en 2019 ?', ['taux de croissance', 'prix constants'])
}

export const declines: Corpus = [
  { at: 31, build: outsideTheData },
  { at: 34, build: beyondTheTools },
  { at: 50, build: nearMisses },
  { at: 52, build: aGapOfOne },
  { at: 56, build: anAgeOrACount },
  { at: 60, build: countsAndAnUnplacedYear },
  { at: 67, build: growthOfOneYear },
]
