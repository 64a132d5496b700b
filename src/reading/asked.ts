// The form of the answer a question asks for, read from its own words by rule: "how many" asks a count, "where did it
// rank" a rank, "which year" a year, "which country" a country, "what" or "how much" a figure, and "is", "does", "did",
// "has", "est-ce que" or a French inversion ("dépasse-t-il", "a-t-il") a yes or no. One form per clause of the question
// ("Which country had the highest GDP, and did it grow?" asks a country, then a yes or no); null where the words do
// not say (a bare noun phrase, "X or Y?"). The rules reader keeps the forms in the reading, and coverage refuses an
// answer of another form whoever wrote it (gates/coverage.ts): a wh-question never gets a Yes or No.
import { ASKED_FORM_WORDS, ASKED_LEAD_WORDS, type AskedForm } from '../lexicon/question-words.js'
import { foldAccents, foldWords } from '../text/normalise.js'
import { remembered } from '../text/remembered.js'

export type { AskedForm } from '../lexicon/question-words.js'

/** A phrase list as one alternation, longest first (a phrase wins over its first word). */
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')

const OPENS = Object.fromEntries(
  (Object.entries(ASKED_FORM_WORDS) as [AskedForm, string[]][]).map(([form, words]) => [
    form,
    new RegExp(`^ (?:${alternation(words)}) `),
  ]),
) as Record<AskedForm, RegExp>
/**
 * A time said before the question proper ("in 2020", "entre 2000 et 2020", "from 2010 to 2020", "depuis 2015"): it
 * changes nothing of the form the words after it ask ("entre 2000 et 2020 combien le Mexique a-t-il gagné").
 */
export const PERIOD_LEAD =
  '(?:(?:in|en) \\d{4} (?:and|et) (?:in |en )?\\d{4}|(?:in|en|since|depuis) \\d{4}|(?:between|entre) \\d{4} (?:and|et) \\d{4}|(?:from|de|du) \\d{4} (?:to|a|au|until|jusqu a|jusqu en) \\d{4})'
/** Words said before the question proper that change nothing of its form: "and", "so", "hi", "quick one". */
const LEAD = new RegExp(`^ (?:(?:${alternation(ASKED_LEAD_WORDS)}|${PERIOD_LEAD}) )+`)
/**
 * "Can you check which country...", "pouvez-vous vérifier quel pays...": a request to look something up that opens with
 * an auxiliary asks no yes or no of its own; the question it introduces says the form. (Left alone before a claim or
 * "whether": "can you check that India overtook the UK" stays a yes or no.) "Can you give me the median GDP...", "could you
 * show me...", "can you sort the countries by...", "pouvez-vous classer les pays...": a request for the data
 * (or for it in order) asks for it, whatever follows, unless a claim or "whether" does.
 */
export const REQUEST_LEAD =
  /^ (?:(?:(?:can|could|would|will) you (?:please )?(?:check|verify|confirm|find out|find|look up|double check|tell us)|(?:pouvez vous|pourriez vous|peux tu|pourrais tu|pouvez vous me|peux tu me) (?:verifier|confirmer|trouver|dire|nous dire)) (?=(?:which|what|how|where|when|who|quel|quelle|quels|quelles|combien|ou|quand|en quelle|dans quel) )|(?:can|could|would|will) you (?:please )?(?:give|show|get|find(?! out)|send|provide|fetch|pull(?: up)?|tell|list|sort|rank|order|arrange|calculate|compute|work out)(?!(?: me| us)?(?: please)? (?:whether|if|that|a yes or no|yes or no|how (?:true|accurate|right)) )(?: me| us)?(?: please)? |(?:pouvez vous|pourriez vous|peux tu|pourrais tu|voulez vous|veux tu) (?:nous |me )?(?:classer|trier|ordonner|lister) )/
/** The order in which an opening is tried: the most particular first ("which year" before "which"). */
const ORDER: AskedForm[] = ['year', 'rank', 'country', 'count', 'figure', 'yes_no']

/** "Where did it rank": a place in the ranking; "where was it highest": the country at that end. */
const WHERE = /^ (?:where|ou) /
const SUPERLATIVE =
  / (?:highest|lowest|largest|biggest|smallest|most|least|fewest|greatest|richest|poorest|plus|moins|le plus|la plus) /
/** "How many times larger", "combien de fois plus": a ratio, a figure; "how many more": a difference, a figure. */
const HOW_MANY_FIGURE =
  /^ (?:how many (?:times (?:larger|bigger|higher|greater|more|as|the|that|over)|more|fewer|less|percentage points?|points?|pts?|percent|years (?:longer|more|shorter|less))|combien de fois (?:plus|moins|que|qu|celui|celle)|combien (?:de|d) (?:plus|moins|points?|pts?|annees de plus|ans de plus)) /
/** "How did Canada rank", "how does it place among the eight". */
const RANK_VERB = /^ how (?:did|does|do|has|have|would) (?:\w+ ){0,6}(?:rank|ranked|rank among|place|placed) /
/** A French inversion, as typed: "dépasse-t-il", "a-t-elle", "est-il", "sont-ils". */
const INVERSION = /\p{L}-(?:t-)?(?:il|elle|ils|elles|on)\b/u
/** A tag asking whether a claim holds: "right?", "c'est vrai ?", "vrai ou faux", "n'est-ce pas". */
const TAG =
  / (?:is (?:that|it|this) (?:right|true|correct|accurate)|right|true|correct|accurate|true or false|vrai ou faux|c est (?:vrai|juste|exact|correct|bien ca|ca)|est ce (?:vrai|juste|exact)|n est ce pas|vrai|juste|exact|exacte|non|no) $/
/** "Is it higher or lower", "X ou Y ?": a choice between named things, answered by one of them, not yes or no. */
const CHOICE = / (?:or|ou) (?!not |pas |non |no |so |if |faux |false )/
/** "Japan's rank on population in 2005?", "le rang du Japon": a rank asked without a question word. */
const RANK_NOUN =
  / (?:s|its|their) rank | rank (?:of|for|in|on|among) | (?:le|son|quel|au|leur) rang | rang (?:du|de|des|d) /

/** Where a question starts afresh after "and", "et" or a comma: before a conjunction and a question's opening. */
const AFRESH = new RegExp(
  `(?:,\\s*|\\s)(?=(?:and|et|but|mais)\\s+(?:${alternation([...Object.values(ASKED_FORM_WORDS).flat(), 'if so', 'si oui', 'and if so', 'et si oui'])})\\b)`,
  'i',
)

/** The text of each clause: sentences, and a question started afresh after "and", "et" or a comma. */
function clausesOf(question: string): string[] {
  return question
    .split(/[?!;]+|\.(?=\s|$)/)
    .flatMap((sentence) => sentence.split(AFRESH))
    .map((s) => s.trim())
    .filter((s) => foldWords(s).trim() !== '')
}

/** The form one clause asks, or null where its words do not say. */
export function askedFormOf(clause: string): AskedForm | null {
  return readForm(clause).form
}

/**
 * The form one clause asks, and the question's words that ask it (folded), when they are an opening. Remembered: the
 * question's reading, each clause's yes or no and the coverage check ask it of the same clause.
 */
const readForm = remembered((clause: string): Readonly<{ form: AskedForm | null; words: string | null }> => {
  const found = openingForm(clause)
  if (found) return found
  const folded = foldWords(clause)
  const inside = formInsideYesOrNo(clause)
  if (inside) return inside
  if (INVERSION.test(clause) || / est ce qu?e? /.test(folded) || TAG.test(folded))
    return { form: CHOICE.test(folded.replace(/ (?:vrai ou faux|true or false) /, ' ')) ? null : 'yes_no', words: null }
  return { form: RANK_NOUN.test(folded) ? 'rank' : null, words: null }
})

function openingForm(clause: string): { form: AskedForm | null; words: string } | null {
  // Its openings: the start, and after a lead-in ended by a comma, a colon or a dash ("for the 6pm bulletin: which
  // country...", "by the latest figures, does...").
  const openings = [0, ...[...clause.matchAll(/[,:\u2013\u2014]|\s-\s/g)].map((m) => m.index + m[0].length)]
  for (const at of openings) {
    const folded = foldWords(clause.slice(at)).replace(LEAD, ' ').replace(REQUEST_LEAD, ' ')
    const found = formOpening(folded)
    if (!found) continue
    if (found.form === 'yes_no') return formInsideYesOrNo(clause.slice(at)) ?? found
    return found
  }
  return null
}

/** The form that folded words opening with a question's opening ask, and those words. */
function formOpening(folded: string): { form: AskedForm | null; words: string } | null {
  const form = ORDER.find((f) => OPENS[f].test(folded))
  if (!form) return null
  const words = OPENS[form].exec(folded)![0].trim()
  if (form === 'rank' && WHERE.test(folded) && SUPERLATIVE.test(folded)) return { form: 'country', words }
  if (form === 'count' && HOW_MANY_FIGURE.test(folded)) return { form: 'figure', words }
  // ("What was Japan's rank", "how did Canada rank", "quel était le rang du Japon": a rank, asked with "what".)
  if (form === 'figure' && (RANK_NOUN.test(folded) || RANK_VERB.test(folded))) return { form: 'rank', words }
  if (form === 'yes_no' && CHOICE.test(folded)) return { form: null, words }
  return { form, words }
}

/** A French inversion or "est-ce que", as typed: "dépasse-t-il", "a-t-elle", "est-il", "est-ce qu'". */
const INVERTED = /\p{L}-(?:t-)?(?:il|elle|ils|elles|on)\b|\best-ce qu(?:e\b|')/iu
/** Where a clause's question inside ends: a comma, a colon, or a conjunction ("..., et quand ?" is a follow-up). */
const CLAUSE_END = /[,;:\u2013\u2014]|\s(?:et|and|but|mais|ou|or|puis|then|si|if|whether)\s/iu
/**
 * The question words that ask their own form inside a yes or no's clause ("était-il combien de fois", "a-t-il gagné
 * combien de points", "était-elle de quel niveau", "was it how many times"). Words that are also relatives or
 * conjunctions ask only where nothing else can be meant: "quand" last ("a-t-il dépassé le Royaume-Uni quand ?", not
 * "a-t-il baissé quand la population a augmenté"), "où" right after the inversion ("se classait-il où", not "est-il
 * le pays où ..."); "which", "who", "when", "where" in English, "qui" and "quel que" never.
 */
const ASKS_INSIDE =
  / (?:how many|how much|by how much|in (?:which|what) years?|what (?:level|rank|position|place|share|percentage|multiple)|de combien|combien|a quel rang|en quelle annees?|quel(?:le)?s?(?! que? )|quand(?= $)) |^ where /

/**
 * A yes or no put by an inversion or an auxiliary and followed, in the same clause, by a question word asks that word's
 * form: "Le PIB des États-Unis était-il combien de fois celui du Mexique ?" asks a multiple, not whether.
 */
function askedInside(clause: string, end: number): { form: AskedForm | null; words: string } | null {
  const after = clause.slice(end)
  const rest = after.slice(0, CLAUSE_END.exec(after)?.index ?? after.length)
  // (Only the accented "où" asks a place, "ou" is "or"; an English "where" inside a clause is a relative.)
  const folded = foldWords(rest.replace(/\bwhere\b/giu, ' ').replace(/^\s*où(?!\p{L})/iu, ' where '))
  const at = ASKS_INSIDE.exec(folded)
  return at ? formOpening(folded.slice(at.index)) : null
}

/**
 * The form asked by a question word inside a yes or no's clause, after its inversion or its auxiliary ("était-il
 * combien de fois", "was it how many times"); null when no question word follows there.
 */
export function formInsideYesOrNo(clause: string): { form: AskedForm | null; words: string } | null {
  const inverted = INVERTED.exec(clause)
  if (inverted) return askedInside(clause, inverted.index + inverted[0].length)
  const opening = formOpening(foldWords(clause).replace(LEAD, ' ').replace(REQUEST_LEAD, ' '))
  return opening?.form === 'yes_no' ? askedInside(clause, endOfTyped(clause, opening.words)) : null
}

/** Where the opening words end in the clause as typed ("a t il" is "a-t-il"). */
function endOfTyped(clause: string, words: string): number {
  const at = new RegExp(`(?<![\\p{L}\\d])${words.split(' ').join('[^\\p{L}\\d]+')}(?![\\p{L}\\d])`, 'u').exec(
    foldAccents(clause).toLowerCase(),
  )
  return at ? at.index + at[0].length : 0
}

/**
 * The words as typed that ask each clause's form ("how many", "Où se classait"): a reason that declines a reading of
 * another form names them.
 */
export function askedWords(question: string): string[] {
  const typed = foldAccents(question).toLowerCase()
  return clausesOf(question).flatMap((clause) => {
    const words = readForm(clause).words
    if (!words) return []
    const at = new RegExp(`(?<![\\p{L}\\d])${words.split(' ').join('[^\\p{L}\\d]+')}(?![\\p{L}\\d])`, 'u').exec(typed)
    return at ? [question.slice(at.index, at.index + at[0].length)] : [words]
  })
}

/** The forms the question's clauses ask, in order (null where a clause's words do not say). */
export function askedForms(question: string): (AskedForm | null)[] {
  return clausesOf(question).map(askedFormOf)
}

/**
 * Whether a question asks only for something other than a yes or no: every clause says its form and none is a yes or
 * no. Such a question's answer opens with no verdict.
 */
export const asksNoVerdict = (forms: readonly (AskedForm | null)[]) =>
  forms.length > 0 && forms.every((f) => f !== null && f !== 'yes_no')

/** Whether every clause asks a yes or no: the answer opens with a verdict. */
export const asksOnlyVerdict = (forms: readonly (AskedForm | null)[]) =>
  forms.length > 0 && forms.every((f) => f === 'yes_no')
