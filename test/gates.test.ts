import { describe, expect, it } from 'vitest'
import { checkMeaning } from '../src/gates/meaning.js'
import { checkShape } from '../src/gates/shape.js'
import { isSupported, readNumbers } from '../src/text/numbers.js'
import { constructedText, ref } from './helpers.js'

const can2024 = ref('CAN', 'SP.POP.TOTL', 2024)!
const evidence = [2024, can2024, 37.15, ref('USA', 'NY.GDP.MKTP.CD', 2024)!, ref('CAN', 'NY.GDP.MKTP.CD', 2024)!]
const meaning = (answer: string, status: 'answered' | 'cannot_answer' = 'answered', given = evidence) =>
  checkMeaning({ status, answer }, given).map((p) => `${p.code}: ${p.detail}`)

describe('gate 2: numbers at the precision shown', () => {
  it.each([
    ['exact, English grouping', `Canada had ${can2024.toLocaleString('en-US')} people in 2024.`],
    ['rounded to millions', 'Canada had 41.3 million people in 2024.'],
    ['rounded to whole millions', 'Canada had 41 million people in 2024.'],
    [
      'French spaces',
      `Le Canada comptait ${can2024.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} habitants en 2024.`,
    ],
    ['French narrow no-break spaces', `Le Canada comptait ${can2024.toLocaleString('fr-FR')} habitants en 2024.`],
    ['French decimal comma and "millions"', "Le Canada comptait 41,3 millions d'habitants en 2024."],
    ['French percent', "La population de l'Inde a augmenté de 37,15 % en 2024."],
    ['English percent', 'It rose by 37.15% by 2024.'],
    ['trillion', 'The US GDP was 29.3 trillion US dollars in 2024.'],
    ['French milliards', 'Le PIB du Canada était de 2 270,08 milliards de dollars en 2024.'],
  ])('accepts %s', (_what, answer) => {
    expect(meaning(answer)).toEqual([])
  })

  it.each([
    ['a wrong rounding', 'Canada had about 40 million people in 2024.', 'unsupported_number: 40 million'],
    ['a wrong exact figure', 'Canada had 41,262,330 people in 2024.', 'unsupported_number: 41,262,330'],
    ['an unsupported ratio', "In 2024 the US economy was 12.9 times the size of Canada's.", 'unsupported_number: 12.9'],
    [
      'an English "billion" for a trillion',
      'The US GDP was 29.3 billion US dollars in 2024.',
      'unsupported_number: 29.3 billion',
    ],
    [
      'a French "billions" read as 10^12',
      'Le PIB du Canada était de 2,27 milliards de dollars en 2024.',
      'unsupported_number: 2,27 milliards',
    ],
  ])('rejects %s', (_what, answer, problem) => {
    expect(meaning(answer)).toContain(problem)
  })

  it('rejects a figure written in words, which cannot be checked', () => {
    expect(meaning('Canada had forty-one million people in 2024.')).toEqual([
      'number_in_words: "million" without digits cannot be checked',
    ])
    expect(meaning("Le Canada comptait quarante et un millions d'habitants en 2024.")).toEqual([
      'number_in_words: "millions" without digits cannot be checked',
    ])
    expect(meaning('Canada had 41.3 million people in 2024.')).toEqual([])
  })

  it('rejects a number that appears only where the application did not give it', () => {
    // 2031 is only in what the model itself proposed (a refused call's arguments); it is not evidence.
    expect(meaning('Canada will have 41.3 million people in 2031.')).toEqual(['unsupported_number: 2031'])
  })

  it('needs a year in an answered question, not in cannot_answer', () => {
    expect(meaning('Canada had 41.3 million people.')).toEqual(['no_year: an answer must name the year of its figures'])
    expect(meaning('The data cannot answer this.', 'cannot_answer')).toEqual([])
  })

  it('refuses an empty or an over-long answer', () => {
    expect(meaning('   ')).toEqual(['empty_answer: the answer is empty'])
    expect(meaning(`In 2024 ${'x'.repeat(800)}`)[0]).toMatch(/^answer_too_long/)
  })

  it('accepts either rounding of a given number that is exactly halfway, and nothing further', () => {
    const one = (text: string) => isSupported(readNumbers(text, 'en')[0]!, [37.15])
    expect([one('37.2%'), one('37.1%'), one('37.0%'), one('37.3%'), one('37%')]).toEqual([
      true,
      true,
      false,
      false,
      true,
    ])
  })

  it('reads European grouping with a decimal comma, and supports no reading of a garbled number', () => {
    expect(readNumbers('1.234,5 and 1,234.5', 'fr').map((n) => n.shown)).toEqual([1234.5, 1234.5])
    const [garbled] = readNumbers('41,262.329,5 people in 2024', 'en')
    expect(garbled!.text).toBe('41,262.329,5')
    expect(isSupported(garbled!, [41262329.5, 41262.3295, 41262329])).toBe(false)
    expect(meaning('Canada had 41,262.329,5 people in 2024.')).toEqual(['unsupported_number: 41,262.329,5'])
  })

  it('reads precision from what is shown', () => {
    const [n] = readNumbers('41.26 million', 'en')
    expect(n).toMatchObject({ shown: 41.26, decimals: 2, scale: 1e6 })
    expect(isSupported(n!, [41_262_329])).toBe(true)
    expect(isSupported(n!, [41_270_000])).toBe(false)
  })
})

describe('gate 1: the shape', () => {
  const shape = (text: string | null, extra = {}) => {
    const result = checkShape(constructedText(text ?? '', { text, ...extra }))
    return result.ok ? 'ok' : result.problem.code
  }
  it.each([
    ['{"status":"answered","answer":"In 2024 ..."}', 'ok'],
    ['{"status":"answered","answer":"In 20', 'invalid_json'],
    ['Here you go: {"status":"answered","answer":"x"}', 'prose_around_json'],
    ['{"status":"answered"}', 'missing_field'],
    ['{"status":"answered","answer":"x","confidence":0.9}', 'extra_field'],
    ['{"status":"answered","answer":42}', 'wrong_type'],
    ['{"status":"maybe","answer":"x"}', 'invalid_status'],
    ['["answered","x"]', 'not_an_object'],
    ['', 'empty_response'],
  ])('%s -> %s', (text, code) => {
    expect(shape(text)).toBe(code)
  })

  it('names a provider refusal and a cut-off answer', () => {
    expect(shape(null, { refusal: 'I cannot help with that.' })).toBe('model_refusal')
    expect(shape('{"status":"answered","answer":"x"}', { finishReason: 'length' })).toBe('truncated')
  })
})
