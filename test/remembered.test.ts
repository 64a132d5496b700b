// A text's reading is remembered for the question in hand, never across questions: a benchmark that repeats its
// questions must find nothing remembered, and the service forgets at each question it is asked. The rules a model is
// given, the same text for every question, are read once.
import { describe, expect, it } from 'vitest'
import { forgetTexts, remembered, rememberedLast } from '../src/text/remembered.js'
import { plannerService } from './helpers.js'

const counted = () => {
  const calls: string[] = []
  return { calls, read: remembered((text: string) => (calls.push(text), text.length)) }
}

describe('remembered texts', () => {
  it('reads a text once for the question in hand, and again for the next question', () => {
    const { calls, read } = counted()
    expect([read('a text'), read('a text'), read('another')]).toEqual([6, 6, 7])
    expect(calls).toEqual(['a text', 'another'])
    forgetTexts()
    read('a text')
    expect(calls).toEqual(['a text', 'another', 'a text'])
  })

  it('keeps no more texts than its bound, however long the question', () => {
    const calls: string[] = []
    const read = remembered((text: string) => (calls.push(text), text), 2)
    for (const text of ['a', 'b', 'c', 'a']) read(text)
    expect(calls).toEqual(['a', 'b', 'c', 'a'])
  })

  it('is forgotten by the service at each question it is asked', async () => {
    const { calls, read } = counted()
    read('Canada')
    read('Canada')
    expect(calls).toHaveLength(1)
    await plannerService().ask({ question: 'How many people lived in Canada in 2024?' })
    read('Canada')
    expect(calls).toHaveLength(2)
  })

  it('remembers a text the same for every question (the rules) across questions', () => {
    const calls: string[] = []
    const read = rememberedLast((text: string) => (calls.push(text), text.length))
    read('the rules')
    forgetTexts()
    read('the rules')
    expect(calls).toEqual(['the rules'])
    read('other rules')
    expect(calls).toEqual(['the rules', 'other rules'])
  })
})
