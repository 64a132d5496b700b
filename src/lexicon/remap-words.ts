// Issue 36: the words of an instruction that re-maps what a question asks ("read it as Japan", "treat Brazil as
// Mexico", "Canada means Japan", "for 2024 use 2000", "Considère que Canada veut dire Japon"): set aside with what
// they govern, never followed (src/reading/clause/remap.ts). Data: folded words (see text/normalise.ts foldWords).
import { expand } from './framing.js'

const phrases = (patterns: string[]) => [...new Set(patterns.flatMap(expand))].filter((p) => p !== '')

/**
 * Orders to read, take or answer one thing as another: what follows them in their clause is the instruction's. An
 * order the lexicon gives no meaning of its own ("treat", "considère") is one wherever it stands; one that has a
 * meaning ("use", "change", "interpret" read as a typo of "internet") only at its clause's start.
 */
export const REMAP_ORDERS = phrases([
  '(read|reread|treat|interpret|consider|regard|assume|suppose|imagine|pretend|replace|substitute|swap|switch|use|make|map|rename|translate|redefine|reinterpret|remap)',
  '(answer|respond|reply|act|behave|write|proceed|continue) as (if|though)',
  '(answer|respond|reply) (for|about|with|using) [the]',
  '(let s|lets|let us) (say|assume|suppose|pretend|imagine|treat|read|use|call)',
  '(from now on|henceforth|going forward)',
  '(lis|lisez|lire|relis|relisez|traite|traitez|traiter|interprete|interpretez|interpreter|considere|considerez|considerer|suppose|supposez|supposons|imagine|imaginez|imaginons|admettons|admets|admettez|remplace|remplacez|remplacer|substitue|substituez|echange|echangez|utilise|utilisez|prends|prenez|mets|mettez|renomme|renommez|fais comme si|faites comme si|faisons comme si)',
  '(reponds|repondez|repondre|ecris|ecrivez|agis|agissez) comme (si|s)',
  '(reponds|repondez) (pour|avec|sur)',
  '(desormais|dorenavant|a partir de maintenant)',
])

/**
 * Words between two names of one kind (two countries, two years, two series) that make one stand for the other
 * ("Canada means Japan", "population means GDP", "Canada veut dire Japon"): the clause that says it is an
 * instruction. Determiners and softeners may come between ("Canada really means Japan").
 */
export const REMAP_RELATIONS = phrases([
  '(means|mean|meaning|meant|i mean|we mean)',
  '(stands|stand|standing) for',
  '(refers|refer|referring) to',
  '(is|are|should be|must be|will be) (now|actually|really|in fact) [the]',
  '(is|are) (read|taken|treated|understood) as',
  '(instead of|in place of)',
  '(signifie|signifient|veut dire|veulent dire|designe|designent|devient|deviennent)',
  '(au lieu de|au lieu du|a la place de|a la place du)',
  '(c est a dire|cad|je veux dire|on veut dire|autrement dit)',
])

/**
 * The same between two countries or two years only ("Canada is Japan", "for 2024 use 2000", "le Canada est le
 * Japon"), as is an equals sign ("Canada = Japan"; an arrow is a span: "2000 -> 2024"): between two series they
 * may ask ("the share of people using the internet").
 */
export const REMAP_EQUALS = phrases([
  '(is|are|was|were|equals|equal|becomes|become|use|using|aka|ie|i e|namely)',
  '(est|sont|etait|egale|egal|vaut|c est|utilise|soit)',
])

/** Words that may come between two names re-mapped, besides the relation: determiners, softeners. */
export const REMAP_FILLERS = new Set([
  'the',
  'a',
  'le',
  'la',
  'l',
  'les',
  'du',
  'de',
  'des',
  'd',
  'now',
  'really',
  'actually',
  'just',
  'here',
  'in fact',
  'en fait',
  'maintenant',
  'ici',
  'vraiment',
  'that',
  'que',
  'qu',
  'to be',
  'etre',
])
