// The read_as sentence: written by code from the reading, in the answer's language, it names every part's countries,
// series, years and the question's own figure, for every reading of the golden set and the bank, in both languages.
import { describe, expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { buildGoldenSet } from '../src/eval/golden.js'
import { COUNTRY_CODES } from '../src/lexicon/codes.js'
import { COUNTRY_FORMS, INDICATOR_WORDS } from '../src/lexicon/names.js'
import { readAs } from '../src/reading/read-as.js'
import { readQuestion } from '../src/reading/rules.js'
import { DECLINE_MEANS, DECLINE_REASONS, timeYears } from '../src/reading/schema.js'
import type { Language } from '../src/text/language.js'
import { testStore } from './helpers.js'

const snapshot = loadSnapshot('data')
const questions = [...buildGoldenSet(snapshot), ...buildQuestionBank(snapshot)].map((q) => q.question)
const years = testStore().years

describe('read_as', () => {
  it('names every part’s countries, series, years and figure, in English and in French, for the golden set and the bank', () => {
    let checked = 0
    for (const question of questions) {
      const reading = readQuestion(question, years)
      for (const lang of ['en', 'fr'] as Language[]) {
        const said = readAs(reading, lang)
        if (reading.decline && DECLINE_MEANS[reading.decline.reason] === 'unread') {
          expect(said, question).toBeNull()
          continue
        }
        expect(said, question).not.toBeNull()
        const text = said!
        expect(text.startsWith(lang === 'fr' ? 'Lu comme : ' : 'Read as: '), text).toBe(true)
        expect(text.endsWith('.'), text).toBe(true)
        for (const part of reading.parts) {
          if (part.countries.length < COUNTRY_CODES.length)
            for (const c of part.countries)
              expect(text, `${question} (${lang}): ${c}`).toContain(
                COUNTRY_FORMS[c]![lang === 'fr' ? 'fr' : 'en'].replace(/^(the |le |la |les |l')/u, ''),
              )
          const words = INDICATOR_WORDS[part.indicator]
          expect(text, `${question} (${lang})`).toContain(
            lang === 'fr' ? words.labelFr.replace(/^(le |la |l')/u, '') : words.labelEn,
          )
          // ("since 2010" runs to the latest year: its first year is the one named.)
          const named = part.time.kind === 'span' && part.time.since ? [part.time.from] : timeYears(part.time)
          for (const y of [...named, ...(part.at !== undefined ? [part.at] : [])])
            expect(text, `${question} (${lang}): ${y}`).toContain(String(y))
          if (part.figure) expect(text, `${question} (${lang})`).toContain(part.figure.text)
        }
        checked += 1
      }
    }
    console.log(`read_as written for ${checked} readings (both languages)`)
    expect(checked).toBeGreaterThan(questions.length)
  })

  it('reads two changes compared as a question, never as a claim: which rose more, or whether the first did', () => {
    const which = readQuestion('Which rose more between 2010 and 2020, internet use in Brazil or in Mexico?', years)
    expect(readAs(which, 'en')).toMatch(/^Read as: which rose by more, Brazil's Internet use or Mexico's Internet use /)
    const whether = readQuestion('Did internet use rise more in Brazil than in Mexico between 2010 and 2020?', years)
    expect(readAs(whether, 'en')).toMatch(/^Read as: whether Brazil's Internet use rose by more than Mexico's /)
    const fr = readQuestion(
      "Lequel a le plus progressé entre 2010 et 2020, l'accès à internet au Brésil ou au Mexique ?",
      years,
    )
    expect(readAs(fr, 'fr')).toMatch(/^Lu comme : lequel a le plus augmenté, /)
  })

  it('writes the question’s figure grouped, as a reader writes it', () => {
    const read = readQuestion("Was Canada's population more than 40 million in 2023?", years)
    expect(readAs(read, 'en')).toContain('(more than 40,000,000)')
  })

  it('says a share as a share and a change’s way, in the reader’s own words', () => {
    const question = "What share of the eight countries' combined GDP did the US account for in 2024?"
    const share = {
      ...readQuestion(question, years),
      decline: null,
      parts: [
        {
          shape: 'total' as const,
          countries: ['USA' as const],
          indicator: 'NY.GDP.MKTP.CD' as const,
          time: { kind: 'year' as const, year: 2024 },
          polar: false,
        },
      ],
    }
    expect(readAs(share, 'en')).toBe("Read as: the United States' share of the eight countries' total GDP in 2024.")
    expect(readAs(share, 'fr')).toBe(
      'Lu comme : la part des États-Unis dans le total des huit pays pour le PIB en 2024.',
    )
  })

  it('says why a question is declined in words, never the reason’s field name, for every reason, in both languages', () => {
    const base = readQuestion('What was the population of China in 2020?', years)
    const shown = DECLINE_REASONS.filter((reason) => DECLINE_MEANS[reason] !== 'unread')
    expect(shown.length).toBeGreaterThan(10)
    const said = new Set<string>()
    for (const reason of shown)
      for (const lang of ['en', 'fr'] as Language[]) {
        const reading = { ...base, decline: { reason, words: ['1995'], indicator: null }, parts: [] }
        const text = readAs(reading, lang)!
        // (French shows no English word of it; English, no tag standing for the words: "(forecast: ...".)
        if (lang === 'fr') expect(text, reason).not.toMatch(new RegExp(`(?<![\\p{L}_])${reason}(?![\\p{L}_])`, 'u'))
        else expect(text, reason).not.toMatch(new RegExp(`\\(${reason}[:)]`, 'u'))
        expect(text, reason).not.toMatch(/\w_\w/u)
        expect(text, reason).toContain(lang === 'fr' ? '« 1995 »' : '"1995"')
        said.add(text)
      }
    // (Each reason its own words: no two said alike.)
    expect(said.size).toBe(shown.length * 2)
  })
})
