// Places, as a reader meets them in a question or an answer (normalised text: lower case, no accents, punctuation as
// spaces; see text/normalise.ts): the eight countries by name, short name, adjective, people and code, and the places
// that are not one of them (other countries, regions, places within a country, currencies named after one).
import type { CountryCode } from './codes.js'

interface CountryWords {
  /** Names, short names and adjectives, in both languages. */
  names: string[]
  /** Its people, counted: "How many Canadians", "combien de Japonais" name the population. */
  people: string[]
  /** Its women, in French ("les Japonaises"), where the word differs from its people's: a subgroup. */
  womenFr?: string
  /** Codes and abbreviations as typed, case-sensitive ("US" but not the pronoun "us"). */
  asWritten: RegExp
}

export const COUNTRY_WORDS: Record<CountryCode, CountryWords> = {
  BRA: {
    names: ['brazil', 'brazilian', 'brasil', 'bresil', 'bresilien', 'bresilienne'],
    people: ['brazilians', 'bresiliens'],
    womenFr: 'bresiliennes',
    asWritten: /\bBRA\b/,
  },
  CAN: {
    names: ['canada', 'canadian', 'canadien', 'canadienne'],
    people: ['canadians', 'canadiens'],
    womenFr: 'canadiennes',
    asWritten: /\bCAN\b/,
  },
  GBR: {
    names: [
      'united kingdom',
      'great britain',
      'britain',
      'british',
      'royaume uni',
      'grande bretagne',
      'britannique',
      'uk',
      'u k',
      'gbr',
    ],
    people: ['britons', 'british', 'britanniques', 'brits'],
    asWritten: /\bGBR\b|\bU\.K\.|\bUK\b/,
  },
  IND: {
    names: ['india', 'indian', 'inde', 'indien', 'indienne', 'ind'],
    people: ['indians', 'indiens'],
    womenFr: 'indiennes',
    asWritten: /\bIND\b/,
  },
  JPN: {
    // (A code in lower case, chat shorthand, where it is no word: "jpn gdp", "mex pop"; not "can", "bra", "ind".)
    names: ['japan', 'japanese', 'japon', 'japonais', 'japonaise', 'jpn'],
    people: ['japanese', 'japonais'],
    womenFr: 'japonaises',
    asWritten: /\bJPN\b/,
  },
  MEX: {
    names: ['mexico', 'mexican', 'mexique', 'mexicain', 'mexicaine', 'mex'],
    people: ['mexicans', 'mexicains'],
    womenFr: 'mexicaines',
    asWritten: /\bMEX\b/,
  },
  NGA: {
    names: ['nigeria', 'nigerian', 'nigeriane', 'nigerien', 'nga'],
    people: ['nigerians'],
    womenFr: 'nigerianes',
    asWritten: /\bNGA\b/,
  },
  USA: {
    names: [
      'united states',
      'united states of america',
      'usa',
      'u s a',
      'u s',
      'america',
      'american',
      'etats unis',
      'amerique',
      'americain',
      'americaine',
      'the us',
      'les us',
      'us of a',
    ],
    people: ['americans', 'americains'],
    womenFr: 'americaines',
    asWritten: /\bUSA?\b|\bU\.S\.(A\.)?/,
  },
}

/** Every word that names one of the eight (its names and its people), by country. */
export const COUNTRY_NAMES = Object.fromEntries(
  Object.entries(COUNTRY_WORDS).map(([code, w]) => [code, [...new Set([...w.names, ...w.people])]]),
) as Record<CountryCode, string[]>

/** Places inside (or named after) one of the eight: the data has whole countries only. */
export const PLACES_WITHIN = [
  'mexico city',
  'ciudad de mexico',
  'new mexico',
  'nouveau mexique',
  'british columbia',
  'colombie britannique',
  'quebec',
  'ontario',
  'alberta',
  'manitoba',
  'toronto',
  'montreal',
  'vancouver',
  'california',
  'californie',
  'texas',
  'new york',
  'florida',
  'floride',
  'washington',
  'chicago',
  'los angeles',
  'london',
  'londres',
  'england',
  'angleterre',
  'scotland',
  'ecosse',
  'wales',
  'pays de galles',
  'northern ireland',
  'irlande du nord',
  'tokyo',
  'osaka',
  'kyoto',
  'delhi',
  'new delhi',
  'mumbai',
  'bombay',
  'bangalore',
  'kolkata',
  'kerala',
  'lagos',
  'abuja',
  'kano',
  'sao paulo',
  'rio de janeiro',
  'rio',
  'brasilia',
  'guadalajara',
  'monterrey',
  'cancun',
  'ottawa',
  'indiana',
]

/** Regions that contain a country's name but are not it. */
export const REGIONS_NAMED_LIKE_A_COUNTRY = [
  'latin america',
  'latin american',
  'south america',
  'north america',
  'central america',
  'the americas',
  'les ameriques',
  'amerique latine',
  'amerique du sud',
  'amerique du nord',
  'amerique centrale',
  'american samoa',
  'indian ocean',
  'ocean indien',
  'west indies',
  'indes occidentales',
  'british virgin islands',
  'sub saharan africa',
]

/** Currencies named after a country: they name the unit, not the country. */
export const CURRENCY_PHRASES = [
  'us dollars',
  'us dollar',
  'u s dollars',
  'american dollars',
  'current us dollars',
  'dollars us',
  'dollar us',
  'dollars americains',
  'dollars des etats unis',
  'usd',
]

/** Places that are not among the eight: naming one means the data has no figure for it. */
export const OTHER_PLACES = (
  'france, germany, allemagne, china, chine, russia, russie, italy, italie, spain, espagne, south africa, ' +
  'afrique du sud, australia, australie, argentina, argentine, egypt, egypte, kenya, ghana, indonesia, indonesie, ' +
  'pakistan, bangladesh, korea, south korea, coree, coree du sud, turkey, turquie, saudi arabia, arabie saoudite, ' +
  'world, monde, mondial, mondiale, global, globally, worldwide, europe, european union, eu, ue, union europeenne, ' +
  'africa, afrique, asia, asie, oceania, oceanie, senegal, cote d ivoire, ivory coast, haiti, belgium, belgique, ' +
  'switzerland, suisse, morocco, maroc, algeria, algerie, tunisia, tunisie, cameroon, cameroun, niger, congo, ' +
  'colombia, colombie, chile, chili, peru, perou, ethiopia, ethiopie, iran, israel, ukraine, poland, pologne, ' +
  'sweden, suede, norway, norvege, netherlands, pays bas, portugal, greece, grece, vietnam, philippines, thailand, ' +
  'thailande, new zealand, nouvelle zelande, ireland, irlande, venezuela, cuba, guatemala, ecuador, equateur, ' +
  'bolivia, bolivie, uruguay, paraguay, austria, autriche, denmark, danemark, finland, finlande, singapore, ' +
  'singapour, malaysia, malaisie, nepal, sri lanka, afghanistan, iraq, irak, syria, syrie, qatar, sudan, soudan, ' +
  'tanzania, tanzanie, uganda, ouganda, rwanda, mali, burkina faso, benin, togo, madagascar, g7, g20, oecd, ocde, ' +
  'brics, germans, allemands, chinese, chinois, french, francais, russians, russes, italians, italiens'
)
  .split(',')
  .map((w) => w.trim())

/**
 * Other countries and groups of countries by name, for gate 2's reading of an answer ("ahead of China"): the places
 * above without the words that also say "the whole world" or are common words in an answer ("World Bank", "a eu").
 */
export const OTHER_COUNTRIES = OTHER_PLACES.filter(
  (p) => !/^(world|monde|mondiale?|global|globally|worldwide|eu|french|francais)$/.test(p),
)

/** ISO 3166 alpha-3 codes of other countries and groups, as typed ("country_code FRA"): not in the data. */
export const OTHER_COUNTRY_CODES = new Set(
  (
    'FRA DEU CHN RUS ITA ESP ZAF AUS ARG EGY KEN GHA IDN PAK BGD KOR PRK TUR SAU BEL CHE MAR DZA TUN CMR NER COD COG ' +
    'COL CHL PER ETH IRN ISR UKR POL SWE NOR NLD PRT GRC VNM PHL THA NZL IRL VEN CUB AUT DNK FIN SGP MYS NPL LKA AFG ' +
    'IRQ SYR QAT SDN TZA UGA RWA MLI BFA BEN TGO MDG SEN CIV HTI EUU WLD EMU OED LCN SSF EAS ECS MEA NAC SAS'
  ).split(' '),
)
