// How journalists name the eight countries and six indicators, in English and French. Patterns run on normalised
// text (lower case, no accents, punctuation as spaces), except the upper-case codes, which are matched as written.

export const normalise = (text: string): string =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()} `

export const COUNTRY_WORDS: Record<string, RegExp> = {
  BRA: / (brazil|brazilian|brazilians|brasil|bresil|bresilien|bresilienne|bresiliens|bresiliennes) /,
  CAN: / (canada|canadian|canadians|canadien|canadienne|canadiens|canadiennes) /,
  GBR: / (united kingdom|great britain|britain|british|royaume uni|grande bretagne|britannique|britanniques|uk|u k) /,
  IND: / (india|indian|indians|inde|indien|indienne|indiens|indiennes) /,
  JPN: / (japan|japanese|japon|japonais|japonaise|japonaises) /,
  MEX: / (mexico|mexican|mexicans|mexique|mexicain|mexicaine|mexicains|mexicaines) /,
  NGA: / (nigeria|nigerian|nigerians|nigeriane|nigerianes) /,
  USA: / (united states|united states of america|usa|u s a|america|american|americans|etats unis|amerique|americain|americaine|americains|americaines|the us|les us) /,
}

/** Country codes and abbreviations as typed, case-sensitive ("US" but not the pronoun "us"). */
export const COUNTRY_CODES_AS_WRITTEN: Record<string, RegExp> = {
  BRA: /\bBRA\b/,
  CAN: /\bCAN\b/,
  GBR: /\bGBR\b|\bU\.K\.|\bUK\b/,
  IND: /\bIND\b/,
  JPN: /\bJPN\b/,
  MEX: /\bMEX\b/,
  NGA: /\bNGA\b/,
  USA: /\bUSA?\b|\bU\.S\.(A\.)?/,
}

/** Places that are not among the eight: naming one means the data cannot answer. */
export const OTHER_PLACES = new RegExp(
  ' (france|germany|allemagne|china|chine|russia|russie|italy|italie|spain|espagne|south africa|afrique du sud|' +
    'australia|australie|argentina|argentine|egypt|egypte|kenya|ghana|indonesia|indonesie|pakistan|bangladesh|' +
    'korea|coree|turkey|turquie|saudi arabia|arabie saoudite|world|monde|mondial|mondiale|europe|european union|' +
    'union europeenne|africa|afrique|asia|asie|quebec|ontario|california|texas|senegal|cote d ivoire|ivory coast|' +
    'haiti|belgium|belgique|switzerland|suisse|morocco|maroc|algeria|algerie|tunisia|tunisie|cameroon|cameroun|niger|' +
    'congo|colombia|colombie|chile|chili|peru|perou|ethiopia|ethiopie|iran|israel|ukraine|poland|pologne|sweden|suede|' +
    'norway|norvege|netherlands|pays bas|portugal|greece|grece|vietnam|philippines|thailand|thailande|new zealand|' +
    'nouvelle zelande|ireland|irlande|scotland|ecosse|england|angleterre|wales|london|londres|paris|toronto|montreal) ',
)

/** An upper-case three-letter code that is not one of ours (FRA, DEU, ALL...). */
export const OTHER_CODE =
  /\b(?!BRA\b|CAN\b|GBR\b|IND\b|JPN\b|MEX\b|NGA\b|USA\b|GDP\b|PIB\b|SQL\b|API\b|AND\b|THE\b)[A-Z]{3}\b/

export type IndicatorCode =
  'SP.POP.TOTL' | 'NY.GDP.MKTP.CD' | 'NY.GDP.PCAP.CD' | 'SP.DYN.LE00.IN' | 'EG.ELC.ACCS.ZS' | 'IT.NET.USER.ZS'

const GDP =
  / (gdp|pib|gross domestic product|produit interieur brut|economy|economies|economie|economies|economic output|ny gdp mktp cd) /
const PER_HEAD = / (per capita|per person|per head|per inhabitant|par habitant|par tete|par personne|ny gdp pcap cd) /

/** In order: the first that matches wins ("people using the internet" is internet, not population). */
export const INDICATOR_RULES: [IndicatorCode, (t: string) => boolean][] = [
  ['NY.GDP.PCAP.CD', (t) => (GDP.test(t) && PER_HEAD.test(t)) || / (income per person|revenu par habitant) /.test(t)],
  ['NY.GDP.MKTP.CD', (t) => GDP.test(t)],
  [
    'SP.DYN.LE00.IN',
    (t) =>
      / (life expectancy|esperance de vie|live longest|live longer|vivent le plus longtemps|sp dyn le00 in) /.test(t),
  ],
  ['EG.ELC.ACCS.ZS', (t) => / (electricity|electricite|electrique|electric power|eg elc accs zs) /.test(t)],
  ['IT.NET.USER.ZS', (t) => / (internet|internautes|online|en ligne|it net user zs) /.test(t)],
  [
    'SP.POP.TOTL',
    (t) =>
      / (population|populations|people|inhabitants|residents|habitants|habitant|populous|peuple|peuplee|peuples|lived|live|vivaient|vivait|vivent|sp pop totl) /.test(
        t,
      ),
  ],
]

/** Indicators or units the snapshot does not have: the data cannot answer. */
export const OTHER_INDICATOR =
  / (unemployment|chomage|inflation|co2|carbon|emissions|emission|poverty|pauvrete|literacy|alphabetisation|debt|dette|exports?|exportations?|imports?|importations?|fertility|fecondite|mortality|mortalite|birth rate|natalite|crime|wages?|salaires?|temperature|interest rate|taux d interet|budget|deficit|median age|age median|gini|inequality|inegalites|tourism|tourisme|military|militaires?|homicides?) /
export const OTHER_UNIT =
  / (euros?|pounds? sterling|livres? sterling|in pounds|en livres|yen|yuan|rupees?|roupies?|pesos?|naira|reais|real terms|termes reels|constant dollars|dollars constants|constant prices|prix constants|ppp|purchasing power|parite de pouvoir d achat|pouvoir d achat|adjusted for inflation|corrige de l inflation|canadian dollars|dollars canadiens|growth rate|taux de croissance) /
export const FORECAST =
  / (will|forecast|forecasts|projection|projections|projected|predict|prediction|expected to|next year|in the future|future|prevision|previsions|prevu|prevue|sera|seront|l an prochain|annee prochaine|d ici|futur|estimate for) /

export const RANK_HIGH =
  / (highest|largest|biggest|most|greatest|richest|best|top|meilleur|meilleure|le plus|la plus|les plus|plus eleve|plus elevee|plus grand|plus grande|premier|premiere|maximum|max) /
export const RANK_LOW =
  / (lowest|smallest|least|poorest|fewest|bottom|le moins|la moins|les moins|plus faible|plus bas|plus basse|plus petit|plus petite|dernier|derniere|minimum|min) /
export const RANK_WORDS =
  / (rank|ranks|ranked|ranking|order|classement|classe|classer|range|rang|position|which country|which countries|quel pays|quels pays|among the|parmi les) /
export const ALL_COUNTRIES = / (all|each|every|eight|8|tous les|toutes les|chaque|huit) (countries|country|pays)? /
export const AVERAGE = / (average|mean|moyenne|moyen) /
export const RATIO = / (times|how many times|ratio|fois|combien de fois|multiple) /
export const COMPARE =
  / (compare|compared|comparison|versus|vs|than|higher|lower|more|less|bigger|smaller|larger|comparer|comparaison|par rapport|que|plus|moins|or|ou) /
export const CHANGE =
  / (change|changed|changes|double|doubled|triple|tripled|halve|halved|grow|grew|grown|growth|rise|rose|risen|increase|increased|fall|fell|fallen|decline|declined|drop|dropped|percent|percentage|%|difference|evolution|evolue|augmente|augmentation|baisse|diminue|diminution|variation|progresse|progression|croissance|hausse|recul|ecart|shrink|shrank|gain|lost|points) /
/** Two years of one country set against each other: a change. */
export const VERSUS = / (vs|versus|compared to|compared with|against|contre|par rapport a|face a) /
