// Bank questions framed in chat: a greeting or a lead-in before the question and thanks after it, shorthand, typos in
// country and indicator words, a time of day in a lead-in. None of it is asked; the question inside is.
import { type Corpus, type CorpusContext, COUNTRIES, SUBJECT, whatWas, en } from '../../shapes/kit/corpus.js'
import { INDICATOR } from '../../lexicon/codes.js'

const { POP, GDP, PCAP, LE, NET } = INDICATOR

function framedAndTyped({ ref, pick, name, answered, times, yearFor }: CorpusContext): void {
  // ---- framing and chat wording around a question: none of it is asked ----
  const FRAMES: [string, string, 'en' | 'fr'][] = [
    ['Hi! Quick one for a story:', '', 'en'],
    ["Hello, I'm writing a piece on the economy.", 'Thanks!', 'en'],
    ['Before we publish, can you check:', 'Cheers', 'en'],
    ['hey team, fact-checking a claim -', 'thx', 'en'],
    ["Good morning! For tonight's story,", 'Many thanks in advance.', 'en'],
    ['Bonjour, petite question pour un article :', 'Merci !', 'fr'],
    ['Salut, je prépare un papier sur le sujet.', 'Merci d’avance', 'fr'],
    ['Avant publication, pouvez-vous vérifier :', 'Cordialement', 'fr'],
  ]
  for (const [before, after, language] of FRAMES) {
    const [c, i] = [pick.one(COUNTRIES), pick.one([POP, GDP, LE])]
    const y = yearFor(i)
    const r = ref.row(c, i, y)
    const question =
      language === 'fr' ? `${whatWas(i)} ${SUBJECT[i]!.fr(c)} en ${y} ?` : `What was ${SUBJECT[i]!.en(c)} in ${y}?`
    answered('lookup', `${before} ${question} ${after}`.trim(), [r], [r.value], [name(c, language)])
  }
  times(3, () => {
    const c = pick.one(COUNTRIES)
    const y = yearFor(POP, PCAP)
    const [p, g] = [ref.row(c, POP, y), ref.row(c, PCAP, y)]
    const short = en(c).replace(/^the /, '')
    answered('lookup', `${short} pop '${String(y).slice(2)}`, [p], [p.value], [name(c, 'en')])
    answered('lookup', `how many ppl lived in ${short} in ${y}??`, [p], [p.value], [name(c, 'en')])
    answered('lookup', `gdp/cap ${short} ${y} pls`, [g], [g.value], [name(c, 'en')])
  })

  // typos in country and indicator words
  for (const [question, c, i] of [
    ['popluation of mexcio in 2020', 'MEX', POP],
    ['What was the GDP of Brazli in 2019?', 'BRA', GDP],
    ['Life expectancy in Nigria in 2015?', 'NGA', LE],
    ['Internet use in Inida in 2021?', 'IND', NET],
    ["Quelle était l'espérance de vie au Japan en 2018 ?", 'JPN', LE],
    ['Population of Canadaa in 2022?', 'CAN', POP],
  ] as const) {
    const y = Number(/\d{4}/.exec(question)![0])
    const r = ref.row(c, i, y)
    answered('lookup', question, [r], [r.value], [])
  }
}

/** A time of day in a lead-in ("the 8pm bulletin") is framing, not a time asked. */
function aTimeOfDay({ ref, LAST, name, answered }: CorpusContext): void {
  for (const [question, c, i, y, language] of [
    [`For the 8pm bulletin: Japan pop ${LAST}?`, 'JPN', POP, LAST, 'en'],
    ['For the 8 pm show: Canada GDP 2020?', 'CAN', GDP, 2020, 'en'],
    [`Pour le JT de 20 h 30 : population du Japon en ${LAST} ?`, 'JPN', POP, LAST, 'fr'],
  ] as const) {
    const r = ref.row(c, i, y)
    answered('lookup', question, [r], [r.value], [name(c, language)])
  }
}

export const framing: Corpus = [
  { at: 30, build: framedAndTyped },
  { at: 66, build: aTimeOfDay },
]
