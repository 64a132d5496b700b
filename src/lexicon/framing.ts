// What a question says around what it asks: framing (greetings, thanks, the story it is for, chat shorthand), context
// that asks nothing ("during the financial crisis"), and another source named ("according to Statistics Canada").
// Data: each entry is a phrase of normalised text (see text/normalise.ts); "(a|b)" writes alternatives and "[x]" an
// optional word, expanded once when the module loads. A test asks many questions with framing around them.

/** Every phrase a pattern writes: "(a|b) c [d|e]" is "a c", "b c", "a c d", "b c d", "a c e", "b c e". */
export function expand(pattern: string): string[] {
  const group = /\(([^()]*)\)|\[([^[\]]*)\]/.exec(pattern)
  if (!group) return [pattern.replace(/\s+/g, ' ').trim()]
  const options = group[1] !== undefined ? group[1].split('|') : [...group[2]!.split('|'), '']
  return options.flatMap((option) =>
    expand(pattern.slice(0, group.index) + option + pattern.slice(group.index + group[0].length)),
  )
}
const phrases = (patterns: string[]) => [...new Set(patterns.flatMap(expand))].filter((p) => p !== '')

const STORY =
  '(story|piece|article|report|feature|column|explainer|profile|analysis|graphic|chart|item|segment|post|bulletin|newscast|broadcast|news|show|package|programme|program|desk|liveblog|live blog)'
const PAPIER =
  '(jt|journal televise|flash|bulletin|matinale|direct|article|papier|reportage|sujet|chronique|enquete|infographie|billet|dossier|portrait|analyse|edition|journal|emission|numero|edition de ce soir|journal de ce soir)'

/** Who may be said to make a claim ("a minister said", "un député affirme"): framing, and a source named. */
const SAYERS_EN =
  'politician|minister|source|official|reader|campaign|spokesperson|senator|mp|member of parliament|congressman|' +
  'congresswoman|president|prime minister|mayor|governor|candidate|economist|expert|analyst|government|opposition|' +
  'opposition leader|report|study|columnist|commentator|tweet|post|press release|release|statement|press office|' +
  'spokesman|spokeswoman|lawmaker|legislator|councillor|activist|ngo|think tank|campaigner|pundit|presenter|anchor'
const SAYERS_FR =
  'elu|elue|ministre|source|lecteur|lectrice|depute|deputee|senateur|senatrice|president|presidente|premier ministre|' +
  'maire|gouverneur|candidat|candidate|economiste|expert|experte|analyste|gouvernement|opposition|rapport|etude|' +
  'chroniqueur|editorialiste|tweet|communique|communique de presse|porte parole|syndicat|militant|association|ong'
/** The same, as a set of folded words: a source named by one of them is a common noun ("a tweet"), not a name. */
export const SAYER_NOUNS = new Set([...SAYERS_EN.split('|'), ...SAYERS_FR.split('|')])

/**
 * Who may pass a question on ("my editor wants to know …", "la prod demande …"): a person of the newsroom, or one
 * named by a pronoun. Folded words, each a token of its own.
 */
export const ASKERS = new Set(
  (
    'editor|editors|boss|chief|producer|producers|desk|newsdesk|newsroom|colleague|colleagues|team|presenter|anchor|' +
    'host|reporter|manager|he|she|they|someone|somebody|i|we|chef|redac|redaction|redacteur|redactrice|prod|patron|' +
    'patronne|cheffe|producteur|productrice|editeur|editrice|director|directeur|directrice|collegue|collegues|equipe|' +
    'presentateur|presentatrice|journaliste|il|elle|ils|elles|je|j|nous|on'
  ).split('|'),
)
/**
 * Verbs by which someone asks or wants to know: what follows them is what is asked ("wants to know", "would like",
 * "a demandé", "veut savoir"). Folded words, each a token of its own.
 */
export const ASKING_VERBS = new Set(
  (
    'wants|want|wanted|asks|ask|asked|asking|needs|need|needed|wonder|wonders|wondered|wondering|like|requests|requested|' +
    'demande|demandent|demandait|veut|veulent|voulait|voudrait|voudraient|veux|voudrais|aimerait|aimerais|souhaite|' +
    'souhaiterait|souhaitent'
  ).split('|'),
)
/** After such a verb, the word that makes what follows a yes or no: "wants to know whether …", "veut savoir si …". */
export const ASKING_WHETHER = new Set(['whether', 'if', 'si'])
/**
 * The last words of a request said to the service, after which "whether", "if", "si" make what follows a yes or no:
 * "tell me whether …", "can you check if …", "could you confirm whether …", "find out whether …", "dis-moi si …",
 * "pouvez-vous vérifier si …", "je me demande si …", "I was wondering if …".
 */
export const REQUEST_ENDS = new Set(
  (
    'me|us|tell|check|confirm|verify|know|see|out|ask|wonder|wondering|curious|lmk|moi|nous|dire|verifier|confirmer|' +
    'savoir|indiquer|preciser|demande|demandais|verifie|verifiez|confirme|confirmez|dis|dites'
  ).split('|'),
)
/** After such a verb, the words that end the asking: "wants to know", "asked me for", "veut savoir", "m'a demandé de". */
export const ASKING_AFTER = new Set(
  'to|know|find|out|see|me|us|him|her|them|for|about|savoir|connaitre|de|d|nous|lui|leur'.split('|'),
)

/** Greetings, thanks, politeness, chat, the story a question is for: none of it is asked. */
export const FRAMING = phrases([
  // greetings and sign-offs
  '(hi|hello|hey|hiya|howdy|greetings|yo) [there|team|all|folks|everyone|bot|assistant]',
  'good (morning|afternoon|evening|day)',
  'morning [all|team]',
  '(dear|hey) (team|desk|stats team|data desk|colleagues)',
  '(bonjour|bonsoir|salut|coucou|allo|hello) [a tous|a toutes|l equipe|tout le monde]',
  '(thanks|thank you|thx|ty|cheers|many thanks|much appreciated|appreciated) [a lot|so much|very much|in advance|again]',
  '(thanks|thank you) for (your help|the help|checking|looking)',
  '(merci|merci beaucoup|merci bien|mille mercis|merci d avance|merci par avance) [pour votre aide|pour ton aide]',
  '(regards|best regards|kind regards|cordialement|bien a vous|bonne journee|a plus)',
  // politeness
  '(please|pls|plz|kindly)',
  '(if you can|if possible|if you could|if you don t mind|when you have a moment|when you get a chance)',
  '(would you mind|do you mind) [checking|looking up|telling me]',
  '(s il vous plait|s il te plait|svp|stp|si possible|si vous pouvez|si tu peux|quand tu peux|quand vous pouvez)',
  '(merci de|merci d) (me dire|m indiquer|verifier|confirmer|me donner)',
  // asking, hedging, meta
  '[a|one|just a|just one] (quick|small|simple) (one|question|check|query)',
  '(quick|simple) q',
  '(question|query) [for you]',
  '(i was wondering|i m wondering|i wonder|wondering|just wondering|curious|just curious|out of curiosity)',
  '(do you happen to know|any idea|any chance you know|would you know|do you have|have you got)',
  // (An opinion asked of a claim: what follows is the claim, its yes or no the data's.)
  '(would you say|do you think|would you agree|is it fair to say|can we say|could we say|can i say) [that]',
  '(diriez vous|dirais tu|pensez vous|penses tu|peut on dire|est ce qu on peut dire) [que|qu]',
  '(can|could|may) (i|we) (get|have|ask|know)',
  '(i|we) (need|needed|d need|would need) [to know|to check|to confirm]',
  '(i m|i am|we re|we are) (looking for|trying to find|trying to check|checking|after)',
  '(i d|i would|we d|we would) (love|like) to (know|check|confirm)',
  '(by the way|btw|fyi|ok|okay|alright|so|well|um|uh|hmm|right so|ok so|quick q)',
  '(help me|help us) (out|with this|check)',
  '(help me|help us) [out] with',
  '(aide moi|aidez moi|aide nous|aidez nous)',
  '(petite|une petite|juste une|une|simple) question [rapide|pour vous|pour toi]',
  '(question rapide|verification rapide|petite verif|petite verification|vite fait|rapidement)',
  '(je me demandais|je me demande|par curiosite|simple curiosite)',
  '(savez vous|sais tu|tu sais|vous savez|auriez vous|avez vous|as tu|aurais tu)',
  '(j ai|nous avons|on a) besoin (de savoir|de verifier|de confirmer|d une verification|de)',
  '(je cherche|nous cherchons|on cherche|je voudrais verifier|je voudrais confirmer)',
  '(au fait|bon|euh|alors|dis moi|dites moi|dis donc|ok donc)',
  // the story it is for
  `for (a|an|my|our|the|this|tonight s|tomorrow s|today s|this week s|next week s|sunday s|a short) ${STORY}`,
  `for (a|an|my|our|the) (${STORY.slice(1, -1)}) (on|about) [it]`,
  `(i m|i am|we re|we are) (writing|working on|doing|preparing|putting together|finishing|editing) (a|an|our|my|the) ${STORY} (on|about)`,
  `(i m|i am|we re|we are) (writing|working on|doing|preparing|putting together|finishing|editing) (a|an|our|my|the) ${STORY}`,
  '(writing|working) (about|on)',
  '(i m|i am|we re|we are) (fact checking|checking|verifying|double checking) [a claim|a figure|a number|a quote|something]',
  '(fact checking|fact check|double checking|sanity check|checking) [a claim|a figure|a number|a quote|this|something]',
  '(can|could|would) you (check|confirm|verify|tell me|tell us|give me|look up|find)',
  '(pouvez vous|peux tu|pourriez vous|pourrais tu|vous pouvez|tu peux) [verifier|confirmer|me dire|nous dire|m indiquer|me donner]',
  `(a|an|the|our|one|this) (${SAYERS_EN}) (said|says|claimed|claims|told us|stated|states|argued|argues|wrote|writes|insists|insisted)`,
  '(someone|somebody|they|he|she|people) (said|says|claimed|claims|told us|stated|argued|wrote|insists)',
  '(my|our) (editor|boss|colleague|producer|source|reader|chief) (said|says|claimed|claims|thinks|reckons|told me)',
  '(mon|ma|notre) (redacteur en chef|redac chef|chef|collegue|source|lecteur|lectrice) (dit|affirme|pense|a dit)',
  '(do you agree|is that right|is that true|is he right|is she right|are they right|true or false)',
  '(vous etes d accord|tu es d accord|c est vrai|est ce vrai|vrai ou faux)',
  '(before|ahead of) (we publish|publication|it goes to print|we go to print|we go live|going live|the deadline)',
  '(on deadline|deadline|urgent|asap|as soon as possible|need it fast|need it today|need this today|time sensitive)',
  '(we re|we are|i m|i am) (on deadline|on a deadline|in a hurry|pressed for time|going to print soon)',
  '(on est|nous sommes|je suis) (presse|presses|pressee|en retard|a la bourre|en bouclage)',
  '(for|to) our (readers|audience|viewers|listeners|newsletter|website|front page|print edition)',
  `(pour|dans) (un|une|mon|notre|le|la) ${PAPIER}`,
  `(pour|dans) (un|une|mon|notre|le|la) ${PAPIER} (sur|a propos de|au sujet de)`,
  `(j ecris|je redige|je prepare|je termine|je boucle|nous preparons|on prepare|je travaille sur|on travaille sur) (un|une|mon|notre|le|la) ${PAPIER} [sur|a propos de|au sujet de]`,
  '(je verifie|nous verifions|on verifie|je fact checke) [un chiffre|une affirmation|une citation|un propos]',
  '(avant|pour) (publication|la publication|le bouclage|bouclage|de publier|la mise en ligne)',
  '(c est urgent|urgent|au plus vite|des que possible|rapidement svp)',
  '(pour|a) nos (lecteurs|auditeurs|abonnes|lectrices)',
  `(un|une|le|la|l|notre|ce|cette) (${SAYERS_FR}) (a dit|dit|affirme|a affirme|pretend|a declare|declare|assure|a assure|soutient|a ecrit|ecrit)`,
  '(quelqu un|on|il|elle|ils) (a dit|dit|affirme|a affirme|pretend|assure)',
  // The claim first, its author after: "…, comme l'affirme un député", "selon ce que dit le ministre".
  `(comme|ainsi que) (l|le) (affirme|a affirme|dit|a dit|pretend|assure|soutient|ecrit|a ecrit) (un|une|le|la|l|notre|ce|cette) (${SAYERS_FR})`,
  // ("…, affirme le ministre", "…, a dit un député", "…, says the minister": the verb first, its sayer after.)
  `(affirme|a affirme|dit|a dit|pretend|assure|a assure|soutient|declare|a declare|ecrit|a ecrit) (un|une|le|la|l|notre|ce|cette) (${SAYERS_FR})`,
  `(says|said|claims|claimed|insists|insisted|argues|argued) (a|an|the|our|one|this) (${SAYERS_EN})`,
  '(sorry|sorry to bother you|apologies|pardon|excuse me|desole|desolee|desole de vous deranger|pardon de vous deranger)',
  '(on|about|sur) (the|this|that|le|ce|cette) (subject|topic|sujet|theme|question)',
  '(le|ce) sujet',
  '(the|this) topic',
  '(pour|dans) notre (edition|journal|emission) (de ce soir|de demain|du jour)',
  '(need|needed|i need|we need) (a|the) (number|figure|stat|fact box number|fact box figure|number for a fact box)',
  '[i|we] (need|needed) (it|this|that|the number|the figure|this one) [for|by|asap|today|tonight|now]',
  '(il me le faut|il nous le faut|j en ai besoin|on en a besoin) [pour|avant|vite|ce soir]',
  '(for|in) (a|the|our) (fact box|factbox|sidebar|chart|graphic|caption|infographic)',
  '(pour|dans) (un|une|l|notre|le|la) (encadre|infographie|graphique|legende)',
  '(demographie|economie|societe|sante|numerique) [rubrique|dossier]',
  // chat shorthand
  '(u|ya|ur|r|wat|wut|hw|abt|pls|plz|thx|tx|ty|ta|idk|tbh|imo|lol|k|kk|cheers mate|ta very much)',
  '(dis|dites) (moi|nous)',
  '(let|lemme) (me|us) know',
  'lmk',
  'stp merci',
])

/**
 * Context that asks nothing when the question names its time ("in 2009, during the financial crisis"); with no year,
 * it is a time the data cannot place.
 */
export const CONTEXT = phrases([
  '[during|in|amid|at the time of|after|before|since] the (financial crisis|global financial crisis|great recession|recession|crisis|pandemic|covid pandemic|covid crisis|lockdown|lockdowns|oil shock|war|boom|brexit vote|debt crisis|euro crisis)',
  '[during|in|amid|after|before|since] (covid|brexit|the covid years|the pandemic years)',
  '[pendant|durant|lors de|apres|avant|depuis] (la crise|la crise financiere|la grande recession|la recession|la pandemie|le covid|la covid|le confinement|les confinements|le brexit|la guerre|le choc petrolier)',
])

/** Phrases that introduce a source: what follows them, to the end of the clause, names the source. */
export const SOURCE_INTRODUCERS = phrases([
  '(according to|as reported by|as published by|as per|as measured by|in the figures of|in the data of|in data from)',
  '(selon|d apres|suivant|dans les chiffres de|dans les donnees de|d apres les chiffres de|selon les chiffres de)',
])

/** Statistical sources other than the World Bank, named alone ("the StatCan figure"). */
export const OTHER_SOURCES = phrases([
  'statistics canada',
  'statcan',
  'stats can',
  'statistique canada',
  '[the] (imf|international monetary fund)',
  '(fmi|fonds monetaire international)',
  'insee',
  '[the] (ons|office for national statistics)',
  '[the] [us] census bureau',
  '[the] (bureau of economic analysis|bea|bureau of labor statistics|bls)',
  '(ibge|inegi|mospi|nbs|national bureau of statistics|nigerian bureau of statistics|statistics bureau of japan|statistics japan)',
  '(the un|the u n|[the] united nations|[the] un population division|world population prospects)',
  '(onu|nations unies)',
  '[the] (oecd|ocde|eurostat|cia world factbook|world factbook|cia factbook)',
  '(wikipedia|our world in data|owid|statista|gapminder)',
  '[the] (world health organization|who data|iea|international energy agency|itu|international telecommunication union)',
  '(oms|organisation mondiale de la sante|aie|uit)',
  '[the] (federal reserve|fed|bank of canada|bank of england|bank of japan|reserve bank of india|rbi|banxico|central bank)',
  '(banque du canada|banque centrale|banque d angleterre)',
  '[the] (government|official statistics|national statistics office|statistics office|census)',
  '(le gouvernement|l institut national de la statistique|l institut de statistique|le recensement)',
])

/** Our own source: naming it changes nothing. */
export const OWN_SOURCE = phrases(['[the] world bank', 'wdi', 'world development indicators', '[la] banque mondiale'])
