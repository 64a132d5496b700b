// A question put in the negative is declined saying so, and asked again without the negation; only a share's negation
// ("not online", "lacked electricity") is the share without it, which the data does not hold.
import { describe, expect, it } from 'vitest'
import { plannerService } from './helpers.js'

const service = plannerService()
/** The answer of a question the planner declines: never a figure cited, never a verdict. */
const answerOf = async (question: string) => {
  const outcome = await service.ask({ question })
  expect(outcome.answer_status).toBe('cannot_answer')
  expect(outcome.citations).toEqual([])
  expect(outcome.answer).not.toMatch(/^(Yes|No|Oui|Non)\b/)
  return outcome.answer ?? ''
}

describe('a negation declined', () => {
  it.each([
    ['Is Japan no longer the country with the longest life expectancy?', 'a question put in the negative'],
    ["Le Japon n'a pas perdu d'habitants depuis 2010 ?", 'une question posée à la forme négative'],
  ])('says %j is put in the negative, never "the share without it"', async (question, said) => {
    const answer = await answerOf(question)
    expect(answer).toContain(said)
    expect(answer).not.toMatch(/share without it|part qui en est privée/)
  })

  it.each([
    ['What share of Nigerians were not online in 2020?', 'not the share without it'],
    ["Quelle part des Nigérians n'avait pas accès à l'électricité en 2020 ?", 'pas la part qui en est privée'],
  ])('says a share asked without it, %j, is the share without it', async (question, said) => {
    expect(await answerOf(question)).toContain(said)
  })
})
