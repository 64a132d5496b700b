// The overtaking's answer, over every pair of countries and every series of the snapshot, in English and French: it
// fits an answer's length (its compact form says each unit once), gate 2 passes it, and a lead taken more than once
// names the latest crossing, never an earlier one a later crossing undid. Every expected year is computed here from
// the snapshot.
import { describe, expect, it } from 'vitest'
import { INDICATOR_CODES } from '../src/lexicon/codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../src/lexicon/names.js'
import { LABEL } from '../src/shapes/kit/corpus.js'
import { TOO_MANY } from '../src/planner/reasons.js'
import type { Outcome } from '../src/ask/outcome.js'
import { COUNTRIES, plannerService, ref, testStore, judgeTwoSeries } from './helpers.js'

const store = testStore()
const service = plannerService()
const ask = (question: string) => service.ask({ question })
const why = (o: Outcome) => `${o.status}: ${o.answer} ${o.problems.map((p) => p.detail).join('; ')}`
const en = (code: string) => COUNTRY_FORMS[code]!.en
const fr = (code: string) => COUNTRY_FORMS[code]!.fr
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Every pair of two countries, with every series. */
const EVERY = INDICATOR_CODES.flatMap((i) =>
  COUNTRIES.flatMap((a) => COUNTRIES.filter((b) => b !== a).map((b) => ({ a, b, i }))),
)

/** The four ways an overtaking is asked, in English and French. */
const questions = (a: string, b: string, i: string) => {
  const words = INDICATOR_WORDS[i as (typeof INDICATOR_CODES)[number]]
  return [
    `Did ${en(a)} overtake ${en(b)} in ${words.labelEn}?`,
    `Has ${en(a)} overtaken ${en(b)} in ${words.labelEn}?`,
    `${cap(fr(a))} a-t-il dépassé ${fr(b)} pour ${words.labelFr} ?`,
    `Since when has ${en(a)} been ahead of ${en(b)} in ${words.labelEn}?`,
  ]
}

/** Every year with values for both, from the snapshot, and each year A was ahead. */
function yearsOfBoth(a: string, b: string, i: string, to = store.years[1]) {
  const years = Array.from({ length: to - store.years[0] + 1 }, (_, k) => store.years[0] + k).filter(
    (y) => ref(a, i, y) !== null && ref(b, i, y) !== null,
  )
  return years.map((year) => ({ year, ahead: ref(a, i, year)! > ref(b, i, year)! }))
}

/** Each crossing: a year A was ahead after not being ahead the year before (of those with values for both). */
const crossings = (years: { year: number; ahead: boolean }[]) =>
  years.filter((p, k) => k > 0 && p.ahead && !years[k - 1]!.ahead).map((p) => p.year)

describe('an overtaking asked of any pair and series fits an answer', () => {
  it('is never declined as too many figures, and gate 2 passes each (English and French)', async () => {
    const tooMany = new Set(Object.values(TOO_MANY))
    let answered = 0
    for (const { a, b, i } of EVERY)
      for (const question of questions(a, b, i)) {
        const o = await ask(question)
        expect(o.status, `${question} ${why(o)}`).toBe('valid')
        expect(tooMany.has(o.answer ?? ''), `${question} ${why(o)}`).toBe(false)
        if (o.answer_status === 'answered') answered += 1
      }
    // (Not declined for another reason either, in the main: every pair has values for both in most series.)
    expect(answered).toBeGreaterThan(EVERY.length * 3)
  })
})

describe('a lead taken more than once names the latest crossing', () => {
  // The pairs whose first country passed the second more than once (ahead in the first year counts as none).
  const several = EVERY.flatMap(({ a, b, i }) => {
    const found = crossings(yearsOfBoth(a, b, i))
    return found.length > 1 ? [{ a, b, i, found }] : []
  })

  it('the snapshot holds such pairs (Mexico and Brazil in GDP per capita among them)', () => {
    expect(several.length).toBeGreaterThan(3)
    expect(several.some((p) => p.a === 'MEX' && p.b === 'BRA' && p.i === 'NY.GDP.PCAP.CD')).toBe(true)
  })

  it('"again" is the latest crossing before the year asked (or the latest year), never an undone one', async () => {
    let tested = 0
    for (const { a, b, i, found } of several) {
      const words = INDICATOR_WORDS[i]
      // The latest year, and a year asked after the second crossing (the latest one up to it).
      const asked = [store.years[1], found[1]!]
      for (const at of asked) {
        const upTo = crossings(yearsOfBoth(a, b, i, at))
        const latest = upTo.at(-1)!
        const when = at === store.years[1] ? ['', ''] : [` in ${at}`, ` en ${at}`]
        for (const question of [
          `Did ${en(a)} overtake ${en(b)} in ${words.labelEn}${when[0]}?`,
          `${cap(fr(a))} a-t-il dépassé ${fr(b)} pour ${words.labelFr}${when[1]} ?`,
        ]) {
          const o = await ask(question)
          expect(o.status, `${question} ${why(o)}`).toBe('valid')
          const answer = o.answer!
          const again = [...answer.matchAll(/(?:again in|de nouveau dépassé .*? en) (\d{4})/gu)].map((m) =>
            Number(m[1]),
          )
          // (A "since when", which names the run's first year, is no overtaking "again".)
          if (upTo.length > 1 || yearsOfBoth(a, b, i, at)[0]!.ahead)
            expect(again, `${question} ${answer}`).toEqual([latest])
          else expect(again, `${question} ${answer}`).toEqual([])
          if (at !== store.years[1]) continue
          // Gate 2 passes it, and refuses the same answer with an earlier crossing a later one undid.
          expect(judgeTwoSeries(question, answer, a, b, i), answer).toEqual([])
          // (An earlier crossing said "again": after the first, or any when A was ahead in the first year.)
          const earlier = upTo.slice(yearsOfBoth(a, b, i)[0]!.ahead ? 0 : 1, -1)
          if (earlier.length === 0) continue
          tested += 1
          const undone = earlier.at(-1)!
          const moved = answer.replace(
            new RegExp(`(again in|de nouveau dépassé .*? en) ${latest}`, 'u'),
            `$1 ${undone}`,
          )
          expect(moved, answer).not.toBe(answer)
          const refused = judgeTwoSeries(question, moved, a, b, i).map((p) => p.detail)
          expect(refused.join('; '), moved).toMatch(new RegExp(`again in ${undone} was undone`, 'u'))
        }
      }
    }
    expect(tested).toBeGreaterThan(0)
  })

  // "Was A ever higher than B", asked where A was behind in the first year, is answered over every year as "did A
  // overtake B" is: first higher at the first crossing, then the latest crossing, on the same facts (a model that reads
  // "did A overtake B" as `ever` agrees with the rules by meaning: src/reading/agree.ts).
  it('"ever higher" names the latest crossing too, citing the same facts as "did A overtake B"', async () => {
    const facts = (o: Outcome) =>
      [...new Set(o.citations.map((c) => JSON.stringify([c.country_codes, c.indicator_code, c.years, c.value])))].sort()
    let tested = 0
    for (const { a, b, i, found } of several) {
      if (yearsOfBoth(a, b, i)[0]!.ahead) continue
      const label = LABEL[i]!
      const overtook = await ask(`Did ${en(a)} overtake ${en(b)} in ${INDICATOR_WORDS[i].labelEn}?`)
      expect(overtook.status, why(overtook)).toBe('valid')
      for (const question of [
        `Has ${en(a)}'s ${label.en} ever been higher than ${en(b)}'s?`,
        ...(label.feminine
          ? []
          : [
              `${cap(label.fr)} ${COUNTRY_FORMS[a]!.frOf} a-t-il déjà été supérieur à celui ${COUNTRY_FORMS[b]!.frOf} ?`,
            ]),
      ]) {
        const o = await ask(question)
        expect(o.status, `${question} ${why(o)}`).toBe('valid')
        expect(o.answer, question).toMatch(/^(Yes|Oui)\b/u)
        const again = [...o.answer!.matchAll(/(?:again in|de nouveau dépassé .*? en) (\d{4})/gu)].map((m) =>
          Number(m[1]),
        )
        expect(again, `${question} ${o.answer}`).toEqual([found.at(-1)])
        expect(facts(o), `${question} ${o.answer}`).toEqual(facts(overtook))
        tested += 1
      }
    }
    expect(tested).toBeGreaterThan(3)
  })
})
