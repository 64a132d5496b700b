// The exchanges of test/second-look.test.ts (issue 34, items 4 and 5): questions the rules cannot read whole, each with
// a reading that drops the word that changes what is measured (a share read as the population, a change in points read
// as percent changes, the year of the biggest one-year rise read as the latest change), and a second look that says
// so; and correct readings the second look confirms. Scripted, not a language model: the fixture files say so
// (`kind: constructed`). WRITE_FIXTURES=1 npx vitest run test/second-look.test.ts writes them again.
import type { ReadingJson, WirePart } from '../src/reading/wire.js'
import type { SecondLook } from '../src/reading/second-look.js'
import { wirePart as part } from './helpers.js'

const reading = (parts: WirePart[]): ReadingJson => ({ parts, lacking: [], sources: [], set_aside: [], framing: [] })

export interface Case {
  name: string
  question: string
  /** The model's reading, as scripted. */
  reading: ReadingJson
  /** The second look's reply, as scripted. */
  look: SecondLook
  /** Whether the reading asks what the question asks (then the answer may be valid). */
  right: boolean
}

export const WRONG: Case[] = [
  {
    name: "India's share read as its population",
    question: "My editor muses about what slice of the eight countries' people lived in India in 2020",
    reading: reading([part({ countries: ['IND'], years: [2020] })]),
    look: {
      same: false,
      which: null,
      differs: "the question asks India's share of the eight countries' population, not India's population",
    },
    right: false,
  },
  {
    name: "India's share read as its population, in French",
    question: 'En 2020, combien de la population des huit pays réunis vivait en Inde, en proportion ?',
    reading: reading([part({ countries: ['IND'], years: [2020] })]),
    look: {
      same: false,
      which: null,
      differs: "la question demande la part de l'Inde dans la population des huit pays, pas sa population",
    },
    right: false,
  },
  {
    name: 'the year of the biggest one-year rise read as the latest change',
    question: "In which year did Brazil's life expectancy make its biggest one-year jump?",
    reading: reading([part({ shape: 'change', countries: ['BRA'], indicator: 'life_expectancy' })]),
    look: {
      same: false,
      which: null,
      differs: 'the question asks the year of the biggest one-year rise, not the latest change',
    },
    right: false,
  },
]

/**
 * A reading the reading check itself refuses before any second look (reading/check.ts: the question's "points" names a
 * measure the reading drops, `reading_measure_changed`): a mechanism at least as strong, by rule, with no model.
 */
export const CHECKED: Case[] = [
  {
    name: 'a change in points read as percent changes',
    question: 'Since 2010, did internet use rise more in Brazil than in Mexico, in points?',
    reading: reading([
      part({
        shape: 'pace',
        countries: ['BRA', 'MEX'],
        indicator: 'internet_users',
        years: [2010],
        flags: ['since', 'faster'],
      }),
    ]),
    look: {
      same: false,
      which: null,
      differs: 'the question asks the rise in percentage points, not the percent change',
    },
    right: false,
  },
]

export const RIGHT: Case[] = [
  {
    name: "India's share read as its share",
    question: "My editor muses about what slice of the eight countries' people lived in India in 2020",
    reading: reading([part({ shape: 'total', countries: ['IND'], years: [2020] })]),
    look: { same: true, which: 1, differs: '' },
    right: true,
  },
  {
    name: 'the year of the biggest one-year rise read as it',
    question: "In which year did Brazil's life expectancy make its biggest one-year jump?",
    reading: reading([part({ shape: 'peak', countries: ['BRA'], indicator: 'life_expectancy', flags: ['up'] })]),
    look: { same: true, which: 1, differs: '' },
    right: true,
  },
]
