// Two named countries' changes compared (issue 35): "did it rise more in Brazil than in Mexico", "by more points",
// "which rose more" compare the differences in the series' own unit (points of a share, years, current US dollars);
// "grew faster", "in percent" the percent changes. A yes-or-no question gets its verdict, a "which" question the
// country named first, and gate 2 establishes both from the facts. Every expected verdict and country is computed
// here from the CSV (helpers.ts), never typed by hand.
import { describe, expect, it } from 'vitest'
import { checkClaims } from '../src/gates/claims.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { COUNTRY_FORMS } from '../src/lexicon/names.js'
import { checkReading } from '../src/reading/check.js'
import { readQuestion } from '../src/reading/rules.js'
import { detectLanguage } from '../src/text/language.js'
import { factsOf, missingYearsOf } from '../src/tools/facts.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { plannerService, ref, testStore } from './helpers.js'
import { ch } from './tool-calls.js'

const { GDP, LE } = INDICATOR
const NET = 'IT.NET.USER.ZS'

const diff = (c: string, i: string, a: number, b: number) => ref(c, i, b)! - ref(c, i, a)!
const pct = (c: string, i: string, a: number, b: number) => ref(c, i, b)! / ref(c, i, a)! - 1
const yes = (v: boolean, fr: boolean) => (fr ? (v ? 'Oui :' : 'Non :') : v ? 'Yes:' : 'No:')
/** The country of the two named first in the answer (after its verdict). */
const firstNamed = (answer: string, x: string, z: string, fr: boolean) => {
  const at = (c: string) => {
    const name = fr ? COUNTRY_FORMS[c]!.fr.replace(/^(?:le|la|les|l')\s?/i, '') : COUNTRY_FORMS[c]!.en
    return answer.indexOf(name)
  }
  return at(x) < at(z) ? x : z
}

async function ask(question: string) {
  const outcome = await plannerService().ask({ question, design: 'tools' })
  return { status: outcome.status, answer: outcome.answer ?? '', shape: outcome.trace }
}

const CASES = [
  ['BRA', 'MEX', NET, 2010, 2020],
  ['IND', 'GBR', GDP, 2010, 2020],
  ['NGA', 'IND', LE, 2000, 2020],
] as const
const LABEL: Record<string, { en: string; fr: string; feminine: boolean }> = {
  [NET]: { en: 'internet use', fr: "l'accès à internet", feminine: false },
  [GDP]: { en: 'GDP', fr: 'le PIB', feminine: false },
  [LE]: { en: 'life expectancy', fr: "l'espérance de vie", feminine: true },
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

describe('two named countries’ changes compared', () => {
  it('the cases differ by measure: the verdicts below are not the same by points and by percent', () => {
    // (Otherwise a composer comparing the wrong measure would pass: Brazil rose more in points, Mexico faster.)
    expect(diff('BRA', NET, 2010, 2020) > diff('MEX', NET, 2010, 2020)).not.toBe(
      pct('BRA', NET, 2010, 2020) > pct('MEX', NET, 2010, 2020),
    )
    expect(diff('NGA', LE, 2000, 2020) > diff('IND', LE, 2000, 2020)).not.toBe(
      pct('NGA', LE, 2000, 2020) > pct('IND', LE, 2000, 2020),
    )
  })

  it.each(CASES)(
    '%s and %s, %s, %i-%i: yes or no, which, in points and in percent, EN and FR',
    async (x, z, i, a, b) => {
      const byPoints = diff(x, i, a, b) > diff(z, i, a, b)
      const byPercent = pct(x, i, a, b) > pct(z, i, a, b)
      const [winPoints, winPercent] = [byPoints ? x : z, byPercent ? x : z]
      const label = LABEL[i]!
      const fr = (c: string) => COUNTRY_FORMS[c]!.frIn
      const it = label.feminine ? 'elle' : 'il'
      const questions: [string, boolean | null, string, boolean][] = [
        [
          `Did ${label.en} rise more in ${COUNTRY_FORMS[x]!.en} than in ${COUNTRY_FORMS[z]!.en} between ${a} and ${b}?`,
          byPoints,
          winPoints,
          false,
        ],
        [
          `Did ${COUNTRY_FORMS[x]!.en}'s ${label.en} grow faster than ${COUNTRY_FORMS[z]!.en}'s between ${a} and ${b}?`,
          byPercent,
          winPercent,
          false,
        ],
        [
          `Which rose more between ${a} and ${b}, ${label.en} in ${COUNTRY_FORMS[x]!.en} or in ${COUNTRY_FORMS[z]!.en}?`,
          null,
          winPoints,
          false,
        ],
        [
          `${cap(label.fr)} a-t-${it} plus progressé ${fr(x)} qu'${fr(z)} entre ${a} et ${b} ?`,
          byPoints,
          winPoints,
          true,
        ],
        [
          `${cap(label.fr)} a-t-${it} augmenté plus vite ${fr(x)} qu'${fr(z)} entre ${a} et ${b}, en pourcentage ?`,
          byPercent,
          winPercent,
          true,
        ],
      ]
      for (const [question, verdict, winner, french] of questions) {
        const { status, answer } = await ask(question)
        expect(status, `${question} → ${answer}`).toBe('valid')
        if (verdict === null) expect(answer, question).not.toMatch(/^(?:Yes|No|Oui|Non)\b/)
        else expect(answer.startsWith(yes(verdict, french)), `${question} → ${answer}`).toBe(true)
        expect(firstNamed(answer, x, z, french), `${question} → ${answer}`).toBe(winner)
      }
    },
  )

  it('"since 2010 … in points": both changes to the latest year both have, and the verdict by points', async () => {
    const store = testStore()
    let to = store.years[1]
    while (ref('BRA', NET, to) === null || ref('MEX', NET, to) === null) to -= 1
    const { status, answer } = await ask('Since 2010, did internet use rise more in Brazil than in Mexico, in points?')
    expect(status).toBe('valid')
    expect(answer.startsWith(yes(diff('BRA', NET, 2010, to) > diff('MEX', NET, 2010, to), false)), answer).toBe(true)
    expect(answer).toContain(String(to))
  })

  it('"fell more", "a plus baissé": the first’s change below the second’s, in the series’ own unit', async () => {
    const [x, z, a, b] = ['BRA', 'JPN', 2012, 2020] as const
    // (Both fell: the case says "fell by more", "a reculé davantage", whose words gate 2 reads.)
    expect(diff(x, GDP, a, b) < 0 && diff(z, GDP, a, b) < 0).toBe(true)
    const fellMore = diff(x, GDP, a, b) < diff(z, GDP, a, b)
    const winner = fellMore ? x : z
    for (const [question, french] of [
      [`Did GDP fall more in Brazil than in Japan between ${a} and ${b}?`, false],
      [`Le PIB a-t-il plus baissé au Brésil qu'au Japon entre ${a} et ${b} ?`, true],
      [`Which fell more between ${a} and ${b}, GDP in Brazil or in Japan?`, null],
    ] as const) {
      const { status, answer } = await ask(question)
      expect(status, `${question} → ${answer}`).toBe('valid')
      if (french !== null) expect(answer.startsWith(yes(fellMore, french)), answer).toBe(true)
      expect(firstNamed(answer, x, z, french === true), answer).toBe(winner)
    }
  })

  it.each([
    "Did Mexico's GDP fall below Brazil's between 2010 and 2020?",
    "Did Brazil's GDP rise above Mexico's between 2010 and 2020?",
    "Did India's GDP grow bigger than the UK's between 2010 and 2020?",
    'Le PIB du Mexique est-il tombé en dessous de celui du Brésil entre 2010 et 2020 ?',
  ])('%s: a level placed against the other is never two changes compared', (question) => {
    const reading = readQuestion(question, testStore().years)
    expect(reading.parts.map((p) => p.shape)).not.toContain('pace')
  })

  it('a ranking of changes over all eight stays a ranking of changes', () => {
    const reading = readQuestion('Which country’s internet use rose the most between 2010 and 2020?', testStore().years)
    expect(reading.parts.map((p) => p.shape)).toEqual(['change_rank'])
  })
})

/** Gate 2 on an answer, with the facts of both countries' get_change over the span. */
function judged(answer: string, question: string, x: string, z: string, i: string, a: number, b: number) {
  const store = testStore()
  const toolbox = createToolbox(store)
  const outcomes = [ch(x, i, a, b), ch(z, i, a, b)].map((c) => toolbox.run(c.name, c.args))
  return checkClaims(
    { status: 'answered', answer },
    detectLanguage(answer),
    {
      facts: outcomes.flatMap((o, k) => factsOf(o, k + 1)),
      missingYears: new Set(outcomes.flatMap(missingYearsOf)),
      snapshotYears: store.years,
    },
    readQuestion(question, store.years),
    () => false,
  ).map((p) => p.code)
}

describe('gate 2 establishes the verdict and the comparison of changes', () => {
  it.each(CASES)(
    '%s and %s, %s: the planner’s answer passes; a flipped verdict or way is refused',
    async (x, z, i, a, b) => {
      const label = LABEL[i]!
      for (const question of [
        `Did ${label.en} rise more in ${COUNTRY_FORMS[x]!.en} than in ${COUNTRY_FORMS[z]!.en} between ${a} and ${b}?`,
        `${cap(label.fr)} a-t-${label.feminine ? 'elle' : 'il'} plus progressé ${COUNTRY_FORMS[x]!.frIn} qu'${COUNTRY_FORMS[z]!.frIn} entre ${a} et ${b} ?`,
      ]) {
        const { answer } = await ask(question)
        expect(judged(answer, question, x, z, i, a, b)).toEqual([])
        // The other verdict, the same sentence: refused.
        const flipped = answer.replace(
          /^(Yes|No|Oui|Non)\b/,
          (w) => ({ Yes: 'No', No: 'Yes', Oui: 'Non', Non: 'Oui' })[w]!,
        )
        expect(judged(flipped, question, x, z, i, a, b)).toContain('wrong_verdict')
        // The other way ("rose by less", "a moins progressé"): refused as a wrong comparison.
        const other = answer
          .replace('rose by more than', 'rose by less than')
          .replace('a progressé davantage que', 'a moins progressé que')
        expect(other).not.toBe(answer)
        expect(judged(other, question, x, z, i, a, b)).toContain('wrong_comparison')
      }
    },
  )

  it('"grew faster" asked yes or no: the verdict is by percent change, and the other verdict is refused', async () => {
    const question = "Did Brazil's internet use grow faster than Mexico's between 2010 and 2020?"
    const { status, answer } = await ask(question)
    expect(status).toBe('valid')
    expect(answer.startsWith(yes(pct('BRA', NET, 2010, 2020) > pct('MEX', NET, 2010, 2020), false))).toBe(true)
    expect(judged(answer, question, 'BRA', 'MEX', NET, 2010, 2020)).toEqual([])
    const flipped = answer.replace(/^(Yes|No)/, (w) => (w === 'Yes' ? 'No' : 'Yes'))
    expect(judged(flipped, question, 'BRA', 'MEX', NET, 2010, 2020)).toContain('wrong_verdict')
  })
})

describe('a model’s reading of two changes compared is held to the measure asked', () => {
  const years = () => testStore().years
  /** The rules' own reading of `question`, its pace part turned to the other measure: the check refuses it. */
  const otherMeasure = (question: string) => {
    const rules = readQuestion(question, years())
    const parts = rules.parts.map((p) => {
      if (p.shape !== 'pace') throw new Error(`not a pace: ${question}`)
      const { faster, direction, ...rest } = p
      return faster === undefined ? { ...rest, faster: direction !== 'down' } : { ...rest, direction: 'up' as const }
    })
    return { rules, turned: { ...rules, parts } }
  }
  it.each([
    "Did Brazil's internet use grow faster than Mexico's between 2010 and 2020?",
    'Did internet use rise more in Brazil than in Mexico between 2010 and 2020?',
  ])('%s: its own reading stands; read by the other measure, it is refused', (question) => {
    const { rules, turned } = otherMeasure(question)
    expect(checkReading(rules, rules, years())).toEqual([])
    expect(checkReading(turned, rules, years()).length).toBeGreaterThan(0)
  })
})
