// Gate 2's claims (src/gates/claims.ts), called directly: each claim word read in its part of the sentence, bound to
// its subjects, series and years, and judged against the facts of real tool results over the test database, in English
// and French; each refusal with the detail a desk editor reads. Which country is ahead, which way a series moved and
// every number shown are read from the CSV by test code (helpers.ts), never typed by hand.
import { describe, expect, it } from 'vitest'
import { checkClaims } from '../src/gates/claims.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { COUNTRY_FORMS } from '../src/lexicon/names.js'
import { readQuestion } from '../src/question/read.js'
import { formatFixed, formatScaled } from '../src/text/format.js'
import { detectLanguage } from '../src/text/language.js'
import { factsOf, missingYearsOf } from '../src/tools/facts.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { ref, refRanking, testStore } from './helpers.js'

const { POP, GDP, PCAP, LE, NET, ELC } = INDICATOR

type Call = { name: string; args: Record<string, string | number> }
const gv = (country_code: string, indicator_code: string, start_year: number, end_year = start_year): Call => ({
  name: 'get_values',
  args: { country_code, indicator_code, start_year, end_year },
})
const ch = (country_code: string, indicator_code: string, from_year: number, to_year: number): Call => ({
  name: 'get_change',
  args: { country_code, indicator_code, from_year, to_year },
})
const rk = (indicator_code: string, year: number): Call => ({ name: 'rank_countries', args: { indicator_code, year } })
const cmp = (indicator_code: string, year: number, country_code: string, other_country_code: string): Call => ({
  name: 'compare_countries',
  args: { indicator_code, year, country_code, other_country_code },
})

/** The claims gate on `answer`, with the facts of these calls run through the real toolbox. */
function judged(
  answer: string,
  calls: Call[],
  options: { question?: string; status?: 'answered' | 'cannot_answer'; quoted?: (at: number) => boolean } = {},
) {
  const store = testStore()
  const toolbox = createToolbox(store)
  const outcomes = calls.map((c) => toolbox.run(c.name, c.args))
  return checkClaims(
    { status: options.status ?? 'answered', answer },
    detectLanguage(answer),
    {
      facts: outcomes.flatMap((o, k) => factsOf(o, k + 1)),
      missingYears: new Set(outcomes.flatMap(missingYearsOf)),
      snapshotYears: store.years,
    },
    options.question === undefined ? null : readQuestion(options.question, store.years),
    options.quoted ?? (() => false),
  )
}
/** Each problem as [code, detail]. */
const problems = (answer: string, calls: Call[], options: Parameters<typeof judged>[2] = {}) =>
  judged(answer, calls, options).map((p) => [p.code, p.detail])
/** Where the words stand in the answer: a refused claim's span. */
const spanOf = (answer: string, words: string, from = 0) => {
  const start = answer.indexOf(words, from)
  expect(start).toBeGreaterThanOrEqual(0)
  return { text: words, start, end: start + words.length }
}

const en = (code: string) => COUNTRY_FORMS[code]!.en
const En = (code: string) => en(code).charAt(0).toUpperCase() + en(code).slice(1)
const fr = (code: string) => COUNTRY_FORMS[code]!.fr
const Fr = (code: string) => fr(code).charAt(0).toUpperCase() + fr(code).slice(1)
/** "the United States's", as the gate writes a possessive. */
const ens = (code: string) => `${en(code)}'s`

const ORDINALS_EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth']
const ORDINALS_FR = ['premier', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième', 'septième', 'huitième']
const SUFFIX_EN = ['st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'th']

/** A country's place in a year's ranking, highest first (ties share the place of the first), from the CSV. */
const placeOf = (country: string, indicator: string, year: number) => {
  const ranking = refRanking(indicator, year)
  const own = ranking.find((r) => r.country === country)!.value
  return 1 + ranking.filter((r) => r.value > own).length
}
/** The countries at a place of a year's ranking (1: the highest), from the CSV. */
const atPlace = (indicator: string, year: number, place: number) => refRanking(indicator, year)[place - 1]!.country
/** The two countries, the one with the higher value in that year first. */
const byValue = (indicator: string, year: number, a: string, b: string): [string, string] =>
  ref(a, indicator, year)! > ref(b, indicator, year)! ? [a, b] : [b, a]
/** A country's value moved up from one year to another (from the CSV). */
const rose = (country: string, indicator: string, from: number, to: number) =>
  ref(country, indicator, to)! > ref(country, indicator, from)!
/** Every year from `from` to `to`. */
const yearsFrom = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k)
/** The first year `a` was ahead of `b` after a year it was not, within the span (from the CSV). */
const crossingYear = (a: string, b: string, indicator: string, from: number, to: number) =>
  yearsFrom(from + 1, to).find(
    (y) => ref(a, indicator, y)! > ref(b, indicator, y)! && !(ref(a, indicator, y - 1)! > ref(b, indicator, y - 1)!),
  )

describe('rank: a place in the ranking of a year', () => {
  const year = 2024
  const ranking = rk(POP, year)
  const [A, B] = [atPlace(POP, year, 4), atPlace(POP, year, 1)]

  it.each([
    ['en', (p: number) => `${En(A)} ranked ${ORDINALS_EN[p - 1]} on population in ${year}.`],
    ['en', (p: number) => `In ${year}, ${en(A)} was ${ORDINALS_EN[p - 1]} for population.`],
    ['en', (p: number) => `${En(A)} ranked ${p}${SUFFIX_EN[p - 1]} on population in ${year}.`],
    ['fr', (p: number) => `${Fr(A)} se classait ${ORDINALS_FR[p - 1]} pour la population en ${year}.`],
    ['fr', (p: number) => `En ${year}, ${fr(A)} était au ${ORDINALS_FR[p - 1]} rang pour la population.`],
    ['fr', (p: number) => `En ${year}, ${fr(A)} était ${p}e pour la population.`],
  ])('%s: the right place passes, one place off is wrong_rank with its place', (_language, say) => {
    const place = placeOf(A, POP, year)
    expect(problems(say(place), [ranking])).toEqual([])
    for (const off of [place - 1, place + 1]) {
      const answer = say(off)
      const word = answer.match(/(\d)(?:st|nd|rd|th|e)\b/)?.[0] ?? ORDINALS_EN[off - 1]!
      const shown = answer.includes(word) ? word : ORDINALS_FR[off - 1]!
      expect(judged(answer, [ranking])).toEqual([
        {
          code: 'wrong_rank',
          detail: `${En(A)} ranked ${place} on population in ${year}; the answer says "${shown}"`,
          figure: spanOf(answer, shown),
        },
      ])
    }
  })

  it('counts the place from every country’s value when no ranking was given', () => {
    const all = refRanking(POP, year).map((r) => gv(r.country, POP, year))
    const place = placeOf(A, POP, year)
    expect(problems(`${En(A)} ranked ${ORDINALS_EN[place - 1]} on population in ${year}.`, all)).toEqual([])
    expect(problems(`${En(A)} ranked ${ORDINALS_EN[place]} on population in ${year}.`, all)).toEqual([
      ['wrong_rank', `${En(A)} ranked ${place} on population in ${year}; the answer says "${ORDINALS_EN[place]}"`],
    ])
    // Seven of the eight values rank nothing.
    const seven = all.filter((c) => c.args.country_code !== B)
    expect(problems(`${En(A)} ranked ${ORDINALS_EN[place - 1]} on population in ${year}.`, seven)).toEqual([
      [
        'unsupported_claim',
        `no ranking of population in ${year} was given, so "${ORDINALS_EN[place - 1]}" cannot be checked`,
      ],
    ])
  })

  it('reads "last" and "the third lowest" from the bottom of the ranking', () => {
    const count = refRanking(POP, year).length
    const [last, third] = [atPlace(POP, year, count), atPlace(POP, year, count - 2)]
    expect(problems(`${En(last)} ranked last on population in ${year}.`, [ranking])).toEqual([])
    expect(problems(`En ${year}, ${fr(last)} se classait au dernier rang pour la population.`, [ranking])).toEqual([])
    expect(problems(`${En(B)} ranked last on population in ${year}.`, [ranking])).toEqual([
      ['wrong_rank', `${En(B)} ranked 1 on population in ${year}; the answer says "ranked last"`],
    ])
    expect(problems(`${En(third)} was the third lowest on population in ${year}.`, [ranking])).toEqual([])
    expect(problems(`${En(third)} was the third highest on population in ${year}.`, [ranking])).toEqual([
      [
        'wrong_rank',
        `${En(third)} ranked ${count - 2} on population in ${year}; the answer says "third highest"`,
      ],
    ])
    expect(problems(`${En(B)} was the second lowest on population in ${year}.`, [ranking])).toEqual([
      ['wrong_rank', `${En(B)} ranked 1 on population in ${year}; the answer says "second lowest"`],
    ])
    expect(
      problems(`${Fr(third)} avait la troisième valeur la plus faible pour la population en ${year}.`, [ranking]),
    ).toEqual([])
  })

  it('refuses a place with no ranking, no year or no country', () => {
    const place = placeOf(A, POP, year)
    const word = ORDINALS_EN[place - 1]!
    expect(problems(`${En(A)} ranked ${word} on population in ${year}.`, [gv(A, POP, year)])).toEqual([
      ['unsupported_claim', `no ranking of population in ${year} was given, so "${word}" cannot be checked`],
    ])
    expect(problems(`${En(A)} ranked ${word} on population.`, [ranking, rk(POP, 2010)])).toEqual([
      ['unsupported_claim', `"${word}" names no year`],
    ])
    // The one year of the facts' values of the country is the claim's year.
    expect(problems(`${En(A)} ranked ${word} on population.`, [ranking])).toEqual([])
    expect(problems(`In ${year}, ${en(A)} ranked ${word} on population.`, [ranking])).toEqual([])
    expect(problems(`Ranked ${word} on population in ${year}.`, [ranking])).toEqual([
      ['unsupported_claim', `"${word}" names no country to place`],
    ])
  })

  it('takes the one year the facts hold for the country when the answer names none', () => {
    const all = refRanking(POP, year).map((r) => gv(r.country, POP, year))
    const place = placeOf(A, POP, year)
    expect(problems(`${En(A)} ranked ${ORDINALS_EN[place - 1]} on population.`, all)).toEqual([])
    expect(problems(`${En(A)} ranked ${ORDINALS_EN[place]} on population.`, all)).toEqual([
      ['wrong_rank', `${En(A)} ranked ${place} on population in ${year}; the answer says "${ORDINALS_EN[place]}"`],
    ])
  })

  it('reads a negated place the other way', () => {
    const place = placeOf(A, POP, year)
    expect(problems(`${En(A)} was not ${ORDINALS_EN[place]} on population in ${year}.`, [ranking])).toEqual([])
    expect(problems(`${En(A)} was not ${ORDINALS_EN[place - 1]} on population in ${year}.`, [ranking])).toEqual([
      [
        'wrong_rank',
        `${En(A)} ranked ${place} on population in ${year}; the answer says "${ORDINALS_EN[place - 1]}"`,
      ],
    ])
  })

  it('takes an ordinal as a place only where it places something', () => {
    // "the first year", "the second time", "4th of July": no place in a ranking.
    expect(problems(`The second figure is for ${en(A)} in ${year}.`, [ranking])).toEqual([])
    expect(problems(`In ${year}, the 5th figure is ${en(A)}'s.`, [ranking])).toEqual([])
    // "first exceeded": the first year of an overtaking, not a place.
    const [hi, lo] = byValue(POP, year, A, B)
    expect(problems(`${En(hi)} first exceeded ${en(lo)} on population in ${year}.`, [ranking])).not.toContainEqual(
      expect.arrayContaining(['wrong_rank']),
    )
  })
})

describe('extreme: the highest or lowest of the countries in a year', () => {
  const year = 2024
  const ranking = rk(POP, year)
  const [top, bottom] = [atPlace(POP, year, 1), atPlace(POP, year, 8)]

  it.each([
    ['en', (c: string, w: 'highest' | 'lowest') => `${En(c)} had the ${w} population in ${year}.`],
    ['en', (c: string, w: 'highest' | 'lowest') => `In ${year}, the ${w} population was that of ${en(c)}.`],
    [
      'fr',
      (c: string, w: 'highest' | 'lowest') =>
        `${Fr(c)} avait la population la plus ${w === 'highest' ? 'élevée' : 'faible'} en ${year}.`,
    ],
    [
      'fr',
      (c: string, w: 'highest' | 'lowest') =>
        `En ${year}, la population la plus ${w === 'highest' ? 'élevée' : 'faible'} était celle ${COUNTRY_FORMS[c]!.frOf}.`,
    ],
  ])('%s: the top and the bottom pass, turned over they are wrong_extreme', (_language, say) => {
    expect(problems(say(top, 'highest'), [ranking])).toEqual([])
    expect(problems(say(bottom, 'lowest'), [ranking])).toEqual([])
    for (const [c, w] of [
      [top, 'lowest'],
      [bottom, 'highest'],
    ] as const) {
      const answer = say(c, w)
      const words = answer.match(/highest|lowest|la plus élevée|la plus faible/)![0]
      expect(judged(answer, [ranking])).toEqual([
        {
          code: 'wrong_extreme',
          detail: `${En(c)}'s population in ${year} was not the ${w} of the countries; the answer says "${words}"`,
          figure: spanOf(answer, words),
        },
      ])
    }
  })

  it('judges every country that shares the top, and refuses one that does not', () => {
    // Access to electricity in 2020: several countries at the top.
    const shared = refRanking(ELC, 2020).filter((r) => r.value === refRanking(ELC, 2020)[0]!.value)
    expect(shared.length).toBeGreaterThan(1)
    const below = refRanking(ELC, 2020).find((r) => r.value < shared[0]!.value)!.country
    const names = (codes: string[]) => `${codes.slice(0, -1).map(en).join(', ')} and ${en(codes.at(-1)!)}`
    const all = shared.map((r) => r.country)
    expect(problems(`In 2020, the highest access to electricity was shared by ${names(all)}.`, [rk(ELC, 2020)])).toEqual(
      [],
    )
    expect(
      problems(`In 2020, the highest access to electricity was shared by ${names([...all.slice(1), below])}.`, [
        rk(ELC, 2020),
      ]),
    ).toEqual([
      [
        'wrong_extreme',
        `${En(below)}'s access to electricity in 2020 was not the highest of the countries; the answer says "highest"`,
      ],
    ])
  })

  it('binds each extreme to the subject of its own part of the sentence', () => {
    expect(problems(`In ${year}, ${en(top)} had the highest population; ${en(bottom)} had the lowest.`, [ranking])).toEqual(
      [],
    )
    expect(problems(`In ${year}, ${en(top)} had the highest population; ${en(bottom)} had the highest.`, [ranking])).toEqual(
      [['wrong_extreme', `${En(bottom)}'s population in ${year} was not the highest of the countries; the answer says "highest"`]],
    )
  })

  it('reads each extreme against its own series', () => {
    const [gdpTop, popTop] = [atPlace(GDP, year, 1), top]
    expect(gdpTop).not.toBe(popTop)
    const calls = [rk(POP, year), rk(GDP, year)]
    expect(problems(`In ${year}, ${en(gdpTop)} had the highest GDP and ${en(popTop)} the highest population.`, calls)).toEqual([])
    expect(problems(`In ${year}, ${en(popTop)} had the highest GDP.`, calls)).toEqual([
      ['wrong_extreme', `${En(popTop)}'s GDP in ${year} was not the highest of the countries; the answer says "highest"`],
    ])
  })

  it('reads a negated extreme the other way', () => {
    expect(problems(`${En(bottom)} did not have the highest population in ${year}.`, [ranking])).toEqual([])
    expect(problems(`${En(top)} did not have the highest population in ${year}.`, [ranking])).toEqual([
      ['wrong_extreme', `${En(top)}'s population in ${year} was not the highest of the countries; the answer says "highest"`],
    ])
  })

  it('needs every country’s value, and a year', () => {
    expect(problems(`${En(top)} had the highest population in ${year}.`, [gv(top, POP, year)])).toEqual([
      [
        'unsupported_claim',
        `the facts do not hold every country's population in ${year}, so "highest" cannot be checked`,
      ],
    ])
    expect(problems(`${En(top)} had the highest population.`, [ranking, rk(POP, 2010)])).toEqual([
      ['unsupported_claim', '"highest" names no year'],
    ])
    // Every country's value, one call each, is a ranking too.
    const each = refRanking(POP, year).map((r) => gv(r.country, POP, year))
    expect(problems(`${En(top)} had the highest population in ${year}.`, each)).toEqual([])
    expect(problems(`${En(bottom)} had the highest population in ${year}.`, each)).toEqual([
      ['wrong_extreme', `${En(bottom)}'s population in ${year} was not the highest of the countries; the answer says "highest"`],
    ])
  })

  it('leaves an extreme with no country to the figure it shows', () => {
    const shown = formatScaled(ref(top, POP, year)!, 'en')
    expect(problems(`The highest population in ${year} was ${shown}.`, [ranking])).toEqual([])
  })
})

describe('comparison: one subject’s value against another’s', () => {
  const year = 2024
  const [hi, lo] = byValue(POP, year, 'BRA', 'MEX')
  const pair = [cmp(POP, year, 'BRA', 'MEX')]

  // [language, the sentence with its first subject a and its second b, its claim words, says a is higher]
  it.each([
    ['en', (a: string, b: string) => `In ${year}, ${en(a)} had more people than ${en(b)}.`, 'more people than', true],
    ['en', (a: string, b: string) => `In ${year}, ${en(a)} had fewer people than ${en(b)}.`, 'fewer people than', false],
    ['en', (a: string, b: string) => `In ${year}, ${ens(a)} population was higher than ${ens(b)}.`, 'higher than', true],
    ['en', (a: string, b: string) => `In ${year}, ${ens(a)} population was lower than ${ens(b)}.`, 'lower than', false],
    ['en', (a: string, b: string) => `In ${year}, ${en(a)} was ahead of ${en(b)} in population.`, 'was ahead', true],
    ['en', (a: string, b: string) => `In ${year}, ${en(a)} was behind ${en(b)} in population.`, 'behind', false],
    ['fr', (a: string, b: string) => `En ${year}, ${fr(a)} était devant ${fr(b)} pour la population.`, 'devant', true],
    ['fr', (a: string, b: string) => `En ${year}, ${fr(a)} était derrière ${fr(b)} pour la population.`, 'derrière', false],
    [
      'fr',
      (a: string, b: string) =>
        `En ${year}, la population ${COUNTRY_FORMS[a]!.frOf} était supérieure à celle ${COUNTRY_FORMS[b]!.frOf}.`,
      'supérieure à',
      true,
    ],
    [
      'fr',
      (a: string, b: string) =>
        `En ${year}, la population ${COUNTRY_FORMS[a]!.frOf} était inférieure à celle ${COUNTRY_FORMS[b]!.frOf}.`,
      'inférieure à',
      false,
    ],
  ])('%s: right, and with its subjects swapped wrong_comparison (%s)', (_language, say, words, higher) => {
    const [a, b] = higher ? [hi, lo] : [lo, hi]
    expect(problems(say(a, b), pair)).toEqual([])
    const answer = say(b, a)
    expect(judged(answer, pair)).toEqual([
      {
        code: 'wrong_comparison',
        detail: `the facts do not bear out "${en(b)} ${words} ${en(a)}" in ${year}`,
        figure: spanOf(answer, words),
      },
    ])
  })
})

describe('comparison: its second subjects, years and series', () => {
  const year = 2024
  const three = ['BRA', 'MEX', 'CAN'].map((c) => gv(c, POP, year))
  const [top, , bottom] = ['BRA', 'MEX', 'CAN'].sort((x, y) => ref(y, POP, year)! - ref(x, POP, year)!)
  const middle = ['BRA', 'MEX', 'CAN'].find((c) => c !== top && c !== bottom)!

  it('compares with every country after the word', () => {
    expect(problems(`In ${year}, ${ens(top)} population was higher than ${ens(middle)} and ${ens(bottom)}.`, three)).toEqual(
      [],
    )
    expect(problems(`In ${year}, ${ens(middle)} population was higher than ${ens(bottom)} and ${ens(top)}.`, three)).toEqual(
      [['wrong_comparison', `the facts do not bear out "${en(middle)} higher than ${en(bottom)} and ${en(top)}" in ${year}`]],
    )
    // The second of them without a value: the claim cannot be checked.
    expect(
      problems(`In ${year}, ${ens(top)} population was higher than ${ens(middle)} and ${ens(bottom)}.`, three.slice(0, 2)),
    ).toEqual([
      [
        'unsupported_claim',
        `no population of both in ${year} was given, so "${en(top)} higher than ${en(middle)} and ${en(bottom)}" cannot be checked`,
      ],
    ])
  })

  it('takes the second subject from the rest of the sentence when none follows the word', () => {
    const answer = `In ${year}, ${en(bottom)} and ${en(middle)}: ${ens(middle)} population was higher.`
    expect(problems(answer, three)).toEqual([])
    expect(problems(`In ${year}, ${en(top)} and ${en(middle)}: ${ens(middle)} population was higher.`, three)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(middle)} higher ${en(top)}" in ${year}`],
    ])
  })

  it('finds the second subject after the figures (against, versus, contre)', () => {
    const [a, b] = [top, bottom]
    const [fa, fb] = [a, b].map((c) => formatScaled(ref(c, POP, year)!, 'en'))
    const [fra, frb] = [a, b].map((c) => formatScaled(ref(c, POP, year)!, 'fr'))
    expect(problems(`In ${year}, ${ens(a)} population was higher, ${fa} against ${fb} for ${en(b)}.`, three)).toEqual([])
    expect(problems(`In ${year}, ${ens(b)} population was higher, ${fb} against ${fa} for ${en(a)}.`, three)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(b)} higher ${en(a)}" in ${year}`],
    ])
    expect(problems(`In ${year}, ${en(b)} was behind with ${fb} versus ${fa} for ${en(a)}.`, three)).toEqual([])
    expect(problems(`In ${year}, ${en(a)} was behind with ${fa} versus ${fb} for ${en(b)}.`, three)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} behind ${en(b)}" in ${year}`],
    ])
    expect(problems(`En ${year}, ${fr(a)} était devant, avec ${fra} d'habitants contre ${frb} pour ${fr(b)}.`, three)).toEqual([])
    expect(problems(`En ${year}, ${fr(b)} était devant, avec ${frb} d'habitants contre ${fra} pour ${fr(a)}.`, three)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(b)} devant ${en(a)}" in ${year}`],
    ])
  })

  it('judges each year named, and every year of a span for "every year"', () => {
    const [a, b] = byValue(POP, 2000, 'BRA', 'MEX')
    expect(yearsFrom(2000, year).every((y) => ref(a, POP, y)! > ref(b, POP, y)!)).toBe(true)
    const both = (from: number, to: number) => [gv(a, POP, from, to), gv(b, POP, from, to)]
    expect(problems(`${ens(a)} population was higher than ${ens(b)} in 2010 and ${year}.`, both(2010, year))).toEqual([])
    expect(problems(`${ens(b)} population was higher than ${ens(a)} in 2010 and ${year}.`, both(2010, year))).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(b)} higher than ${en(a)}" in 2010`],
    ])
    expect(problems(`${ens(a)} population was higher than ${ens(b)} in 2010 and ${year}.`, both(year, year))).toEqual([
      ['unsupported_claim', `no population of both in 2010 was given, so "${en(a)} higher than ${en(b)}" cannot be checked`],
    ])
    expect(
      problems(`${ens(a)} population was higher than ${ens(b)} in every year from 2000 to ${year}.`, both(2000, year)),
    ).toEqual([])
    expect(
      problems(`${ens(a)} population was higher than ${ens(b)} in every year from 2000 to ${year}.`, both(2001, year)),
    ).toEqual([
      ['unsupported_claim', `no population of both in 2000 was given, so "${en(a)} higher than ${en(b)}" cannot be checked`],
    ])
    expect(problems(`${ens(a)} population was higher than ${ens(b)}.`, both(year, year).concat(both(2010, 2010)))).toEqual([
      ['unsupported_claim', `"${en(a)} higher than ${en(b)}" names no year`],
    ])
  })

  it('holds "every year" in the years the data has no value for', () => {
    // Life expectancy has no value for the last year of the snapshot: "every year" holds over the others.
    const [last] = [testStore().years[1]]
    expect(ref('BRA', LE, last)).toBeNull()
    const from = last - 5
    const [a, b] = byValue(LE, last - 1, 'BRA', 'MEX')
    const ahead = yearsFrom(from, last - 1).every((y) => ref(a, LE, y)! > ref(b, LE, y)!)
    expect(ahead).toBe(true)
    const calls = [gv(a, LE, from, last), gv(b, LE, from, last)]
    const said = `${ens(a)} life expectancy was higher than ${ens(b)} in every year from ${from} to ${last}.`
    expect(problems(said, calls)).toEqual([])
    // With no span: every year of the snapshot, the first of which the facts do not hold.
    expect(problems(`${ens(a)} life expectancy was higher than ${ens(b)} every year.`, calls)).toEqual([
      [
        'unsupported_claim',
        `no life expectancy at birth of both in ${testStore().years[0]} was given, so "${en(a)} higher than ${en(b)}" cannot be checked`,
      ],
    ])
  })

  it('is false when both are equal, either way', () => {
    const tied = refRanking(ELC, 2020).filter((r) => r.value === refRanking(ELC, 2020)[0]!.value)
    const [a, b] = [tied[0]!.country, tied[1]!.country]
    const calls = [cmp(ELC, 2020, a, b)]
    expect(problems(`In 2020, ${ens(a)} access to electricity was higher than ${ens(b)}.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} higher than ${en(b)}" in 2020`],
    ])
    expect(problems(`In 2020, ${ens(a)} access to electricity was lower than ${ens(b)}.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} lower than ${en(b)}" in 2020`],
    ])
  })

  it('compares with the average of the eight', () => {
    const average = refRanking(POP, year).reduce((s, r) => s + r.value, 0) / refRanking(POP, year).length
    const above = refRanking(POP, year).find((r) => r.value > average)!.country
    const below = refRanking(POP, year).find((r) => r.value < average)!.country
    const ranking = [rk(POP, year)]
    expect(problems(`In ${year}, ${ens(above)} population was above the average.`, ranking)).toEqual([])
    expect(problems(`In ${year}, ${ens(below)} population was below the average of the eight.`, ranking)).toEqual([])
    expect(problems(`En ${year}, la population ${COUNTRY_FORMS[below]!.frOf} était inférieure à la moyenne.`, ranking)).toEqual([])
    expect(problems(`In ${year}, ${ens(below)} population was above the average.`, ranking)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(below)} above the average" in ${year}`],
    ])
    // "the average" before any country after the word; a country first is the subject compared.
    expect(problems(`In ${year}, ${ens(above)} population was higher than the average and ${ens(below)}.`, ranking)).toEqual([])
    expect(problems(`In ${year}, ${ens(above)} population was above the average.`, [gv(above, POP, year)])).toEqual([
      ['unsupported_claim', `no population of both in ${year} was given, so "${en(above)} above the average" cannot be checked`],
    ])
  })

  it('refuses a comparison with no subject or nothing to compare with', () => {
    const calls = [cmp(POP, year, top, bottom)]
    expect(problems(`In ${year}, ${en(top)} had more people.`, [gv(top, POP, year)])).toEqual([
      ['unsupported_claim', `"more" names nothing to compare ${en(top)} with`],
    ])
    expect(problems(`In ${year}, the population was higher than that of ${en(bottom)}.`, calls)).toEqual([
      ['unsupported_claim', '"higher than" names no country'],
    ])
  })

  it('reads "more than" before a figure as no comparison of subjects', () => {
    const shown = formatScaled(ref(bottom, POP, year)! * 0.9, 'en')
    expect(problems(`In ${year}, ${en(bottom)} had more than ${shown} people.`, [gv(bottom, POP, year)])).toEqual([])
  })

  it('reads a negated comparison the other way', () => {
    expect(problems(`In ${year}, ${en(bottom)} did not have more people than ${en(top)}.`, three)).toEqual([])
    expect(problems(`In ${year}, ${en(top)} did not have more people than ${en(bottom)}.`, three)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(top)} more people than ${en(bottom)}" in ${year}`],
    ])
  })

  it('judges a comparison of changes ("grew faster than") over its span', () => {
    const pct = (c: string) => ref(c, POP, year)! / ref(c, POP, 2000)!
    const [fast, slow] = pct('NGA') > pct('USA') ? ['NGA', 'USA'] : ['USA', 'NGA']
    const calls = [ch(fast, POP, 2000, year), ch(slow, POP, 2000, year)]
    expect(problems(`${ens(fast)} population grew faster than ${ens(slow)} from 2000 to ${year}.`, calls)).toEqual([])
    expect(problems(`${ens(slow)} population grew more slowly than ${ens(fast)} from 2000 to ${year}.`, calls)).toEqual([])
    expect(problems(`La population ${COUNTRY_FORMS[fast]!.frOf} a augmenté plus vite que celle ${COUNTRY_FORMS[slow]!.frOf} entre 2000 et ${year}.`, calls)).toEqual([])
    expect(problems(`${ens(slow)} population grew faster than ${ens(fast)} from 2000 to ${year}.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(slow)} grew faster than ${en(fast)}"`],
    ])
    expect(problems(`${ens(fast)} population grew more slowly than ${ens(slow)} from 2000 to ${year}.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(fast)} grew more slowly than ${en(slow)}"`],
    ])
    // Two years named are its span too.
    expect(problems(`${ens(fast)} population grew faster than ${ens(slow)} in 2000 and ${year}.`, calls)).toEqual([])
    expect(problems(`${ens(fast)} population grew faster than ${ens(slow)}.`, calls)).toEqual([
      ['unsupported_claim', `"${en(fast)} grew faster than ${en(slow)}" names no span`],
    ])
    expect(problems(`${ens(fast)} population grew faster than ${ens(slow)} from 2000 to ${year}.`, calls.slice(0, 1))).toEqual([
      ['unsupported_claim', `no change of population from 2000 to ${year} for both was given`],
    ])
    expect(problems(`${ens(fast)} population grew faster than ${ens(slow)} from 2000 to ${year}.`, calls.slice(1))).toEqual([
      ['unsupported_claim', `no change of population from 2000 to ${year} for both was given`],
    ])
    expect(problems(`${ens(fast)} population grew faster than the average from 2000 to ${year}.`, calls)).toEqual([
      ['unsupported_claim', '"grew faster than" compares changes of countries only'],
    ])
  })
})
