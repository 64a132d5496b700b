// Reads a chat question into what it asks: which countries, indicator, years, and what kind of answer. Unknown
// places, indicators, units and forecasts are recognised so that the answer can say why the data cannot answer.
import { detectLanguage, type Language } from '../text/language.js'
import {
  ALL_COUNTRIES,
  AVERAGE,
  CHANGE,
  COMPARE,
  COUNTRY_CODES_AS_WRITTEN,
  COUNTRY_WORDS,
  FORECAST,
  INDICATOR_RULES,
  normalise,
  OTHER_CODE,
  OTHER_INDICATOR,
  OTHER_PLACES,
  OTHER_UNIT,
  RANK_HIGH,
  RANK_LOW,
  RANK_WORDS,
  RATIO,
  VERSUS,
  type IndicatorCode,
} from '../lexicon/patterns.js'

export type CannotReason = 'forecast' | 'years' | 'country' | 'indicator' | 'unit' | 'not_understood' | 'no_country'

export type Intent =
  | { kind: 'cannot'; reason: CannotReason }
  | { kind: 'lookup'; countries: string[]; years: { from: number; to: number } | 'latest' }
  | { kind: 'change'; countries: string[]; from: number; to: number }
  | { kind: 'compare'; countries: [string, string]; year: number | 'latest'; ratio: boolean }
  | { kind: 'rank'; year: number | 'latest'; order: 'highest' | 'lowest' | 'all'; focus: string | null }
  | { kind: 'average'; year: number | 'latest' }

export interface ParsedQuestion {
  language: Language
  indicator: IndicatorCode | null
  intent: Intent
}

const cannot = (reason: CannotReason): Intent => ({ kind: 'cannot', reason })

function countriesIn(question: string, text: string): string[] {
  const found: { code: string; at: number }[] = []
  for (const [code, pattern] of Object.entries(COUNTRY_WORDS)) {
    const match = pattern.exec(text)
    if (match) found.push({ code, at: match.index })
  }
  for (const [code, pattern] of Object.entries(COUNTRY_CODES_AS_WRITTEN)) {
    const match = pattern.exec(question)
    // Positions in the raw question are close enough to order codes among words.
    if (match && !found.some((f) => f.code === code)) found.push({ code, at: match.index })
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.code)
}

export function parseQuestion(question: string, years: readonly [number, number] = [2000, 2025]): ParsedQuestion {
  const language = detectLanguage(question)
  const text = normalise(question)
  const indicator = INDICATOR_RULES.find(([, test]) => test(text))?.[0] ?? null
  const result = (intent: Intent): ParsedQuestion => ({ language, indicator, intent })

  // Lookarounds, so that "2000 2024" (from "2000-2024") gives both years.
  const allYears = [...new Set([...text.matchAll(/(?<=\s)(\d{4})(?=\s)/g)].map((m) => Number(m[1])))].filter(
    (y) => y >= 1000 && y <= 2999,
  )
  const outside = allYears.some((y) => y < years[0] || y > years[1])

  if (FORECAST.test(text)) return result(cannot('forecast'))
  // Only future years: a forecast; any year before the snapshot: outside its years.
  if (outside) return result(allYears.every((y) => y >= years[0]) ? cannot('forecast') : cannot('years'))
  if (OTHER_UNIT.test(text)) return result(cannot('unit'))
  if (OTHER_PLACES.test(text) || OTHER_CODE.test(question)) return result(cannot('country'))
  if (OTHER_INDICATOR.test(text)) return result(cannot('indicator'))
  if (!indicator) return result(cannot('not_understood'))

  const countries = countriesIn(question, text)
  const year: number | 'latest' = allYears.length > 0 ? allYears[allYears.length - 1]! : 'latest'
  const wantsAll = ALL_COUNTRIES.test(text)
  const high = RANK_HIGH.test(text)
  const low = RANK_LOW.test(text)
  const rankWords = RANK_WORDS.test(text)

  if (AVERAGE.test(text) && countries.length === 0) return result({ kind: 'average', year })
  if (AVERAGE.test(text)) return result(cannot('not_understood'))

  const change = CHANGE.test(text) || (countries.length === 1 && VERSUS.test(text))
  if (allYears.length >= 2 && change && countries.length >= 1 && countries.length <= 4) {
    const [from, to] = [Math.min(...allYears), Math.max(...allYears)]
    return result({ kind: 'change', countries, from, to })
  }
  if (countries.length === 2 && (RATIO.test(text) || COMPARE.test(text) || high || low) && allYears.length <= 1) {
    return result({ kind: 'compare', countries: [countries[0]!, countries[1]!], year, ratio: RATIO.test(text) })
  }
  if (
    (countries.length === 0 || wantsAll || countries.length > 2) &&
    (high || low || rankWords || wantsAll) &&
    allYears.length <= 1
  ) {
    return result({
      kind: 'rank',
      year,
      order: high && !low ? 'highest' : low && !high ? 'lowest' : 'all',
      focus: null,
    })
  }
  if (countries.length === 1 && rankWords && allYears.length <= 1) {
    return result({ kind: 'rank', year, order: 'all', focus: countries[0]! })
  }
  if (countries.length === 0) return result(cannot('no_country'))
  if (allYears.length >= 2) {
    return result({ kind: 'lookup', countries, years: { from: Math.min(...allYears), to: Math.max(...allYears) } })
  }
  // No year named: the latest year with a value ("latest", "current", or nothing at all).
  return result({ kind: 'lookup', countries, years: typeof year === 'number' ? { from: year, to: year } : 'latest' })
}
