// "Since when has it been rising every year", "did it fall between 2023 and 2024": each step is shown as its two
// figures at the digits that tell them apart, and a change at the digits that show it (a fall "from 84.0 to 84.0, a
// decrease of 0.00 years" reads as no fall at all); a step that did not move is said in the series' own gender in
// French (« l'accès … est resté stable », « la population … est restée stable »).
import { describe, expect, it } from 'vitest'
import { COUNTRIES, NAMES_EN, plannerService, ref, shows } from './helpers.js'

const LE = 'SP.DYN.LE00.IN'
const service = plannerService()
const answerOf = async (question: string) => {
  const outcome = await service.ask({ question })
  return { status: outcome.status, answer: outcome.answer ?? '' }
}

/** Every step the answer shows: "(2023: 84.041 years; 2024: 84.036 years)", "(2023 : 84,041 ans ; 2024 : 84,036 ans)". */
const stepsOf = (answer: string) =>
  [...answer.matchAll(/\((\d{4}) ?: ([\d.,\s]+?) (?:years|ans) ?; (\d{4}) ?: ([\d.,\s]+?) (?:years|ans)\)/g)].map(
    (m) => ({
      years: [Number(m[1]), Number(m[3])] as const,
      shown: [m[2]!, m[4]!] as const,
    }),
  )

describe('the steps of a run of years', () => {
  for (const c of COUNTRIES) {
    it(`shows ${c}'s life expectancy steps apart when they moved, each figure the snapshot's`, async () => {
      const { status, answer } = await answerOf(
        `Since when has life expectancy in ${NAMES_EN[c]} been rising every year?`,
      )
      expect(status).toBe('valid')
      const steps = stepsOf(answer)
      expect(steps.length).toBeGreaterThan(0)
      for (const { years, shown } of steps) {
        const [a, b] = years.map((y) => ref(c, LE, y)!)
        // (Each figure is the value at the digits shown; two figures of a step that moved are never the same.)
        expect(shows(`${shown[0]} years`, a!)).toBe(true)
        expect(shows(`${shown[1]} years`, b!)).toBe(true)
        if (a !== b) expect(shown[0]).not.toBe(shown[1])
      }
    })
  }

  it('says a masculine series that did not move « est resté stable »', async () => {
    // (Japan's access to electricity is 100 % every year of the data.)
    expect(ref('JPN', 'EG.ELC.ACCS.ZS', 2023)).toBe(ref('JPN', 'EG.ELC.ACCS.ZS', 2022))
    const { status, answer } = await answerOf(
      "Depuis quand l'accès à l'électricité au Japon augmente-t-il chaque année ?",
    )
    expect(status).toBe('valid')
    expect(answer).toContain("l'accès à l'électricité au Japon est resté stable")
    expect(answer).not.toContain('restée')
  })

  for (const c of COUNTRIES) {
    it(`shows ${c}'s life expectancy changes of one year apart, and their amount as more than nothing`, async () => {
      for (let year = 2015; year < 2024; year += 1) {
        const [a, b] = [ref(c, LE, year)!, ref(c, LE, year + 1)!]
        const { status, answer } = await answerOf(
          `Did life expectancy in ${NAMES_EN[c]} fall between ${year} and ${year + 1}?`,
        )
        expect(status).toBe('valid')
        if (a === b) continue
        const m = /from ([\d.]+) years to ([\d.]+) years, an? (?:increase|decrease) of ([\d.]+) years?/.exec(answer)
        expect(m, answer).not.toBeNull()
        expect(m![1]).not.toBe(m![2])
        expect(shows(`${m![1]} years`, a)).toBe(true)
        expect(shows(`${m![2]} years`, b)).toBe(true)
        expect(Number(m![3])).toBeGreaterThan(0)
      }
    })
  }

  for (const c of COUNTRIES) {
    it(`shows the years ${c}'s life expectancy did not rise, each figure apart from the year's before`, async () => {
      const { status, answer } = await answerOf(
        `Did life expectancy in ${NAMES_EN[c]} rise every year from 2000 to 2024?`,
      )
      expect(status).toBe('valid')
      const shown = [...answer.matchAll(/(\d{4}): ([\d.]+) years/g)].map((m) => ({ year: Number(m[1]), text: m[2]! }))
      for (const [k, p] of shown.entries()) {
        expect(shows(`${p.text} years`, ref(c, LE, p.year)!)).toBe(true)
        const before = shown[k - 1]
        if (before?.year === p.year - 1 && ref(c, LE, p.year) !== ref(c, LE, before.year))
          expect(p.text).not.toBe(before.text)
      }
    })
  }
})
