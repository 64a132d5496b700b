// The closest shape's corpus, its questions in the bank: the year two countries were closest in a series, over every
// year of the data or a span, in English and French. Its expected outcome is computed here from the snapshot, by its
// own reckoning (not the shape's): of the years both have a value, the smallest absolute difference, the earliest on a
// tie. `at` is its place in the bank: after every block that was there before it, drawing from no picker, so that
// nothing before it moves (src/shapes/kit/corpus.ts).
import { type Corpus, type CorpusContext, en } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, PCAP, LE, NET } = INDICATOR

/** "In which year were Brazil and Mexico closest in GDP per capita?", and its neighbours' phrasings. */
function yearTheyWereClosest({ ref, FIRST, LAST, name, answered, declined }: CorpusContext): void {
  const closest = (a: string, b: string, i: string, from = FIRST, to = LAST) => {
    const ofB = new Map(ref.series(b, i, from, to).map((r) => [r.year, r]))
    const both = ref.series(a, i, from, to).flatMap((ra) => {
      const rb = ofB.get(ra.year)
      return rb ? [{ ra, rb, gap: Number(Math.abs(ra.value - rb.value).toFixed(9)) }] : []
    })
    const best = both.reduce((x, y) => (y.gap < x.gap ? y : x))
    return { rows: [best.ra, best.rb], numbers: [best.ra.year, best.ra.value, best.rb.value, best.gap] }
  }
  const ask = (lang: 'en' | 'fr', question: string, a: string, b: string, i: string, from?: number, to?: number) => {
    const c = closest(a, b, i, from, to)
    answered('comparison', question, c.rows, c.numbers, [name(a, lang), name(b, lang)])
  }
  ask('en', 'In which year were Brazil and Mexico closest in GDP per capita?', 'BRA', 'MEX', PCAP)
  ask('en', 'When was the gap in life expectancy between India and Nigeria smallest?', 'IND', 'NGA', LE)
  ask(
    'en',
    `In what year were ${en('GBR')} and Japan closest in population between 2000 and 2020?`,
    'GBR',
    'JPN',
    POP,
    2000,
    2020,
  )
  ask('en', 'In which year was the gap in Internet use between Brazil and Mexico narrowest?', 'BRA', 'MEX', NET)
  ask(
    'fr',
    'En quelle année le Brésil et le Mexique étaient-ils le plus proches en PIB par habitant ?',
    'BRA',
    'MEX',
    PCAP,
  )
  ask('fr', "Quand l'écart d'espérance de vie entre l'Inde et le Nigeria a-t-il été le plus faible ?", 'IND', 'NGA', LE)
  ask(
    'fr',
    "En quelle année l'écart de population entre le Mexique et le Japon a-t-il été le plus réduit entre 2005 et 2024 ?",
    'MEX',
    'JPN',
    POP,
    2005,
    2024,
  )
  // Declined, each for its reason: a country outside the data; one country, where closest compares two.
  declined('In which year were Brazil and China closest in population?', ['China'])
  declined('Quand le Japon et la Chine étaient-ils le plus proches en PIB ?', ['Chine'])
  declined("In which year was Brazil's GDP closest?", ['closest'])
}

export const corpus: Corpus = [{ at: 68, build: yearTheyWereClosest }]
