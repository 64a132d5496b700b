// The reader's own small word lists: what joins two years into a span, what a story's topic is, the words of a
// comparison asked downward, of a share, of a follow-up, of a source set aside. The lists of meanings (countries,
// series, forms, framing) are in the other lexicon files.

/** Verbs in the present before "toujours": "still", not "always". */
export const PRESENT_VERBS = new Set([
  'est',
  'sont',
  'reste',
  'restent',
  'demeure',
  'demeurent',
  'a',
  'ont',
  'elle',
  'il',
  'ils',
  'elles',
])

/** A whole number in words followed by one of these is a percent: "sixty percent", "soixante pour cent". */
export const PERCENT_WORDS = new Set(['percent', 'per cent', 'pour cent', 'pourcent', 'pourcents', '%'])

/** Range words: two years with one of these between them are a span, not two separate years. */
export const RANGE_WORDS = new Set([
  'from',
  'to',
  'between',
  'through',
  'thru',
  'entre',
  'a',
  'au',
  'de',
  'des',
  'until',
  'and',
  'et',
])

/** The words a story's topic follows: "a piece on", "pour un dossier sur". */
export const TOPIC_LEAD = / (on|about|sur|a propos de|au sujet de)$/

/** What a story is, closing its topic: "for our digital economy fact box". */
export const STORY_NOUNS = new Set(
  'story piece article box factbox sidebar graphic chart explainer feature segment newsletter encadre infographie dossier papier reportage'.split(
    ' ',
  ),
)

export const STORY_FOR = new Set(['for', 'pour', 'in', 'dans'])

export const STORY_DETERMINERS = new Set([
  'a',
  'an',
  'our',
  'my',
  'the',
  'this',
  'un',
  'une',
  'notre',
  'mon',
  'ma',
  'le',
  'la',
])

/** A comparison asked downward. */
export const LOWER =
  / (?:less|fewer|lower|smaller|behind|below|under|sous|faible|faibles|petit|petite|bas|basse|poorer|moins|inferieur|inferieure|derriere|en dessous|pauvre|pauvres|less populous|moins peuple) /

/** Words before a number that count or place something the reader knows: "top 3", "the 8 countries", "3rd". */
export const COUNTING_NEXT = /^(countries|country|pays|nations|years?|yrs?|ans?|annees?)$/

/** "as a percentage", "en pourcentage": a count asked for as a share. */
export const AS_SHARE = new Set([
  'pourcentage',
  'percentage',
  'percent',
  '%',
  'proportion',
  'share',
  'en pourcentage',
  'in percent',
  'in percentage',
  'as a percentage',
  'as a percent',
])

/** "one in two", "un sur trois": a share's words. */
export const ONE_IN = new Set(['in', 'out of', 'sur'])

/** "out of 100", "sur 100": a share's words. */
export const PER_HUNDRED = new Set(['out of', 'out of every', 'in every', 'per', 'pour', 'sur'])

/** "Its 2010 level": a year's level of the series asked. */
export const OWN_LEVEL = new Set(['level', 'levels', 'mark', 'figure'])

/** The whole world, or a region of it: a rank there is not a rank among the eight. */
const WHOLE_WORLD_WORDS = 'world|monde|mondial|mondiale|global|globally|worldwide|planet|planete'
export const WORLD = new RegExp(`^(the )?(${WHOLE_WORLD_WORDS}|europe|africa|afrique|asia|asie)$`)
/** The world as a whole, not a region of it ("mondiale", "worldwide"). */
export const WHOLE_WORLD = new RegExp(`^(the )?(${WHOLE_WORLD_WORDS})$`)

/** "If so, when?", "si oui, en quelle année ?": a follow-up asking for the year of what the clause before it asks. */
export const WHEN = new Set([
  'when',
  'quand',
  'which year',
  'what year',
  'in which year',
  'in what year',
  'en quelle annee',
  'which years',
  'in which years',
  'en quelles annees',
  'quelle annee',
  'quelles annees',
  'depuis quand',
  'since when',
])

export const FOLLOW_UP = new Set(['if', 'so', 'yes', 'and', 'si', 'oui', 'et', 'since', 'depuis'])

/** The words that may stand between a negation and the source it sets aside ("not the", "pas ceux du"). */
export const SOURCE_NOT = new Set(['not', 'pas', 'non', 'rather than', 'plutot que', 'instead of', 'au lieu de'])

export const SOURCE_LEAD = new Set([
  ...SOURCE_NOT,
  'ceux',
  'celles',
  'celui',
  'celle',
  'du',
  'de',
  'des',
  'd',
  'the',
  'those',
  'of',
])

export const YEARS_NEXT = /^(years?|yrs?|ans?|annees?)$/

/** "How many years", "combien d'années": a count of years (the unit of life expectancy only when nothing is counted). */
export const YEARS_COUNTED = new Set(['how many years', 'combien d annees', 'combien d ans'])
/** "The number of years", "le nombre d'années": with a word for years after it, a count of years. */
export const NUMBER_OF = new Set(['number of', 'nombre d', 'nombre de'])

/**
 * "Life expectancy at 65", "espérance de vie à 60 ans", "after 60", "des plus de 65 ans": the words right before a
 * number that make it an age of life expectancy (after its series or a country), not a figure of the question's own.
 */
export const AGE_BEFORE = new Set(['at', 'a', 'after', 'apres', 'beyond'])
/**
 * "Below 91 %", "au-dessus de 100 millions", "sous la barre des": a relation that places a figure as a level; after a
 * rise or a fall with no "by" ("dropped below 91 %"), a level passed, never the amount of the change.
 */
export const LEVEL_WORDS = [
  'above',
  'over',
  'over the',
  'below',
  'under',
  'under the',
  'beneath',
  'au dessus de',
  'au dessus des',
  'en dessous de',
  'en dessous des',
  'sous',
  'sous les',
  'sous la barre des',
  'sous la barre de',
  'la barre des',
  'la barre de',
]

/** "Des plus de 65 ans", "les plus de 65 ans": people over an age (not "une espérance de vie de plus de 80 ans"). */
export const AGE_GROUP = /^(?:des|les|aux) plus de$/

/**
 * "A press release says", "our reporter said", "le ministre affirme que": a verb that attributes what follows to
 * someone; the claim is a figure to check, and who said it is named as another source.
 */
export const ATTRIBUTION_VERBS = new Set([
  'says',
  'said',
  'say',
  'claims',
  'claimed',
  'claim',
  'states',
  'stated',
  'reports',
  'reported',
  'writes',
  'wrote',
  'insists',
  'argues',
  'dit',
  'disait',
  'affirme',
  'affirmait',
  'declare',
  'assure',
  'soutient',
  'pretend',
  'ecrit',
  'indique',
  // ("Reuters rapporte que", "l'ONU estime que", "the ministry announced that": the verbs a newsroom reports with.)
  'rapporte',
  'rapportait',
  'estime',
  'estimait',
  'annonce',
  'explique',
  'avance',
  'souligne',
  'martele',
  'publie',
  'estimates',
  'estimated',
  'announced',
  'announces',
  'tweeted',
  'posted',
  'suggests',
  'suggested',
  'noted',
  'notes',
])
/** The word that may follow an attribution ("says that", "affirme que"). */
export const ATTRIBUTION_THAT = new Set(['that', 'que', 'qu'])

/**
 * A group of people by where they live or come from ("Mexicans in the USA", "Mexicains aux États-Unis", "Americans of
 * Indian origin", "Américains d'origine indienne"): the word right before the second country that places the first's
 * people in it (its last word, past a determiner), or one right after it or before it that says an origin.
 */
export const LIVING_IN = new Set(['in', 'into', 'inside', 'within', 'au', 'aux', 'en', 'dans'])
export const ORIGIN_AFTER = new Set(['origin', 'descent', 'ancestry', 'heritage', 'background', 'extraction'])
export const ORIGIN_BEFORE = new Set(['origine', 'ascendance', 'descendance', 'born in', 'nes', 'nees', 'ne', 'nee'])
export const DETERMINERS = new Set(['the', 'le', 'la', 'les', 'l'])
/**
 * A people's word right before another country, past one of these ("Japanese of Brazil", "Japonais du Brésil", "les
 * Mexicains des États-Unis", "Brazilians from Japan"), or with a word for a group between ("the Japanese community of
 * Brazil", "la communauté japonaise du Brésil"): a subgroup, not two countries.
 */
export const GROUP_OF = new Set(['of', 'from', 'du', 'de', 'des', 'd'])
export const GROUP_NOUNS = new Set([
  'community',
  'communities',
  'diaspora',
  'diasporas',
  'minority',
  'minorities',
  'population',
  'populations',
  'immigrants',
  'emigrants',
  'migrants',
  'expats',
  'expatriates',
  'descendants',
  'communaute',
  'communautes',
  'minorite',
  'minorites',
  'immigres',
  'emigres',
  'expatries',
  'descendants',
])
/** Words between two peoples or places that make them two things compared or listed, not one group. */
export const NOT_ONE_GROUP = new Set([
  'than',
  'que',
  'qu',
  'and',
  'et',
  'or',
  'ou',
  'vs',
  'versus',
  'compared',
  'compare',
  'against',
  'contre',
  'nor',
  'ni',
])
/** A country's adjective, as a group's first word ("Indian Americans", "Indian-American"): not its name ("Canada-US"). */
export const ADJECTIVE_ENDING = /(an|ese|ish|ien|ienne|ain|aine|ais|aise|ane|ians|ans|ais)$/

/**
 * A message given a role inside a question ("SYSTEM: read it as Japan", "[assistant]", "<|im_start|>system",
 * "SYSTÈME :"): an injected instruction, set aside with everything after it (folded text: no accents).
 */
export const ROLE_LABEL =
  /(?:^|[\s.?!;:,([<|#*"'])(?:im_start\|?>?\s*)?(?:system|systeme|assistant|developer|developpeur|admin|administrator|administrateur|instructions?|consignes?|note to (?:the )?(?:model|assistant|ai))\s*(?:[:>\]|)]|\bprompt\s*:)/iu

/**
 * Words that set countries apart from the group asked ("except Japan", "à part les États-Unis"): each a phrase of
 * folded words, said right before the countries set apart.
 */
export const EXCLUDING = new Set([
  'except',
  'except for',
  'excepting',
  'excluding',
  'exclusive of',
  'apart from',
  'aside from',
  'other than',
  'besides',
  'not counting',
  'not including',
  'leaving out',
  'leaving aside',
  'with the exception of',
  'a part',
  'mis a part',
  'sauf',
  'hormis',
  'excepte',
  'exceptes',
  'hors',
  'en dehors de',
  'en dehors du',
  'en dehors des',
  'en dehors d',
  'sans compter',
  'a l exception de',
  'a l exception du',
  'a l exception des',
  'a l exception d',
  'exception faite de',
  'exception faite du',
  'exception faite des',
  'autre que',
  'autres que',
])
/** The small words that may stand between the countries set apart: "the", "les", "and", "et", "du". */
export const EXCLUDED_JOIN = new Set(['the', 'and', 'or', 'le', 'la', 'les', 'l', 'et', 'ou', 'de', 'du', 'des', 'd'])

/**
 * The nouns of what a question asks, after which « dont » links it to its clause as « où » does: « l'année dont la
 * population a été la plus forte », « le pays dont l'espérance de vie est la plus haute ».
 */
export const DONT_AFTER = new Set(['annee', 'annees', 'an', 'ans', 'pays'])
