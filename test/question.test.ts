// The question reader's own rules: typo tolerance, words that look like a country but are not, times, and the reasons.
import { describe, expect, it } from 'vitest'
import { readQuestion } from '../src/reading/rules.js'
import { correction, editDistance, tokenise } from '../src/reading/tokens.js'
import { createAskService } from '../src/ask/service.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { testConfig, testStore } from './helpers.js'

const read = (q: string) => readQuestion(q, testStore().years)

describe('typos', () => {
  it('counts a transposition as one edit', () => {
    expect(editDistance('mexcio', 'mexico', 2)).toBe(1)
    expect(editDistance('popluation', 'population', 2)).toBe(1)
    expect(editDistance('nigria', 'nigeria', 2)).toBe(1)
  })

  it('corrects one edit from five letters and two from nine, never a known word, never a tie', () => {
    expect(correction('mexcio')).toBe('mexico')
    expect(correction('brazli')).toBe('brazil')
    expect(correction('populaiton')).toBe('population')
    expect(correction('popolazione')).toBe(null) // three edits from population
    expect(correction('inde')).toBe(null) // under five letters: never guessed
    expect(correction('indiana')).toBe(null) // a word of its own (a US state), not India
    expect(correction('niger')).toBe(null) // another country, not Nigeria
    expect(correction('cnada')).toBe('canada')
    expect(tokenise('popluation of mexcio', 'en').map((t) => t.corrected ?? '-')).toEqual(['popluation', '-', 'mexcio'])
  })
})

describe('what a question names', () => {
  it.each([
    ['What was the population of Mexico City in 2020?', 'place_within', ['Mexico City']],
    ['Quelle était la population de Mexico en 2020 ?', 'place_within', ['Mexico']],
    ['What was the population of Indiana in 2020?', 'place_within', ['Indiana']],
    ['What was the GDP of Latin America in 2020?', 'other_place', ['Latin America']],
    ['Quelle était la densité de population du Mexique en 2020 ?', 'density', ['densité']],
    ["What was Canada's population in the 1990s?", 'years', ['1990']],
    ['Population of Brazil in the 2030s?', 'forecast', ['2030']],
    ['What was the GDP of Japan in January 2020?', 'time', ['January']],
    ['Population of India in the last five years?', 'time', ['last five years']],
  ] as const)('%s -> %s', (question, reason, words) => {
    expect(read(question).decline).toMatchObject({ reason, words })
  })

  it.each([
    ["What was Japan's GDP in '24?", { kind: 'year', year: 2024 }],
    ["What was Canada's population in the 2010s?", { kind: 'span', from: 2010, to: 2019 }],
    ['Quelle était la population du Canada dans les années 2010 ?', { kind: 'span', from: 2010, to: 2019 }],
    ['Population of Canada since 2015', { kind: 'span', from: 2015, to: 2025 }],
    ['Population of Canada 2010-2020', { kind: 'span', from: 2010, to: 2020 }],
    ['Population of Canada in 2010 and 2020', { kind: 'years', years: [2010, 2020] }],
    ['Latest population of Canada', { kind: 'latest' }],
  ] as const)('%s -> %j', (question, time) => {
    expect(read(question).parts).toMatchObject([{ shape: 'value', time }])
  })

  it('reads "US" as the country, "US dollars" as the unit and "us" as a pronoun', () => {
    expect(read('What was the GDP of the US in 2020?').parts).toMatchObject([{ countries: ['USA'] }])
    expect(read("What was Canada's GDP in US dollars in 2020?").parts).toMatchObject([{ countries: ['CAN'] }])
    expect(read('Tell us the population of Canada in 2020').parts).toMatchObject([{ countries: ['CAN'] }])
  })

  it('reads "richer" as GDP per capita and a comparison', () => {
    expect(read('Are Indians richer than Nigerians?').parts).toMatchObject([
      { shape: 'compare', countries: ['IND', 'NGA'], indicator: 'NY.GDP.PCAP.CD', polar: true, direction: 'up' },
    ])
  })

  it('tells the French superlatives apart', () => {
    expect(read('Quel pays avait la population la plus faible en 2020 ?').parts).toMatchObject([
      { shape: 'extreme', order: 'lowest' },
    ])
    expect(read('Quel pays a le PIB le plus bas en 2022 ?').parts).toMatchObject([
      { shape: 'extreme', order: 'lowest' },
    ])
    expect(read("Quel pays a le plus d'habitants en 2022 ?").parts).toMatchObject([
      { shape: 'extreme', order: 'highest' },
    ])
  })
})

describe('the source line', () => {
  it('is in the language of the answer', async () => {
    const store = testStore()
    const service = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
    const fr = await service.ask({ question: "Combien d'habitants au Japon en 2020 ?" })
    expect(fr.source).toMatch(
      /^Source : Banque mondiale, Indicateurs du développement dans le monde \(CC BY 4\.0\), instantané du .* ; série SP\.POP\.TOTL\. Vérifiez le chiffre officiel avant publication\.$/,
    )
    const two = await service.ask({ question: 'La population et le PIB du Japon en 2020 ?' })
    expect(two.source).toMatch(/ ; séries NY\.GDP\.MKTP\.CD, SP\.POP\.TOTL\. /)
    const en = await service.ask({ question: 'Population of Japan in 2020?' })
    expect(en.source).toMatch(/^Source: World Bank, World Development Indicators/)
  })
})
