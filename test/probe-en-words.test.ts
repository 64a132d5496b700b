// Words a journalists' probe in English (and its French neighbours) found declined or read as another question: a
// lead-in without a colon ("my editor wants to know …", "mon chef veut savoir …"), ordinary words not placed
// ("number", "name", "minus", "longest", "who …, Japan?", "2000 vs 2025 percent change"), "before 2023" / "après
// 2010" as a span of the data's years, and a count of people of a share series declined as a count. Every expected
// value is computed from the snapshot.
import { describe, expect, it } from 'vitest'
import { INDICATOR } from '../src/lexicon/codes.js'
import { COUNTRIES, plannerService, ref, refPercentChange, refRanking, testStore, NAMES_EN } from './helpers.js'

const { POP, GDP, LE, NET } = INDICATOR
const [FIRST, LAST] = testStore().years
const yearsFrom = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k)
const ask = (question: string) => plannerService().ask({ question })
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`
/** The country at the top (bottom) of the eight in a year. */
const end = (i: string, y: number, lowest = false) => refRanking(i, y).at(lowest ? -1 : 0)!.country

describe('a leading clause of a person asking or wanting is framing, with or without a colon', () => {
  for (const [framed, plain] of [
    ["my editor wants to know japan's gdp in 2012", "japan's gdp in 2012"],
    ["my producer is asking canada's population in 2020", "canada's population in 2020"],
    ["the boss wants brazil's gdp per capita in 2015", "brazil's gdp per capita in 2015"],
    ['my boss asked me for the population of mexico in 2015', 'the population of mexico in 2015'],
    [
      'hi, my news editor would like to know which country had the highest gdp in 2020',
      'which country had the highest gdp in 2020',
    ],
    ['mon rédac chef demande le PIB par habitant du Canada en 2022', 'le PIB par habitant du Canada en 2022'],
    ['mon chef veut savoir la population du Japon en 2020', 'la population du Japon en 2020'],
    ["la prod demande l'espérance de vie au Nigeria en 2015", "l'espérance de vie au Nigeria en 2015"],
    ["ma rédactrice en chef m'a demandé le PIB du Brésil en 2010", 'le PIB du Brésil en 2010'],
    ['ma cheffe veut savoir le PIB du Mexique en 2018', 'le PIB du Mexique en 2018'],
    ["the news director wants india's population in 2021", "india's population in 2021"],
  ] as const) {
    it(framed, async () => {
      const [a, b] = await Promise.all([ask(framed), ask(plain)])
      expect(b.answer_status).toBe('answered')
      expect(a.answer).toBe(b.answer)
      expect(a.status).toBe('valid')
    })
  }

  it('"wants to know whether", "veut savoir si": a yes or no on what follows', async () => {
    const holds = ref('CAN', POP, 2024)! > 40_000_000
    const en = await ask('my editor wants to know whether canada had more than 40 million people in 2024')
    expect(en.answer).toMatch(holds ? /^Yes: / : /^No: /)
    const fr = await ask("mon chef veut savoir si le Canada avait plus de 40 millions d'habitants en 2024")
    expect(fr.answer).toMatch(holds ? /^Oui : / : /^Non : /)
    const doubled = ref('NGA', POP, 2024)! >= 2 * ref('NGA', POP, 2000)!
    const check = await ask('la prod demande de vérifier si la population du Nigeria a doublé entre 2000 et 2024')
    expect(check.answer).toMatch(doubled ? /^Oui : / : /^Non : /)
    expect(check.status).toBe('valid')
  })

  it('"wants to know when …": the year asked', async () => {
    const first = yearsFrom(FIRST, LAST).find((y) => ref('IND', POP, y)! > 1_400_000_000)!
    const r = await ask("the newsroom wants to know when india's population passed 1.4 billion")
    expect(r.answer).toContain(`in ${first}, the first year above`)
    expect(r.status).toBe('valid')
  })

  // A leading clause that names a country, a series, a year or anything declined is the question's, never framing.
  for (const [q, word] of [
    ['my editor wants the gdp of france in 2012', 'france'],
    ["my editor wants women's life expectancy in japan in 2012", 'women'],
    ["mon chef veut l'espérance de vie des femmes au Japon en 2012", 'femmes'],
    ["my editor doubts japan's gdp in 2012", 'doubts'],
    ['the japanese editor wants the gdp in 2012', 'editor'],
  ] as const) {
    it(`declined naming "${word}": ${q}`, async () => {
      const r = await ask(q)
      expect(r.answer_status).toBe('cannot_answer')
      expect(r.answer!.toLowerCase()).toContain(word)
    })
  }
})

describe('ordinary words placed', () => {
  it('"number": the figure asked', async () => {
    const latest = yearsFrom(FIRST, LAST)
      .filter((y) => ref('IND', NET, y) !== null)
      .at(-1)!
    const r = await ask('whats the most recent internet usage number for india')
    expect(r.answer).toContain(`In ${latest}`)
    expect(r.answer).toContain(`${ref('IND', NET, latest)!.toFixed(1)}%`)
    expect(r.status).toBe('valid')
  })

  it('"name the country": which country', async () => {
    const r = await ask('name the country with the smallest economy of the 8 in 2005')
    expect(r.answer).toContain(`that of ${NAMES_EN[end(GDP, 2005, true)]}`)
    expect(r.status).toBe('valid')
  })

  it('"the number one economy", "l\'économie numéro un": the highest', async () => {
    const en = await ask('which was the number one economy in 2020')
    expect(en.answer).toContain(`that of the ${NAMES_EN[end(GDP, 2020)]}`)
    const fr = await ask("quelle était l'économie numéro un en 2020 ?")
    expect(fr.read_as).toBe('Lu comme : le pays où le PIB était le plus haut parmi les huit pays en 2020.')
  })

  it('"2023 minus 2021": the change between the two years', async () => {
    const fell = ref('JPN', GDP, 2023)! < ref('JPN', GDP, 2021)!
    const r = await ask('japan gdp 2023 minus 2021')
    expect(r.answer).toContain(`Between 2021 and 2023, the GDP of Japan ${fell ? 'fell' : 'rose'}`)
    expect(r.answer).toContain(`${refPercentChange('JPN', GDP, 2021, 2023).toFixed(2)}%`)
    expect(r.status).toBe('valid')
  })

  it('"minus" between two countries: their difference; "divided by": their ratio', async () => {
    const us = ref('USA', GDP, 2020)!
    const ca = ref('CAN', GDP, 2020)!
    const minus = await ask('us gdp minus canada gdp in 2020')
    expect(minus.read_as).toBe('Read as: the difference in GDP between the United States and Canada in 2020.')
    expect(minus.status).toBe('valid')
    const divided = await ask('us gdp divided by canada gdp in 2020')
    expect(divided.answer).toContain(`${(us / ca).toFixed(2)} times`)
    expect(divided.status).toBe('valid')
  })

  it('"longest", "shortest" life expectancy: the highest, the lowest', async () => {
    const longest = await ask('which country had the longest life expectancy in 2020?')
    expect(longest.answer).toContain(`that of ${NAMES_EN[end(LE, 2020)]}`)
    const shortest = await ask('which country had the shortest life expectancy in 2010')
    expect(shortest.answer).toContain(`that of ${NAMES_EN[end(LE, 2010, true)]}`)
  })

  it('"who …, Japan?": which country, the country after it a guess whose place is given', async () => {
    const place = (c: string, i: string, y: number) => refRanking(i, y).findIndex((r) => r.country === c) + 1
    const en = await ask('who has the longest life expectancy of the 8 in 2024, japan?')
    expect(en.answer).toContain(`Japan ranked ${ordinal(place('JPN', LE, 2024))} of the 8`)
    expect(en.status).toBe('valid')
    // (The words ask which country: the guess's place is given, never a Yes or No.)
    expect(en.answer).not.toMatch(/^(Yes|No)\b/)
    const low = await ask('my editor wants to know who had the lowest gdp in 2010, nigeria?')
    expect(low.answer).toContain(`Nigeria ranked ${ordinal(place('NGA', GDP, 2010))} of the 8`)
    const fr = await ask('qui avait la plus longue espérance de vie des huit en 2024, le Japon ?')
    expect(fr.answer).toContain(`le Japon se classait ${place('JPN', LE, 2024)}`)
    // ("Who" with no guess after it is the country at that end.)
    const plain = await ask('who had the biggest gdp in 2020?')
    expect(plain.answer).toContain(`that of the ${NAMES_EN[end(GDP, 2020)]}`)
  })

  it('"2000 vs 2025 percent change": the two years, and the change in percent', async () => {
    for (const q of ['population usa 2000 vs 2025 percent change', 'population usa 2000 vs 2025 % change']) {
      const r = await ask(q)
      expect(r.answer).toContain(`${refPercentChange('USA', POP, 2000, 2025).toFixed(2)}%`)
      expect(r.status).toBe('valid')
    }
  })

  it('a percent of a count is declined naming its words, never with none', async () => {
    const r = await ask('population usa 2000 vs 2025 percent')
    expect(r.answer_status).toBe('cannot_answer')
    expect(r.answer).toContain('("percent")')
  })
})

describe('"before 2023", "après 2010": a span of the data\'s years', () => {
  const above = (c: string, i: string, figure: number, years: number[]) => years.some((y) => ref(c, i, y)! > figure)
  const reached = (c: string, i: string, figure: number, years: number[]) => years.some((y) => ref(c, i, y)! >= figure)

  it('"did it reach 40 million before 2023", "avant 2023": every year up to 2022', async () => {
    const before = reached('CAN', POP, 40_000_000, yearsFrom(FIRST, 2022))
    // (Otherwise the test could not tell "before 2023" from every year of the data.)
    expect(before).not.toBe(reached('CAN', POP, 40_000_000, yearsFrom(FIRST, LAST)))
    const en = await ask("did canada's population reach 40 million before 2023?")
    expect(en.answer).toMatch(before ? /^Yes: / : /^No: /)
    expect(en.answer).toContain(`from ${FIRST} to 2022`)
    expect(en.status).toBe('valid')
    const fr = await ask('la population du Canada a-t-elle atteint 40 millions avant 2023 ?')
    expect(fr.answer).toMatch(before ? /^Oui : / : /^Non : /)
    expect(fr.answer).toContain(`de ${FIRST} à 2022`)
  })

  it('"was it ever above 72 before 2023"', async () => {
    const before = above('IND', LE, 72, yearsFrom(FIRST, 2022))
    const r = await ask("was india's life expectancy ever above 72 before 2023?")
    expect(r.answer).toMatch(before ? /^Yes: / : /^No: /)
    expect(r.answer).toContain(`from ${FIRST} to 2022`)
    expect(r.status).toBe('valid')
  })

  it('"après 2010": from 2011 to the last year; the first year above the figure', async () => {
    const first = yearsFrom(2011, LAST).find((y) => ref('IND', LE, y)! > 70)!
    const r = await ask("l'espérance de vie en Inde a-t-elle dépassé 70 ans après 2010 ?")
    expect(r.answer).toContain(`en ${first}, première année au-dessus`)
    expect(r.read_as).toContain(`de 2011 à ${LAST}`)
    expect(r.status).toBe('valid')
  })

  it('"did India overtake the UK before 2020": every year up to 2019', async () => {
    const ahead = yearsFrom(FIRST, 2019).some((y) => ref('IND', GDP, y)! > ref('GBR', GDP, y)!)
    const r = await ask('did india overtake the uk in gdp before 2020?')
    expect(r.answer).toMatch(ahead ? /^Yes/ : /^No: /)
    expect(r.answer).toContain(`from ${FIRST} to 2019`)
  })

  it('"highest after 2015": the year of the highest from 2016 on', async () => {
    const years = yearsFrom(2016, LAST)
    const best = years.reduce((a, b) => (ref('BRA', GDP, b)! > ref('BRA', GDP, a)! ? b : a))
    const r = await ask("when was brazil's gdp highest after 2015")
    expect(r.answer).toContain(`From 2016 to ${LAST}, the GDP of Brazil was at its highest in ${best}`)
  })

  it('"from 2010 until 2020", "de 2010 jusqu\'en 2020": the two years', async () => {
    const fell = yearsFrom(2011, 2020).every((y) => ref('JPN', POP, y)! < ref('JPN', POP, y - 1)!)
    const en = await ask("did japan's population fall every year from 2010 until 2020?")
    expect(en.answer).toMatch(fell ? /^Yes: / : /^No: /)
    const fr = await ask("la population du Japon a-t-elle baissé chaque année de 2010 jusqu'en 2020 ?")
    expect(fr.answer).toMatch(fell ? /^Oui : / : /^Non : /)
  })

  // Still declined, naming the words: a bound alone on a plain value, a time counted from a year, a span out of the data.
  for (const [q, word] of [
    ['What was the population of Canada before 2010?', 'before'],
    ['Quelle était la population du Brésil avant 2010 ?', 'avant'],
    ['gdp of japan 3 years before 2020', 'before'],
    ["did canada's population reach 40 million before 2000?", 'before'],
  ] as const) {
    it(`declined naming "${word}": ${q}`, async () => {
      const r = await ask(q)
      expect(r.answer_status).toBe('cannot_answer')
      expect(r.answer).toContain(word)
    })
  }
})

describe('a number of people of a share series: the data holds shares, not numbers of people', () => {
  for (const [q, reason] of [
    ['how many nigerians lacked electricity in 2020?', 'not a number of people'],
    ['how many people in brazil had internet access in 2020 (number of people not %)', 'not a number of people'],
    ['how many people in india were not online in 2015', 'not a number of people'],
    ["combien de Nigérians n'avaient pas l'électricité en 2020 ?", 'pas un nombre de personnes'],
    // (A share without it asks no count: that reason stays.)
    ['what share of nigerians lacked electricity in 2020?', 'not the share without it'],
  ] as const) {
    it(q, async () => {
      const r = await ask(q)
      expect(r.answer_status).toBe('cannot_answer')
      expect(r.answer).toContain(reason)
      expect(r.status).toBe('valid')
    })
  }
})

it('"not %" refuses the unit, not the measure: the count is declined, the "not" not named', async () => {
  const r = await ask('how many people in brazil had internet access in 2020 (number of people not %)')
  expect(r.answer).toContain('not a number of people ("how many", "number of")')
})

// (Every country's name above is one of the eight.)
it('the names used are the eight', () => expect(Object.keys(NAMES_EN).sort()).toEqual(COUNTRIES))
