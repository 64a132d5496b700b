// Chat wording, and nothing named dropped in silence (issue 35): shorthand, lead-ins, claims' sayers, "us" as a
// country. One year drawn serves questions of several shapes: kept whole.
import { type Corpus, type CorpusContext, yesNo } from '../../shapes/kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, PCAP, LE, NET } = INDICATOR

/** "us" as a country, "vs", "v", a claimed figure after a verb of change. */
function usAndShorthand({ ref, LAST, name, answered, naming }: CorpusContext, y: number): void {
  const [usa, can, mex] = (['USA', 'CAN', 'MEX'] as const).map((c) => ref.row(c, GDP, y))
  answered(
    'calculation',
    `combined gdp of us, canada and mexico in ${y}?`,
    [usa!, can!, mex!],
    [usa!.value + can!.value + mex!.value],
    [name('USA', 'en'), name('CAN', 'en'), name('MEX', 'en')],
  )
  const [pu, pc] = [ref.row('USA', POP, y), ref.row('CAN', POP, y)]
  answered(
    'calculation',
    `total population of us and canada in ${y}`,
    [pu, pc],
    [pu.value + pc.value],
    [name('USA', 'en')],
  )
  answered(
    'calculation',
    `population totale des US et du Canada en ${y} ?`,
    [pu, pc],
    [pu.value + pc.value],
    [name('USA', 'fr'), name('CAN', 'fr')],
  )
  answered('comparison', `us gdp ${y} vs canada`, [usa!, can!], [usa!.value, can!.value], [name('USA', 'en')])
  // A claimed figure after a verb of change is the change's amount: "rise more than 10 years", "a gagné 10 ans".
  const [n0, n1] = [ref.row('NGA', LE, 2000), ref.latest('NGA', LE, LAST)]
  const gained = n1.value - n0.value
  naming(
    [yesNo(gained > 10, 'en')],
    'comparison',
    "did nigeria's life expectancy rise more than 10 years since 2000?",
    [n0, n1],
    [gained],
    [name('NGA', 'en')],
  )
  naming(
    [yesNo(Math.abs(gained - 10) < 0.5, 'fr'), 'un député'],
    'comparison',
    "un député dit que l'espérance de vie au Nigeria a gagné 10 ans depuis 2000, c'est juste ?",
    [n0, n1],
    [gained],
    [name('NGA', 'fr')],
  )
  const [u0, u1] = [ref.row('GBR', NET, 2019), ref.row('GBR', NET, 2024)]
  answered(
    'comparison',
    'uk internet users 2019 vs 2024 - up how many points?',
    [u0, u1],
    [u1.value - u0.value],
    [name('GBR', 'en')],
  )
  const [b0, b1] = [ref.row('BRA', NET, 2010), ref.row('BRA', NET, 2020)]
  answered('comparison', 'brazil internet 2010 v 2020', [b0, b1], [b0.value, b1.value], [name('BRA', 'en')])
  const [l0, l1] = [ref.row('USA', LE, 2019), ref.row('USA', LE, 2021)]
  answered(
    'comparison',
    'how big was the drop in us life expectancy from 2019 to 2021',
    [l0, l1],
    [l1.value - l0.value],
    [name('USA', 'en')],
  )
}

/** Lead-ins before the question, "avg", a claim attributed to someone. */
function leadInsAndSayers({ ref, LAST, name, answered, naming }: CorpusContext, y: number): void {
  // Lead-ins before a colon or a dash that name nothing of the data.
  const top = ref.ranking(LE, y)[0]!
  answered(
    'comparison',
    `for the 6pm bulletin: which country had the highest life expectancy in ${y}?`,
    [top],
    [top.value],
    [name(top.country_code, 'en')],
  )
  answered(
    'comparison',
    `pour le JT de 20h : quel pays avait l'espérance de vie la plus élevée en ${y} ?`,
    [top],
    [top.value],
    [name(top.country_code, 'fr')],
  )
  const ip = ref.row('IND', POP, 2020)
  answered(
    'lookup',
    "one for the politics desk — what was india's population in 2020?",
    [ip],
    [ip.value],
    [name('IND', 'en')],
  )
  const cg = ref.row('CAN', GDP, 2022)
  answered('lookup', "my producer is asking - what was canada's gdp in 2022?", [cg], [cg.value], [name('CAN', 'en')])
  const avg = ref.ranking(LE, 2020)
  answered(
    'calculation',
    'avg life expectancy across the 8 in 2020?',
    avg,
    [avg.reduce((s, r) => s + r.value, 0) / avg.length],
    [],
  )
  // A claim attributed to someone: its figure checked, its sayer named.
  const jp = ref.latest('JPN', LE, LAST)
  naming(
    [yesNo(Math.abs(jp.value - 85) < 0.5, 'en'), 'press release'],
    'comparison',
    'press release says japan life expectancy is 85 yrs - accurate?',
    [jp],
    [jp.value],
    [name('JPN', 'en')],
  )
  const np = ref.row('NGA', POP, 2020)
  naming(
    [yesNo(np.value > 200e6, 'en'), 'an MP'],
    'comparison',
    "an MP said on TV last night that nigeria's population topped 200 million in 2020 - true?",
    [np],
    [np.value],
    [name('NGA', 'en')],
  )
}

/** French shorthand, a compound growth, and what is declined naming its words. */
function frenchShorthandAndDeclines({ ref, name, answered, declined, naming }: CorpusContext, y: number): void {
  // French shorthand: "PIB/hab", "vs", "réduit" (a gap narrowed), "bondi" (a jump).
  const [gb, jn] = [ref.row('GBR', PCAP, y), ref.row('JPN', PCAP, y)]
  answered('comparison', `PIB/hab du Royaume-Uni vs Japon en ${y}`, [gb, jn], [gb.value, jn.value], [name('GBR', 'fr')])
  const gap = (year: number) => ref.row('JPN', GDP, year).value - ref.row('IND', GDP, year).value
  naming(
    [yesNo(Math.abs(gap(y)) < Math.abs(gap(2010)), 'fr')],
    'comparison',
    `l'écart de PIB entre le Japon et l'Inde s'est-il réduit entre 2010 et ${y} ?`,
    [ref.row('JPN', GDP, 2010), ref.row('IND', GDP, 2010)],
    [gap(2010)],
    [name('JPN', 'fr')],
  )
  const [m0, m1] = [ref.row('MEX', GDP, 2020), ref.row('MEX', GDP, 2021)]
  naming(
    [yesNo(m1.value > m0.value, 'fr')],
    'comparison',
    'salut - le PIB du Mexique a-t-il bondi entre 2020 et 2021 ?',
    [m0, m1],
    [m1.value - m0.value],
    [name('MEX', 'fr')],
  )
  const [i0, i1] = [ref.row('IND', POP, 2000), ref.row('IND', POP, 2020)]
  answered(
    'calculation',
    "compound growth of india's population 2000-2020?",
    [i0, i1],
    [((i1.value / i0.value) ** (1 / 20) - 1) * 100],
    [name('IND', 'en')],
  )
  // Declined naming the words: an age group of people, a GDP growth rate (real, at constant prices).
  declined('how many Japanese over 70 were online in 2021?', ['over …'])
  declined('Combien de Japonais de plus de 70 ans utilisaient internet en 2021 ?', ['de plus de … ans'])
  declined("Mexico's GDP growth in 2019?", ['growth', 'constant prices'])
  declined('Croissance du PIB du Mexique en 2019 ?', ['Croissance', 'prix constants'])
}

function chatWording(ctx: CorpusContext): void {
  // ---- chat wording, and nothing named dropped in silence (issue 35): a lead-in before a colon or a dash, shorthand
  // ("vs", "v", "avg", "yrs", "PIB/hab", "pop", "jump", "compound", "réduit", "up how many points"), a claim's sayer
  // named, "us" in a list of countries or before a series, a claimed figure after any verb of change, an age group of
  // people and a GDP growth rate declined naming the words ----
  const y = ctx.yearFor(POP, GDP, LE)
  usAndShorthand(ctx, y)
  leadInsAndSayers(ctx, y)
  frenchShorthandAndDeclines(ctx, y)
}

export const chat: Corpus = [{ at: 58, build: chatWording }]
