// The count_years shape's corpus, its questions in the bank: in how many years one country's series was above (below)
// a figure of the question's own, rose (fell) from the year before, or grew by more than a percent asked; and "did it
// fall in more than 3 years", asked yes or no. Its expected outcome is computed here from the snapshot, by its own
// reckoning (not the shape's): the rows of the span with a value, each against the figure, or each against the row
// before it. `at` is its place in the bank: after every block that was there before it, drawing from no picker, so
// that nothing before it moves (src/shapes/kit/corpus.ts). `countedQuestion` also answers, in their places, the
// questions the bank declined as counts of years before this shape could count them (src/eval/bank/declines.ts).
import { type Corpus, type CorpusContext, type ReferenceRow, yesNo } from '../kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, LE, ELC, NET } = INDICATOR

/** A figure of the question's own, as this corpus reckons it: above (more), at least, or below (less). */
type Against = { value: number; relation: 'more' | 'least' | 'less' }
const holds = (v: number, f: Against) =>
  f.relation === 'more' ? v > f.value : f.relation === 'least' ? v >= f.value : v < f.value

/** What a question counts: a level against a figure, a move the way asked, or the percent change against a figure. */
export interface Counted {
  c: string
  i: string
  from?: number
  to?: number
  /** The years above (below) this figure. */
  level?: Against
  /** The years it moved this way from the year before... */
  way?: 'up' | 'down'
  /** ...by more (less) than this percent. */
  rate?: Against
  /** Asked yes or no: the count against this number of years. */
  asked?: Against
}

/** The years a question counts, the rows an answer shows and the numbers it must show, from the snapshot's rows. */
function reckon({ ref, FIRST, LAST }: CorpusContext, q: Counted) {
  const rows = ref.series(q.c, q.i, q.from ?? FIRST, q.to ?? LAST)
  let years: ReferenceRow[]
  if (q.level) years = rows.filter((r) => holds(r.value, q.level!))
  else {
    const up = q.way !== 'down'
    years = rows.slice(1).filter((r, k) => {
      const before = rows[k]!.value
      if (!q.rate) return up ? r.value > before : r.value < before
      const percent = ((r.value - before) / before) * 100
      return (up ? percent > 0 : percent < 0) && holds(up ? percent : -percent, q.rate)
    })
  }
  // (A level shows the first and last year counted, none counted its span's ends; a move, its span's ends.)
  const shown = q.level && years.length > 0 ? [years[0]!, years.at(-1)!] : [rows[0]!, rows.at(-1)!]
  return { years, shown: [...new Set(shown)] }
}

/** Records one question that counts years, answered, with its expected numbers (and its verdict when asked). */
export function countedQuestion(ctx: CorpusContext, lang: 'en' | 'fr', question: string, q: Counted): void {
  const { years, shown } = reckon(ctx, q)
  const numbers = [
    ...(years.length > 0 ? [years.length] : []),
    ...years.map((r) => r.year),
    ...shown.map((r) => r.value),
  ]
  const names = [ctx.name(q.c, lang)]
  if (q.asked) ctx.naming([yesNo(holds(years.length, q.asked), lang)], 'calculation', question, shown, numbers, names)
  else ctx.answered('calculation', question, shown, numbers, names)
}

/** "In how many years since 2015 did Brazil's GDP fall?", "how many years was the UK's population above 65 million?" */
function yearsCounted(ctx: CorpusContext): void {
  const { declined } = ctx
  const ask = (lang: 'en' | 'fr', question: string, q: Counted) => countedQuestion(ctx, lang, question, q)
  ask('en', "In how many years since 2015 did Brazil's GDP fall?", { c: 'BRA', i: GDP, from: 2015, way: 'down' })
  ask('fr', "Combien d'années le PIB du Brésil a-t-il reculé depuis 2015 ?", {
    c: 'BRA',
    i: GDP,
    from: 2015,
    way: 'down',
  })
  ask('en', "How many years was the UK's population above 65 million?", {
    c: 'GBR',
    i: POP,
    level: { value: 65e6, relation: 'more' },
  })
  ask('fr', "Combien d'années la population du Royaume-Uni a-t-elle dépassé 65 millions ?", {
    c: 'GBR',
    i: POP,
    level: { value: 65e6, relation: 'more' },
  })
  ask('en', "Between 2000 and 2024, in how many years was Japan's life expectancy above 84?", {
    c: 'JPN',
    i: LE,
    from: 2000,
    to: 2024,
    level: { value: 84, relation: 'more' },
  })
  ask('en', "How many years was Japan's population below 127 million?", {
    c: 'JPN',
    i: POP,
    level: { value: 127e6, relation: 'less' },
  })
  ask('fr', "Pendant combien d'années l'usage d'Internet au Mexique a-t-il dépassé 50 % ?", {
    c: 'MEX',
    i: NET,
    level: { value: 50, relation: 'more' },
  })
  ask('en', "In how many years was Nigeria's access to electricity below 50%?", {
    c: 'NGA',
    i: ELC,
    level: { value: 50, relation: 'less' },
  })
  ask('fr', "En combien d'années la croissance de la population du Nigeria a-t-elle dépassé 2,5 % ?", {
    c: 'NGA',
    i: POP,
    way: 'up',
    rate: { value: 2.5, relation: 'more' },
  })
  ask('en', "In how many years did India's population grow by more than 1.5%?", {
    c: 'IND',
    i: POP,
    way: 'up',
    rate: { value: 1.5, relation: 'more' },
  })
  ask('en', "In how many years did Japan's population rise between 2000 and 2020?", {
    c: 'JPN',
    i: POP,
    from: 2000,
    to: 2020,
    way: 'up',
  })
  ask('en', "Did Brazil's GDP fall in more than 3 years since 2015?", {
    c: 'BRA',
    i: GDP,
    from: 2015,
    way: 'down',
    asked: { value: 3, relation: 'more' },
  })
  ask('fr', 'Le PIB du Brésil a-t-il baissé en plus de 6 ans depuis 2015 ?', {
    c: 'BRA',
    i: GDP,
    from: 2015,
    way: 'down',
    asked: { value: 6, relation: 'more' },
  })
  // Declined, each naming its words: two countries, a rank in every year, a place outside the data, a level "about" a
  // figure (counted above or below it, never about it), a change's amount in points, and a count of years asked
  // beside a figure of a level (two figures: no reading holds both).
  declined("How many years was Brazil's GDP larger than Canada's?", ['How many years'])
  declined("Combien d'années le PIB du Canada a-t-il été supérieur à celui du Mexique ?", ["Combien d'années"])
  declined('How many years was the US GDP the highest of the eight?', ['How many years'])
  declined("Combien d'années le Japon a-t-il eu la plus haute espérance de vie des huit ?", ["Combien d'années"])
  declined("Combien d'années la population de la France a-t-elle dépassé 60 millions ?", ['France'])
  declined("How many years was Japan's life expectancy about 84?", ['How many years'])
  declined("How many years did Brazil's internet use grow by more than 5 points?", ['How many years'])
  declined("Was the UK's population above 65 million in more than 5 years?", ['in more than … years'])
  declined('La population du Royaume-Uni a-t-elle dépassé 65 millions en plus de 5 ans ?', ['en plus de … ans'])
}

export const corpus: Corpus = [{ at: 69, build: yearsCounted }]
