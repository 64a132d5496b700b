// The words that change what is asked into something the data does not hold (a forecast, another series, a unit,
// an age, a sex, an area, a density, a real growth rate, consumption, a negation), by reason, in English and French.
// Normalised text. Data only: reading/tokens.ts builds its phrase table from these lists.
import { list } from './word-list.js'

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
  /** A cause ("why did it fall", "pourquoi"): the data holds values, never what caused them. */
  | 'cause'

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
  cause: list(
    'why, how come, what caused, what causes, what drove, what drives, what explains, what explained, reason for, ' +
      'reasons for, reason why, cause of, causes of, what is the reason, what was the reason, what s the reason, ' +
      'what are the reasons, what is behind, what was behind, what s behind, pourquoi, pour quelle raison, ' +
      'qu est ce qui explique, qu est ce qui a cause, comment expliquer, comment s explique',
  ),
  negation: list(
    'not, no, no access, without, lack, lacked, lacking, lacks, non, sans, pas, ni, n, unconnected, offline, ' +
      'hors ligne, deprived, prives, privees, excluded, exclus',
  ),
}
