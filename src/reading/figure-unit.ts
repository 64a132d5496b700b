// The unit a question's own figure is said in ("80 million", "70 years", "500 million people", "5 percent"), and
// whether it fits the series it is held against: a figure in another unit than the series' is never compared (life
// expectancy is never "80 million", GDP never "70 years"). The rules reader declines such a question (figure_unit), and
// gate 2 refuses a verdict on such a figure, so that a model's reading is held to the same rule.
import type { IndicatorCode } from '../lexicon/codes.js'
import { INDICATOR_WORDS } from '../lexicon/names.js'
import type { QuotedFigure } from './schema.js'
import type { Token } from './tokens.js'

/** The units a figure may be said in, from its own words or the word right after it. */
export type FigureUnit = 'percent' | 'scale' | 'years' | 'dollars' | 'people'

/** A scale word in a figure as typed: "80 million", "2 billion", "40 k", "80 millions", "2 milliards". */
const SCALE = /\b(thousand|million|billion|trillion|mille|milliers?|millions?|milliards?|billions?|bn|k|m|mn|tn)\b/i
const PERCENT = /%|\b(percent|per cent|pour ?cents?)\b/i
/** The word after a figure that says its unit. */
const YEARS_AFTER = /^(years?|yrs?|ans?|annees?)$/
const DOLLARS_AFTER = /^(dollars?|usd|us dollars|us\$|dollars us|dollars americains)$/
const PEOPLE_AFTER =
  /^(people|persons|inhabitants|residents|citizens|users|internet users|personnes|habitants|individus|internautes|utilisateurs)$/

/** The units a series' own level (or amount) is said in. */
const FITS: Record<Exclude<FigureUnit, 'percent'>, readonly IndicatorKind[]> = {
  scale: ['count', 'money', 'money-per-person'],
  years: ['years'],
  dollars: ['money', 'money-per-person'],
  people: ['count'],
}
type IndicatorKind = (typeof INDICATOR_WORDS)[IndicatorCode]['kind']

/**
 * What a figure's unit is, and its words as typed, the number left out ("million", "million people", "years": a
 * reason never quotes the question's figure back); null when it says none.
 */
export interface UnitSaid {
  unit: FigureUnit
  words: string
}

/**
 * The unit of the figure at `at` in `tokens`: its own words first ("5 percent", "80 million"), then a word right after
 * it ("70 years", "500 million people", "d'habitants", "Indians"); a count of people said with a scale is people.
 */
export function unitAt(tokens: readonly Token[], at: number): UnitSaid | null {
  const t = tokens[at]
  if (!t) return null
  const text = t.text
  if (t.percent === true || PERCENT.test(text)) return { unit: 'percent', words: unitWords(text) }
  // ("80 millions d'habitants": "d'" stands between the figure and its noun.)
  const skip = /^(d|de|of)$/.test(tokens[at + 1]?.words ?? '') ? 2 : 1
  const next = tokens[at + skip]
  const after = next?.words ?? ''
  // (The unit's own word: "people", "years", "internautes"; a scale beside it, "millions d'internautes", is no unit.)
  const said = (unit: FigureUnit) => ({ unit, words: next!.text })
  if (YEARS_AFTER.test(after)) return said('years')
  if (DOLLARS_AFTER.test(after)) return said('dollars')
  if (PEOPLE_AFTER.test(after) || next?.meanings.some((m) => m.kind === 'people') === true) return said('people')
  if (SCALE.test(text)) return { unit: 'scale', words: unitWords(text) }
  return null
}

/** The unit words of a figure as typed, its digits left out ("5 percent": "percent"). */
const unitWords = (text: string) =>
  text
    .replace(/[\d.,\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** The unit a figure's own text says ("80 million", "5 %"), with no tokens around it (a model's reading). */
export function unitOfText(figure: Pick<QuotedFigure, 'text' | 'percent'>): UnitSaid | null {
  if (figure.percent || PERCENT.test(figure.text)) return { unit: 'percent', words: unitWords(figure.text) }
  const words = figure.text.replace(/^[^A-Za-zÀ-ÿ%$]*[\d.,\s]+/, '').trim()
  const after = words.toLowerCase()
  if (YEARS_AFTER.test(after)) return { unit: 'years', words }
  if (DOLLARS_AFTER.test(after)) return { unit: 'dollars', words }
  if (SCALE.test(figure.text)) return { unit: 'scale', words: unitWords(figure.text) }
  return null
}

/**
 * Whether a figure in `unit` may be held against the series: a count with a scale or of people against population,
 * dollars against GDP, years against life expectancy. A percent is left to the shape (a percent change fits every
 * series; a percent level only a share: src/reading/rules.ts).
 */
export function unitFits(unit: FigureUnit, indicator: IndicatorCode): boolean {
  if (unit === 'percent') return true
  // (GDP per capita in thousands of dollars, "40 thousand", is dollars; a count of people is the population only.)
  return FITS[unit].includes(INDICATOR_WORDS[indicator].kind)
}

/**
 * The figure of a part, found among the question's tokens (the number of that value), and its unit when it does not
 * fit the part's series; null when it fits or says no unit.
 */
export function misfitUnit(
  tokens: readonly Token[],
  figure: Pick<QuotedFigure, 'text' | 'percent' | 'value'>,
  indicator: IndicatorCode,
): UnitSaid | null {
  const at = tokens.findIndex((t) => t.kind === 'number' && (t.value === figure.value || t.text === figure.text))
  const said = (at >= 0 ? unitAt(tokens, at) : null) ?? unitOfText(figure)
  return said && !unitFits(said.unit, indicator) ? said : null
}
