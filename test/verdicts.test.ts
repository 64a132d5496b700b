// A question's own figure, judged (reading/verdicts.ts figureHolds): "about" holds wherever the bare figure does, over
// every value of the snapshot and the figure as a journalist would round it; and through the planner, "about N times"
// holds wherever "N times" does, and a rise rounded far from the claim is no yes (test/claim-precision.test.ts: every
// shape's figure, inside and outside its range).
import { describe, expect, it } from 'vitest'
import { figureHolds } from '../src/reading/verdicts.js'
import type { QuotedFigure } from '../src/reading/schema.js'
import { plannerService, ref, refRows } from './helpers.js'
import { INDICATOR } from '../src/lexicon/codes.js'

const holds = (relation: QuotedFigure['relation'], figure: number, text: string, value: number) =>
  figureHolds({ figure: { value: figure, relation, text, percent: false } }, value)

describe('a figure of the question’s own', () => {
  it('"about" holds wherever the bare figure holds, for every value of the snapshot at one and two digits', () => {
    let bare = 0
    let loose = 0
    for (const row of refRows()) {
      const value = row.value
      if (value === null || value === 0) continue
      const magnitude = 10 ** Math.floor(Math.log10(Math.abs(value)))
      for (const digits of [1, 2]) {
        const unit = magnitude / 10 ** (digits - 1)
        const figure = Math.round(value / unit) * unit
        const text = String(figure)
        if (Math.abs(value - figure) > 0.05 * Math.abs(figure)) loose += 1
        if (!holds('exactly', figure, text, value)) continue
        bare += 1
        expect(holds('about', figure, text, value), `${value} about ${text}`).toBe(true)
      }
    }
    // Both kinds occur: figures that round to the value within 5 %, and figures that round to it only beyond.
    expect(bare).toBeGreaterThan(500)
    expect(loose).toBeGreaterThan(10)
  })

  it('"about N times" holds wherever "N times" does, each at its tolerance; a rise of 18.7 points is not "20 points"', async () => {
    const service = plannerService()
    const { POP, NET } = INDICATOR
    const ratio = ref('IND', POP, 2024)! / ref('USA', POP, 2024)!
    const times = Math.round(ratio)
    const verdict = async (question: string) => {
      const outcome = await service.ask({ question })
      expect(outcome.status).toBe('valid')
      return /^(Yes|No|Oui|Non)\b/.exec(outcome.answer!)?.[1]
    }
    const bare = await verdict(`Was India's population ${times} times the US's in 2024?`)
    // (A bare "4 times" is read to two significant figures, 3.95 to 4.05; "about 4 times" within 5 %.)
    expect(bare).toBe(Math.abs(ratio - times) < 0.05 ? 'Yes' : 'No')
    const about = Math.abs(ratio - times) <= 0.05 * times ? 'Yes' : 'No'
    expect(await verdict(`Was India's population about ${times} times the US's in 2024?`)).toBe(about)
    // Where the bare figure holds, "about" holds too.
    if (bare === 'Yes') expect(about).toBe('Yes')
    // Nigeria's internet use from 2015 to 2024, and the round figure of ten points nearest its rise.
    const rise = ref('NGA', NET, 2024)! - ref('NGA', NET, 2015)!
    const claimed = Math.round(rise / 10) * 10
    // (A plain number's zeros count: "20 points" is the rise rounded to the point.)
    const expected = Math.round(rise) === claimed ? 'Yes' : 'No'
    const question = `Did internet use in Nigeria rise by ${claimed} percentage points between 2015 and 2024?`
    expect(await verdict(question)).toBe(expected)
  })

  it('a figure with decimals holds at its own decimals: "fell by 2.5 years" for 2.46, "by 4.1 million" for 4.08 million', async () => {
    const service = plannerService()
    const { LE, POP } = INDICATOR
    const verdict = async (question: string) => /^(Yes|No)\b/.exec((await service.ask({ question })).answer!)?.[1]
    const years = ref('USA', LE, 2019)! - ref('USA', LE, 2021)!
    expect(await verdict(`Did US life expectancy fall by ${years.toFixed(1)} years between 2019 and 2021?`)).toBe('Yes')
    expect(await verdict(`Did US life expectancy fall by ${years.toFixed(2)} years between 2019 and 2021?`)).toBe('Yes')
    const people = (ref('JPN', POP, 2010)! - ref('JPN', POP, 2024)!) / 1e6
    expect(await verdict(`Did Japan's population fall by ${people.toFixed(1)} million between 2010 and 2024?`)).toBe(
      'Yes',
    )
    // One unit off at that precision is not the figure.
    expect(
      await verdict(`Did US life expectancy fall by ${(years + 0.3).toFixed(1)} years between 2019 and 2021?`),
    ).toBe('No')
  })
})
