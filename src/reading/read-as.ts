// How the application read a question, in one sentence of the answer's language: "Read as: the United States' share of
// the eight countries' total GDP in 2024." / "Lu comme : …". Written by code from the reading that was composed (the
// rules' or the model's), never by a model, so that the asker sees at once what was answered (Wolfram|Alpha's "input
// interpretation") and a second look can hold it against the question (ask/loop.ts). Every part names its meaning, its
// countries, its series, its years and the question's own figure; pure, no data read.
//
// Each shape words its own part (src/shapes/<id>/read-as.ts, through src/shapes/layers/read-as.ts); the shared wording
// lives in src/shapes/kit/read-as.ts.
import { contract } from '../text/french.js'
import type { Language } from '../text/language.js'
import { join, partWords } from '../shapes/kit/read-as.js'
import { READ_AS } from '../shapes/layers/read-as.js'
import { DECLINE_MEANS, type DeclineReason, type Part, type QuestionReading } from './schema.js'

type Reading = Pick<QuestionReading, 'parts' | 'missing' | 'decline' | 'language'>

const OPENING: Record<Language, string> = { en: 'Read as: ', fr: 'Lu comme : ' }

/**
 * Why a question is declined, in the reader's words, never the reason's field name ("other_place"): English, French.
 * (Those the reader could not place have no reading to show; their words serve the decline's trace alone.)
 */
export const DECLINED_AS: Record<DeclineReason, readonly [string, string]> = {
  forecast: ['a forecast', 'une prévision'],
  years: ['years outside the data', 'des années hors des données'],
  time: ['a date that cannot be placed', 'une date impossible à situer'],
  other_place: ['a place outside the data', 'un lieu hors des données'],
  place_within: ['a place within a country', "un lieu à l'intérieur d'un pays"],
  other_indicator: ['a series outside the data', 'une série hors des données'],
  unit: ['another unit', 'une autre unité'],
  age: ['an age group', "une tranche d'âge"],
  sex: ['one sex', 'un seul sexe'],
  origin: ['a group of people by origin', 'un groupe de personnes selon son origine'],
  area: ['a city or region within a country', "une ville ou une région d'un pays"],
  density: ['a density', 'une densité'],
  growth_rate: ['a growth rate', 'un taux de croissance'],
  consumption: ['an amount used or produced', 'une quantité consommée ou produite'],
  negation: ['a negation', 'une négation'],
  cause: ['a cause', 'une explication'],
  count: ['a number of people', 'un nombre de personnes'],
  instruction: ['an instruction', 'une consigne'],
  not_understood: ['words not understood', 'des mots non compris'],
  no_country: ['no country named', 'aucun pays nommé'],
  no_indicator: ['no series named', 'aucune série nommée'],
  two_years: ['a change without two years', 'une évolution sans deux années'],
  two_countries: ['fewer than two countries', 'moins de deux pays'],
  one_country: ['more than one country at once', "plus d'un pays à la fois"],
  fraction_of_other: ["a fraction of another country's value", "une fraction de la valeur d'un autre pays"],
  one_indicator: ['more than one series at once', "plus d'une série à la fois"],
  one_year: ['more than one year at once', "plus d'une année à la fois"],
  rank_every_year: ['a rank in every year', 'un rang chaque année'],
  average_of_some: ['an average of some countries', 'une moyenne de quelques pays'],
  sum: ['a sum of values that do not add up', "une somme de valeurs qui ne s'additionnent pas"],
  rank_of_changes: ['a ranking of changes', 'un classement des évolutions'],
  filter: ['countries picked by a condition', 'des pays choisis selon une condition'],
  which_year: ['a search for a year', "la recherche d'une année"],
  too_many: ['too many figures at once', 'trop de chiffres à la fois'],
  share_of_whole: ['a share of the world or a region', "une part du monde ou d'une région"],
  figure_unread: ['a figure not placed', 'un chiffre non rattaché'],
  figure_unit: ['a figure in another unit than the series', 'un chiffre dans une autre unité que la série'],
  count_of_years: ['a count of years', "un nombre d'années"],
  share_compared: [
    'a share weighed against another year or a figure',
    'une part comparée à une autre année ou à un chiffre',
  ],
}

/** What one part asks, in words: its meaning, countries, series, years and figure. */
export const partAs = (part: Part, lang: Language, parts: readonly Part[] = [part]): string =>
  READ_AS[part.shape](part, partWords(part, lang, parts))

/** The places or series named that the data has no figure for: "(the data has no figure for "China")". */
function lacking(reading: Reading, lang: Language): string {
  const words = reading.missing.flatMap((m) => m.words)
  if (words.length === 0) return ''
  const quoted = words.map((w) => (lang === 'fr' ? `« ${w} »` : `"${w}"`))
  return lang === 'fr'
    ? ` ; sans chiffre dans les données : ${join(quoted, lang)}`
    : `; no figure in the data for ${join(quoted, lang)}`
}

/**
 * The one sentence: every part in order, then what the data lacks. A question declined because the data lacks what it
 * asks says so with its words; one no reader could place has no reading to show (null).
 */
export function readAs(reading: Reading, language: Language = reading.language): string | null {
  const lang = language
  if (reading.decline) {
    if (DECLINE_MEANS[reading.decline.reason] === 'unread') return null
    const words = reading.decline.words.map((w) => (lang === 'fr' ? `« ${w} »` : `"${w}"`))
    const why = DECLINED_AS[reading.decline.reason][lang === 'fr' ? 1 : 0]
    const what =
      lang === 'fr'
        ? `une question que les données ne couvrent pas (${why}${words.length > 0 ? ` : ${join(words, lang)}` : ''})`
        : `a question the data does not cover (${why}${words.length > 0 ? `: ${join(words, lang)}` : ''})`
    return `${OPENING[lang]}${what}.`
  }
  if (reading.parts.length === 0) return null
  const said = reading.parts.map((p) => partAs(p, lang, reading.parts).replace(/\s+/g, ' ').replace(/ ,/g, ',').trim())
  const sentence = `${said.join(lang === 'fr' ? ' ; ' : '; ')}${lacking(reading, lang)}`
  return lang === 'fr' ? contract(`${OPENING[lang]}${sentence}.`) : `${OPENING[lang]}${sentence}.`
}
