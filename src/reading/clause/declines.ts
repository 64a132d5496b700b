// The words of a clause that decline the question (a measure, a place, a unit the data does not hold), by reason:
// a people's origin or group, an age asked of life expectancy, words that mean nothing to the reader.
import type { DeclineWord } from '../../lexicon/question-words.js'
import {
  YEARS_NEXT,
  AGE_BEFORE,
  AGE_GROUP,
  ADJECTIVE_ENDING,
  DETERMINERS,
  GROUP_NOUNS,
  GROUP_OF,
  LIVING_IN,
  NOT_ONE_GROUP,
  ORIGIN_AFTER,
  ORIGIN_BEFORE,
} from '../../lexicon/reading-words.js'
import { is, isForm, typedOf, uniq } from '../token-match.js'
import type { Token } from '../tokens.js'
import type { CountryCode, IndicatorCode } from '../../lexicon/codes.js'

/** The series whose ages are asked ("after 60"), and whose numbers of 30 to 120 are ages, not figures. */
export const LIFE_EXPECTANCY: IndicatorCode = 'SP.DYN.LE00.IN'

/** The words that decline the question (a measure, a place, a unit the data does not hold), by reason, as typed. */
export function declinesOf(tokens: Token[], ages: readonly AgeAsked[]): Map<DeclineWord, string[]> {
  const declines = new Map<DeclineWord, string[]>()
  for (const t of tokens)
    for (const m of t.meanings)
      if (m.kind === 'decline') declines.set(m.reason, [...(declines.get(m.reason) ?? []), typedOf(t)])
  // An age's words replace the bare "age", "à l'âge de" they hold (its number is never quoted back: shown as "…").
  if (ages.length > 0)
    declines.set('age', [
      ...(declines.get('age') ?? []).filter((w) => !ages.some((a) => a.words.includes(w))),
      ...ages.map((a) => a.words),
    ])
  return declines
}

/** The country a token names, as a place or as its people. */
const countryOf = (t: Token | undefined) =>
  t?.meanings.flatMap((m) => (m.kind === 'country' || m.kind === 'people' ? [m.code] : []))[0]
const lastWord = (t: Token | undefined) => t?.words.split(' ').at(-1) ?? ''

/**
 * Groups of people the data does not hold, as typed: one country's people placed in another ("How many Mexicans lived
 * in the USA", "combien de Mexicains vivaient aux États-Unis", "Americans of Indian origin", "Américains d'origine
 * indienne"), or one country's adjective joined to another's people ("Indian Americans", "Japanese Brazilians",
 * "Indian-American"). Read as two countries they would answer with both countries' populations. Two peoples or places
 * compared or listed ("more Nigerians than Japanese", "Canadians and people in the USA") are no group, and neither is a
 * country's people with its own country or a people used as an adjective alone ("the Japanese GDP").
 */
export function groupsOf(tokens: Token[], text: string): string[] {
  const groups: string[] = []
  const say = (a: Token, b: Token) => text.slice(Math.min(a.start, b.start), Math.max(a.end, b.end))
  const oneGroup = (i: number, j: number) =>
    !tokens.slice(Math.min(i, j) + 1, Math.max(i, j)).some((t) => NOT_ONE_GROUP.has(t.words))
  tokens.forEach((b, j) => {
    const place = countryOf(b)
    if (!place) return
    // "Indian Americans", "Mexican-American": a country's adjective right before another's people (or adjective, with
    // a hyphen), nothing else between them.
    const a = tokens[j - 1]
    const gap = a ? text.slice(a.end, b.start) : ''
    const first = countryOf(a)
    if (
      a &&
      first &&
      first !== place &&
      ADJECTIVE_ENDING.test(lastWord(a)) &&
      ((is(b, 'people') && /^[\s-]+$/u.test(gap)) || (/^\s*-\s*$/u.test(gap) && ADJECTIVE_ENDING.test(lastWord(b))))
    ) {
      groups.push(say(a, b))
      return
    }
    // "… in the USA", "… aux États-Unis", "… d'origine indienne", "… of Indian origin": a place or an origin.
    let k = j - 1
    while (k >= 0 && DETERMINERS.has(tokens[k]!.words)) k -= 1
    const placed =
      LIVING_IN.has(lastWord(tokens[k])) ||
      ORIGIN_BEFORE.has(tokens[k]?.words ?? '') ||
      ORIGIN_BEFORE.has(lastWord(tokens[k]))
    const origin = ORIGIN_AFTER.has(tokens[j + 1]?.words ?? '')
    // ("Brazilians of Japanese descent" is named whole, with its origin, below.)
    const before = origin ? -1 : subgroupBefore(tokens, k, place)
    if (before >= 0) {
      groups.push(say(tokens[before]!, b))
      return
    }
    if (!placed && !origin) return
    const people = tokens.findIndex((p, i) => i !== j && is(p, 'people') && countryOf(p) !== place && oneGroup(i, j))
    if (people >= 0) groups.push(say(tokens[people]!, origin ? tokens[j + 1]! : b))
  })
  return uniq(groups)
}

/**
 * Where the preposition at `k` ("of", "from", "du", "des") ends a people right before it ("Japanese of Brazil",
 * "Mexicains des États-Unis") or a group of a country's people ("the Japanese community of Brazil", "la communauté
 * japonaise du Brésil", "the Mexican diaspora in the USA"), that people's first token; else -1. Another country's
 * only: "the British of Britain" is the country itself.
 */
function subgroupBefore(tokens: Token[], k: number, place: string): number {
  const other = (t: Token | undefined) => countryOf(t) !== undefined && countryOf(t) !== place
  if (!GROUP_OF.has(lastWord(tokens[k])) && !LIVING_IN.has(lastWord(tokens[k]))) return -1
  const [a, b] = [tokens[k - 2], tokens[k - 1]]
  // A people's own word (never a country's name alone: "how far was Japan from the USA" is two countries).
  if (is(b, 'people') && other(b)) return k - 1
  // A group's word after a people or a country's adjective, or before a country's adjective (French).
  if (GROUP_NOUNS.has(b?.words ?? '') && other(a) && (is(a, 'people') || ADJECTIVE_ENDING.test(lastWord(a))))
    return k - 2
  if (GROUP_NOUNS.has(a?.words ?? '') && other(b) && ADJECTIVE_ENDING.test(lastWord(b))) return k - 2
  return -1
}

/** An age asked of life expectancy: its tokens, and its words as typed with the number shown as "…". */
interface AgeAsked {
  tokens: Token[]
  words: string
}

/**
 * "Life expectancy at 65", "espérance de vie à 60 ans", "at age 65", "after 60", "des plus de 65 ans", "65 and over":
 * life expectancy at an age, which the data does not hold (it has life expectancy at birth): the number is an age,
 * never a figure of the question's own to check. Only right after the series or a country ("était à 84 ans", "stood
 * at 84" name a level; so does "was it at 84?" asked yes or no, unless another number follows: "at 65, above 20?"),
 * after an age's own words, or before "and over".
 */
export function agesOf(tokens: Token[], polar: boolean, text: string): AgeAsked[] {
  const ages: AgeAsked[] = []
  const lifeExpectancy = tokens.some(isLifeExpectancyToken)
  tokens.forEach((t, i) => {
    if (t.kind !== 'number' || t.percent) return
    const previous = tokens[i - 1]
    const ageWord = previous?.meanings.some((m) => m.kind === 'decline' && m.reason === 'age') === true
    const named = tokens[i - 2] !== undefined && (isLifeExpectancyToken(tokens[i - 2]!) || is(tokens[i - 2], 'country'))
    const another = tokens.slice(i + 1).some((n) => n.kind === 'number')
    const afterSeries = lifeExpectancy && named && AGE_BEFORE.has(previous?.words ?? '') && (!polar || another)
    const group =
      lifeExpectancy &&
      AGE_GROUP.test(
        tokens
          .slice(Math.max(0, i - 3), i)
          .map((x) => x.words)
          .join(' '),
      )
    const andOver =
      lifeExpectancy &&
      /^(and|et)$/.test(tokens[i + 1]?.words ?? '') &&
      /^(over|older|above|plus)$/.test(tokens[i + 2]?.words ?? '')
    const ofPeople = peopleAgedAt(tokens, i)
    // ("Les 15-24 ans", "15 to 24 year olds": two ages joined, then years: an age group, whatever the series.)
    const range =
      YEARS_NEXT.test(tokens[i + 1]?.words ?? '') &&
      previous?.kind === 'number' &&
      previous.value <= 120 &&
      t.value <= 120 &&
      /^\s*(?:-|–|to|a|à)\s*$/.test(text.slice(previous.end, t.start))
    if (!ageWord && !afterSeries && !group && !andOver && ofPeople < 0 && !range) return
    const from = ofPeople >= 0 ? ofPeople : range ? i - 1 : group ? i - 3 : ageWord || afterSeries ? i - 1 : i
    const to = andOver ? i + 2 : YEARS_NEXT.test(tokens[i + 1]?.words ?? '') ? i + 1 : i
    const span = tokens.slice(from, to + 1)
    // (Every number of it shown as "…": "des 15-24 ans" is "… ans".)
    const words = span
      .map((x) => (x.kind === 'number' ? '…' : typedOf(x)))
      .filter((w, k, all) => w !== '…' || all[k - 1] !== '…')
    ages.push({ tokens: span, words: words.join(' ') })
  })
  return ages
}
/**
 * "Japanese over 70", "people under 15", "les Japonais de plus de 65 ans", "Canadians 65 and older": people of an age,
 * whatever the series (the data has whole populations only). The number must be an age (a whole number up to 120,
 * not a percent, not a count in millions) right after an age's relation, itself right after a people's word. Returns
 * where the relation starts, or -1.
 */
function peopleAgedAt(tokens: Token[], i: number): number {
  const t = tokens[i]!
  if (!Number.isInteger(t.value) || t.value > 120 || t.value < 1) return -1
  for (let k = i - 1; k >= Math.max(0, i - 3); k -= 1) {
    const said = tokens
      .slice(k, i)
      .map((x) => x.words)
      .join(' ')
    if (!AGE_RELATIONS.has(said)) continue
    const before = tokens[k - 1]
    const people =
      is(before, 'people') ||
      (before?.meanings.some((m) => m.kind === 'indicator' && m.weak) ?? false) ||
      PEOPLE_WORDS.has(before?.words ?? '')
    if (people) return k
  }
  return -1
}
const AGE_RELATIONS = new Set([
  'over',
  'under',
  'above',
  'below',
  'aged',
  'older than',
  'younger than',
  'over the age of',
  'under the age of',
  'plus de',
  'moins de',
  'de plus de',
  'de moins de',
  'ages de',
  'agees de',
  'age de',
  'agee de',
])
const PEOPLE_WORDS = new Set([
  'adults',
  'residents',
  'citizens',
  'inhabitants',
  'habitants',
  'citoyens',
  'users',
  'utilisateurs',
])
const isLifeExpectancyToken = (t: Token) => t.meanings.some((m) => m.kind === 'indicator' && m.code === LIFE_EXPECTANCY)

/**
 * "A Japanese baby", "un bébé japonais", "newborns": who life expectancy at birth is of. Only beside life expectancy:
 * elsewhere ("how many babies lived in Nigeria") a birth is a count the data does not have.
 */
const BIRTH_WORDS = /^(baby|newborn|newborns|bebe|bebes|nourrisson|nourrissons|nouveau ne|nouveaux nes)$/

/** The words of the clause that mean nothing to the reader (framing and chat words aside). */
export function unknownOf(tokens: Token[]): string[] {
  const meaningful = tokens.filter((t) => !is(t, 'framing') && !is(t, 'neutral') && !is(t, 'confirm'))
  const atBirth = tokens.some(isLifeExpectancyToken)
  return meaningful
    .filter((t) => t.kind === 'word' && t.meanings.length === 0 && !(atBirth && BIRTH_WORDS.test(t.words)))
    .map(typedOf)
}

/** "and", "et", "or", "ou", and the articles that may come between two ends ("the highest and the lowest"). */
const JOINS_ENDS = /^(?:and|et|or|ou|the|le|la|les|l|its|son|sa|ses)$/
const JOINER = /^(?:and|et|or|ou)$/

/**
 * "Which country had the highest and the lowest population", "le pays le plus peuplé et le moins peuplé": both ends
 * of the eight asked at once. The ranking of the eight answers one end only, so the second end's words are set aside
 * as not understood (named in the decline), never dropped from a valid answer. One country's own highest and lowest
 * years ("Japan's highest and lowest population") are one reading, left as they are.
 */
export function bothEndsOf(tokens: Token[], countries: readonly CountryCode[]): string[] {
  if (countries.length === 1) return []
  const ends = tokens.flatMap((t, i) => (isForm(t, 'high') || isForm(t, 'low') ? [i] : []))
  for (let k = 1; k < ends.length; k += 1) {
    const [a, b] = [tokens[ends[k - 1]!]!, tokens[ends[k]!]!]
    if (isForm(a, 'high') === isForm(b, 'high') && isForm(a, 'low') === isForm(b, 'low')) continue
    const between = tokens.slice(ends[k - 1]! + 1, ends[k])
    if (between.some((t) => JOINER.test(t.words)) && between.every((t) => JOINS_ENDS.test(t.words))) return [typedOf(b)]
  }
  return []
}

/**
 * "Was India the only country below 70%?", "only India had over 1 billion people?": a claim that no other of the
 * eight held it, which one country's figure cannot check (Nigeria was below 70% too). "Only" said of a country, or as
 * "the only", is set aside as not understood (named in the decline), as the French "seul" is, never dropped.
 */
export function onlyOf(tokens: Token[]): string[] {
  const said = tokens.findIndex((t, i) => {
    if (!/^only\b/.test(t.words)) return false
    const next = tokens[i + 1]
    return (
      tokens[i - 1]?.words === 'the' ||
      t.words !== 'only' ||
      countryOf(next) !== undefined ||
      /^(?:one|ones|country|countries|nation|nations)$/.test(next?.words ?? '')
    )
  })
  return said < 0 ? [] : [typedOf(tokens[said]!)]
}
