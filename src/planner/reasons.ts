// Why the data cannot answer, in one sentence that names what the question asked and says what the data has instead.
// No figure: only the question's own years and the snapshot's first and last may appear.
import { COUNTRY_CODES, type IndicatorCode } from '../lexicon/codes.js'
import { COUNTRY_FORMS, isShareIndicator } from '../lexicon/names.js'
import type { Decline, DeclineReason, Missing } from '../reading/schema.js'
import type { Language } from '../text/language.js'
import { readNumbers } from '../text/numbers.js'
import { foldWords } from '../text/normalise.js'
import { FOLLOW_UP, WHEN, WHOLE_WORLD } from '../lexicon/reading-words.js'
import { OTHER_SOURCES, SAYER_NOUNS } from '../lexicon/framing.js'
import { sayerAsNamed } from '../reading/sources.js'

/** What the data has for each indicator, said as the contrast to what was asked. */
const HAS: Record<IndicatorCode, Record<Language, string>> = {
  'SP.POP.TOTL': { en: 'the total population', fr: 'la population totale' },
  'NY.GDP.MKTP.CD': { en: 'GDP in current US dollars', fr: 'le PIB en dollars US courants' },
  'NY.GDP.PCAP.CD': { en: 'GDP per capita in current US dollars', fr: 'le PIB par habitant en dollars US courants' },
  'SP.DYN.LE00.IN': {
    en: 'life expectancy at birth for women and men together',
    fr: "l'espérance de vie à la naissance, femmes et hommes ensemble",
  },
  'EG.ELC.ACCS.ZS': {
    en: 'the share of the population with access to electricity',
    fr: "la part de la population ayant accès à l'électricité",
  },
  'IT.NET.USER.ZS': {
    en: 'the share of the population using the Internet',
    fr: 'la part de la population utilisant Internet',
  },
}
const ALL_HAS: Record<Language, string> = {
  en: 'population, GDP, GDP per capita, life expectancy, access to electricity and Internet use',
  fr: "la population, le PIB, le PIB par habitant, l'espérance de vie, l'accès à l'électricité et l'usage d'Internet",
}
/** The eight, named in each language's alphabetical order. */
const namesOf = (language: Language) => {
  const names = COUNTRY_CODES.map((c) => COUNTRY_FORMS[c]![language])
  const sorted = names.sort((x, y) =>
    x.replace(/^(the |le |la |les |l')/u, '').localeCompare(y.replace(/^(the |le |la |les |l')/u, ''), language),
  )
  return `${sorted.slice(0, -1).join(', ')} ${language === 'fr' ? 'et' : 'and'} ${sorted.at(-1)!}`
}
const COUNTRIES: Record<Language, string> = { en: namesOf('en'), fr: namesOf('fr') }

/** A decline about GDP or GDP per capita, whose growth rate is real growth (constant prices). */
const isGdp = (d: Decline) => d.indicator === 'NY.GDP.MKTP.CD' || d.indicator === 'NY.GDP.PCAP.CD'
/** A share's negation asks the share without it ("not online"); any other is a question put in the negative. */
const isShare = (d: Decline) => d.indicator != null && isShareIndicator(d.indicator)

/** The unit a series' figures are in, for a figure asked in another. */
const UNIT_OF: Record<IndicatorCode, Record<Language, string>> = {
  'SP.POP.TOTL': { en: 'people', fr: 'habitants' },
  'NY.GDP.MKTP.CD': { en: 'current US dollars', fr: 'dollars US courants' },
  'NY.GDP.PCAP.CD': { en: 'current US dollars per person', fr: 'dollars US courants par habitant' },
  'SP.DYN.LE00.IN': { en: 'years', fr: 'années' },
  'EG.ELC.ACCS.ZS': { en: 'percent of the population', fr: 'pourcentage de la population' },
  'IT.NET.USER.ZS': { en: 'percent of the population', fr: 'pourcentage de la population' },
}
const unitOf = (d: Decline, language: Language) =>
  d.indicator ? UNIT_OF[d.indicator][language] : language === 'fr' ? "l'unité de la série" : "the series' unit"

type Template = (has: string, words: string, d: Decline, years: readonly [number, number]) => string

const EN: Record<DeclineReason, Template> = {
  forecast: (_h, w) =>
    `The data cannot answer this: the snapshot holds published values only, with no forecasts or projections${w}.`,
  years: (_h, w, _d, [first, last]) => `The data cannot answer this: it covers ${first} to ${last} only${w}.`,
  instruction: (_h, w) =>
    `The question asks the service to do something other than answer from the data${w}; it only answers questions about the statistics.`,
  other_place: (_h, w) => `The data cannot answer this: it covers only ${COUNTRIES.en}${w}.`,
  place_within: (h, w) => `The data cannot answer this: it has ${h} of whole countries only${w}.`,
  other_indicator: (_h, w) => `The data cannot answer this: it has only ${ALL_HAS.en}${w}.`,
  unit: (_h, w) =>
    `The data cannot answer this in that unit${w}: GDP is in current US dollars only, with no other currency, constant prices or purchasing power parity.`,
  age: (h, w) => `The data has ${h} only, with no figures by age${w}.`,
  sex: (h, w) => `The data has ${h} only, with no figures by sex${w}.`,
  origin: (h, w) =>
    `The data has ${h} of whole countries only, with no figures for a group of people by origin or by where they live${w}.`,
  area: (h, w) =>
    `The data has ${h} of whole countries only, with no figures for cities, regions or urban and rural areas${w}.`,
  density: (_h, w) => `The data has the total population, not population density${w}.`,
  growth_rate: (h, w, d) =>
    isGdp(d)
      ? `The data has ${h} year by year, not a growth rate${w}: a GDP growth rate is real growth, at constant prices, which the data does not hold; it can give the change in current US dollars between two years, which moves with prices and exchange rates.`
      : `The data has ${h} year by year, not a growth rate${w}; ask for the change between two years.`,
  consumption: (_h, w) =>
    `The data has the share of the population with access to electricity, not how much electricity is produced or used${w}.`,
  negation: (h, w, d) =>
    isShare(d)
      ? `The data has ${h}, not the share without it${w}.`
      : `The data has ${h}, but a question put in the negative is not one it can check${w}: ask it without the negation.`,
  cause: (h, w) =>
    `The data cannot say why${w}: it has ${h} year by year, with no causes or explanations; it can give the values or the change between two years, not the reasons for them.`,
  count: (h, w) => `The data has ${h}, not a number of people${w}.`,
  time: (_h, w, _d, [first, last]) =>
    `The question gives a time the data cannot place${w}: name a year, or two years, from ${first} to ${last}.`,
  not_understood: (h, w, d) =>
    d.indicator
      ? `The question could not be fully understood${w}: it was read as a question about ${h}, but ${w === '' ? 'part of it' : 'those words'} could not be placed, and an answer without ${w === '' ? 'it' : 'them'} would answer another question.`
      : `The question could not be fully understood${w}: ask about ${ALL_HAS.en} in one of the eight countries.`,
  no_country: () => `The question does not say which country: the data covers ${COUNTRIES.en}.`,
  no_indicator: () => `The question does not say which figure: the data has ${ALL_HAS.en}.`,
  two_years: (_h, w) => `A change needs two years${w}: name the first and the last year to compare.`,
  two_countries: (_h, w) => `This needs two of the eight countries${w}: name both.`,
  one_country: (_h, w) => `This is asked of one country at a time${w}: name one of the eight.`,
  fraction_of_other: (_h, w) =>
    `A share of another country's value${w} is not checked: ask for both values in that year, or whether one was more than double the other.`,
  one_indicator: (_h, w) => `This is asked of one figure at a time${w}: name one.`,
  one_year: (_h, w) => `Name one year for this${w}: the data gives rankings, averages and ratios one year at a time.`,
  rank_every_year: (_h, w) =>
    `Name one year for this${w}: the data gives rankings, averages and ratios one year at a time.`,
  too_many: () =>
    'The question asks for too many figures at once: ask it in several questions, each about a few countries, indicators or years.',
  average_of_some: (_h, w) =>
    `The tools give the average of the eight countries in one year, or of one country over a span of years${w}, not of a selection of countries: ask for their total, or for each one's value.`,
  which_year: (_h, w) =>
    `The tools give the values of the years asked; they do not search for a year${w}: ask for the values over a span of years.`,
  filter: (_h, w) =>
    `The tools give one country's values, or the ranking of the eight in one year; they do not pick out the countries that meet a condition${w}: ask for the ranking in one year, or name the countries.`,
  rank_of_changes: (_h, w) =>
    `The tools rank the eight countries by their values in one year, not by a change between two years${w}; ask for the change of one or two countries.`,
  sum: (h, w) =>
    `Only population and GDP add up across countries; ${h} does not${w}: ask for the average or the median of the eight.`,
  figure_unread: (h, w) =>
    `The question gives a number that could not be placed in what it asks${w} (a second figure, or one whose role is unclear), so no answer is given that might leave it out; it was read as a question about ${h}: ask with one figure to check.`,
  figure_unit: (h, w, d) =>
    `The question's own figure is in a unit that does not fit ${h}${w}, so it is not compared with the data: ask with a figure in ${unitOf(d, 'en')}.`,
  count_of_years: (_h, w) =>
    `Years are counted for a country's own series: the years it was above or below a figure asked, or rose or fell from the year before${w}; ask it that way, or whether it held in every year of a span.`,
  share_of_whole: (h, w) =>
    `The data cannot say what share of a whole this is${w}: it has ${h} for ${COUNTRIES.en} only, as whole countries, and no figure for the world or a region.`,
  share_compared: (_h, w) =>
    `The tools give a country's share of the eight countries' total one year at a time; they do not compare that share with another year's or with a figure of the question's own${w}: ask for the share in each year, and compare the figures given.`,
}

const FR: Record<DeclineReason, Template> = {
  forecast: (_h, w) =>
    `Les données ne permettent pas de répondre : le jeu de données ne contient que des valeurs publiées, sans prévisions ni projections${w}.`,
  years: (_h, w, _d, [first, last]) =>
    `Les données ne permettent pas de répondre : elles couvrent ${first} à ${last} seulement${w}.`,
  instruction: (_h, w) =>
    `La question demande autre chose qu'une réponse tirée des données${w} ; le service ne répond qu'aux questions sur les statistiques.`,
  other_place: (_h, w) => `Les données ne permettent pas de répondre : elles ne couvrent que ${COUNTRIES.fr}${w}.`,
  place_within: (h, w) =>
    `Les données ne permettent pas de répondre : elles donnent ${h} des pays entiers seulement${w}.`,
  other_indicator: (_h, w) => `Les données ne permettent pas de répondre : elles ne contiennent que ${ALL_HAS.fr}${w}.`,
  unit: (_h, w) =>
    `Les données ne permettent pas de répondre dans cette unité${w} : le PIB n'y figure qu'en dollars US courants, sans autre monnaie, prix constants ni parité de pouvoir d'achat.`,
  age: (h, w) => `Les données donnent ${h} seulement, sans chiffres par âge${w}.`,
  sex: (h, w) => `Les données donnent ${h} seulement, sans chiffres par sexe${w}.`,
  origin: (h, w) =>
    `Les données donnent ${h} des pays entiers seulement, sans chiffres pour un groupe de personnes selon son origine ou son lieu de vie${w}.`,
  area: (h, w) =>
    `Les données donnent ${h} des pays entiers seulement, sans chiffres pour les villes, les régions ni les zones urbaines ou rurales${w}.`,
  density: (_h, w) => `Les données donnent la population totale, pas la densité de population${w}.`,
  growth_rate: (h, w, d) =>
    isGdp(d)
      ? `Les données donnent ${h} année par année, pas un taux de croissance${w} : la croissance du PIB est une croissance réelle, à prix constants, que les données ne contiennent pas ; elles peuvent donner l'évolution en dollars US courants entre deux années, qui suit aussi les prix et les taux de change.`
      : `Les données donnent ${h} année par année, pas un taux de croissance${w} ; demandez l'évolution entre deux années.`,
  consumption: (_h, w) =>
    `Les données donnent la part de la population ayant accès à l'électricité, pas la quantité d'électricité produite ou consommée${w}.`,
  negation: (h, w, d) =>
    isShare(d)
      ? `Les données donnent ${h}, pas la part qui en est privée${w}.`
      : `Les données donnent ${h}, mais une question posée à la forme négative n'est pas de celles qu'elles permettent de vérifier${w} : posez-la sans la négation.`,
  cause: (h, w) =>
    `Les données ne disent pas pourquoi${w} : elles donnent ${h} année par année, sans raisons ni explications ; elles peuvent donner les valeurs ou l'évolution entre deux années, pas ce qui les explique.`,
  count: (h, w) => `Les données donnent ${h}, pas un nombre de personnes${w}.`,
  time: (_h, w, _d, [first, last]) =>
    `La question donne une date que les données ne permettent pas de situer${w} : indiquez une année, ou deux, de ${first} à ${last}.`,
  not_understood: (h, w, d) =>
    d.indicator
      ? `La question n'a pas pu être entièrement comprise${w} : elle a été lue comme portant sur ${h}, mais ${w === '' ? 'une partie' : 'ces mots'} n'${w === '' ? 'a' : 'ont'} pas pu être ${w === '' ? 'rattachée' : 'rattachés'}, et une réponse qui ${w === '' ? "l'ignorerait" : 'les ignorerait'} répondrait à une autre question.`
      : `La question n'a pas pu être entièrement comprise${w} : demandez ${ALL_HAS.fr} pour l'un des huit pays.`,
  no_country: () => `La question ne précise pas le pays : les données couvrent ${COUNTRIES.fr}.`,
  no_indicator: () => `La question ne précise pas quel chiffre : les données contiennent ${ALL_HAS.fr}.`,
  two_years: (_h, w) => `Une évolution se mesure entre deux années${w} : indiquez la première et la dernière.`,
  two_countries: (_h, w) => `Il faut pour cela deux des huit pays${w} : nommez-les.`,
  one_country: (_h, w) => `Cela se demande pour un seul pays à la fois${w} : nommez l'un des huit.`,
  fraction_of_other: (_h, w) =>
    `Une part de la valeur d'un autre pays${w} n'est pas vérifiée : demandez les deux valeurs cette année-là, ou si l'une valait plus du double de l'autre.`,
  one_indicator: (_h, w) => `Cela se demande pour un seul chiffre à la fois${w} : nommez-en un.`,
  one_year: (_h, w) =>
    `Indiquez une seule année${w} : les données donnent les classements, les moyennes et les rapports année par année.`,
  rank_every_year: (_h, w) =>
    `Indiquez une seule année${w} : les données donnent les classements, les moyennes et les rapports année par année.`,
  too_many: () => 'La question demande trop de chiffres à la fois : demandez moins de pays, d’indicateurs ou d’années.',
  average_of_some: (_h, w) =>
    `Les outils donnent la moyenne des huit pays pour une année, ou celle d'un pays sur une période${w}, pas celle d'une sélection de pays : demandez leur total, ou la valeur de chacun.`,
  which_year: (_h, w) =>
    `Les outils donnent les valeurs des années demandées ; ils ne cherchent pas une année${w} : demandez les valeurs sur une période.`,
  filter: (_h, w) =>
    `Les outils donnent les valeurs d'un pays, ou le classement des huit pour une année ; ils ne sélectionnent pas les pays qui remplissent une condition${w} : demandez le classement d'une année, ou nommez les pays.`,
  rank_of_changes: (_h, w) =>
    `Les outils classent les huit pays selon leurs valeurs d'une année, pas selon une évolution entre deux années${w} ; demandez l'évolution d'un ou deux pays.`,
  sum: (h, w) =>
    `Seuls la population et le PIB s'additionnent entre pays ; ${h} ne s'additionne pas${w} : demandez la moyenne ou la médiane des huit.`,
  figure_unread: (h, w) =>
    `La question donne un nombre qui n'a pas pu être rattaché à ce qu'elle demande${w} (un second chiffre, ou un chiffre au rôle incertain) : aucune réponse n'est donnée qui pourrait l'ignorer ; elle a été lue comme portant sur ${h} : posez-la avec un seul chiffre à vérifier.`,
  figure_unit: (h, w, d) =>
    `Le chiffre de la question est dans une unité qui ne convient pas à ${h}${w} : il n'est donc pas comparé aux données ; posez-la avec un chiffre en ${unitOf(d, 'fr')}.`,
  count_of_years: (_h, w) =>
    `Les années se comptent pour la série propre à un pays : les années où elle a été au-dessus ou en dessous d'un chiffre donné, ou a augmenté ou baissé par rapport à l'année précédente${w} ; posez-la ainsi, ou demandez si elle s'est vérifiée chaque année d'une période.`,
  share_of_whole: (h, w) =>
    `Les données ne permettent pas de dire quelle part d'un ensemble cela représente${w} : elles ne donnent ${h} que pour ${COUNTRIES.fr}, pays entiers, sans chiffre du monde ni d'une région.`,
  share_compared: (_h, w) =>
    `Les outils donnent la part d'un pays dans le total des huit pays une année à la fois ; ils ne comparent pas cette part à celle d'une autre année ni à un chiffre de la question${w} : demandez la part pour chaque année, et comparez les chiffres donnés.`,
}

/** Words as typed, quoted the language's way: "children", « enfants ». */
const quote = (words: string[], language: Language) =>
  words.map((w) => (language === 'fr' ? `« ${w} »` : `"${w}"`)).join(', ')

/** The sentence for a declined question, naming its words ("children") when it has some. */
export function declineSentence(d: Decline, language: Language, years: readonly [number, number]): string {
  const has = d.indicator ? HAS[d.indicator][language] : ALL_HAS[language]
  // Single letters ("n" of "n'utilisait") say nothing on their own when a word says it.
  const named = d.words.some((w) => w.length > 1) ? d.words.filter((w) => w.length > 1) : d.words
  // An instruction is quoted whole, its figures never (they are no figures of the data).
  const quoted = quote(d.reason === 'instruction' ? withoutFigures(named, language) : named, language)
  const words = quoted === '' ? '' : ` (${quoted})`
  return (language === 'fr' ? FR : EN)[d.reason](has, words, d, years)
}

/**
 * A part the data has no figure for, named in a sentence: "The data does not cover China: only Brazil, …", "Les
 * données ne couvrent pas le monde entier : seulement …", a series it does not hold, a place within a country.
 */
export function missingPartSentence(m: Missing, language: Language, question = ''): string {
  const fr = language === 'fr'
  if (m.reason === 'other_indicator')
    return fr
      ? `Les données ne contiennent pas cette série (${quote(m.words, language)}) : seulement ${ALL_HAS.fr}.`
      : `The data does not hold that series (${quote(m.words, language)}): only ${ALL_HAS.en}.`
  if (m.reason === 'place_within')
    return fr
      ? `Les données n'ont pas de chiffre à l'intérieur d'un pays (${quote(m.words, language)}) : seulement ${COUNTRIES.fr}, pays entiers.`
      : `The data has no figures within a country (${quote(m.words, language)}): only ${COUNTRIES.en}, as whole countries.`
  // A place as typed is named as it stands when it is a name ("la Chine", "China"), quoted otherwise.
  const named = uniqueWords(
    m.words.map((w) =>
      WHOLE_WORLD.test(foldWords(w).trim())
        ? fr
          ? 'le monde entier'
          : 'the world as a whole'
        : /^(?:(?:the|la|le|les) |l['’])?\p{Lu}/u.test(w)
          ? fr
            ? withArticle(w, question)
            : w
          : quote([w], language),
    ),
  )
  const places = fr ? (named.length === 1 ? `pas ${named[0]!}` : `ni ${named.join(' ni ')}`) : named.join(' or ')
  return fr
    ? `Les données ne couvrent ${places} : seulement ${COUNTRIES.fr}, pays entiers.`
    : `The data does not cover ${places}: only ${COUNTRIES.en}, as whole countries.`
}
const uniqueWords = (words: string[]) => [...new Set(words)]
/** A French name with the article the question gave it ("de la France": "la France"), or quoted when it gave none. */
function withArticle(name: string, question: string): string {
  if (/^(?:la|le|les) |^l['’]/iu.test(name)) return name
  const at = question.indexOf(name)
  const before = at < 0 ? '' : question.slice(0, at)
  const article = /(?:^|[\s'’])(la |le |les |l['’]|du |des |au |aux )$/iu.exec(before)?.[1]?.toLowerCase()
  if (!article) return `« ${name} »`
  const as = { 'du ': 'le ', 'au ': 'le ', 'des ': 'les ', 'aux ': 'les ' }[article] ?? article
  return `${as}${name}`
}

/**
 * Another source named: the figures are the World Bank's, and the answer says so, naming the source as a reader would:
 * "not a minister's" (an article only opens the question's sentence), "not the tweet's" (a common noun alone, as in
 * "Tweet: ..."), "not Statistics Canada's" (a name as it stands).
 */
export function sourceSentence(sources: string[], language: Language): string {
  const named = sources.map((s) => asNamed(s, language))
  return language === 'fr'
    ? // (No article to guess: "pas ceux du FMI", "de l'Insee", "de Statistique Canada" each take their own.)
      `Ces chiffres sont ceux de la Banque mondiale (Indicateurs du développement dans le monde), pas ceux d'une autre source (${named.join(' ou ')}).`
    : `These are the World Bank's figures (World Development Indicators), not ${named.map(possessiveOf).join(' or ')}.`
}
/** "the IMF's", and a name already possessive as said ("the op-ed's claim …") as it stands. */
const possessiveOf = (name: string) => (/(?:['’]s|s['’])$/u.test(name) ? name : `${name}'s`)
/** A source the lexicon writes with "the" ("the IMF", "the UN"), named without it in the question ("IMF says"). */
const TAKES_THE = new Set(OTHER_SOURCES.filter((p) => p.startsWith('the ')).map((p) => p.slice(4)))
const ARTICLE_OPENING =
  /^(?:A|An|The|Our|My|Their|His|Her|One|This|Un|Une|Le|La|Les|L['’]|Notre|Nos|Mon|Ma|Ce|Cette)\b/u
function asNamed(source: string, language: Language): string {
  if (ARTICLE_OPENING.test(source)) return sayerAsNamed(source)
  // ("Tweet", "press release": a common noun, capitalised at the sentence's start or not.)
  const common = /^\p{L}[\p{Ll}\s]*$/u.test(source) && SAYER_NOUNS.has(foldWords(source).trim())
  if (!common) return language === 'en' && TAKES_THE.has(foldWords(source).trim()) ? `the ${source}` : source
  const noun = source.toLowerCase()
  return language === 'fr' ? noun : `the ${noun}`
}

/** Words quoted back without their figures: a figure of an instruction is no figure of the data ("ajoute …"). */
const withoutFigures = (words: string[], language: Language) =>
  words
    .map((w) =>
      readNumbers(w, language)
        .reverse()
        .reduce((text, n) => `${text.slice(0, n.start)}…${text.slice(n.end)}`, w),
    )
    .filter((w) => w.replace(/[…\s%]/g, '') !== '')

/** "and when?", "si oui, quand": only the words of a follow-up asking the year (the reader's lists). */
function isWhen(said: string): boolean {
  const words = foldWords(said).trim().split(/\s+/u)
  let asked = false
  for (let k = 0; k < words.length;) {
    const n = [3, 2, 1].find((m) => WHEN.has(words.slice(k, k + m).join(' ')))
    if (n !== undefined) {
      asked = true
      k += n
    } else if (FOLLOW_UP.has(words[k]!)) k += 1
    else return false
  }
  return asked
}

/**
 * An instruction or a request outside the service, set aside: said, never followed, its figures never quoted. A
 * "when?" that no part answers is a question about the data, not outside it: said as not answered, and how to ask it.
 */
export function setAsideSentence(said: string[], language: Language, brief = false): string {
  const when = said.filter(isWhen)
  const words = withoutFigures(
    said.filter((w) => !isWhen(w)),
    language,
  )
  const rest =
    words.length === 0
      ? []
      : [
          // (Briefly, without the why, where the whole answer would be too long with it: quoted all the same.)
          language === 'fr'
            ? `Le reste du message (${quote(words, language)}) n'a pas été suivi${brief ? '.' : " : le service ne répond qu'aux questions sur les données."}`
            : `The rest of the message (${quote(words, language)}) was not acted on${brief ? '.' : ': the service only answers questions about the data.'}`,
        ]
  const unanswered =
    when.length === 0
      ? []
      : [
          language === 'fr'
            ? `La question ${quote(when, language)} reste sans réponse : demandez les valeurs sur une période pour voir l'année.`
            : `The question ${quote(when, language)} is not answered: ask for the values over a span of years to see the year.`,
        ]
  return [...rest, ...unanswered].join(' ')
}

/** A question too big for the loop's limits is declined too, rather than stopped half way. */
export const TOO_MANY: Record<Language, string> = {
  en: EN.too_many('', '', { reason: 'too_many', words: [], indicator: null }, [0, 0]),
  fr: FR.too_many('', '', { reason: 'too_many', words: [], indicator: null }, [0, 0]),
}
