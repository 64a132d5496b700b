// Words a reporter's probe found read as another question: "pour la première fois" (a time, not a multiple),
// "la plus forte croissance" ranked (a percent change, as "fastest"), a time of day in a lead-in ("the 8pm bulletin").
// Every expected value is computed from the snapshot.
import { describe, expect, it } from 'vitest'
import { INDICATOR } from '../src/lexicon/codes.js'
import { COUNTRIES, plannerService, ref } from './helpers.js'

const { POP, GDP } = INDICATOR
const YEARS = Array.from({ length: 26 }, (_, k) => 2000 + k)

/** The first year of the span in which x's value was above z's, after a year it was not. */
function firstOvertaking(x: string, z: string, i: string): number {
  const year = YEARS.find(
    (y, k) => k > 0 && ref(x, i, y)! > ref(z, i, y)! && ref(x, i, YEARS[k - 1]!)! <= ref(z, i, YEARS[k - 1]!)!,
  )
  if (year === undefined) throw new Error('no overtaking')
  return year
}
/** The country with the largest percent change, and the one with the largest difference. */
function leaders(i: string, a: number, b: number) {
  const rows = COUNTRIES.map((c) => ({ c, a: ref(c, i, a)!, b: ref(c, i, b)! }))
  const percent = [...rows].sort((p, q) => (q.b - q.a) / q.a - (p.b - p.a) / p.a)[0]!.c
  const amount = [...rows].sort((p, q) => q.b - q.a - (p.b - p.a))[0]!.c
  return { percent, amount }
}
const NAMES_FR: Record<string, string> = {
  IND: 'Inde',
  NGA: 'Nigeria',
  BRA: 'Brésil',
  USA: 'États-Unis',
  MEX: 'Mexique',
}
const NAMES_EN: Record<string, string> = {
  IND: 'India',
  NGA: 'Nigeria',
  BRA: 'Brazil',
  USA: 'United States',
  MEX: 'Mexico',
}

describe('"pour la première fois" is a time, not a multiple', () => {
  for (const [q, x, z, i] of [
    ["en quelle année le PIB de l'Inde a dépassé celui du Royaume-Uni pour la première fois ?", 'IND', 'GBR', GDP],
    ['en quelle année le Mexique a dépassé le Japon en population pour la première fois ?', 'MEX', 'JPN', POP],
    ['le Mexique a dépassé le Japon en population pour la première fois en quelle année ?', 'MEX', 'JPN', POP],
    ['en quelle année le Mexique a dépassé le Japon en population la première fois ?', 'MEX', 'JPN', POP],
  ] as const) {
    it(q, async () => {
      const r = await plannerService().ask({ question: q })
      expect(r.answer).toContain(`pour la première fois en ${firstOvertaking(x, z, i)}`)
      expect(r.answer).not.toContain(' fois celui')
      expect(r.answer).not.toContain(' fois celle')
      expect(r.status).toBe('valid')
    })
  }
})

describe('growth ranked over two years is a percent change, as "fastest" is', () => {
  for (const [q, i, language] of [
    ['quel pays a eu la plus forte croissance de population entre 2000 et 2025 ?', POP, 'fr'],
    ['quel pays a la plus forte croissance démographique entre 2000 et 2025 ?', POP, 'fr'],
    ['quel pays a connu la plus forte croissance du PIB entre 2000 et 2025 ?', GDP, 'fr'],
    ['which country had the strongest GDP growth between 2000 and 2025?', GDP, 'en'],
    ['which country had the strongest population growth between 2000 and 2025?', POP, 'en'],
  ] as const) {
    it(q, async () => {
      const { percent, amount } = leaders(i, 2000, 2025)
      // (Otherwise the test could not tell the two readings apart.)
      expect(percent).not.toBe(amount)
      const r = await plannerService().ask({ question: q })
      const names = language === 'fr' ? NAMES_FR : NAMES_EN
      expect(r.answer).toMatch(language === 'fr' ? /en pourcentage/ : /percent change/)
      expect(r.answer!.split('.')[0]).toContain(names[percent])
      expect(r.status).toBe('valid')
    })
  }
  it('"la plus forte hausse" stays the difference', async () => {
    const { amount } = leaders(POP, 2000, 2025)
    const r = await plannerService().ask({
      question: 'quel pays a connu la plus forte hausse de la population entre 2000 et 2025 ?',
    })
    expect(r.answer).toContain('variation absolue')
    expect(r.answer!.split('.')[0]).toContain(NAMES_FR[amount])
  })
})

describe('a time of day in a lead-in is framing', () => {
  for (const [framed, plain] of [
    ['for the 8pm bulletin: Japan pop 2025?', 'Japan pop 2025?'],
    ['for the 8 pm show: Canada GDP 2020?', 'Canada GDP 2020?'],
    ['for the 6.30pm bulletin: Japan pop 2025?', 'Japan pop 2025?'],
    ['pour le JT de 20 h 30 : population du Japon en 2025 ?', 'population du Japon en 2025 ?'],
    ['pour le journal de 20h : PIB du Canada en 2020 ?', 'PIB du Canada en 2020 ?'],
  ] as const) {
    it(framed, async () => {
      const [a, b] = await Promise.all([
        plannerService().ask({ question: framed }),
        plannerService().ask({ question: plain }),
      ])
      expect(a.answer).toBe(b.answer)
      expect(a.status).toBe('valid')
    })
  }
})
