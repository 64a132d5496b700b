// Right answers a real model wrote that gate 2 once refused, as issue 28 quotes them (measured on question sets we keep,
// not shipped): each with the question it answered, as near as the issue tells it, and the tool calls its figures rest
// on (the issue quotes the answers, not their traces). Where the issue elides words ("…"), they are filled in with the
// snapshot's own figures. Each is judged like the recorded real answers (test/real-answers.ts) and mutated by
// claims-mutation.test.ts.
import type { Outcome } from '../src/ask/outcome.js'
import type { GoldenQuestion } from '../src/eval/golden.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { ref } from './helpers.js'
import type { RealAnswer } from './real-answers.js'
import { type Call, ch, gv } from './tool-calls.js'

const { GDP, PCAP } = INDICATOR

interface Quoted {
  id: string
  question: string
  text: string
  calls: Call[]
  /** The snapshot rows the answer's figures show: [country, indicator, year]. */
  rows: [string, string, number][]
  /** Figures computed over them that the answer shows (a difference). */
  computed?: number[]
}

const QUOTED: Quoted[] = [
  {
    id: 'issue-28 India and the UK',
    question: "Has India's GDP overtaken the United Kingdom's?",
    text: "Yes: in the World Bank data India's GDP first topped the UK's in 2022 ($3.25 trillion vs $3.18 trillion) and stayed ahead in 2023 and 2024 ($3.76 trillion vs $3.70 trillion), but in 2025 the UK was ahead again ($4.00 trillion vs India's $3.96 trillion, current US dollars).",
    calls: [gv('IND', GDP, 2000, 2025), gv('GBR', GDP, 2000, 2025)],
    rows: [
      ['IND', GDP, 2022],
      ['GBR', GDP, 2022],
      ['IND', GDP, 2024],
      ['GBR', GDP, 2024],
      ['GBR', GDP, 2025],
      ['IND', GDP, 2025],
    ],
  },
  {
    id: 'issue-28 Brésil et Mexique',
    question: 'Le PIB par habitant du Brésil a-t-il déjà dépassé celui du Mexique ?',
    text: 'Oui : selon les données de la Banque mondiale, le PIB par habitant du Brésil a dépassé celui du Mexique de 2009 à 2014 (8 679 dollars contre 8 424 dollars en 2009), puis à nouveau en 2017 (10 081 dollars contre 9 649 dollars). Le Mexique est toutefois en tête depuis 2018, avec 13 889 dollars contre 10 713 dollars pour le Brésil en 2025.',
    calls: [gv('BRA', PCAP, 2000, 2025), gv('MEX', PCAP, 2000, 2025)],
    rows: [
      ['BRA', PCAP, 2009],
      ['MEX', PCAP, 2009],
      ['BRA', PCAP, 2017],
      ['MEX', PCAP, 2017],
      ['MEX', PCAP, 2025],
      ['BRA', PCAP, 2025],
    ],
  },
  {
    id: 'issue-28 Brazil 2014',
    question: "Has Brazil's GDP per capita recovered to its 2014 level by 2024?",
    text: "No. Brazil's GDP per capita was about 10,311 current US dollars in 2024, lower than about 12,275 dollars in 2014.",
    calls: [gv('BRA', PCAP, 2014), gv('BRA', PCAP, 2024)],
    rows: [
      ['BRA', PCAP, 2024],
      ['BRA', PCAP, 2014],
    ],
  },
  {
    id: 'issue-28 US GDP since 2000',
    question: 'How much did US GDP grow from 2000 to 2024?',
    text: 'US GDP was about $19.05 trillion larger in 2024 than in 2000, according to World Bank data.',
    calls: [ch('USA', GDP, 2000, 2024)],
    rows: [],
    computed: [ref('USA', GDP, 2024)! - ref('USA', GDP, 2000)!],
  },
]

/** The quoted answers in the corpus's own form: a trace of the tool calls, and the rows they rest on. */
export const quotedAnswers = (): RealAnswer[] =>
  QUOTED.map((q) => {
    const question: GoldenQuestion = {
      id: q.id,
      kind: 'comparison',
      question: q.question,
      expected_status: 'answered',
      expected_numbers: [...q.rows.map(([c, i, y]) => ref(c, i, y)!), ...(q.computed ?? [])],
      expected_names: [],
      reference_rows: q.rows.map(([country_code, indicator_code, year]) => ({
        country_code,
        indicator_code,
        year,
        value: ref(country_code, indicator_code, year)!,
      })),
    }
    const trace = q.calls.map((c) => ({ type: 'tool', name: c.name, arguments: JSON.stringify(c.args) }))
    const outcome = { answer: q.text, answer_status: 'answered', path: 'tools', trace } as unknown as Outcome
    return { recording: 'quoted (issue 28)', design: 'tools', id: q.id, question, outcome, text: q.text }
  })
