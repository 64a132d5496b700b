// Gate 2's claims (src/gates/claims.ts), called directly: each claim word read in its part of the sentence, bound to
// its subjects, series and years, and judged against the facts of real tool results over the test database, in English
// and French; each refusal with the detail a desk editor reads. Which country is ahead, which way a series moved and
// every number shown are read from the CSV by test code (helpers.ts), never typed by hand.
import { describe, expect, it } from 'vitest'
import { checkClaims } from '../src/gates/claims.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { COUNTRY_FORMS } from '../src/lexicon/names.js'
import { readQuestion } from '../src/reading/rules.js'
import { formatFixed, formatScaled } from '../src/text/format.js'
import { detectLanguage } from '../src/text/language.js'
import { factsOf, missingYearsOf, type Fact, type FactKind } from '../src/tools/facts.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { COUNTRIES, ref, refAbove, refAhead, refRanking, refSince, testStore } from './helpers.js'
import { type Call, ch, cmp, gv, rk } from './tool-calls.js'

const { POP, GDP, PCAP, LE, ELC } = INDICATOR

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
      ['wrong_rank', `${En(third)} ranked ${count - 2} on population in ${year}; the answer says "third highest"`],
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
      ['wrong_rank', `${En(A)} ranked ${place} on population in ${year}; the answer says "${ORDINALS_EN[place - 1]}"`],
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
    expect(
      problems(`In 2020, the highest access to electricity was shared by ${names(all)}.`, [rk(ELC, 2020)]),
    ).toEqual([])
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
    expect(
      problems(`In ${year}, ${en(top)} had the highest population; ${en(bottom)} had the lowest.`, [ranking]),
    ).toEqual([])
    expect(
      problems(`In ${year}, ${en(top)} had the highest population; ${en(bottom)} had the highest.`, [ranking]),
    ).toEqual([
      [
        'wrong_extreme',
        `${En(bottom)}'s population in ${year} was not the highest of the countries; the answer says "highest"`,
      ],
    ])
  })

  it('reads each extreme against its own series', () => {
    const [gdpTop, popTop] = [atPlace(GDP, year, 1), top]
    expect(gdpTop).not.toBe(popTop)
    const calls = [rk(POP, year), rk(GDP, year)]
    expect(
      problems(`In ${year}, ${en(gdpTop)} had the highest GDP and ${en(popTop)} the highest population.`, calls),
    ).toEqual([])
    expect(problems(`In ${year}, ${en(popTop)} had the highest GDP.`, calls)).toEqual([
      [
        'wrong_extreme',
        `${En(popTop)}'s GDP in ${year} was not the highest of the countries; the answer says "highest"`,
      ],
    ])
  })

  it('reads a negated extreme the other way', () => {
    expect(problems(`${En(bottom)} did not have the highest population in ${year}.`, [ranking])).toEqual([])
    expect(problems(`${En(top)} did not have the highest population in ${year}.`, [ranking])).toEqual([
      [
        'wrong_extreme',
        `${En(top)}'s population in ${year} was not the highest of the countries; the answer says "highest"`,
      ],
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
      [
        'wrong_extreme',
        `${En(bottom)}'s population in ${year} was not the highest of the countries; the answer says "highest"`,
      ],
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
    [
      'en',
      (a: string, b: string) => `In ${year}, ${en(a)} had fewer people than ${en(b)}.`,
      'fewer people than',
      false,
    ],
    [
      'en',
      (a: string, b: string) => `In ${year}, ${ens(a)} population was higher than ${ens(b)}.`,
      'higher than',
      true,
    ],
    ['en', (a: string, b: string) => `In ${year}, ${ens(a)} population was lower than ${ens(b)}.`, 'lower than', false],
    ['en', (a: string, b: string) => `In ${year}, ${en(a)} was ahead of ${en(b)} in population.`, 'was ahead', true],
    ['en', (a: string, b: string) => `In ${year}, ${en(a)} was behind ${en(b)} in population.`, 'behind', false],
    ['fr', (a: string, b: string) => `En ${year}, ${fr(a)} était devant ${fr(b)} pour la population.`, 'devant', true],
    [
      'fr',
      (a: string, b: string) => `En ${year}, ${fr(a)} était derrière ${fr(b)} pour la population.`,
      'derrière',
      false,
    ],
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
  const [top, , bottom] = ['BRA', 'MEX', 'CAN'].sort((x, y) => ref(y, POP, year)! - ref(x, POP, year)!) as [
    string,
    string,
    string,
  ]
  const middle = ['BRA', 'MEX', 'CAN'].find((c) => c !== top && c !== bottom)!

  it('compares with every country after the word', () => {
    expect(
      problems(`In ${year}, ${ens(top)} population was higher than ${ens(middle)} and ${ens(bottom)}.`, three),
    ).toEqual([])
    expect(
      problems(`In ${year}, ${ens(middle)} population was higher than ${ens(bottom)} and ${ens(top)}.`, three),
    ).toEqual([
      [
        'wrong_comparison',
        `the facts do not bear out "${en(middle)} higher than ${en(bottom)} and ${en(top)}" in ${year}`,
      ],
    ])
    // The second of them without a value: the claim cannot be checked.
    expect(
      problems(
        `In ${year}, ${ens(top)} population was higher than ${ens(middle)} and ${ens(bottom)}.`,
        three.slice(0, 2),
      ),
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
    expect(problems(`In ${year}, ${ens(a)} population was higher, ${fa} against ${fb} for ${en(b)}.`, three)).toEqual(
      [],
    )
    expect(problems(`In ${year}, ${ens(b)} population was higher, ${fb} against ${fa} for ${en(a)}.`, three)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(b)} higher ${en(a)}" in ${year}`],
    ])
    expect(problems(`In ${year}, ${en(b)} was behind with ${fb} versus ${fa} for ${en(a)}.`, three)).toEqual([])
    expect(problems(`In ${year}, ${en(a)} was behind with ${fa} versus ${fb} for ${en(b)}.`, three)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} behind ${en(b)}" in ${year}`],
    ])
    expect(
      problems(`En ${year}, ${fr(a)} était devant, avec ${fra} d'habitants contre ${frb} pour ${fr(b)}.`, three),
    ).toEqual([])
    expect(
      problems(`En ${year}, ${fr(b)} était devant, avec ${frb} d'habitants contre ${fra} pour ${fr(a)}.`, three),
    ).toEqual([['wrong_comparison', `the facts do not bear out "${en(b)} devant ${en(a)}" in ${year}`]])
  })

  it('judges each year named, and every year of a span for "every year"', () => {
    const [a, b] = byValue(POP, 2000, 'BRA', 'MEX')
    expect(yearsFrom(2000, year).every((y) => ref(a, POP, y)! > ref(b, POP, y)!)).toBe(true)
    const both = (from: number, to: number) => [gv(a, POP, from, to), gv(b, POP, from, to)]
    expect(problems(`${ens(a)} population was higher than ${ens(b)} in 2010 and ${year}.`, both(2010, year))).toEqual(
      [],
    )
    expect(problems(`${ens(b)} population was higher than ${ens(a)} in 2010 and ${year}.`, both(2010, year))).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(b)} higher than ${en(a)}" in 2010`],
    ])
    expect(problems(`${ens(a)} population was higher than ${ens(b)} in 2010 and ${year}.`, both(year, year))).toEqual([
      [
        'unsupported_claim',
        `no population of both in 2010 was given, so "${en(a)} higher than ${en(b)}" cannot be checked`,
      ],
    ])
    expect(
      problems(`${ens(a)} population was higher than ${ens(b)} in every year from 2000 to ${year}.`, both(2000, year)),
    ).toEqual([])
    expect(
      problems(`${ens(a)} population was higher than ${ens(b)} in every year from 2000 to ${year}.`, both(2001, year)),
    ).toEqual([
      [
        'unsupported_claim',
        `no population of both in 2000 was given, so "${en(a)} higher than ${en(b)}" cannot be checked`,
      ],
    ])
    expect(
      problems(`${ens(a)} population was higher than ${ens(b)}.`, both(year, year).concat(both(2010, 2010))),
    ).toEqual([['unsupported_claim', `"${en(a)} higher than ${en(b)}" names no year`]])
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
    expect(
      problems(`En ${year}, la population ${COUNTRY_FORMS[below]!.frOf} était inférieure à la moyenne.`, ranking),
    ).toEqual([])
    expect(problems(`In ${year}, ${ens(below)} population was above the average.`, ranking)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(below)} above the average" in ${year}`],
    ])
    // "the average" before any country after the word; a country first is the subject compared.
    expect(
      problems(`In ${year}, ${ens(above)} population was higher than the average and ${ens(below)}.`, ranking),
    ).toEqual([])
    expect(problems(`In ${year}, ${ens(above)} population was above the average.`, [gv(above, POP, year)])).toEqual([
      [
        'unsupported_claim',
        `no population of both in ${year} was given, so "${en(above)} above the average" cannot be checked`,
      ],
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
    expect(problems(`${ens(slow)} population grew more slowly than ${ens(fast)} from 2000 to ${year}.`, calls)).toEqual(
      [],
    )
    expect(
      problems(
        `La population ${COUNTRY_FORMS[fast]!.frOf} a augmenté plus vite que celle ${COUNTRY_FORMS[slow]!.frOf} entre 2000 et ${year}.`,
        calls,
      ),
    ).toEqual([])
    expect(problems(`${ens(slow)} population grew faster than ${ens(fast)} from 2000 to ${year}.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(slow)} grew faster than ${en(fast)}"`],
    ])
    expect(problems(`${ens(fast)} population grew more slowly than ${ens(slow)} from 2000 to ${year}.`, calls)).toEqual(
      [['wrong_comparison', `the facts do not bear out "${en(fast)} grew more slowly than ${en(slow)}"`]],
    )
    // Two years named are its span too.
    expect(problems(`${ens(fast)} population grew faster than ${ens(slow)} in 2000 and ${year}.`, calls)).toEqual([])
    expect(problems(`${ens(fast)} population grew faster than ${ens(slow)}.`, calls)).toEqual([
      ['unsupported_claim', `"${en(fast)} grew faster than ${en(slow)}" names no span`],
    ])
    expect(
      problems(`${ens(fast)} population grew faster than ${ens(slow)} from 2000 to ${year}.`, calls.slice(0, 1)),
    ).toEqual([['unsupported_claim', `no change of population from 2000 to ${year} for both was given`]])
    expect(
      problems(`${ens(fast)} population grew faster than ${ens(slow)} from 2000 to ${year}.`, calls.slice(1)),
    ).toEqual([['unsupported_claim', `no change of population from 2000 to ${year} for both was given`]])
    expect(problems(`${ens(fast)} population grew faster than the average from 2000 to ${year}.`, calls)).toEqual([
      ['unsupported_claim', '"grew faster than" compares changes of countries only'],
    ])
  })
})

// ---- synthetic facts: values the test sets, for the edges of a rule (a tolerance, a bound, a missing fact) ----

/** A fact the test builds (not a tool's). */
const fact = (kind: FactKind, countries: string[], indicator: string, years: number[], value: number): Fact => ({
  value,
  kind,
  countries,
  indicator,
  years,
  unit: '',
  call: 1,
})
/** A country's values, year by year: [year, value][]. */
const values = (country: string, indicator: string, rows: [number, number][]) =>
  rows.map(([year, value]) => fact('value', [country], indicator, [year], value))

/** The claims gate on `answer` with the facts the test built. */
function judgedFacts(
  answer: string,
  facts: Fact[],
  options: { question?: string; missing?: number[]; status?: 'answered' | 'cannot_answer' } = {},
) {
  const years = testStore().years
  return checkClaims(
    { status: options.status ?? 'answered', answer },
    detectLanguage(answer),
    { facts, missingYears: new Set(options.missing ?? []), snapshotYears: years },
    options.question === undefined ? null : readQuestion(options.question, years),
    () => false,
  ).map((p) => [p.code, p.detail])
}

/** The years from `from` to `to` in which a series did not move the way said (from the CSV). */
const stepsAgainstRef = (country: string, indicator: string, from: number, to: number, up: boolean) =>
  yearsFrom(from + 1, to).filter((y) => {
    const [before, now] = [ref(country, indicator, y - 1)!, ref(country, indicator, y)!]
    return up ? now <= before : now >= before
  })

describe('direction: the way a series moved', () => {
  const [from, to] = [2010, 2024]
  const up = COUNTRIES.find((c) => rose(c, POP, from, to))!
  const down = COUNTRIES.find((c) => !rose(c, POP, from, to))!

  it('judges "rose" and "fell" over a span, in English and French', () => {
    for (const c of [up, down]) {
      const calls = [ch(c, POP, from, to)]
      const [right, wrongWord] = c === up ? ['rose', 'fell'] : ['fell', 'rose']
      expect(problems(`${ens(c)} population ${right} from ${from} to ${to}.`, calls)).toEqual([])
      const answer = `${ens(c)} population ${wrongWord} from ${from} to ${to}.`
      expect(judged(answer, calls)).toEqual([
        {
          code: 'wrong_direction',
          detail: `${ens(c)} population ${right} from ${from} to ${to}; the answer says "${wrongWord}"`,
          figure: spanOf(answer, wrongWord),
        },
      ])
    }
    const frOf = COUNTRY_FORMS[up]!.frOf
    expect(problems(`La population ${frOf} a augmenté entre ${from} et ${to}.`, [gv(up, POP, from, to)])).toEqual([])
    expect(problems(`La population ${frOf} a baissé entre ${from} et ${to}.`, [gv(up, POP, from, to)])).toEqual([
      ['wrong_direction', `${ens(up)} population rose from ${from} to ${to}; the answer says "a baissé"`],
    ])
  })

  it('reads a negated direction the other way', () => {
    const calls = [ch(down, POP, from, to)]
    expect(problems(`${ens(down)} population did not rise from ${from} to ${to}.`, calls)).toEqual([])
    // The detail says what the facts did, whatever the claim's negation.
    expect(problems(`${ens(down)} population did not decline from ${from} to ${to}.`, calls)).toEqual([
      ['wrong_direction', `${ens(down)} population fell from ${from} to ${to}; the answer says "decline"`],
    ])
  })

  it('takes two years named as the span, the earlier first', () => {
    const calls = [gv(down, POP, from), gv(down, POP, to)]
    expect(problems(`${ens(down)} population fell in ${to} compared with ${from}.`, calls)).toEqual([])
    expect(problems(`${ens(down)} population rose in ${to} compared with ${from}.`, calls)).toEqual([
      ['wrong_direction', `${ens(down)} population fell from ${from} to ${to}; the answer says "rose"`],
    ])
  })

  it('calls a series that did not move "did not change"', () => {
    // A share that stood at the same value in both years (from the CSV).
    const [c, a, b] = COUNTRIES.flatMap((x) =>
      yearsFrom(2001, 2024)
        .filter((y) => ref(x, ELC, y) !== null && ref(x, ELC, y) === ref(x, ELC, 2000))
        .map((y) => [x, 2000, y] as const),
    )[0]!
    const said = `${ens(c)} access to electricity rose from ${a} to ${b}.`
    expect(problems(said, [gv(c, ELC, a, b)])).toEqual([
      ['wrong_direction', `${ens(c)} access to electricity did not change from ${a} to ${b}`],
    ])
  })

  it('needs both ends of the span, or two years, or the year before the one named', () => {
    expect(problems(`${ens(up)} population rose from ${from} to ${to}.`, [gv(up, POP, to)])).toEqual([
      [
        'unsupported_claim',
        `no population of ${en(up)} in ${from} and ${to} was given, so "${ens(up)} population rose" cannot be checked`,
      ],
    ])
    expect(problems(`${ens(up)} population rose.`, [gv(up, POP, from, to)])).toEqual([
      ['unsupported_claim', `"${ens(up)} population rose" names no two years`],
    ])
    expect(problems(`${ens(up)} population rose in ${to}.`, [gv(up, POP, to)])).toEqual([
      ['unsupported_claim', `"${ens(up)} population rose" names one year and the facts hold no earlier one`],
    ])
    // A direction with no country: a figure beside it says what moved.
    expect(problems(`The population rose from ${from} to ${to}.`, [])).toEqual([])
  })

  it('judges one year named against the latest year before it that the facts hold', () => {
    // A country and a year whose step from the year before went the other way than over the whole span.
    const [c, y] = COUNTRIES.flatMap((x) => yearsFrom(from + 2, to).map((year) => [x, year] as const)).find(
      ([x, year]) => rose(x, GDP, year - 1, year) !== rose(x, GDP, from, year),
    )!
    const [right, wrongWord] = rose(c, GDP, y - 1, y) ? ['rose', 'fell'] : ['fell', 'rose']
    const calls = [gv(c, GDP, from, y)]
    expect(problems(`${ens(c)} GDP ${right} in ${y}.`, calls)).toEqual([])
    expect(problems(`${ens(c)} GDP ${wrongWord} in ${y}.`, calls)).toEqual([
      ['wrong_direction', `the facts do not bear out "${ens(c)} GDP ${wrongWord}" in ${y}`],
    ])
    // The facts' years after the one named do not count.
    expect(problems(`${ens(c)} GDP ${right} in ${y}.`, [gv(c, GDP, y - 1, to)])).toEqual([])
  })

  it('judges "every year" over each step of the span', () => {
    const steady = COUNTRIES.find((c) => stepsAgainstRef(c, POP, from, to, true).length === 0)!
    const against = stepsAgainstRef(down, POP, from, to, true)
    expect(against.length).toBeGreaterThan(0)
    expect(
      problems(`${ens(steady)} population rose every year from ${from} to ${to}.`, [gv(steady, POP, from, to)]),
    ).toEqual([])
    expect(
      problems(`${ens(down)} population rose every year from ${from} to ${to}.`, [gv(down, POP, from, to)]),
    ).toEqual([['wrong_direction', `"${ens(down)} population rose" every year does not hold in ${against.join(', ')}`]])
    // With no span: from the first to the last year the facts hold.
    const [a, b] = [from + 3, from + 8]
    expect(problems(`${ens(down)} population rose every year.`, [gv(down, POP, a, b)])).toEqual(
      stepsAgainstRef(down, POP, a, b, true).length === 0
        ? []
        : [
            [
              'wrong_direction',
              `"${ens(down)} population rose" every year does not hold in ${stepsAgainstRef(down, POP, a, b, true).join(', ')}`,
            ],
          ],
    )
    expect(problems(`${ens(steady)} population rose every year.`, [gv(steady, POP, a, b)])).toEqual([])
    expect(
      problems(`${ens(steady)} population rose every year from ${from} to ${to}.`, [gv(steady, POP, from + 1, to)]),
    ).toEqual([
      [
        'unsupported_claim',
        `the facts do not hold every year of population from ${from} to ${to}, so "${ens(steady)} population rose" cannot be checked`,
      ],
    ])
  })

  it('passes over the years the data has no value for in "every year"', () => {
    const last = testStore().years[1]
    expect(ref('BRA', LE, last)).toBeNull()
    const c = COUNTRIES.find((x) => stepsAgainstRef(x, LE, last - 6, last - 1, true).length === 0)!
    const calls = [gv(c, LE, last - 6, last)]
    expect(
      judgedFacts(
        `${ens(c)} life expectancy rose every year from ${last - 6} to ${last}.`,
        values(
          c,
          LE,
          yearsFrom(last - 6, last - 1).map((y) => [y, ref(c, LE, y)!]),
        ),
        { missing: [last] },
      ),
    ).toEqual([])
    expect(problems(`${ens(c)} life expectancy rose every year from ${last - 6} to ${last}.`, calls)).toEqual([])
  })

  it('reads "did not rise in" a year as the step into that year', () => {
    // A country whose GDP rose in some years of the span and not in others (from the CSV).
    const c = COUNTRIES.find((x) => {
      const n = stepsAgainstRef(x, GDP, from, to, true).length
      return n > 0 && n < to - from
    })!
    const against = stepsAgainstRef(c, GDP, from, to, true)
    const withStep = yearsFrom(from + 1, to).find((x) => !against.includes(x))!
    const calls = [gv(c, GDP, from, to)]
    expect(problems(`From ${from} to ${to}, ${ens(c)} GDP did not rise in ${against[0]}.`, calls)).toEqual([])
    expect(problems(`From ${from} to ${to}, ${ens(c)} GDP did not rise in ${withStep}.`, calls)).toEqual([
      ['wrong_direction', `the facts do not bear out "${ens(c)} GDP rise" in ${withStep}`],
    ])
    // "Did not rise every year": some year it did not.
    const steady = COUNTRIES.find((x) => stepsAgainstRef(x, POP, from, to, true).length === 0)!
    expect(
      problems(`${ens(down)} population did not rise every year from ${from} to ${to}.`, [gv(down, POP, from, to)]),
    ).toEqual([])
    expect(
      problems(`${ens(steady)} population did not rise every year from ${from} to ${to}.`, [gv(steady, POP, from, to)]),
    ).toEqual([['wrong_direction', `the facts do not bear out "${ens(steady)} population rise" in `]])
  })

  it('reads a change from its difference or its percent when the facts hold no values', () => {
    const claim = `${ens(up)} population rose from ${from} to ${to}.`
    expect(judgedFacts(claim, [fact('difference', [up], POP, [from, to], 5)])).toEqual([])
    expect(judgedFacts(claim, [fact('percent_change', [up], POP, [from, to], 5)])).toEqual([])
    expect(judgedFacts(claim, [fact('difference', [up], POP, [from, to], -5)])).toEqual([
      ['wrong_direction', `${ens(up)} population fell from ${from} to ${to}; the answer says "rose"`],
    ])
    expect(judgedFacts(claim, [fact('percent_change', [up], POP, [from, to], -5)])).toEqual([
      ['wrong_direction', `${ens(up)} population fell from ${from} to ${to}; the answer says "rose"`],
    ])
  })
})

describe('multiplier: doubled, twice, halved, within docs/gates.md’s tolerance', () => {
  const [from, to] = [2000, 2020]
  /** Brazil's GDP: 100 in 2000, `end` in 2020 (synthetic). */
  const gdp = (end: number) =>
    values('BRA', GDP, [
      [from, 100],
      [to, end],
    ])
  const said = (words: string) => `${ens('BRA')} GDP ${words} from ${from} to ${to}`
  const multiplier = (words: string, end: number) => judgedFacts(`${said(words)}.`, gdp(end))
  /** Refused, the claim words shown without a hedge before them. */
  const refused = (words: string, ratio: number) => [
    [
      'wrong_multiplier',
      `the facts give a ratio of ${ratio.toFixed(2)}; the answer says "${said(words.replace(/^(?:about|roughly|grew to) /, ''))}"`,
    ],
  ]

  it('holds an exact word within 5 %, a hedged one within 10 %', () => {
    expect(multiplier('doubled', 209)).toEqual([])
    expect(multiplier('doubled', 191)).toEqual([])
    expect(multiplier('doubled', 211)).toEqual(refused('doubled', 2.11))
    expect(multiplier('doubled', 189)).toEqual(refused('doubled', 1.89))
    expect(multiplier('about doubled', 215)).toEqual([])
    expect(multiplier('about doubled', 221)).toEqual(refused('about doubled', 2.21))
    expect(multiplier('tripled', 305)).toEqual([])
    expect(multiplier('tripled', 200)).toEqual(refused('tripled', 2))
  })

  it('reads a factor below one the other way up', () => {
    expect(multiplier('halved', 51)).toEqual([])
    expect(multiplier('halved', 60)).toEqual(refused('halved', 0.6))
    expect(multiplier('halved', 40)).toEqual(refused('halved', 0.4))
    expect(multiplier('roughly halved', 45.5)).toEqual([])
  })

  it('holds a bound as it says', () => {
    expect(multiplier('more than doubled', 250)).toEqual([])
    expect(multiplier('more than doubled', 200)).toEqual([])
    expect(multiplier('more than doubled', 190)).toEqual(refused('more than doubled', 1.9))
    expect(multiplier('grew to less than double', 190)).toEqual([])
    expect(multiplier('grew to less than double', 200)).toEqual(refused('grew to less than double', 2))
    expect(multiplier('at least halved', 50)).toEqual([])
    expect(multiplier('at least halved', 60)).toEqual(refused('at least halved', 0.6))
    expect(multiplier('less than halved', 60)).toEqual([])
    expect(multiplier('less than halved', 50)).toEqual(refused('less than halved', 0.5))
  })

  it('reads a negated multiplier the other way', () => {
    expect(judgedFacts(`${ens('BRA')} GDP did not double from ${from} to ${to}.`, gdp(300))).toEqual([])
    expect(judgedFacts(`${ens('BRA')} GDP did not double from ${from} to ${to}.`, gdp(200))).toEqual([
      [
        'wrong_multiplier',
        `the facts give a ratio of 2.00; the answer says "${ens('BRA')} GDP double from ${from} to ${to}"`,
      ],
    ])
  })

  it('takes the ratio from a percent change, and two years named as the span', () => {
    const pct = (p: number) => [fact('percent_change', ['BRA'], GDP, [from, to], p)]
    expect(judgedFacts(`${said('doubled')}.`, pct(100))).toEqual([])
    expect(judgedFacts(`${said('doubled')}.`, pct(50))).toEqual(refused('doubled', 1.5))
    // A difference alone gives no ratio; nor a start at zero.
    expect(judgedFacts(`${said('doubled')}.`, [fact('difference', ['BRA'], GDP, [from, to], 100)])).toEqual([
      ['unsupported_claim', `the facts give no ratio or change for "${said('doubled')}"`],
    ])
    expect(
      judgedFacts(
        `${said('doubled')}.`,
        values('BRA', GDP, [
          [from, 0],
          [to, 100],
        ]),
      ),
    ).toEqual([['unsupported_claim', `the facts give no ratio or change for "${said('doubled')}"`]])
    expect(judgedFacts(`${ens('BRA')} GDP doubled in ${to} compared with ${from}.`, gdp(200))).toEqual([])
    expect(judgedFacts(`${ens('BRA')} GDP doubled in ${to} compared with ${from}.`, gdp(300))).toEqual([
      [
        'wrong_multiplier',
        `the facts give a ratio of 3.00; the answer says "${ens('BRA')} GDP doubled from ${from} to ${to}"`,
      ],
    ])
  })

  it('compares two countries in one year: "twice as large as"', () => {
    const pair = (a: number, b: number) => [...values('BRA', GDP, [[to, a]]), ...values('MEX', GDP, [[to, b]])]
    const answer = `In ${to}, ${ens('BRA')} GDP was twice ${ens('MEX')}.`
    expect(judgedFacts(answer, pair(200, 100))).toEqual([])
    expect(judgedFacts(answer, pair(150, 100))).toEqual([
      [
        'wrong_multiplier',
        `the facts give a ratio of 1.50; the answer says "${ens('BRA')} GDP twice ${ens('MEX')} in ${to}"`,
      ],
    ])
    // A ratio the facts state is the ratio.
    expect(judgedFacts(answer, [fact('ratio', ['BRA', 'MEX'], GDP, [to], 2.02)])).toEqual([])
    expect(judgedFacts(answer, [fact('ratio', ['BRA', 'MEX'], GDP, [to], 1.5)])).toEqual([
      [
        'wrong_multiplier',
        `the facts give a ratio of 1.50; the answer says "${ens('BRA')} GDP twice ${ens('MEX')} in ${to}"`,
      ],
    ])
    expect(judgedFacts(answer, pair(200, 0))).toEqual([
      ['unsupported_claim', `the facts give no ratio or change for "${ens('BRA')} GDP twice ${ens('MEX')} in ${to}"`],
    ])
    // The one year the facts hold for it, when the answer names none.
    expect(judgedFacts(`${ens('BRA')} GDP was twice ${ens('MEX')}.`, pair(200, 100))).toEqual([])
    expect(
      judgedFacts(`${ens('BRA')} GDP was twice ${ens('MEX')}.`, [
        ...pair(200, 100),
        ...values('BRA', GDP, [[from, 1]]),
      ]),
    ).toEqual([['unsupported_claim', '"twice" names no year']])
    // Real values: the ratio of the two, from the CSV.
    const [hi, lo] = byValue(GDP, to, 'BRA', 'MEX')
    const ratio = ref(hi, GDP, to)! / ref(lo, GDP, to)!
    const real = problems(`In ${to}, ${ens(hi)} GDP was twice ${ens(lo)}.`, [cmp(GDP, to, hi, lo)])
    expect(real).toEqual(
      Math.abs(ratio - 2) <= 0.1
        ? []
        : [
            [
              'wrong_multiplier',
              `the facts give a ratio of ${(Math.round(ratio * 100) / 100).toFixed(2)}; the answer says "${ens(hi)} GDP twice ${ens(lo)} in ${to}"`,
            ],
          ],
    )
  })

  it('refuses a multiplier with no country, or nothing to measure it against', () => {
    expect(judgedFacts(`The GDP doubled from ${from} to ${to}.`, gdp(200))).toEqual([
      ['unsupported_claim', '"doubled" names no country'],
    ])
    expect(judgedFacts(`${ens('BRA')} GDP doubled by ${to}.`, gdp(200))).toEqual([
      ['unsupported_claim', '"doubled" names no two years and no second country'],
    ])
  })
})

describe('overtake: behind, then ahead', () => {
  const [first, last] = testStore().years
  const end = 2024
  // Two countries whose order changed once in the data (from the CSV).
  const [a, b] = (() => {
    for (const x of COUNTRIES)
      for (const y of COUNTRIES) {
        if (x === y) continue
        const crossings = yearsFrom(first + 1, end).filter(
          (z) => ref(x, POP, z)! > ref(y, POP, z)! && !(ref(x, POP, z - 1)! > ref(y, POP, z - 1)!),
        )
        if (crossings.length === 1 && !(ref(x, POP, first)! > ref(y, POP, first)!)) return [x, y]
      }
    throw new Error('no pair crossed once')
  })()
  const year = crossingYear(a, b, POP, first, end)!
  const both = (from: number, to: number) => [gv(a, POP, from, to), gv(b, POP, from, to)]

  it('passes the year of the overtaking, and refuses the years around it', () => {
    expect(problems(`${En(a)} overtook ${en(b)} in population in ${year}.`, both(first, year))).toEqual([])
    expect(problems(`${Fr(a)} a dépassé ${fr(b)} en population en ${year}.`, both(first, year))).toEqual([])
    for (const y of [year - 1, year + 1]) {
      const answer = `${En(a)} overtook ${en(b)} in population in ${y}.`
      expect(judged(answer, both(first, y))).toEqual([
        {
          code: 'wrong_comparison',
          detail: `the facts do not bear out "${en(a)} overtook ${en(b)}" in ${y}`,
          figure: spanOf(answer, 'overtook'),
        },
      ])
    }
    expect(problems(`${En(b)} overtook ${en(a)} in population in ${year}.`, both(first, year))).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(b)} overtook ${en(a)}" in ${year}`],
    ])
  })

  it('reads "first exceeded" as every year before it behind', () => {
    expect(problems(`${En(a)} first exceeded ${en(b)} in population in ${year}.`, both(first, year + 1))).toEqual([])
    expect(problems(`${En(a)} first exceeded ${en(b)} in population in ${year + 1}.`, both(first, year + 1))).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} exceeded ${en(b)}" in ${year + 1}`],
    ])
    expect(
      problems(`${Fr(a)} a dépassé ${fr(b)} pour la première fois en ${year}, pour la population.`, both(first, year)),
    ).toEqual([])
  })

  it('with no year, an overtaking somewhere in the span', () => {
    expect(problems(`${En(a)} overtook ${en(b)} in population.`, both(first, last))).toEqual([])
    expect(problems(`${En(b)} overtook ${en(a)} in population.`, both(first, last))).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(b)} overtook ${en(a)}"`],
    ])
    expect(problems(`${En(b)} never overtook ${en(a)} in population.`, both(first, last))).toEqual([])
    expect(problems(`${En(a)} never overtook ${en(b)} in population.`, both(first, last))).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} overtook ${en(b)}"`],
    ])
    // Within a span it names: the span's own years.
    expect(
      problems(`Between ${first} and ${end}, ${en(a)} overtook ${en(b)} in population.`, both(first, end)),
    ).toEqual([])
    expect(problems(`Between ${year} and ${end}, ${en(a)} overtook ${en(b)} in population.`, both(year, end))).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} overtook ${en(b)}"`],
    ])
  })

  it('needs every year of both series up to the year, and two countries', () => {
    expect(problems(`${En(a)} overtook ${en(b)} in population in ${year}.`, both(first + 1, year))).toEqual([
      [
        'unsupported_claim',
        `the facts do not hold every year of population from ${first} to ${year} for both, so "${en(a)} overtook ${en(b)}" cannot be checked`,
      ],
    ])
    expect(problems(`${En(a)} overtook the average in population in ${year}.`, [rk(POP, year)])).toEqual([
      ['unsupported_claim', `"${en(a)} overtook the average" compares two countries only`],
    ])
    // "Passed 200 million": a figure, not a country.
    expect(problems(`${En(a)} passed 200 million people in ${year}.`, both(first, year))).toEqual([])
  })
})

describe('verdict: the "Yes" or "No" an answer opens with, against the question’s yes-or-no part', () => {
  const [from, to] = [2000, 2020]
  const avg = (i: string, y: number) => refRanking(i, y).reduce((s, r) => s + r.value, 0) / refRanking(i, y).length
  const pct = (c: string, i: string, a: number, b: number) => (ref(c, i, b)! / ref(c, i, a)! - 1) * 100
  const gap = (i: string, y: number) => Math.abs(ref('BRA', i, y)! - ref('MEX', i, y)!)
  const steps = (c: string, up: boolean) => stepsAgainstRef(c, POP, from, to, up).length === 0
  const count = refRanking(POP, to).length
  // Two countries whose order changed in the span (from the CSV).
  const [o1, o2] = COUNTRIES.flatMap((x) => COUNTRIES.map((y) => [x, y] as const)).find(
    ([x, y]) => x !== y && crossingYear(x, y, POP, from, to) !== undefined,
  )!
  const series = (c: string, i = POP, a = from, b = to) => gv(c, i, a, b)

  // [question, the calls whose facts judge it, the verdict the CSV gives]
  const cases: [string, Call[], boolean][] = [
    [
      `Did Brazil have more people than Mexico in ${to}?`,
      [gv('BRA', POP, to), gv('MEX', POP, to)],
      ref('BRA', POP, to)! > ref('MEX', POP, to)!,
    ],
    [
      `Did Mexico have fewer people than Brazil in ${to}?`,
      [cmp(POP, to, 'MEX', 'BRA')],
      ref('MEX', POP, to)! < ref('BRA', POP, to)!,
    ],
    [
      `Did Mexico have more people than Brazil in ${to}?`,
      [cmp(POP, to, 'MEX', 'BRA')],
      ref('MEX', POP, to)! > ref('BRA', POP, to)!,
    ],
    [`Is Brazil's population above 200 million in ${to}?`, [gv('BRA', POP, to)], ref('BRA', POP, to)! > 200e6],
    [`Is Brazil's population above 250 million in ${to}?`, [gv('BRA', POP, to)], ref('BRA', POP, to)! > 250e6],
    // The latest year the facts hold.
    [`Is Brazil's population above 200 million?`, [gv('BRA', POP, from, 2025)], ref('BRA', POP, 2025)! > 200e6],
    // The latest year, whatever the order the facts came in.
    [
      `Is Brazil's population above 200 million?`,
      [gv('BRA', POP, 2025), gv('BRA', POP, from)],
      ref('BRA', POP, 2025)! > 200e6,
    ],
    [
      `Did Brazil's population exceed 200 million in any year from ${from} to ${to}?`,
      [series('BRA')],
      yearsFrom(from + 1, to).some((y) => ref('BRA', POP, y)! > 200e6 && !(ref('BRA', POP, y - 1)! > 200e6)),
    ],
    [
      `Is Brazil's population more than 1.5 times Mexico's in ${to}?`,
      [cmp(POP, to, 'BRA', 'MEX')],
      ref('BRA', POP, to)! / ref('MEX', POP, to)! > 1.5,
    ],
    [
      `Is Brazil's population more than 1.5 times Mexico's?`,
      [gv('BRA', POP, to), gv('MEX', POP, to)],
      ref('BRA', POP, to)! / ref('MEX', POP, to)! > 1.5,
    ],
    [
      `Did the gap between Brazil and Mexico in population widen from ${from} to ${to}?`,
      [series('BRA', POP, from, 2024), series('MEX', POP, from, 2024)],
      gap(POP, to) > gap(POP, from),
    ],
    [
      `Did the gap between Brazil and Mexico in population narrow from ${from} to ${to}?`,
      [series('BRA'), series('MEX')],
      gap(POP, to) < gap(POP, from),
    ],
    [`Was Brazil's population above the average in ${to}?`, [rk(POP, to)], ref('BRA', POP, to)! > avg(POP, to)],
    [`Was Brazil's population below the average in ${to}?`, [rk(POP, to)], ref('BRA', POP, to)! < avg(POP, to)],
    [`Did Brazil's population rise from ${from} to ${to}?`, [ch('BRA', POP, from, to)], rose('BRA', POP, from, to)],
    [`Did Brazil's population fall from ${from} to ${to}?`, [ch('BRA', POP, from, to)], !rose('BRA', POP, from, to)],
    [
      `La population du Brésil a-t-elle augmenté entre ${from} et ${to} ?`,
      [ch('BRA', POP, from, to)],
      rose('BRA', POP, from, to),
    ],
    [`Did Japan's population rise from 2010 to 2024?`, [ch('JPN', POP, 2010, 2024)], rose('JPN', POP, 2010, 2024)],
    // To the latest year the facts hold within the span.
    [`Did Japan's population rise from 2010 to 2025?`, [gv('JPN', POP, 2010, 2024)], rose('JPN', POP, 2010, 2024)],
    [
      `Did Brazil's population rise by more than 10% from ${from} to ${to}?`,
      [ch('BRA', POP, from, to)],
      pct('BRA', POP, from, to) > 10,
    ],
    [
      `Did Brazil's population rise by more than 30% from ${from} to ${to}?`,
      [ch('BRA', POP, from, to)],
      pct('BRA', POP, from, to) > 30,
    ],
    [
      `Did Brazil's population grow by more than 20 million from ${from} to ${to}?`,
      [ch('BRA', POP, from, to)],
      ref('BRA', POP, to)! - ref('BRA', POP, from)! > 20e6,
    ],
    [`Did Brazil's GDP double from ${from} to ${to}?`, [ch('BRA', GDP, from, to)], pct('BRA', GDP, from, to) >= 100],
    [`Did Brazil's GDP triple from ${from} to ${to}?`, [ch('BRA', GDP, from, to)], pct('BRA', GDP, from, to) >= 200],
    [`Did Brazil's GDP halve from ${from} to ${to}?`, [ch('BRA', GDP, from, to)], pct('BRA', GDP, from, to) <= -50],
    [
      `Did Brazil's GDP recover to its 2014 level by ${to}?`,
      [ch('BRA', GDP, 2014, to)],
      pct('BRA', GDP, 2014, to) >= 0,
    ],
    [`Was Brazil third in population in ${to}?`, [rk(POP, to)], placeOf('BRA', POP, to) === 3],
    [`Was Brazil ${ORDINALS_EN[placeOf('BRA', POP, to) - 1]} in population in ${to}?`, [rk(POP, to)], true],
    [`Is Brazil in the top 3 for population in ${to}?`, [rk(POP, to)], placeOf('BRA', POP, to) <= 3],
    [`Is Brazil in the top ${placeOf('BRA', POP, to)} for population in ${to}?`, [rk(POP, to)], true],
    [`Is Brazil the second lowest in population in ${to}?`, [rk(POP, to)], count - placeOf('BRA', POP, to) + 1 === 2],
    [`Is ${en(atPlace(POP, to, count - 1))} the second lowest in population in ${to}?`, [rk(POP, to)], true],
    [`Did ${en(o1)} overtake ${en(o2)} in population between ${from} and ${to}?`, [series(o1), series(o2)], true],
    [
      `Did ${en(o2)} overtake ${en(o1)} in population between ${from} and ${to}?`,
      [series(o1), series(o2)],
      crossingYear(o2, o1, POP, from, to) !== undefined,
    ],
    [
      `Was Brazil ahead of Mexico in population every year from ${from} to ${to}?`,
      [series('BRA'), series('MEX')],
      yearsFrom(from, to).every((y) => ref('BRA', POP, y)! > ref('MEX', POP, y)!),
    ],
    [
      `Was ${en(o1)} ahead of ${en(o2)} in population every year from ${from} to ${to}?`,
      [series(o1), series(o2)],
      false,
    ],
    [`Did Brazil's population rise every year from ${from} to ${to}?`, [series('BRA')], steps('BRA', true)],
    [`Did Japan's population rise every year from ${from} to ${to}?`, [series('JPN')], steps('JPN', true)],
    [`Did Japan's population fall every year from ${from} to ${to}?`, [series('JPN')], steps('JPN', false)],
  ]

  it.each(cases)('%s', (question, calls, yes) => {
    const [right, wrongWord] = question.startsWith('La ')
      ? yes
        ? ['Oui', 'Non']
        : ['Non', 'Oui']
      : yes
        ? ['Yes', 'No']
        : ['No', 'Yes']
    expect(problems(`${right}.`, calls, { question })).toEqual([])
    expect(judged(`${wrongWord}, as the figures show.`, calls, { question })).toEqual([
      {
        code: 'wrong_verdict',
        detail: `the facts give "${yes ? 'yes' : 'no'}"; the answer says "${wrongWord}"`,
        figure: { text: wrongWord, start: 0, end: wrongWord.length },
      },
    ])
    // Without the facts, no verdict is established.
    expect(judged(`  ${right}: see below.`, [], { question })).toEqual([
      {
        code: 'unsupported_claim',
        detail: `the facts given do not establish the answer's "${right}"`,
        figure: { text: right, start: 2, end: 2 + right.length },
      },
    ])
  })

  it('refuses a verdict where the question asks no yes-or-no question, and reads none in a refusal', () => {
    const question = `Which country had the highest population in ${to}?`
    expect(problems(`Yes, ${en(atPlace(POP, to, 1))}.`, [rk(POP, to)], { question })).toEqual([
      ['wrong_verdict', 'the answer opens with "Yes", but the question asks no yes-or-no question'],
    ])
    expect(problems('No, the data cannot say.', [], { question, status: 'cannot_answer' })).toEqual([])
    // No question read, or a word that only starts like a verdict: nothing to judge.
    expect(problems('Yes.', [])).toEqual([])
    expect(problems(`Nothing in ${to}.`, [], { question })).toEqual([])
    expect(problems('Yesterday: nothing.', [], { question })).toEqual([])
  })

  it('needs every year of the span for a figure over years, a gap, an overtaking, every year', () => {
    for (const question of [
      `Did Brazil's population exceed 200 million in any year from ${from} to ${to}?`,
      `Did ${en(o1)} overtake ${en(o2)} in population between ${from} and ${to}?`,
      `Was Brazil ahead of Mexico in population every year from ${from} to ${to}?`,
      `Did Brazil's population rise every year from ${from} to ${to}?`,
      `Did the gap between Brazil and Mexico in population widen from ${from} to ${to}?`,
    ])
      expect(
        problems(
          'Yes.',
          [gv('BRA', POP, from + 1, to), gv(o1, POP, from + 1, to), gv('MEX', POP, to), gv(o2, POP, from + 1, to)],
          { question },
        ),
      ).toEqual([['unsupported_claim', `the facts given do not establish the answer's "Yes"`]])
    // A figure held from the first year: the year it was passed is earlier than the data, and the verdict unknown;
    // asked "in any year", it held in some year: "Yes".
    const held = `Did Brazil's population pass 150 million between ${from} and ${to}?`
    expect(ref('BRA', POP, from)! > 150e6).toBe(true)
    expect(problems('Yes.', [series('BRA')], { question: held })).toEqual([
      ['unsupported_claim', `the facts given do not establish the answer's "Yes"`],
    ])
    const anyYear = `Did Brazil's population exceed 150 million in any year from ${from} to ${to}?`
    expect(problems('Yes.', [series('BRA')], { question: anyYear })).toEqual([])
    expect(problems('No.', [series('BRA')], { question: anyYear })).not.toEqual([])
  })
})

describe('the year a figure of the question’s own was passed', () => {
  const question = (millions: number) => `In which year did Brazil's population pass ${millions} million?`
  const [first, last] = testStore().years
  const all = [gv('BRA', POP, first, last)]
  const passed = yearsFrom(first + 1, last).find(
    (y) => ref('BRA', POP, y)! > 200e6 && !(ref('BRA', POP, y - 1)! > 200e6),
  )!

  it('needs the year the facts give', () => {
    expect(
      problems(`${ens('BRA')} population passed 200 million in ${passed}.`, all, { question: question(200) }),
    ).toEqual([])
    expect(
      problems(`${ens('BRA')} population passed 200 million in ${passed + 1}.`, all, { question: question(200) }),
    ).toEqual([
      [
        'wrong_year',
        `the facts give ${passed} as the first year the question's figure held for ${ens('BRA')} population; the answer does not name it`,
      ],
    ])
    // A refusal names no year.
    expect(problems('The data cannot say.', all, { question: question(200), status: 'cannot_answer' })).toEqual([])
  })

  it('says when the figure held from the first year, and when the facts miss a year', () => {
    expect(ref('BRA', POP, first)! > 100e6).toBe(true)
    expect(
      problems(`${ens('BRA')} population passed 100 million before ${first}.`, all, { question: question(100) }),
    ).toEqual([
      [
        'unsupported_claim',
        `the question's figure already held for ${ens('BRA')} population in ${first}, the first year of the facts: the year it was passed is earlier than the data`,
      ],
    ])
    const span = readQuestion(question(200), testStore().years).parts[0]!.time as { from: number; to: number }
    expect(
      problems(`${ens('BRA')} population passed 200 million in ${passed}.`, [gv('BRA', POP, passed)], {
        question: question(200),
      }),
    ).toEqual([
      [
        'unsupported_claim',
        `the facts do not hold every year of ${ens('BRA')} population from ${span.from} to ${span.to}, so the year it passed the question's figure cannot be checked`,
      ],
    ])
  })
})

describe('a ratio read from the country before it to the one after it', () => {
  const year = 2024
  const [hi, lo] = byValue(POP, year, 'BRA', 'MEX')
  const ratio = formatFixed(Math.round((ref(hi, POP, year)! / ref(lo, POP, year)!) * 100) / 100, 2, 'en')

  it('passes the ratio read the way the facts give it, and refuses it read the other way', () => {
    const calls = [cmp(POP, year, hi, lo)]
    expect(problems(`In ${year}, ${ens(hi)} population was ${ratio} times ${ens(lo)}.`, calls)).toEqual([])
    const answer = `In ${year}, ${ens(lo)} population was ${ratio} times ${ens(hi)}.`
    expect(judged(answer, calls)).toEqual([
      {
        code: 'wrong_ratio',
        detail: `${ratio} times is ${ens(hi)} population over ${en(lo)}'s; the answer reads it the other way`,
        figure: spanOf(answer, `${ratio} times`),
      },
    ])
    // Quoted, with one country, or in a refusal's sentence: not read.
    expect(problems(answer, calls, { quoted: (at) => at === answer.indexOf(ratio) })).toEqual([])
    expect(problems(`In ${year}, the population was ${ratio} times ${ens(hi)}.`, calls)).toEqual([])
    expect(problems(`In ${year}, ${ens(lo)} population was ${ratio} times.`, calls)).toEqual([])
    // A ratio the facts do not give either way is the figures gate's to judge.
    expect(problems(`In ${year}, ${ens(lo)} population was 9.99 times ${ens(hi)}.`, calls)).toEqual([])
  })
})

describe('a country outside the data', () => {
  it('is refused where a claim names it, not where the answer says the data does not cover it', () => {
    const answer = `In 2024, ${en('BRA')} was behind China in population.`
    expect(judged(answer, [gv('BRA', POP, 2024)]).filter((p) => p.code === 'outside_country')).toEqual([
      {
        code: 'outside_country',
        detail: '"China" is not one of the eight countries in the data: no fact can support a claim about it',
        figure: spanOf(answer, 'China'),
      },
    ])
    expect(problems('The data does not cover China.', [])).toEqual([])
    expect(problems('China is not in the data.', [])).toEqual([])
    expect(problems('China.', [], { quoted: (at) => at === 0 })).toEqual([])
    expect(problems('China.', [], { status: 'cannot_answer' })).toEqual([])
  })

  it('takes a source the question set aside for no place', () => {
    const year = 2023
    const shown = formatScaled(ref('JPN', GDP, year)!, 'en')
    const answer = `${ens('JPN')} GDP in ${year} was ${shown} (World Bank), not the OECD's.`
    expect(
      problems(answer, [gv('JPN', GDP, year)], { question: `What was Japan's GDP in ${year}, not the OECD's?` }),
    ).toEqual([])
    expect(problems(answer, [gv('JPN', GDP, year)], { question: `What was Japan's GDP in ${year}?` })).toEqual([
      ['outside_country', '"OECD" is not one of the eight countries in the data: no fact can support a claim about it'],
    ])
  })
})

describe('extreme: within the countries a sentence names ("among")', () => {
  const year = 2024
  const three = ['BRA', 'MEX', 'JPN']
  const [top, , bottom] = [...three].sort((x, y) => ref(y, POP, year)! - ref(x, POP, year)!) as [string, string, string]
  const list = (codes: string[]) => `${codes.slice(0, -1).map(en).join(', ')} and ${en(codes.at(-1)!)}`
  const calls = three.map((c) => gv(c, POP, year))

  it('judges the highest and the lowest of those countries only', () => {
    expect(problems(`${En(top)} had the highest population among ${list(three)} in ${year}.`, calls)).toEqual([])
    expect(problems(`${En(bottom)} had the lowest population among ${list(three)} in ${year}.`, calls)).toEqual([])
    expect(problems(`${En(bottom)} had the highest population among ${list(three)} in ${year}.`, calls)).toEqual([
      [
        'wrong_extreme',
        `${En(bottom)}'s population in ${year} was not the highest of ${three.map(en).join(', ')}; the answer says "highest"`,
      ],
    ])
    expect(
      problems(
        `${Fr(top)} avait la population la plus élevée parmi ${fr('BRA')}, ${fr('MEX')} et ${fr('JPN')} en ${year}.`,
        calls,
      ),
    ).toEqual([])
    // A country named again after the list is the subject, judged among the list.
    expect(problems(`Among ${list(three)}, ${en(bottom)} had the highest population in ${year}.`, calls)).toEqual([
      [
        'wrong_extreme',
        `${En(bottom)}'s population in ${year} was not the highest of ${three.map(en).join(', ')}; the answer says "highest"`,
      ],
    ])
    expect(problems(`Among ${list(three)}, ${en(top)} had the highest population in ${year}.`, calls)).toEqual([])
    // The subject counts among them.
    const other = COUNTRIES.find((c) => !three.includes(c) && ref(c, POP, year)! < ref(bottom, POP, year)!)!
    expect(
      problems(`${En(other)} had the lowest population among ${list(three)} in ${year}.`, [
        ...calls,
        gv(other, POP, year),
      ]),
    ).toEqual([])
    expect(problems(`${En(top)} had the highest population among ${list(three)} in ${year}.`, calls.slice(1))).toEqual([
      [
        'unsupported_claim',
        `the facts do not hold the population of ${three.map(en).join(', ')} in ${year}, so "highest" cannot be checked`,
      ],
    ])
  })
})

describe('the facts a claim is judged by', () => {
  const year = 2024
  const [hi, lo] = byValue(POP, year, 'BRA', 'MEX')
  const more = `In ${year}, ${en(hi)} had more people than ${en(lo)}.`
  const fewer = `In ${year}, ${en(lo)} had more people than ${en(hi)}.`

  it('compares two countries by their difference, or their ratio, when the facts hold no values', () => {
    const wrongOne = [
      ['wrong_comparison', `the facts do not bear out "${en(lo)} more people than ${en(hi)}" in ${year}`],
    ]
    for (const facts of [
      [fact('difference', [hi, lo], POP, [year], 5)],
      [fact('difference', [lo, hi], POP, [year], -5)],
    ]) {
      expect(judgedFacts(more, facts)).toEqual([])
      expect(judgedFacts(fewer, facts)).toEqual(wrongOne)
    }
    // A ratio is read the way it was given only.
    expect(judgedFacts(more, [fact('ratio', [hi, lo], POP, [year], 1.5)])).toEqual([])
    expect(judgedFacts(fewer, [fact('ratio', [hi, lo], POP, [year], 1.5)])).toEqual([
      [
        'unsupported_claim',
        `no population of both in ${year} was given, so "${en(lo)} more people than ${en(hi)}" cannot be checked`,
      ],
    ])
    expect(
      judgedFacts(`In ${year}, ${en(hi)} had fewer people than ${en(lo)}.`, [
        fact('ratio', [hi, lo], POP, [year], 1.5),
      ]),
    ).toEqual([['wrong_comparison', `the facts do not bear out "${en(hi)} fewer people than ${en(lo)}" in ${year}`]])
    expect(
      judgedFacts(`In ${year}, ${en(lo)} had fewer people than ${en(hi)}.`, [
        fact('difference', [hi, lo], POP, [year], 5),
      ]),
    ).toEqual([])
    expect(judgedFacts(more, [fact('difference', [hi, lo], POP, [year + 1], 5)])).toEqual([
      [
        'unsupported_claim',
        `no population of both in ${year} was given, so "${en(hi)} more people than ${en(lo)}" cannot be checked`,
      ],
    ])
  })

  it('ranks the countries a ranking counted, when fewer than eight had a value', () => {
    // A ranking of two countries (synthetic): its count says how many there were.
    const two = [...values('BRA', LE, [[year, 70]]), ...values('MEX', LE, [[year, 60]])]
    const counted = [...two, fact('count', [], LE, [year], 2)]
    expect(judgedFacts(`${ens('BRA')} life expectancy was the highest in ${year}.`, counted)).toEqual([])
    expect(judgedFacts(`${ens('MEX')} life expectancy was the highest in ${year}.`, counted)).toEqual([
      [
        'wrong_extreme',
        `${ens('MEX')} life expectancy at birth in ${year} was not the highest of the countries; the answer says "highest"`,
      ],
    ])
    expect(judgedFacts(`${En('MEX')} ranked second on life expectancy in ${year}.`, counted)).toEqual([])
    expect(judgedFacts(`${En('MEX')} ranked last on life expectancy in ${year}.`, counted)).toEqual([])
    expect(judgedFacts(`${En('BRA')} ranked last on life expectancy in ${year}.`, counted)).toEqual([
      ['wrong_rank', `${En('BRA')} ranked 1 on life expectancy at birth in ${year}; the answer says "ranked last"`],
    ])
    // Without the count, two values are no ranking.
    expect(judgedFacts(`${ens('BRA')} life expectancy was the highest in ${year}.`, two)).toEqual([
      [
        'unsupported_claim',
        `the facts do not hold every country's life expectancy at birth in ${year}, so "highest" cannot be checked`,
      ],
    ])
    // A subject the ranking does not hold.
    expect(judgedFacts(`${ens('JPN')} life expectancy was the highest in ${year}.`, counted)).toEqual([
      ['unsupported_claim', `no life expectancy at birth of ${en('JPN')} in ${year} was given`],
    ])
    // A place stated without every value: from the top only.
    const stated = [fact('rank', ['BRA'], LE, [year], 3)]
    expect(judgedFacts(`${En('BRA')} ranked third on life expectancy in ${year}.`, stated)).toEqual([])
    expect(judgedFacts(`${En('BRA')} ranked last on life expectancy in ${year}.`, stated)).toEqual([
      [
        'unsupported_claim',
        `no full ranking of life expectancy at birth in ${year} was given, so "ranked last" cannot be checked`,
      ],
    ])
  })

  it('judges a claim by the series its sentence names, else the answer’s one series, else the facts’', () => {
    const facts = [cmp(GDP, year, hi, lo), cmp(POP, year, hi, lo)]
    const [gHi, gLo] = byValue(GDP, year, hi, lo)
    expect(problems(`In ${year}, ${en(gHi)} was ahead of ${en(gLo)} in GDP.`, facts)).toEqual([])
    expect(problems(`In ${year}, ${en(gLo)} was ahead of ${en(gHi)} in GDP.`, facts)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(gLo)} was ahead ${en(gHi)}" in ${year}`],
    ])
    // The answer's one series, named in another sentence.
    expect(problems(`The GDP figures are for ${year}. ${En(gLo)} was ahead of ${en(gHi)}.`, facts)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(gLo)} was ahead ${en(gHi)}" in ${year}`],
    ])
    // No series named: any series of the facts that bears it out is enough; else the most telling refusal.
    const pcap = [gv(hi, PCAP, year), ...facts]
    for (const c of [hi, lo]) {
      const other = c === hi ? lo : hi
      const expected = [POP, GDP].some((i) => byValue(i, year, c, other)[0] === c)
        ? []
        : [['wrong_comparison', `the facts do not bear out "${en(c)} was ahead ${en(other)}" in ${year}`]]
      expect(problems(`In ${year}, ${en(c)} was ahead of ${en(other)}.`, pcap)).toEqual(expected)
    }
    // Every series unsupported: the first one's refusal.
    expect(problems(`In ${year - 1}, ${en(hi)} was ahead of ${en(lo)}.`, pcap)).toEqual([
      [
        'unsupported_claim',
        `no GDP per capita of both in ${year - 1} was given, so "${en(hi)} was ahead ${en(lo)}" cannot be checked`,
      ],
    ])
  })

  it('takes a year from the sentence, the answer’s one year, or a span’s end', () => {
    const calls = [cmp(POP, year, hi, lo)]
    expect(problems(`In ${year}: ${en(lo)} was ahead of ${en(hi)} in population.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(lo)} was ahead ${en(hi)}" in ${year}`],
    ])
    expect(problems(`These are ${year} figures. ${En(lo)} was ahead of ${en(hi)} in population.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(lo)} was ahead ${en(hi)}" in ${year}`],
    ])
    // A year in parentheses is not the claim's.
    expect(problems(`${En(hi)} had more people than ${en(lo)} in ${year} (up from 2010).`, calls)).toEqual([])
    // A rank over a span: its last year.
    const A = atPlace(POP, year, 4)
    expect(placeOf(A, POP, year)).toBe(4)
    expect(problems(`From 2010 to ${year}, ${en(A)} ranked fourth on population.`, [rk(POP, year)])).toEqual([])
    expect(problems(`${En(A)} ranked fourth on population in 2010 and ${year}.`, [rk(POP, year)])).toEqual([])
  })

  it('binds each claim to the subject of its own clause', () => {
    const [from, to] = [2010, 2024]
    const up = COUNTRIES.find((c) => rose(c, POP, from, to))!
    const down = COUNTRIES.find((c) => !rose(c, POP, from, to))!
    const calls = [ch(up, POP, from, to), ch(down, POP, from, to)]
    expect(problems(`From ${from} to ${to}, ${ens(up)} population rose, while ${ens(down)} fell.`, calls)).toEqual([])
    expect(problems(`From ${from} to ${to}, ${ens(down)} population rose, while ${ens(up)} fell.`, calls)).toEqual([
      ['wrong_direction', `${ens(down)} population fell from ${from} to ${to}; the answer says "rose"`],
      ['wrong_direction', `${ens(up)} population rose from ${from} to ${to}; the answer says "fell"`],
    ])
  })

  it('compares a country with its own value in another year ("above its 2010 level")', () => {
    const c = COUNTRIES.find((x) => ref(x, GDP, year)! > ref(x, GDP, 2010)!)!
    const calls = [gv(c, GDP, 2010), gv(c, GDP, year)]
    expect(problems(`In ${year}, ${ens(c)} GDP was above its 2010 level.`, calls)).toEqual([])
    expect(problems(`In ${year}, ${ens(c)} GDP was below its 2010 level.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(c)} below ${en(c)} in 2010" in ${year}`],
    ])
    expect(
      problems(`En ${year}, le PIB ${COUNTRY_FORMS[c]!.frOf} était au-dessus de son niveau de 2010.`, calls),
    ).toEqual([])
    // Over a span: the span's end.
    expect(problems(`From 2010 to ${year}, ${ens(c)} GDP climbed back above its 2010 level.`, calls)).toEqual([])
    expect(problems(`From 2010 to ${year}, ${ens(c)} GDP ended below its 2010 level.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(c)} below ${en(c)} in 2010" in ${year}`],
    ])
  })

  it('leaves a comparison with the question’s own figure to the verdict', () => {
    const question = `Did Brazil's population exceed 200 million in any year from 2000 to 2020?`
    const calls = [gv('BRA', POP, 2000, 2020)]
    const passed = yearsFrom(2001, 2020).find((y) => ref('BRA', POP, y)! > 200e6 && !(ref('BRA', POP, y - 1)! > 200e6))
    expect(passed).toBeDefined()
    const answer = `Yes: ${ens('BRA')} population exceeded that mark in ${passed}.`
    expect(problems(answer, calls, { question })).toEqual([])
    expect(problems(answer, calls)).toEqual([
      ['unsupported_claim', `"exceeded" names nothing to compare ${en('BRA')} with`],
    ])
  })
})

describe('reading the claim words', () => {
  const year = 2024
  const ranking = rk(POP, year)
  const [first, second, third] = [1, 2, 3].map((p) => atPlace(POP, year, p)) as [string, string, string]

  it('reads a claim the same with runs of spaces between its words', () => {
    // Countries whose names are one word (a run of spaces inside a name is the name reader's matter).
    const [second, third] = refRanking(POP, year)
      .map((r) => r.country)
      .filter((c) => !en(c).includes(' '))
      .slice(1, 3) as [string, string]
    const spaced = (s: string) => s.replace(/ /g, '  ')
    const codes = (answer: string, calls: Call[]) => judged(answer, calls).map((p) => p.code)
    const cases: [string, Call[]][] = [
      [`In ${year}, ${ens(second)} population was higher than ${ens(third)}.`, [ranking]],
      [`In ${year}, ${ens(third)} population was higher than ${ens(second)}.`, [ranking]],
      [`${En(third)} ranked ${ORDINALS_EN[placeOf(third, POP, year) - 1]} on population in ${year}.`, [ranking]],
      [`${En(third)} ranked 2nd on population in ${year}.`, [ranking]],
      [`${En(second)} had the third highest population in ${year}.`, [ranking]],
      [`${En(second)} ranked last on population in ${year}.`, [ranking]],
      [`${ens(second)} population rose from 2010 to ${year}.`, [ch(second, POP, 2010, year)]],
      [`In ${year}, ${ens(second)} population was below the average.`, [ranking]],
      [`In ${year}, ${ens(first)} population was more than twice ${ens(third)}.`, [ranking]],
      [`In ${year}, ${en(third)} had more than 1 billion people.`, [ranking]],
      [`Among ${en(second)} and ${en(third)}, ${en(second)} had the lowest population in ${year}.`, [ranking]],
      [
        `${ens(second)} population was higher than ${ens(third)} in every year from 2015 to 2020.`,
        [gv(second, POP, 2015, 2020), gv(third, POP, 2015, 2020)],
      ],
      [
        `In ${year}, ${ens(second)} population was below its 2010 level.`,
        [gv(second, POP, 2010), gv(second, POP, year)],
      ],
      [
        `In ${year}, ${ens(second)} population was above its 2010 level.`,
        [gv(second, POP, 2010), gv(second, POP, year)],
      ],
    ]
    for (const [answer, calls] of cases)
      expect([answer, codes(spaced(answer), calls)]).toEqual([answer, codes(answer, calls)])
    expect(cases.map(([answer, calls]) => codes(answer, calls).length > 0)).toContain(true)
    expect(cases.map(([answer, calls]) => codes(answer, calls).length === 0)).toContain(true)
  })

  it('reads places in digits in both languages ("2nd", "1er", "3e"), and nothing above the eighth', () => {
    const place = placeOf(third, POP, year)
    expect(
      problems(`${En(third)} ranked ${place}${SUFFIX_EN[place - 1]} on population in ${year}.`, [ranking]),
    ).toEqual([])
    expect(problems(`En ${year}, ${fr(first)} était 1er pour la population.`, [ranking])).toEqual([])
    expect(problems(`En ${year}, ${fr(first)} se classait 1re pour la population.`, [ranking])).toEqual([])
    expect(problems(`En ${year}, ${fr(third)} était ${place}eme pour la population.`, [ranking])).toEqual([])
    expect(problems(`En ${year}, ${fr(second)} était 3e pour la population.`, [ranking])).toEqual([
      [
        'wrong_rank',
        `${en(second)} ranked ${placeOf(second, POP, year)} on population in ${year}; the answer says "3e"`,
      ],
    ])
    expect(problems(`${En(third)} ranked 9th on population in ${year}.`, [ranking])).toEqual([])
    expect(
      problems(`${En(third)} had the ${place}${SUFFIX_EN[place - 1]} highest population in ${year}.`, [ranking]),
    ).toEqual([])
    expect(
      problems(`${En(second)} had the ${place}${SUFFIX_EN[place - 1]} highest population in ${year}.`, [ranking]),
    ).toEqual([
      [
        'wrong_rank',
        `${en(second)} ranked ${placeOf(second, POP, year)} on population in ${year}; the answer says "${place}${SUFFIX_EN[place - 1]} highest"`,
      ],
    ])
  })

  it('skips a claim the answer quotes', () => {
    const answer = `As asked: "${en(second)} had the highest population in ${year}".`
    expect(problems(answer, [ranking], { quoted: (at) => at >= answer.indexOf('"') })).toEqual([])
    expect(problems(answer, [ranking])).toEqual([
      [
        'wrong_extreme',
        `${en(second)}'s population in ${year} was not the highest of the countries; the answer says "highest"`,
      ],
    ])
  })

  it('reads "ranked first ahead of" as a place, then a comparison', () => {
    const calls = [ranking]
    expect(problems(`In ${year}, ${en(first)} ranked first ahead of ${en(second)} on population.`, calls)).toEqual([])
    expect(problems(`In ${year}, ${en(second)} ranked second ahead of ${en(third)} on population.`, calls)).toEqual([])
    expect(problems(`In ${year}, ${en(third)} ranked third ahead of ${en(second)} on population.`, calls)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(third)} ahead of ${en(second)}" in ${year}`],
    ])
  })

  it('takes a second subject only up to the next claim word', () => {
    expect(
      problems(`In ${year}, ${en(second)} was ahead of ${en(third)} and behind ${en(first)} in population.`, [ranking]),
    ).toEqual([])
    expect(
      problems(`In ${year}, ${en(second)} was ahead of ${en(first)} and behind ${en(third)} in population.`, [ranking]),
    ).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(second)} was ahead ${en(first)}" in ${year}`],
      // "behind": the first country of its part of the sentence.
      ['wrong_comparison', `the facts do not bear out "${en(second)} behind ${en(third)}" in ${year}`],
    ])
  })

  it('leaves the countries in parentheses out of an extreme’s subjects', () => {
    expect(
      problems(`The highest population in ${year} was that of ${en(first)} (${en(second)} came next).`, [ranking]),
    ).toEqual([])
    expect(
      problems(`The highest population in ${year} was that of ${en(second)} (${en(first)} came next).`, [ranking]),
    ).toEqual([
      [
        'wrong_extreme',
        `${en(second)}'s population in ${year} was not the highest of the countries; the answer says "highest"`,
      ],
    ])
  })

  it('takes a span that ends a part of the sentence for the claims of that part', () => {
    const [from, to] = [2010, 2024]
    const up = COUNTRIES.find((c) => rose(c, POP, from, to))!
    const down = COUNTRIES.find((c) => !rose(c, POP, from, to))!
    const calls = [gv(up, POP, from, to), gv(down, POP, from, to)]
    expect(problems(`${ens(down)} population did not rise from ${from} to ${to}; ${ens(up)} did.`, calls)).toEqual([])
    expect(problems(`${ens(up)} population did not rise from ${from} to ${to}; ${ens(down)} did.`, calls)).toEqual([
      ['wrong_direction', expect.stringMatching(/ from 2010 to 2024; the answer says "rise"$/)],
    ])
  })
})

describe('claims bound to their own part of the sentence: again, since, in the lead, against its own other year', () => {
  const [first, last] = testStore().years
  const years = yearsFrom(first, last)
  // Two countries' GDP per capita whose lead changed hands at least three times (from the CSV): a, ahead in some
  // year, behind later, ahead again.
  const ahead = (x: string, y: string, z: number) => ref(x, PCAP, z)! > ref(y, PCAP, z)!
  const [a, b] = (() => {
    for (const x of COUNTRIES)
      for (const y of COUNTRIES) {
        if (x === y) continue
        const changes = years.slice(1).filter((z) => ahead(x, y, z) !== ahead(x, y, z - 1))
        if (changes.length >= 3 && ahead(x, y, first)) return [x, y]
      }
    throw new Error('no pair changed the lead three times')
  })()
  const all = [gv(a, PCAP, first, last), gv(b, PCAP, first, last)]
  // The first year a was ahead again (ahead, then behind, then ahead), and a year it was ahead with no drop before.
  const againYear = years.find((z) => ahead(a, b, z) && years.some((w) => w < z && !ahead(a, b, w)))!
  const neverDropped = years.find((z) => ahead(a, b, z))!
  // Two countries, one ahead in every year from `since` (at least three years before the last) to the last, behind
  // the year before.
  const sinceOf = (x: string, y: string) => [...years].reverse().find((z) => z === first || !ahead(x, y, z - 1))!
  const [leader, other] = (() => {
    for (const x of COUNTRIES)
      for (const y of COUNTRIES)
        if (x !== y && ahead(x, y, last) && sinceOf(x, y) > first && sinceOf(x, y) <= last - 3) return [x, y]
    throw new Error('no pair with a lead of three years')
  })()
  const since = sinceOf(leader, other)
  const both = [gv(leader, PCAP, first, last), gv(other, PCAP, first, last)]
  it('found its years in the data', () => {
    expect(againYear).toBeGreaterThan(neverDropped)
    expect(since).toBeGreaterThan(first)
  })

  it('"again": ahead in its year, after a year it was not, after a year it was', () => {
    expect(problems(`In ${againYear}, ${en(a)} was ahead of ${en(b)} again.`, all)).toEqual([])
    expect(problems(`En ${againYear}, ${fr(a)} était à nouveau devant ${fr(b)}.`, all)).toEqual([])
    expect(problems(`In ${neverDropped}, ${en(a)} was ahead of ${en(b)} again.`, all)).toEqual([
      [
        'wrong_comparison',
        `the facts do not bear out "${en(a)} was ahead ${en(b)}" again in ${neverDropped}: it did not hold, then stop holding, before`,
      ],
    ])
    // Said once more, with no claim word of its own: "..., then again in 2017".
    const behind = years.find((z) => z > againYear && !ahead(a, b, z))!
    expect(problems(`In ${neverDropped}, ${en(a)} was ahead of ${en(b)}, then again in ${againYear}.`, all)).toEqual([])
    expect(problems(`In ${neverDropped}, ${en(a)} was ahead of ${en(b)}, then again in ${behind}.`, all)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} again ${en(b)}" in ${behind}`],
    ])
  })

  it('binds each claim to the years of its own part: "ahead in 2022 and 2023, but in 2025 the other was ahead"', () => {
    const leads = years.filter((z) => ahead(a, b, z))
    const trails = years.filter((z) => !ahead(a, b, z))
    const answer = (x: number, y: number, z: number) =>
      `${En(a)} was ahead of ${en(b)} in ${x} and ${y}, but in ${z} ${en(b)} was ahead.`
    expect(problems(answer(leads[0]!, leads[1]!, trails[0]!), all)).toEqual([])
    expect(problems(answer(leads[0]!, trails[0]!, trails[1]!), all)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} was ahead ${en(b)}" in ${trails[0]}`],
    ])
  })

  it('"since 2018", "depuis 2018": every year from it to the last of the data', () => {
    expect(problems(`${En(leader)} has been ahead of ${en(other)} since ${since}.`, both)).toEqual([])
    expect(problems(`${Fr(leader)} est devant ${fr(other)} depuis ${since}.`, both)).toEqual([])
    expect(problems(`${En(leader)} has been ahead of ${en(other)} since ${since - 1}.`, both)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(leader)} ahead of ${en(other)}" in ${since - 1}`],
    ])
    // To the last year the results reach: results up to the year before the last check it up to there.
    const shorter = [gv(leader, PCAP, first, last - 1), gv(other, PCAP, first, last - 1)]
    expect(problems(`${En(leader)} has been ahead of ${en(other)} since ${since}.`, shorter)).toEqual([])
    expect(problems(`${En(leader)} has been ahead of ${en(other)} since ${since - 1}.`, shorter)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(leader)} ahead of ${en(other)}" in ${since - 1}`],
    ])
    // A way since a year: from it to the last year the results reach.
    const grew = COUNTRIES.find((x) => ref(x, POP, last - 1)! > ref(x, POP, 2000)!)!
    expect(
      problems(`${ens(grew)} population has grown since 2000.`, [gv(grew, POP, 2000), gv(grew, POP, last - 1)]),
    ).toEqual([])
    expect(
      problems(`${ens(grew)} population has fallen since 2000.`, [gv(grew, POP, 2000), gv(grew, POP, last - 1)]),
    ).toEqual([['wrong_direction', `${en(grew)}'s population rose from 2000 to ${last - 1}; the answer says "fallen"`]])
  })

  it('"en tête", "in the lead": ahead of the other country its sentence names, else the top of them all', () => {
    const answer = (x: string, y: string) => `${Fr(x)} est en tête depuis ${since}, devant ${fr(y)}.`
    expect(problems(answer(leader, other), both)).toEqual([])
    expect(problems(answer(other, leader), both)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(other)} en tête ${en(leader)}" in ${since}`],
      ['wrong_comparison', `the facts do not bear out "${en(other)} devant ${en(leader)}" in ${since}`],
    ])
    expect(problems(`In ${last}, ${en(leader)} was in the lead, with ${en(other)} behind.`, both)).toEqual([])
    // Alone in its sentence: the top of every country's values that year.
    const top = atPlace(PCAP, last, 1)
    expect(problems(`En ${last}, ${fr(top)} est en tête.`, [rk(PCAP, last)])).toEqual([])
    const second = atPlace(PCAP, last, 2)
    expect(problems(`En ${last}, ${fr(second)} est en tête.`, [rk(PCAP, last)]).map(([code]) => code)).toEqual([
      'wrong_extreme',
    ])
  })

  it('"from 2009 to 2014", "de 2009 à 2014": ahead in every year of the span', () => {
    // The longest run of years a was ahead, and the year after it.
    const runs = years.filter((z) => ahead(a, b, z) && ahead(a, b, z + 1 > last ? z : z + 1))
    const from = runs[0]!
    const to = years.find((z) => z > from && !ahead(a, b, z + 1))!
    expect(problems(`${En(a)} was ahead of ${en(b)} from ${from} to ${to}.`, all)).toEqual([])
    expect(problems(`${Fr(a)} a dépassé ${fr(b)} de ${from} à ${to}.`, all)).toEqual([])
    expect(problems(`${En(a)} was ahead of ${en(b)} from ${from} to ${to + 1}.`, all)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(a)} was ahead ${en(b)}" in ${to + 1}`],
    ])
  })

  it('"lower than about 12,275 dollars in 2014", "larger in 2024 than in 2000": its own value of the other year', () => {
    const c = COUNTRIES.find((x) => ref(x, PCAP, 2024)! < ref(x, PCAP, 2014)!)!
    const calls = [gv(c, PCAP, 2014), gv(c, PCAP, 2024)]
    const shown = (y: number) => formatFixed(ref(c, PCAP, y)!, 0, 'en')
    expect(
      problems(
        `In 2024, ${ens(c)} GDP per capita was ${shown(2024)} dollars, lower than ${shown(2014)} dollars in 2014.`,
        calls,
      ),
    ).toEqual([])
    expect(
      problems(
        `In 2024, ${ens(c)} GDP per capita was ${shown(2024)} dollars, higher than ${shown(2014)} dollars in 2014.`,
        calls,
      ),
    ).toEqual([['wrong_comparison', `the facts do not bear out "${en(c)} higher than ${en(c)} in 2014" in 2024`]])
    expect(
      problems(`Le PIB par habitant ${COUNTRY_FORMS[c]!.frOf} était en 2024 plus faible qu'en 2014.`, calls),
    ).toEqual([])
    expect(
      problems(`Le PIB par habitant ${COUNTRY_FORMS[c]!.frOf} était en 2024 plus élevé qu'en 2014.`, calls),
    ).toEqual([['wrong_comparison', `the facts do not bear out "${en(c)} plus élevé qu ${en(c)} in 2014" in 2024`]])
    const g = COUNTRIES.find((x) => ref(x, GDP, 2024)! > ref(x, GDP, 2000)!)!
    const change = [ch(g, GDP, 2000, 2024)]
    expect(problems(`${ens(g)} GDP was larger in 2024 than in 2000.`, change)).toEqual([])
    expect(problems(`${ens(g)} GDP was smaller in 2024 than in 2000.`, change)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(g)} smaller ${en(g)} in 2000" in 2024`],
    ])
    // French, the year between the word and its "que".
    const frOf = COUNTRY_FORMS[g]!.frOf
    expect(problems(`Le PIB ${frOf} était plus élevé en 2024 qu'en 2000.`, change)).toEqual([])
    expect(problems(`Le PIB ${frOf} était plus faible en 2024 qu'en 2000.`, change)).toEqual([
      ['wrong_comparison', `the facts do not bear out "${en(g)} plus faible ${en(g)} in 2000" in 2024`],
    ])
    // Another country between the word and the year: that country's value, as before.
    const h = COUNTRIES.find((x) => x !== g)!
    expect(problems(`${ens(g)} GDP was larger than ${ens(h)} in 2024.`, change)).toEqual([
      ['unsupported_claim', `no GDP of both in 2024 was given, so "${en(g)} larger than ${en(h)}" cannot be checked`],
    ])
  })
})

describe('since when: the year a claim has held since', () => {
  const [first, last] = testStore().years
  const both = (a: string, b: string, i: string) => [gv(a, i, first, last), gv(b, i, first, last)]

  it('is the first year of the run to the latest year, the year before not holding', () => {
    const question = 'Since when has Nigeria had more people than Japan?'
    const run = refSince(refAhead('NGA', 'JPN', POP), [first, last])
    if (!run.held || run.before === undefined) throw new Error('Nigeria is expected ahead of Japan from a later year')
    const said = (y: number) => `${En('NGA')} has had more people than ${en('JPN')} since ${y}.`
    const calls = both('NGA', 'JPN', POP)
    expect(problems(said(run.since), calls, { question })).toEqual([])
    // A year inside the run (not its first) and the year before it (not held) are both refused.
    for (const wrong of [run.since + 1, run.before])
      expect(problems(said(wrong), calls, { question })).toContainEqual([
        'wrong_year',
        `the facts give ${run.since} as the first year of the run of years with ${ens('NGA')} population ahead of ${ens('JPN')} that lasts to ${run.latest}; the answer says since ${wrong}`,
      ])
    expect(problems(`${En('NGA')} has had more people than ${en('JPN')}.`, calls, { question })).toContainEqual([
      'wrong_year',
      `the facts give ${run.since} as the first year of the run of years with ${ens('NGA')} population ahead of ${ens('JPN')} that lasts to ${run.latest}; the answer does not name it`,
    ])
  })

  it('refuses a "depuis" for a figure of the question’s own, and any "since" once the claim no longer holds', () => {
    const question = "Depuis quand l'espérance de vie au Japon dépasse-t-elle 84 ans ?"
    const run = refSince(refAbove('JPN', LE, 84), [first, last])
    if (!run.held) throw new Error('Japan is expected above 84 in its latest year')
    const calls = [gv('JPN', LE, first, last)]
    const said = (y: number) => `L'espérance de vie au Japon est au-dessus du seuil indiqué depuis ${y}.`
    expect(problems(said(run.since), calls, { question })).toEqual([])
    expect(problems(said(run.since - 1), calls, { question }).map(([code]) => code)).toEqual(['wrong_year'])

    const india = "Since when has India's GDP been larger than the UK's?"
    const behind = refSince(refAhead('IND', 'GBR', GDP), [first, last])
    if (behind.held) throw new Error('India is expected behind the UK in the latest year')
    expect(
      problems(`${ens('IND')} GDP has been larger since ${behind.lastHeld}.`, both('IND', 'GBR', GDP), {
        question: india,
      }),
    ).toContainEqual([
      'wrong_year',
      `the facts do not give ${ens('IND')} GDP ahead of ${ens('GBR')} in ${behind.latest}, the latest year with values, so it holds since no year; the answer says since ${behind.lastHeld}`,
    ])
  })
})

describe('since when: a "since" inside a quotation', () => {
  it('is the quotation’s, not the answer’s claim', () => {
    const [first, last] = testStore().years
    const question = 'Since when has Nigeria had more people than Japan?'
    const run = refSince(refAhead('NGA', 'JPN', POP), [first, last])
    if (!run.held) throw new Error('Nigeria is expected ahead of Japan in the latest year')
    const answer = `${En('NGA')} has had more people than ${en('JPN')} since ${run.since}; "since ${run.since + 1}" is the claim quoted.`
    const quote = answer.indexOf('"since')
    const calls = [gv('NGA', POP, first, last), gv('JPN', POP, first, last)]
    expect(problems(answer, calls, { question, quoted: (at) => at > quote })).toEqual([])
    expect(problems(answer, calls, { question }).map(([code]) => code)).toContain('wrong_year')
  })
})
