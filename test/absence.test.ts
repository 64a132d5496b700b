// "No value is published for X in Y" is checked like a figure (gates/absence.ts): refused when a tool returned that
// value, accepted when the tools reported it missing; the value itself is read from the snapshot by the tools.
import { describe, expect, it } from 'vitest'
import { checkAbsences } from '../src/gates/absence.js'
import { factsOf } from '../src/tools/facts.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { plannerService, ref, testStore } from './helpers.js'
import { INDICATOR, type CountryCode } from '../src/lexicon/codes.js'
import { countryName } from '../src/lexicon/names.js'

const { POP, NET } = INDICATOR
const toolbox = createToolbox(testStore())
const factsFor = (country_code: string, indicator_code: string, start_year: number, end_year = start_year) =>
  factsOf(toolbox.run('get_values', { country_code, indicator_code, start_year, end_year }), 1)

describe('an answer that says a value is missing', () => {
  it('is refused when the tools returned that value, in English and French', () => {
    expect(ref('CAN', POP, 2019)).not.toBeNull()
    const facts = factsFor('CAN', POP, 2015, 2019)
    for (const [answer, lang] of [
      [
        'In 2015, the population of Canada was 35.7 million. No value is published for the population of Canada in 2019.',
        'en',
      ],
      [
        "Aucune valeur n'est publiée pour la population du Canada en 2019 ; en 2015, elle était de 35,7 millions.",
        'fr',
      ],
    ] as const) {
      const problems = checkAbsences(answer, lang, facts)
      expect(problems.map((p) => p.code)).toEqual(['unsupported_claim'])
      expect(problems[0]!.figure!.text).toMatch(/2019/)
      expect(answer.slice(problems[0]!.figure!.start, problems[0]!.figure!.end)).toBe(problems[0]!.figure!.text)
    }
  })

  it('stands when the value is missing, or when the clause names another series, country or year', () => {
    // A year the snapshot leaves empty for a series, found by code.
    const missing = ['BRA', 'CAN', 'GBR', 'IND', 'JPN', 'MEX', 'NGA', 'USA']
      .flatMap((c) => Array.from({ length: 26 }, (_, k) => [c, 2000 + k] as const))
      .find(([c, y]) => ref(c, NET, y) === null)!
    const [c, y] = missing
    const facts = [...factsFor(c, NET, y - 1 >= 2000 ? y - 1 : y, y), ...factsFor('CAN', POP, 2019)]
    expect(
      checkAbsences(
        `No value is published for Internet use in ${countryName(c as CountryCode, 'en')} in ${y}.`,
        'en',
        facts,
      ),
    ).toEqual([])
    expect(checkAbsences('No value is published for Internet use in Canada in 2019.', 'en', facts)).toEqual([])
    expect(checkAbsences('No value is published for the population of Canada in 2018.', 'en', facts)).toEqual([])
  })

  it('a follow-up asking the same series for another year gets that year’s value, not "no value is published"', async () => {
    const service = plannerService()
    for (const question of [
      'Canada population in 2015. And in 2019?',
      'Quelle était la population du Canada en 2015 ? Et en 2019 ?',
    ]) {
      const outcome = await service.ask({ question })
      expect(outcome.status).toBe('valid')
      expect(outcome.answer_status).toBe('answered')
      expect(outcome.answer).not.toMatch(/No value|Aucune valeur/)
      expect(outcome.citations.map((x) => x.value)).toEqual(
        expect.arrayContaining([ref('CAN', POP, 2015), ref('CAN', POP, 2019)]),
      )
    }
  })
})
