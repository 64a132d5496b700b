// The shapes of a question, as a table: each row says which words ask for it, what it needs (how many countries,
// which kind of time), what it means exactly, and examples in both languages, which are its tests. A question's part
// matches the first row whose words it uses; it must then have what that row needs, or it is declined with a reason
// that names the words. No row stands in for a neighbour with another meaning: "did India overtake the UK" is read
// over every year, never as a comparison of two years.
import type { CountryCode, IndicatorCode } from '../lexicon/codes.js'
import type { Form } from '../lexicon/question-words.js'
import { foldWords } from '../text/normalise.js'
import {
  countsPast,
  type Decline,
  type DeclineReason,
  type Part,
  type PartTime,
  type QuotedFigure,
  type ShapeId,
  type TimeAsked,
} from './schema.js'

/** What one clause of a question names, read once (reading/clause.ts). */
export interface Slots {
  countries: CountryCode[]
  indicators: IndicatorCode[]
  time: TimeAsked
  forms: ReadonlySet<Form>
  /** The words as typed that carry a form, for a reason that names them. */
  formWords: (...forms: Form[]) => string[]
  /** Places in a ranking ("second", "3rd"). */
  places: { place: number; text: string }[]
  /** "top 3", "bottom five". */
  top: number | null
  figure: QuotedFigure | null
  /** The figure is a margin between two values ("higher than Mexico's by more than 10 years"). */
  margin: boolean
  /** The figure is a level placed by its relation ("below 91 %"), not the amount of a change ("by 5 %"). */
  level: boolean
  polar: boolean
  negated: boolean
  /** A comparison asked downward: "less", "fewer", "lower", "behind", "poorer". */
  lower: boolean
  /** "Bigger in 2015 but smaller in 2023": a comparison's way for each year named, when the clause asks both ways. */
  lowerIn?: ReadonlyMap<number, boolean>
  /** "the total GDP of Japan and the UK": "total" with several countries. */
  total: string[]
  /** The years named, in the order typed ("higher in 2023 than in 2013": 2023 first); `time` holds them in order. */
  yearsTyped?: number[]
  /** The snapshot's first and last year. */
  years: readonly [number, number]
}

export type TimeKind = TimeAsked['kind']

export interface Shape {
  /** A row's name: the shape of its parts, or the reason a question of that kind is declined. */
  id:
    | ShapeId
    | DeclineReason
    | 'figure_change'
    | 'figure_ratio'
    | 'figure_over_years'
    | 'figure_margin'
    | 'rate_rank'
    | 'cagr_rate'
    | 'every_country'
    | 'biggest_move'
  /** The shape of its parts, when the row's name is not one. */
  gives?: ShapeId
  when: (s: Slots) => boolean
  /** The forms whose words a decline names. */
  cue: Form[]
  /** The words a decline names, when they are not only the cue's. */
  words?: (s: Slots) => string[]
  needs: { countries: [number, number]; time: TimeKind[] }
  /** What a question of this shape asks, exactly (docs/shapes.md's table). */
  meaning: { en: string; fr: string }
  examples: { en: string[]; fr: string[] }
  /** The parts, one per country or series asked; or the reason the tools cannot answer it. */
  read: (s: Slots) => Part[] | DeclineReason
}

const has = (s: Slots, ...forms: Form[]) => forms.some((f) => s.forms.has(f))
/** "Has it ever fallen (risen)": one country's moves over the years, no figure of the question's own, not a year. */
const everMoved = (s: Slots) =>
  has(s, 'ever') && !s.negated && s.figure === null && s.countries.length === 1 && s.time.kind !== 'year'
/** Series whose countries add up: a number of people, an amount of money (not a share, per person or in years). */
const summable = (i: IndicatorCode) => i === 'SP.POP.TOTL' || i === 'NY.GDP.MKTP.CD'
const ranked = (s: Slots) => has(s, 'high', 'low', 'rank', 'top')
const twoYears = (t: TimeAsked) => t.kind === 'span' || (t.kind === 'years' && t.years.length >= 2)
const order = (s: Slots): 'highest' | 'lowest' => (has(s, 'low') && !has(s, 'high') ? 'lowest' : 'highest')

/** "Did Japan fall below the UK", "was Nigeria ever less populous": the second ahead of the first, asked the other way. */
/** "Did it fall below 125 million", "rise above 1.4 billion": a figure passed the way the series moved. */
const passedTo = (s: Slots) =>
  s.figure !== null &&
  !s.figure.percent &&
  ((has(s, 'up') && ['more', 'least'].includes(s.figure.relation)) || (has(s, 'down') && s.figure.relation === 'less'))

/**
 * "Has it ever dropped below 91 % since 2014", "did it fall under 125 million between 2010 and 2024": a figure over a
 * span that is a level (asked "ever", or placed by "below", "above" with no "by"), which every year's value answers,
 * never the change between the two ends.
 */
const levelOverYears = (s: Slots) => s.figure !== null && !s.margin && (has(s, 'ever') || s.level)

const turned = (s: Slots): Slots => (s.lower ? { ...s, countries: [...s.countries].reverse() } : s)

/** One part per series (and per country for `each`), with what every part of the question shares. */
function parts(s: Slots, shape: ShapeId, time: PartTime, extra: Partial<Part> = {}, each = false): Part[] {
  const groups = each ? s.countries.map((c) => [c]) : [s.countries]
  return s.indicators.flatMap((indicator) =>
    groups.map((countries) => ({
      shape,
      countries,
      indicator,
      time,
      polar: s.polar,
      ...(s.negated ? { negated: true as const } : {}),
      ...extra,
    })),
  )
}

/** The longest span ("how did it evolve") whose every year is given beside the change between its ends. */
const EVERY_YEAR_SPAN = 6

/** The way a change is asked: "rise" up, "fall" down; both or neither, none. */
const wayAsked = (s: Slots): 'up' | 'down' | undefined =>
  has(s, 'up') && !has(s, 'down') ? 'up' : has(s, 'down') && !has(s, 'up') ? 'down' : undefined

/**
 * "Was Mexico's GDP per capita higher in 2023 than in 2013?": one country compared with itself in two years named, the
 * first year's value against the second's: the way of the change between them, up when the first year named is the
 * later one, turned over for "lower" ("higher in 2013 than in 2023" asks whether it fell).
 */
function yearsCompared(s: Slots): 'up' | 'down' | undefined {
  const typed = s.yearsTyped ?? []
  if (!has(s, 'compare') || s.countries.length !== 1 || s.time.kind !== 'years' || typed.length !== 2) return undefined
  const [first, second] = typed as [number, number]
  return first > second !== s.lower ? 'up' : 'down'
}

/** The words that compare two changes by their size: "rose more", "a moins progressé", "davantage". */
const CHANGE_MORE = /^(?:more|less|plus|moins|davantage)$/iu

/**
 * "Did internet use rise more in Brazil than in Mexico between 2010 and 2020", "which rose more, A or B": two named
 * countries' changes between two years compared, one way, with no figure of the question's own (a margin between two
 * changes is beyond the tools), and no other comparison ("the gap", "twice").
 */
const changesCompared = (s: Slots) =>
  s.countries.length === 2 &&
  s.figure === null &&
  twoYears(s.time) &&
  has(s, 'compare') &&
  // Only "more", "less", "plus", "moins" compare the changes: "rise above", "fall below", "grow bigger than" place
  // one level against the other (an overtaking), which no comparison of two changes answers.
  s.formWords('compare').every((w) => CHANGE_MORE.test(w.trim())) &&
  !has(s, 'difference', 'double', 'triple', 'halve', 'ratio', 'ever') &&
  wayAsked(s) !== undefined

/** One year: the year named, or the latest year with a value. */
const oneYear = (t: TimeAsked): PartTime => (t.kind === 'year' ? { kind: 'year', year: t.year } : { kind: 'latest' })
/** Two ends: a span, or the first and last of several years. */
function ends(t: TimeAsked): PartTime {
  if (t.kind === 'span') return { kind: 'span', from: t.from, to: t.to, ...(t.since ? { since: true as const } : {}) }
  if (t.kind === 'years') return { kind: 'span', from: Math.min(...t.years), to: Math.max(...t.years) }
  throw new Error('two years expected')
}
/** Every year: the span named; up to a year named; or every year of the data. */
function everyYear(t: TimeAsked, [first, last]: readonly [number, number]): PartTime {
  if (t.kind === 'span' || t.kind === 'years') return ends(t)
  if (t.kind === 'year') return { kind: 'span', from: first, to: t.year }
  return { kind: 'span', from: first, to: last }
}

/**
 * "Quel pays a le PIB par habitant le plus bas en 2024, et de combien ?": "by how much" of a ranking's end, with no
 * country named, asks by how much that end leads the next country: the end, its value, and the margin over the second
 * (the extreme row gives them), not a change. (One end only, and no comparison: "how much higher than the lowest" is
 * none.)
 */
const endByHowMuch = (s: Slots) =>
  s.countries.length === 0 &&
  has(s, 'difference') &&
  has(s, 'high') !== has(s, 'low') &&
  !has(s, 'compare', 'change', 'up', 'down') &&
  asksAmountAlone(s.formWords('difference'))
/** The words of a difference that ask an amount alone, with no comparative of their own ("how much higher" has one). */
const AMOUNT_ASKED = new Set([
  'by how much',
  'how much',
  'de combien',
  'combien',
  'how far ahead',
  'by what margin',
  'what margin',
  'margin',
  'lead',
  'its lead',
  'how big a lead',
  'avec quelle avance',
  'quelle avance',
  'avance',
])
/** Words of a difference that ask an amount alone ("by how much", "how far ahead", "avec quelle avance"). */
export const asksAmountAlone = (words: readonly string[]) =>
  words.length > 0 && words.every((w) => AMOUNT_ASKED.has(foldWords(w).trim()))

/** "The annual growth rate", "taux de croissance annuel": a rate a year, compounded over a span of years. */
const annualRate = (s: Slots) =>
  has(s, 'annual') || s.formWords('growth_rate').some((w) => /\b(?:annual|yearly|annuel|annuelle)\b/.test(foldWords(w)))
/**
 * The step into one year: "in 2023", from 2022; "last year" (or no year, for a growth rate), into the latest year
 * with a value, from the year before; null when there is no year before in the data.
 */
function stepInto(t: TimeAsked, first: number, latest: boolean): PartTime | null {
  if (t.kind === 'year') return t.year > first ? { kind: 'span', from: t.year - 1, to: t.year } : null
  if (t.kind === 'latest' && (t.lastYear || latest)) return { kind: 'latest' }
  if (t.kind === 'none' && latest) return { kind: 'latest' }
  return null
}
/** Words that ask something else of every country's change than its way ("the fastest", "every year", "ever"). */
const NOT_A_WAY: Form[] = [
  'high',
  'low',
  'top',
  'faster',
  'slower',
  'each_year',
  'ever',
  'compare',
  'average',
  'median',
  'sum',
  'double',
  'triple',
  'halve',
  'recover',
  'overtake',
  'which_year',
  'since_when',
  'growth_rate',
  'cagr',
]

/**
 * Forms that ask something else of two countries than which was ahead: "since when" of them is no lead's run of years
 * ("since when has it been the highest", "twice the UK's", "grown faster").
 */
const NOT_A_LEAD: Form[] = [
  'high',
  'low',
  'rank',
  'top',
  'ratio',
  'difference',
  'double',
  'triple',
  'halve',
  'faster',
  'slower',
  'recover',
  'average',
  'median',
  'sum',
  'change',
  'each_year',
  'which_year',
  'growth_rate',
  'cagr',
]

/** Forms a lookup never answers: left to the value row, they mean the question was not understood. */
const LOOKUP_LEFTOVERS: Form[] = [
  'high',
  'low',
  'rank',
  'top',
  'compare',
  'ratio',
  'difference',
  'overtake',
  'ever',
  'double',
  'triple',
  'halve',
  'faster',
  'slower',
  'recover',
  'average',
  'sum',
  'which_year',
  'since_when',
  'ascending',
  'descending',
  'any',
  'growth_rate',
  'annual',
]

const ALL_TIMES: TimeKind[] = ['none', 'latest', 'year', 'years', 'span', 'ever']
const ONE_YEAR: TimeKind[] = ['none', 'latest', 'year']
const TWO_YEARS: TimeKind[] = ['span', 'years']

/**
 * Both countries' values in the year (each year) asked, and which is higher; with the question's own margin ("higher
 * than Mexico's by more than 10 years"), the margin is part of the claim, and its verdict the margin's.
 */
function compared(s: Slots): Part[] {
  return (
    s.time.kind === 'years' ? s.time.years.map((year): PartTime => ({ kind: 'year', year })) : [oneYear(s.time)]
  ).flatMap((time) => {
    const lower = (time.kind === 'year' ? s.lowerIn?.get(time.year) : undefined) ?? s.lower
    if (s.margin && s.figure)
      return parts(s, 'compare', time, { figure: s.figure, polar: true, direction: lower ? 'down' : 'up' })
    return parts(s, 'compare', time, s.polar ? { direction: lower ? 'down' : 'up' } : {})
  })
}

/** The words of "the highest" that say a move's size ("the biggest fall", "la plus forte hausse"), not a level's. */
const MOVE_SIZE = new Set([
  'biggest',
  'largest',
  'greatest',
  'most',
  'sharpest',
  'steepest',
  'maximum',
  'plus grand',
  'plus grande',
  'plus important',
  'plus importante',
  'plus fort',
  'plus forte',
  'plus brutal',
  'plus brutale',
])
/**
 * "The biggest one-year fall in Brazil's GDP", "in which year did it fall the most", "la plus forte hausse annuelle",
 * "the highest growth rate of US GDP since 2000": of one country, the largest of its moves from one year to the next
 * the way asked (never its highest and lowest years: "when did it rise to its highest" is those). One year named
 * asks that year's move (the change row); yes or no, or a figure of the question's own, is another question.
 */
function biggestMove(s: Slots): boolean {
  if (s.countries.length !== 1 || s.polar || s.figure !== null || s.time.kind === 'year' || s.places.length > 0)
    return false
  // ("By what percentage did it fall in its worst year": the worst of its falls is the biggest.)
  const low = s.formWords('low').map((w) => foldWords(w).trim())
  const worstFall = wayAsked(s) === 'down' && low.length > 0 && low.every((w) => WORST.has(w))
  // ("De combien a-t-il baissé lors de sa pire année": by how much is the move itself.)
  if ((has(s, 'low', 'difference') && !worstFall) || has(s, 'rank', 'top', 'compare', 'overtake', 'average', 'cagr'))
    return false
  if (has(s, 'double', 'triple', 'halve')) return false
  if (has(s, 'growth_rate')) return has(s, 'high') && !has(s, 'down')
  return wayAsked(s) !== undefined && (worstFall || s.formWords('high').some((w) => MOVE_SIZE.has(foldWords(w).trim())))
}
const WORST = new Set(['worst', 'pire', 'pires', 'la pire', 'le pire'])

export const SHAPES: Shape[] = [
  {
    id: 'biggest_move',
    gives: 'peak',
    when: biggestMove,
    cue: ['high', 'up', 'down'],
    needs: { countries: [1, 1], time: ['none', 'latest', 'span', 'years', 'ever'] },
    meaning: {
      en: 'one country\'s moves from one year to the next over the span (every year of the data when none is named): the year of its biggest fall (rise), from the year before, with the fall (rise) and both years\' values; "in percent", "the highest growth rate": the biggest in percent of the year before, with both values',
      fr: "les évolutions d'un pays d'une année sur l'autre sur la période (toutes les années des données si aucune n'est nommée) : l'année de sa plus forte baisse (hausse), depuis l'année précédente, avec la baisse (la hausse) et les valeurs des deux années ; « en pourcentage », « le plus fort taux de croissance » : la plus forte en pourcentage de l'année précédente, avec les deux valeurs",
    },
    examples: {
      en: [
        "What was the biggest one-year fall in Brazil's GDP between 2000 and 2024?",
        "In which year did Brazil's GDP fall the most?",
        "What was the largest annual increase in India's population since 2000?",
        "What was the biggest year-on-year fall in Mexico's GDP per capita in percent?",
      ],
      fr: [
        'Quelle a été la plus forte hausse annuelle du PIB des États-Unis ?',
        "Quelle a été la plus forte baisse de la population du Japon d'une année sur l'autre ?",
        'Quelle a été la plus forte baisse du PIB du Brésil en un an, en pourcentage ?',
      ],
    },
    read: (s) => {
      const time = everyYear(s.time.kind === 'latest' ? { kind: 'none' } : s.time, s.years)
      // ("The biggest fall in 2015": the one step into the year named, which is its change.)
      if (time.kind === 'span' && time.to - time.from === 1)
        return parts(
          s,
          'change',
          time,
          has(s, 'relative', 'growth_rate') ? { polar: false, faster: true } : { polar: false },
          true,
        )
      return parts(s, 'peak', time, {
        polar: false,
        direction: has(s, 'growth_rate') ? 'up' : wayAsked(s)!,
        // ("The highest growth rate" is a move in percent of the year before.)
        ...(has(s, 'relative', 'growth_rate') ? { faster: true } : {}),
      })
    },
  },
  {
    id: 'rate_rank',
    gives: 'change_rank',
    when: (s) => has(s, 'growth_rate') && s.countries.length === 0 && ranked(s),
    cue: ['growth_rate'],
    needs: { countries: [0, 0], time: ['none', 'latest', 'year', 'span', 'years'] },
    meaning: {
      en: "every country's growth rate (its percent change into the year named, from the year before; between two years named), and the country with the highest (lowest)",
      fr: "le taux de croissance de chaque pays (son évolution en pourcentage vers l'année nommée, depuis la précédente ; entre deux années nommées), et le pays qui a le plus élevé (le plus faible)",
    },
    examples: {
      en: ['Which country had the highest population growth rate in 2023?'],
      fr: ['Quel pays a eu le taux de croissance de la population le plus élevé en 2022 ?'],
    },
    read: (s) => {
      // ("Annual" over a span is a compound rate a year, which no tool ranks.)
      if (s.figure !== null || (twoYears(s.time) && annualRate(s))) return 'rank_of_changes'
      const time = twoYears(s.time) ? ends(s.time) : stepInto(s.time, s.years[0], true)
      if (!time) return 'two_years'
      return parts(s, 'change_rank', time, { polar: false, order: order(s), faster: true })
    },
  },
  {
    id: 'cagr_rate',
    gives: 'cagr',
    when: (s) => has(s, 'growth_rate') && annualRate(s) && twoYears(s.time) && s.countries.length > 0,
    cue: ['growth_rate'],
    needs: { countries: [1, 4], time: TWO_YEARS },
    meaning: {
      en: '"the annual growth rate from 2000 to 2020": a rate a year over a span, the compound annual growth rate (as the cagr row)',
      fr: '« le taux de croissance annuel de 2000 à 2020 » : un taux par an sur une période, le taux de croissance annuel composé',
    },
    examples: {
      en: ["What was the annual growth rate of Nigeria's population from 2000 to 2020?"],
      fr: ['Quel a été le taux de croissance annuel de la population du Nigeria entre 2000 et 2020 ?'],
    },
    // (A figure of the question's own, or a way asked of the rate itself, is no compound rate's verdict.)
    read: (s) =>
      s.figure !== null || has(s, 'change', 'up', 'down')
        ? 'not_understood'
        : parts(s, 'cagr', ends(s.time), { polar: false }, true),
  },
  {
    id: 'growth_rate',
    gives: 'change',
    // ("India's annual population growth in 2022": "annual" and "growth" apart ask the same rate.)
    when: (s) => has(s, 'growth_rate') || (has(s, 'annual') && wayAsked(s) === 'up' && !s.polar),
    cue: ['growth_rate', 'annual'],
    needs: { countries: [1, 8], time: ['none', 'latest', 'year', 'span'] },
    meaning: {
      en: 'a growth rate: the percent change into the year named from the year before ("in 2023": from 2022; none named: into the latest year with a value), or between the two years named; with a figure of the question\'s own, whether the rate bears it out: yes or no',
      fr: "un taux de croissance : l'évolution en pourcentage vers l'année nommée depuis la précédente (« en 2023 » : depuis 2022 ; aucune nommée : vers la dernière année disponible), ou entre les deux années nommées ; avec un chiffre donné par la question, si le taux le confirme : oui ou non",
    },
    examples: {
      en: [
        // (Of GDP, a growth rate is real growth, at constant prices, which the data lacks: declined, issue 35.)
        "What was Nigeria's population growth rate in 2022?",
        "What is Japan's population growth rate?",
        "Was Nigeria's population growth rate above 2% in 2022?",
      ],
      fr: ["Quel a été le taux de croissance de la population de l'Inde en 2023 ?"],
    },
    read: (s) => {
      // "Did the growth rate rise": a change of the rate itself, which no tool gives.
      const rate = has(s, 'growth_rate')
      // ("How much did it grow annually from 2010 to 2020": an amount or a rate a year, which the words do not say.)
      if (!rate && twoYears(s.time)) return 'not_understood'
      if (
        has(s, 'change', 'down', 'each_year', 'ever') ||
        (rate && has(s, 'up')) ||
        (has(s, 'compare') && s.figure === null)
      )
        return 'not_understood'
      if (s.figure !== null && !s.figure.percent) return 'not_understood'
      const time = s.time.kind === 'span' ? ends(s.time) : stepInto(s.time, s.years[0], true)
      if (!time) return 'two_years'
      const figure = s.figure ? { figure: s.figure, polar: true } : { polar: false }
      return parts(s, 'change', time, { faster: true, ...figure }, true)
    },
  },
  {
    id: 'figure_margin',
    gives: 'compare',
    // Whatever the verb ("exceed", "outstrip", "be ahead of", "dépasser", "devancer"): a margin between two countries
    // is the comparison's claim, never dropped for an overtaking read without it.
    when: (s) => s.figure !== null && s.margin && s.countries.length === 2 && !has(s, 'change', 'up', 'down', 'ratio'),
    cue: ['overtake', 'compare', 'ever', 'each_year'],
    needs: { countries: [2, 2], time: ['none', 'latest', 'year', 'years'] },
    meaning: {
      en: "both countries' values in one year (each year named), and whether the first is above (below) the second by the question's own margin: yes or no",
      fr: "les valeurs des deux pays pour une année (chaque année nommée), et si le premier dépasse le second (est en dessous) de l'écart donné par la question : oui ou non",
    },
    examples: {
      en: [
        "Did Japan's life expectancy exceed America's by more than 6 years in 2023?",
        "Was Japan's life expectancy more than 6 years higher than America's in 2023?",
      ],
      fr: ["L'espérance de vie au Japon dépassait-elle celle des États-Unis de plus de 6 ans en 2023 ?"],
    },
    // ("Every year", "ever" by a margin: a margin over every year, which the comparison of one year does not give.)
    read: (s) => (has(s, 'each_year', 'ever') ? 'figure_unread' : compared(s)),
  },
  {
    id: 'threshold',
    when: (s) =>
      s.figure !== null && s.countries.length === 0 && !has(s, 'change', 'up', 'down', 'average') && !twoYears(s.time),
    cue: ['all'],
    needs: { countries: [0, 0], time: ONE_YEAR },
    meaning: {
      en: 'the eight split by the question\'s own figure in one year: how many, and which, are above it (below it, asked "less than"), each with its value',
      fr: 'les huit pays partagés par le chiffre donné par la question pour une année : combien, et lesquels, sont au-dessus (en dessous, demandé « moins de »), chacun avec sa valeur',
    },
    examples: {
      en: [
        'How many of the eight countries had more than 90% of people online in 2023?',
        'Which countries had more than 100 million people in 2024?',
        'Which countries had a life expectancy below 70 years in 2022?',
      ],
      fr: [
        "Combien des huit pays avaient plus de 90 % d'internautes en 2023 ?",
        'Quels pays avaient moins de 100 millions d’habitants en 2024 ?',
      ],
    },
    // The tools count the countries above or below a figure: "at least", "exactly", "about" one are not counted (the
    // count of those above would be given as theirs).
    read: (s) =>
      countsPast(s.figure) ? parts(s, 'threshold', oneYear(s.time), { figure: s.figure!, polar: false }) : 'filter',
  },
  {
    id: 'every_country',
    gives: 'change_rank',
    when: (s) =>
      s.countries.length === 0 &&
      s.figure === null &&
      has(s, 'up', 'down') &&
      !has(s, ...NOT_A_WAY) &&
      (has(s, 'all', 'any') || (has(s, 'rank') && !s.polar)),
    cue: ['all', 'any', 'up', 'down'],
    needs: { countries: [0, 0], time: ['latest', 'year', 'years', 'span'] },
    meaning: {
      en: 'every country\'s change between two years ("in 2020": from 2019; "last year": into the latest year with a value), and the countries whose change went the way asked: "did it rise in every country" (in any country, "did any of the eight"): yes or no; "which countries fell": those',
      fr: "l'évolution de chaque pays entre deux années (« en 2020 » : depuis 2019 ; « l'an dernier » : vers la dernière année disponible), et les pays dont l'évolution va dans le sens demandé : « a-t-il augmenté dans tous les pays » (dans au moins un) : oui ou non ; « quels pays ont baissé » : ceux-là",
    },
    examples: {
      en: [
        'Did the population rise in every country between 2010 and 2020?',
        'Did any of the eight see its GDP fall between 2019 and 2020?',
        "Which countries' life expectancy fell between 2019 and 2021?",
        'Did GDP per capita fall in every country last year?',
      ],
      fr: [
        'Le PIB a-t-il augmenté dans tous les pays depuis 2015 ?',
        'Quels pays ont vu leur espérance de vie baisser entre 2019 et 2021 ?',
        'Le PIB a-t-il baissé dans au moins un pays en 2020 ?',
      ],
    },
    read: (s) => {
      const direction = wayAsked(s)
      // ("Every country and any": two claims; "never fell in every country": a negation of the whole.)
      if (!direction || s.negated || (has(s, 'all') && has(s, 'any') && s.polar)) return 'not_understood'
      const time = twoYears(s.time) ? ends(s.time) : stepInto(s.time, s.years[0], false)
      if (!time) return 'two_years'
      const any = s.polar && has(s, 'any')
      return parts(s, 'change_rank', time, { polar: s.polar, direction, ...(any ? { ever: true as const } : {}) })
    },
  },
  {
    id: 'change_rank',
    when: (s) =>
      s.countries.length === 0 &&
      s.figure === null &&
      ((has(s, 'change', 'up', 'down') && ranked(s)) || has(s, 'faster', 'slower')),
    cue: ['change', 'up', 'down', 'faster', 'slower'],
    words: (s) => s.formWords('high', 'low', 'change', 'up', 'down', 'faster', 'slower'),
    needs: { countries: [0, 0], time: TWO_YEARS },
    meaning: {
      en: 'every country\'s change between two years ("since 2000": to the latest year all have), and the country with the largest (smallest) one: by percent change for "fastest" ("slowest") or growth ranked ("the strongest growth"), else by the difference ("the biggest fall": the lowest)',
      fr: "l'évolution de chaque pays entre deux années, et le pays qui a la plus forte (la plus faible) : en pourcentage pour « le plus vite » ou une croissance classée (« la plus forte croissance »), sinon par l'écart (« la plus forte baisse » : le plus bas)",
    },
    examples: {
      en: [
        'Which country grew its population the fastest since 2000?',
        'Which country had the biggest fall in GDP between 2023 and 2024?',
        'Which country added the most people between 2000 and 2024?',
        'Which country had the biggest fall in GDP per capita between 2014 and 2024 in percent?',
      ],
      fr: [
        "Quel pays a connu la plus forte hausse de l'espérance de vie entre 2000 et 2020 ?",
        'Quel pays a vu sa population augmenter le plus vite entre 2000 et 2024 ?',
      ],
    },
    read: (s) => {
      // ("Did it rise in most countries": a count of the eight, asked yes or no, which no end of a ranking answers.)
      if (s.polar) return 'not_understood'
      // ("The biggest fall in percent", "en pourcentage", "in relative terms": by percent change too.)
      // ("The strongest growth", "la plus forte croissance", "progression": growth ranked is relative, as "fastest" is;
      // "la plus forte hausse", "rose most", and any change said "in points" stay the difference.)
      const fold = (w: string) =>
        w
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
      const growthNoun =
        s.formWords('up', 'down').some((w) => /^(growth|croissance|progression)$/.test(fold(w))) &&
        !s.formWords('change').some((w) => /point/.test(fold(w)))
      const byPercent = has(s, 'faster', 'slower', 'relative') || growthNoun
      // "The biggest fall": the lowest change; "the smallest fall", the highest; else "slowest", "least" the lowest.
      const falls = has(s, 'down') && !has(s, 'up')
      const low = falls ? !has(s, 'low') : has(s, 'low', 'slower')
      return parts(s, 'change_rank', ends(s.time), {
        polar: false,
        order: low ? 'lowest' : 'highest',
        ...(byPercent ? { faster: true } : {}),
      })
    },
  },
  {
    id: 'figure_change',
    gives: 'change',
    // ("Did it drop below 2 trillion between 2005 and 2020": a level, over every year; "by" a change.)
    when: (s) => s.figure !== null && has(s, 'change', 'up', 'down') && twoYears(s.time) && !levelOverYears(s),
    cue: ['change', 'up', 'down'],
    needs: { countries: [1, 1], time: TWO_YEARS },
    meaning: {
      en: "the change between two years, and whether it bears out the question's own figure (a percent, or an amount): yes or no",
      fr: "l'évolution entre deux années, et si elle confirme le chiffre donné par la question (un pourcentage ou un montant) : oui ou non",
    },
    examples: {
      en: [
        'Did the US population grow by more than 10% between 2010 and 2020?',
        "did nigeria's life expectancy rise more than 10 years since 2000?",
      ],
      fr: [
        'La population du Japon a-t-elle baissé de plus de 5 % entre 2010 et 2024 ?',
        "un député dit que l'espérance de vie au Nigeria a gagné 10 ans depuis 2000, c'est juste ?",
      ],
    },
    read: (s) => {
      const direction = wayAsked(s)
      return parts(
        s,
        'change',
        ends(s.time),
        { figure: s.figure!, polar: true, ...(direction ? { direction } : {}) },
        true,
      )
    },
  },
  {
    id: 'figure_ratio',
    gives: 'ratio',
    when: (s) => s.figure !== null && has(s, 'ratio') && s.countries.length === 2,
    cue: ['ratio'],
    needs: { countries: [2, 2], time: ONE_YEAR },
    meaning: {
      en: "the first country's value over the second's, and whether it bears out the question's own multiple: yes or no",
      fr: 'la valeur du premier pays rapportée à celle du second, et si elle confirme le multiple donné par la question',
    },
    examples: {
      en: ["Is India's population more than 4 times the US's in 2024?"],
      fr: ['Le PIB des États-Unis était-il plus de 10 fois celui du Canada en 2024 ?'],
    },
    read: (s) => parts(s, 'ratio', oneYear(s.time), { figure: s.figure!, polar: true }),
  },
  {
    id: 'figure_over_years',
    gives: 'figure',
    when: (s) =>
      s.figure !== null &&
      (has(s, 'ever', 'each_year', 'which_year', 'since_when') ||
        (s.time.kind !== 'year' && (has(s, 'overtake') || passedTo(s) || (levelOverYears(s) && has(s, 'up', 'down'))))),
    cue: ['ever', 'each_year', 'which_year', 'since_when', 'overtake'],
    needs: { countries: [1, 1], time: ['none', 'latest', 'span', 'years', 'ever'] },
    meaning: {
      en: 'every year\'s value over the span (every year of the data when none is named), and whether the question\'s own figure held in some year ("ever", "when did it pass": the first year it did) or in every year (the years it did not); "since when" (above, at least or below it): the first year of the run of years it held that lasts to the latest year with a value (held in every year: since the first year with a value, the data saying nothing earlier; not held in the latest year: that year\'s value and the last year it held), never yes or no',
      fr: "la valeur de chaque année de la période, et si le chiffre donné par la question a tenu une année (« déjà », « quand a-t-elle dépassé » : la première année) ou chaque année (les années où il n'a pas tenu) ; « depuis quand » (au-dessus, au moins ou en dessous) : la première année de la suite d'années où il a tenu qui dure jusqu'à la dernière année avec une valeur (tenu chaque année : depuis la première année avec une valeur, les données ne disant rien d'antérieur ; pas tenu la dernière année : la valeur de cette année et la dernière année où il a tenu), jamais oui ou non",
    },
    examples: {
      en: [
        "When did India's population pass 1.4 billion?",
        "Has Brazil's life expectancy ever been above 75?",
        "Did Japan's population fall below 125 million?",
        "Has the UK's internet use ever dropped below 91% since 2014?",
        'Since what year has more than 90% of Mexicans used the internet?',
      ],
      fr: [
        'En quelle année la population du Mexique a-t-elle dépassé 100 millions ?',
        "Depuis quand l'espérance de vie au Japon dépasse-t-elle 84 ans ?",
      ],
    },
    read: (s) =>
      // ("Since when has it not been above 84" is no reading the answer has: declined, not read as "since when above".)
      // ("Since when is it 40 million": a level is held above or below a figure, never about it.)
      has(s, 'since_when') && (s.negated || !['more', 'least', 'less'].includes(s.figure!.relation))
        ? 'not_understood'
        : parts(s, 'figure', everyYear(s.time, s.years), {
            figure: s.figure!,
            // "In which year did it pass 100 million", "since when" name a year, not a verdict.
            polar: !has(s, 'which_year', 'since_when'),
            // "Has it ever passed 230 million", "has it ever dropped below 91 %" ask whether it held in some year, as
            // "ever been above" does; "when did it pass", "did it pass" ask the crossing; "since when", the run to the
            // latest year.
            ...(has(s, 'since_when')
              ? { since_when: true as const }
              : has(s, 'each_year')
                ? {}
                : has(s, 'which_year') || (!has(s, 'ever') && (has(s, 'overtake') || passedTo(s) || s.level))
                  ? { crossed: true as const }
                  : { ever: true as const }),
          }),
  },
  {
    id: 'figure',
    // (A margin between two countries, "by more than 15 years", is the comparison's: its row reads it.)
    when: (s) => s.figure !== null && !(s.margin && s.countries.length === 2),
    cue: [],
    needs: { countries: [1, 1], time: ONE_YEAR },
    meaning: {
      en: "the value, and whether the question's own figure holds (more than, less than, about, exactly): yes or no",
      fr: 'la valeur, et si le chiffre donné par la question tient (plus de, moins de, environ, exactement) : oui ou non',
    },
    examples: {
      en: [
        'Did Canada have more than 40 million people in 2024?',
        "Canada's population was about 50 million in 2024, right?",
        'Did more than half of Nigerians have access to electricity in 2022?',
        'press release says japan life expectancy is 85 yrs - accurate?',
        "an MP said on TV last night that nigeria's population topped 200 million in 2020 - true?",
      ],
      fr: [
        "Le Canada avait-il plus de 40 millions d'habitants en 2024 ?",
        'Le Japon avait-il 125 millions d’habitants en 2022, vrai ?',
        'un ministre affirme que la population du Nigeria a dépassé 200 millions en 2019, vrai ?',
      ],
    },
    read: (s) => parts(s, 'figure', oneYear(s.time), { figure: s.figure!, polar: true }),
  },
  {
    id: 'peak',
    when: (s) =>
      s.countries.length === 1 &&
      has(s, 'which_year', 'high', 'low') &&
      !has(s, 'overtake', 'rank', 'top', 'since_when') &&
      s.places.length === 0 &&
      (!s.polar || has(s, 'which_year')),
    cue: ['which_year', 'high', 'low'],
    needs: { countries: [1, 1], time: ['none', 'latest', 'span', 'years', 'ever'] },
    meaning: {
      en: "one country's values over the span (every year of the data when none is named): the year of its highest (lowest) value, and of the other end, with their values",
      fr: "les valeurs d'un pays sur la période (toutes les années des données si aucune n'est nommée) : l'année de sa valeur la plus élevée (la plus faible), et celle de l'autre extrême, avec leurs valeurs",
    },
    examples: {
      en: [
        "In which year was Brazil's GDP highest?",
        "When was Japan's population at its highest between 2000 and 2024?",
      ],
      fr: [
        'En quelle année le PIB du Brésil a-t-il été le plus élevé ?',
        "En quelle année l'espérance de vie au Nigeria a-t-elle été la plus basse ?",
      ],
    },
    read: (s) =>
      parts(s, 'peak', everyYear(s.time.kind === 'latest' ? { kind: 'none' } : s.time, s.years), {
        polar: false,
        order: has(s, 'low') && !has(s, 'high') ? 'lowest' : 'highest',
      }),
  },
  {
    id: 'which_year',
    when: (s) =>
      (has(s, 'which_year') && !has(s, 'overtake')) ||
      (has(s, 'since_when') && (s.countries.length !== 2 || has(s, ...NOT_A_LEAD))),
    cue: ['which_year', 'since_when'],
    needs: { countries: [0, 8], time: ALL_TIMES },
    meaning: {
      en: 'a search for the year of something other than one country\'s highest or lowest value, or "since when" of anything but one country ahead of another or a figure of the question\'s own: declined (the tools give the years asked)',
      fr: "la recherche de l'année d'autre chose que la valeur la plus élevée ou la plus faible d'un pays, ou « depuis quand » d'autre chose qu'un pays devant un autre ou un chiffre donné par la question : refusée",
    },
    examples: {
      en: [
        'In which year did the eight countries have the highest GDP?',
        'Since when has Brazil had the highest GDP per capita?',
      ],
      fr: ['En quelle année les pays avaient-ils le PIB le plus élevé ?'],
    },
    read: () => 'which_year',
  },
  {
    id: 'total',
    when: (s) =>
      has(s, 'sum') ||
      (s.total.length > 0 &&
        (s.countries.length >= 2 || has(s, 'all')) &&
        !ranked(s) &&
        !has(s, 'average', 'compare')) ||
      (has(s, 'share') && has(s, 'all') && s.countries.length === 1 && s.indicators.every(summable)),
    cue: ['sum', 'share'],
    words: (s) => [...s.formWords('sum', 'share'), ...s.total],
    needs: { countries: [0, 8], time: ONE_YEAR },
    meaning: {
      en: "the sum of the countries named (of all eight when none is named) in one year, each one's value, and their share of the eight's total; population and GDP only (other series do not add up)",
      fr: "la somme des pays nommés (des huit si aucun ne l'est) pour une année, la valeur de chacun, et leur part du total des huit ; population et PIB seulement (les autres séries ne s'additionnent pas)",
    },
    examples: {
      en: [
        'What was the combined population of the US, Canada and Mexico in 2024?',
        'What was the total GDP of all eight countries in 2023?',
        "What share of the eight countries' population did India have in 2024?",
        'combined gdp of us, canada and mexico in 2024?',
      ],
      fr: [
        'Population totale du Canada et des États-Unis en 2024 ?',
        'population totale des US et du Canada en 2024 ?',
        'Quel était le PIB cumulé du Canada et du Mexique en 2020 ?',
      ],
    },
    // "Combined internet use": a share, a per-person figure or a life span does not add up across countries.
    read: (s) =>
      // ("Did India have more people than the US, UK, Canada and Mexico combined?": one country against a sum, which
      // no part compares; declined, never the sum alone with the comparison dropped.)
      has(s, 'compare') && s.figure === null
        ? 'not_understood'
        : s.indicators.every(summable)
          ? parts(s, 'total', oneYear(s.time), { polar: false })
          : 'sum',
  },
  {
    id: 'pace',
    when: (s) => has(s, 'faster', 'slower') || changesCompared(s),
    cue: ['faster', 'slower'],
    needs: { countries: [2, 2], time: TWO_YEARS },
    meaning: {
      en: 'both countries\' changes between two years, and which grew faster (or fell less): by percent change for "faster", "in percent"; for "rose more", "by more points", by the difference in the series\' own unit (points of a share, years, current US dollars); asked yes or no, the verdict',
      fr: "l'évolution des deux pays entre deux années, et lequel a augmenté le plus vite : en pourcentage pour « plus vite », « en pourcentage » ; pour « a plus progressé », par l'écart dans l'unité de la série (points d'une part, années, dollars US courants) ; en oui ou non, le verdict",
    },
    examples: {
      en: [
        "Whose GDP grew faster between 2000 and 2020, India's or Nigeria's?",
        "Did Brazil's internet use grow faster than Mexico's between 2010 and 2020?",
        'Did internet use rise more in Brazil than in Mexico between 2010 and 2020?',
        'Which rose more between 2010 and 2020, internet use in Brazil or in Mexico?',
      ],
      fr: [
        'La population du Nigeria a-t-elle augmenté plus vite que celle du Brésil entre 2000 et 2020 ?',
        "L'accès à internet a-t-il plus progressé au Brésil qu'au Mexique entre 2010 et 2020 (en points) ?",
      ],
    },
    read: (s) => {
      if (!changesCompared(s)) return parts(s, 'pace', ends(s.time), { faster: !has(s, 'slower') })
      // "Did it rise more in Brazil than in Mexico", "which rose more", "fell less": the first's change above the
      // second's ("less", "fell more": below); "in percent", "in relative terms" compare percent changes, else the
      // difference in the series' own unit (points of a share, years, people, US dollars), as a change says it.
      const more = (wayAsked(s) === 'up') !== s.lower
      return parts(
        s,
        'pace',
        ends(s.time),
        has(s, 'relative') ? { faster: more } : { direction: more ? ('up' as const) : ('down' as const) },
      )
    },
  },
  {
    id: 'multiple',
    when: (s) => has(s, 'double', 'triple', 'halve'),
    cue: ['double', 'triple', 'halve'],
    needs: { countries: [1, 4], time: TWO_YEARS },
    meaning: {
      en: 'the change between two years, and whether the value at least doubled (tripled, halved): yes or no',
      fr: "l'évolution entre deux années, et si la valeur a au moins doublé (triplé, été divisée par deux) : oui ou non",
    },
    examples: {
      en: ["Did Nigeria's population double between 2000 and 2024?"],
      fr: ['La population du Nigeria a-t-elle doublé entre 2000 et 2024 ?'],
    },
    read: (s) =>
      parts(
        s,
        'multiple',
        ends(s.time),
        { target: has(s, 'triple') ? 'triple' : has(s, 'halve') ? 'halve' : 'double', polar: true },
        true,
      ),
  },
  {
    id: 'recover',
    when: (s) => has(s, 'recover'),
    cue: ['recover'],
    needs: { countries: [1, 4], time: TWO_YEARS },
    meaning: {
      en: 'the change between two years, and whether the last year\'s value is back at the first year\'s level (asked "below its 2010 level", under it)',
      fr: "l'évolution entre deux années, et si la valeur de la dernière a retrouvé le niveau de la première (demandé « sous son niveau de 2010 », si elle est en dessous)",
    },
    examples: {
      en: ["Did Nigeria's GDP recover to its 2014 level by 2024?", "Is Japan's population below its 2010 level?"],
      fr: [
        'Le PIB du Brésil a-t-il retrouvé son niveau de 2014 en 2022 ?',
        'Le PIB du Nigeria est-il sous son niveau de 2014 ?',
      ],
    },
    read: (s) =>
      parts(
        s,
        'recover',
        ends(s.time),
        { target: 'recover', polar: true, ...(s.lower ? { direction: 'down' } : {}) },
        true,
      ),
  },
  {
    id: 'every_year',
    // ("Has it ever fallen" asks whether it fell in any year: "did it never fall", negated; never one change between
    // the span's ends, which may have risen over years it fell in.)
    when: (s) =>
      (has(s, 'each_year') || (s.negated && s.time.kind !== 'year') || everMoved(s)) &&
      has(s, 'up', 'down') &&
      s.countries.length <= 1,
    cue: ['each_year'],
    needs: { countries: [1, 1], time: ['none', 'span', 'years', 'ever'] },
    meaning: {
      en: 'every year\'s value over the span (every year of the data when none is named): whether it rose (fell) every year, and the years it did not; "it never fell (rose)": the years it did',
      fr: "la valeur de chaque année de la période : si elle a augmenté (baissé) chaque année, et les années où ce ne fut pas le cas ; « n'a jamais baissé (augmenté) » : les années où elle l'a fait",
    },
    examples: {
      en: [
        "Did Japan's population shrink every year from 2010 to 2020?",
        "Has India's population grown steadily since 2000?",
        'Is it true that US internet use never fell between 2013 and 2024?',
        "Has Brazil's GDP ever fallen since 2000?",
        "Has Japan's population ever fallen from one year to the next?",
      ],
      fr: [
        'La population du Japon a-t-elle baissé chaque année entre 2010 et 2020 ?',
        'Le PIB du Brésil a-t-il déjà baissé depuis 2000 ?',
        "La population du Nigeria a-t-elle déjà baissé d'une année sur l'autre ?",
      ],
    },
    read: (s) =>
      parts(s, 'every_year', everyYear(s.time, s.years), {
        direction: wayAsked(s) ?? 'up',
        polar: true,
        // "It never fell": no year fell (a year unchanged does not count against it), and not the negation of a rise;
        // "has it ever fallen": the negation of "it never fell".
        ...(everMoved(s)
          ? { never: true as const, negated: true }
          : s.negated && !has(s, 'each_year')
            ? { never: true as const, negated: false }
            : {}),
      }),
  },
  {
    id: 'ahead_every_year',
    when: (s) => has(s, 'each_year') && s.countries.length === 2,
    cue: ['each_year'],
    needs: { countries: [2, 2], time: ['none', 'span', 'years', 'ever'] },
    meaning: {
      en: "both countries' values in every year of the span: whether the first was ahead every year, and the years it was not",
      fr: 'les valeurs des deux pays chaque année de la période : si le premier a été devant chaque année, et les années où il ne l’a pas été',
    },
    examples: {
      en: ['Was the US GDP larger than Japan’s every year from 2000 to 2020?'],
      fr: ['Le PIB des États-Unis a-t-il toujours été supérieur à celui du Japon ?'],
    },
    read: (s) => parts(turned(s), 'ahead_every_year', everyYear(s.time, s.years), { polar: true }),
  },
  {
    id: 'ratio',
    when: (s) => has(s, 'ratio'),
    cue: ['ratio'],
    needs: { countries: [2, 2], time: ['none', 'latest', 'year', 'years'] },
    meaning: {
      en: "the first country's value divided by the second's, in one year",
      fr: 'la valeur du premier pays divisée par celle du second, pour une année',
    },
    examples: {
      en: ['How many times larger was the GDP of the United States than Canada’s in 2024?'],
      fr: ['Combien de fois le PIB des États-Unis dépasse-t-il celui du Canada en 2024 ?'],
    },
    read: (s) =>
      s.time.kind === 'years'
        ? s.time.years.flatMap((year) => parts(s, 'ratio', { kind: 'year', year }))
        : parts(s, 'ratio', oneYear(s.time)),
  },
  {
    id: 'overtake',
    // ("By how much is Mexico ahead of Japan" asks a difference: its own row.)
    when: (s) =>
      (has(s, 'overtake') && !has(s, 'difference')) || (has(s, 'ever', 'since_when') && s.countries.length === 2),
    cue: ['overtake', 'ever', 'since_when'],
    needs: { countries: [2, 2], time: ['none', 'span', 'years', 'year', 'ever', 'latest'] },
    meaning: {
      en: 'both countries’ values in every year of the span (every year of the data when none is named; up to the year named): the first year the first was ahead, and where each stands in the last year with values; "never" only from every year; yes or no unless a year is asked ("when did"); "since when": the first year of the run of years the first was ahead that lasts to the latest year with values for both (ahead in every year: since the first such year, the data saying nothing earlier; behind in the latest year: that year\'s values and the last year it was ahead), never yes or no',
      fr: "les valeurs des deux pays chaque année de la période (toutes les années des données si aucune n'est nommée ; jusqu'à l'année nommée) : la première année où le premier était devant, et la situation la dernière année avec des valeurs ; oui ou non sauf si une année est demandée (« quand ») ; « depuis quand » : la première année de la suite d'années où le premier était devant qui dure jusqu'à la dernière année avec des valeurs pour les deux (devant chaque année : depuis la première de ces années, les données ne disant rien d'antérieur ; derrière la dernière année : les valeurs de cette année et la dernière année où il était devant), jamais oui ou non",
    },
    examples: {
      en: [
        'Did India overtake the UK in GDP?',
        "Has Brazil's GDP ever been larger than Canada's?",
        'Did Brazil pass Canada in GDP in 2012?',
        'When did Nigeria overtake Japan in population?',
        'Since when has Nigeria had more people than Japan?',
        "Since when has India's GDP been larger than the UK's?",
      ],
      fr: [
        'Le Brésil a-t-il dépassé le Mexique en PIB par habitant ?',
        'Le Nigeria a-t-il jamais dépassé les États-Unis en population ?',
        'Quand le Nigeria a-t-il dépassé le Japon en population ?',
        'Depuis quelle année le PIB par habitant du Mexique est-il supérieur à celui du Brésil ?',
      ],
    },
    read: (s) => {
      const sinceWhen = has(s, 'since_when')
      // ("Since when has it not been ahead" is no reading the answer has: declined.)
      if (sinceWhen && s.negated) return 'not_understood'
      return parts(turned(s), 'overtake', everyYear(s.time, s.years), {
        // "When did Nigeria overtake Japan", "since when" ask a year, not yes or no.
        polar: !has(s, 'which_year', 'since_when'),
        ...(s.time.kind === 'year' && !sinceWhen ? { at: s.time.year } : {}),
        ...(sinceWhen ? { since_when: true as const } : {}),
        ...(has(s, 'ever') && !has(s, 'overtake') && !sinceWhen ? { ever: true as const } : {}),
      })
    },
  },
  {
    id: 'median',
    when: (s) => has(s, 'median') && s.countries.length === 0,
    cue: ['median'],
    needs: { countries: [0, 0], time: ONE_YEAR },
    meaning: {
      en: 'the median of the eight countries (of those with a value) in one year',
      fr: 'la médiane des huit pays (de ceux qui ont une valeur) pour une année',
    },
    examples: {
      en: ['What was the median life expectancy of the eight countries in 2022?'],
      fr: ['Quel était le PIB par habitant médian des huit pays en 2023 ?'],
    },
    read: (s) => parts(s, 'median', oneYear(s.time), { polar: false }),
  },
  {
    id: 'cagr',
    when: (s) => has(s, 'cagr'),
    cue: ['cagr'],
    needs: { countries: [1, 4], time: ['none', 'span', 'years', 'ever'] },
    meaning: {
      en: 'the compound annual growth rate between the first and the last year of the span with a value (every year of the data when none is named), with both values',
      fr: 'le taux de croissance annuel moyen (composé) entre la première et la dernière année de la période ayant une valeur, avec les deux valeurs',
    },
    examples: {
      en: [
        "What was the compound annual growth rate of India's GDP from 2000 to 2024?",
        "compound growth of india's population 2000-2020?",
      ],
      fr: ["Quel a été le taux de croissance annuel moyen du PIB de l'Inde entre 2000 et 2024 ?"],
    },
    read: (s) => parts(s, 'cagr', everyYear(s.time, s.years), { polar: false }, true),
  },
  {
    id: 'span_average',
    when: (s) => has(s, 'average') && s.countries.length === 1 && twoYears(s.time),
    cue: ['average'],
    needs: { countries: [1, 1], time: TWO_YEARS },
    meaning: {
      en: "one country's average over the years of the span that have a value",
      fr: "la moyenne d'un pays sur les années de la période qui ont une valeur",
    },
    examples: {
      en: ["What was Brazil's average life expectancy from 2010 to 2020?"],
      fr: ["Quelle a été l'espérance de vie moyenne au Brésil entre 2010 et 2020 ?"],
    },
    // ("The average annual change": an average of the steps, not of the values.)
    read: (s) =>
      has(s, 'change', 'up', 'down') ? 'not_understood' : parts(s, 'span_average', ends(s.time), { polar: false }),
  },
  {
    id: 'versus_average',
    when: (s) => has(s, 'average') && s.countries.length === 1 && !twoYears(s.time),
    cue: ['average'],
    needs: { countries: [1, 1], time: ONE_YEAR },
    meaning: {
      en: "the country's value, the average of the eight in that year, and whether the value is above it",
      fr: 'la valeur du pays, la moyenne des huit cette année-là, et si la valeur est au-dessus',
    },
    examples: {
      en: ['Was life expectancy in India higher than the average of the eight in 2020?'],
      fr: ["L'espérance de vie au Brésil était-elle supérieure à la moyenne des huit pays en 2021 ?"],
    },
    read: (s) => parts(s, 'versus_average', oneYear(s.time), s.polar ? { direction: s.lower ? 'down' : 'up' } : {}),
  },
  {
    id: 'average',
    when: (s) => has(s, 'average'),
    cue: ['average'],
    needs: { countries: [0, 0], time: ONE_YEAR },
    meaning: {
      en: 'the average of the eight countries (of those with a value) in one year',
      fr: 'la moyenne des huit pays (de ceux qui ont une valeur) pour une année',
    },
    examples: {
      en: [
        'What was the average life expectancy of the eight countries in 2020?',
        'avg life expectancy across the 8 in 2020?',
      ],
      fr: ["Quelle était l'espérance de vie moyenne des huit pays en 2015 ?"],
    },
    // "Which countries were above the average": a filter of the eight, not the average alone.
    read: (s) => (has(s, 'compare') ? 'filter' : parts(s, 'average', oneYear(s.time))),
  },
  {
    id: 'gap',
    when: (s) => has(s, 'difference') && s.countries.length === 2 && twoYears(s.time),
    cue: ['difference'],
    needs: { countries: [2, 2], time: TWO_YEARS },
    meaning: {
      en: 'the difference between the two countries at each end of the span; "did it widen (narrow)": yes or no',
      fr: "l'écart entre les deux pays au début et à la fin de la période ; « s'est-il creusé (resserré) » : oui ou non",
    },
    examples: {
      en: [
        'How did the gap between US and UK GDP evolve from 2000 to 2020?',
        'Did the gap in GDP per capita between the US and Mexico widen between 2000 and 2020?',
      ],
      fr: [
        "Comment l'écart de population entre l'Inde et le Nigeria a-t-il évolué entre 2000 et 2020 ?",
        "L'écart de PIB par habitant entre les États-Unis et le Mexique s'est-il creusé entre 2000 et 2020 ?",
        "l'écart de PIB entre le Japon et l'Inde s'est-il réduit entre 2010 et 2024 ?",
      ],
    },
    read: (s) => {
      const direction = wayAsked(s)
      return parts(s, 'gap', ends(s.time), direction && s.polar ? { direction } : { polar: false })
    },
  },
  {
    id: 'difference',
    when: (s) => has(s, 'difference') && s.countries.length === 2,
    cue: ['difference'],
    needs: { countries: [2, 2], time: ONE_YEAR },
    meaning: {
      en: 'the difference between the two countries in one year',
      fr: "l'écart entre les deux pays pour une année",
    },
    examples: {
      en: [
        'How many more people did India have than Nigeria in 2020?',
        'How big is the gap between the US and Japan in GDP now?',
      ],
      fr: ['Quel était l’écart de PIB entre le Japon et le Royaume-Uni en 2022 ?'],
    },
    read: (s) => parts(s, 'difference', oneYear(s.time)),
  },
  {
    id: 'change',
    when: (s) =>
      has(s, 'change', 'up', 'down') ||
      (has(s, 'difference') && !endByHowMuch(s)) ||
      (s.countries.length === 1 && twoYears(s.time) && has(s, 'compare')),
    cue: ['change', 'up', 'down', 'difference'],
    needs: { countries: [1, 8], time: [...TWO_YEARS, 'latest'] },
    meaning: {
      en: 'the change between two years: the difference (in percentage points for a share) and the percent change; with "did it rise (fall)", yes or no ("in 2021": from the year before; "last year": into the latest year with a value, from the year before); "how did it evolve" (one country, one series) over a span of up to 6 years, every year\'s value too',
      fr: "l'évolution entre deux années : l'écart (en points de pourcentage pour une part) et l'évolution en pourcentage ; « comment a-t-il évolué » (un pays, une série) sur 6 ans au plus, aussi la valeur de chaque année",
    },
    examples: {
      en: [
        "How did India's population change between 2000 and 2024?",
        "Did Japan's population fall between 2010 and 2020?",
        "Did India's life expectancy fall in 2021?",
        "Did Japan's population go up last year?",
        'how big was the drop in us life expectancy from 2019 to 2021',
        'brazil internet 2010 v 2020',
        'uk internet users 2019 vs 2024 - up how many points?',
      ],
      fr: [
        'De combien a évolué le PIB par habitant de l’Inde entre 2010 et 2020 ?',
        "Le PIB du Mexique a-t-il baissé l'an dernier ?",
        'salut - le PIB du Mexique a-t-il bondi entre 2020 et 2021 ?',
      ],
    },
    read: (s) => {
      // "Did the US grow by more people than Nigeria": two changes compared, which no tool ranks (a yes or no for each
      // would answer another question).
      if (s.polar && s.countries.length >= 2 && has(s, 'compare')) return 'rank_of_changes'
      const direction = wayAsked(s) ?? yearsCompared(s)
      // "Did it go up last year": the step into the latest year with a value (the answer names both years); "now",
      // "currently" name no step.
      const time = s.time.kind === 'latest' ? stepInto(s.time, s.years[0], false) : ends(s.time)
      if (!time) return 'two_years'
      // ("The annual change from 2010 to 2020": a change a year, which the change between the two ends is not.)
      if (has(s, 'annual') && !(time.kind === 'span' && time.to - time.from === 1) && time.kind !== 'latest')
        return 'not_understood'
      const change = parts(s, 'change', time, direction && s.polar ? { direction } : { polar: false }, true)
      // "How did it evolve from 2019 to 2022": over a short span, every year's value too, so that a fall and a
      // rebound between the two ends are not hidden by them.
      const t = s.time
      const short = t.kind === 'span' && t.to - t.from >= 2 && t.to - t.from <= EVERY_YEAR_SPAN
      // ("By how much", "de combien": the difference alone; several series or countries: too long an answer.)
      const one = s.countries.length === 1 && s.indicators.length === 1
      if (!s.polar && has(s, 'change') && !has(s, 'difference') && short && one)
        return [...change, ...parts(s, 'value', ends(t), { polar: false }, true)]
      return change
    },
  },
  {
    id: 'place',
    when: (s) => s.places.length > 0 && s.countries.length === 0,
    cue: ['high', 'low', 'rank'],
    needs: { countries: [0, 0], time: ONE_YEAR },
    meaning: {
      en: 'the country at one place of the ranking of the eight, counted from the top (or from the bottom); the whole ranking when a tie spans that place',
      fr: 'le pays à une place du classement des huit, comptée depuis le haut (ou le bas) ; tout le classement en cas d’égalité',
    },
    examples: {
      en: [
        'Which country had the second largest population in 2020?',
        'Which country ranked third for life expectancy in 2020?',
      ],
      fr: ['Quel pays avait le 3e PIB le plus élevé en 2022 ?'],
    },
    read: (s) =>
      s.places.length > 1 || !ranked(s) || (has(s, 'high') && has(s, 'low'))
        ? 'not_understood'
        : parts(s, 'place', oneYear(s.time), { order: order(s), place: s.places[0]!.place }),
  },
  {
    id: 'top',
    when: (s) => s.top !== null && s.countries.length === 0,
    cue: ['top', 'high', 'low'],
    needs: { countries: [0, 0], time: ONE_YEAR },
    meaning: {
      en: 'the N highest (lowest) countries of the ranking, each with its value',
      fr: 'les N pays les mieux (moins bien) classés, chacun avec sa valeur',
    },
    examples: { en: ['Top 3 countries by GDP in 2022?'], fr: ['Les 3 pays les plus peuplés en 2020 ?'] },
    read: (s) => parts(s, 'top', oneYear(s.time), { order: order(s), top: s.top! }),
  },
  {
    id: 'rank_of',
    when: (s) =>
      s.countries.length === 1 &&
      (has(s, 'rank') || s.places.length > 0 || s.top !== null || (has(s, 'high', 'low') && s.polar)),
    cue: ['rank', 'high', 'low'],
    needs: { countries: [1, 1], time: [...ONE_YEAR, 'years'] },
    meaning: {
      en: 'the country\'s place in the ranking of the eight in one year (in each year named), with its value; asked as yes or no ("was it second", "did it have the highest"), the verdict in one year',
      fr: 'la place du pays dans le classement des huit pour une année (pour chaque année nommée), avec sa valeur',
    },
    examples: {
      en: [
        'Where does Mexico rank on GDP per capita in 2022?',
        'Was Canada second in life expectancy in 2020?',
        "Japan's rank on population in 2005 and in 2025?",
      ],
      fr: [
        "Quel est le rang du Japon pour l'espérance de vie en 2020 ?",
        'Rang du Japon pour la population en 2005 et en 2025 ?',
      ],
    },
    read: (s) => {
      const extra = {
        ...(s.places.length === 1 ? { place: s.places[0]!.place, order: order(s) } : {}),
        ...(s.places.length === 0 && s.top === null && has(s, 'high', 'low') ? { place: 1, order: order(s) } : {}),
        // "Is Brazil in the top 3": within the first N places.
        ...(s.top !== null ? { top: s.top, order: order(s) } : {}),
      }
      if (s.time.kind !== 'years') return parts(s, 'rank_of', oneYear(s.time), extra)
      // "Its rank in 2005 and in 2025": the rank in each year named (a verdict is one year's).
      if (s.polar || Object.keys(extra).length > 0) return 'one_year'
      return s.time.years.flatMap((year) => parts(s, 'rank_of', { kind: 'year', year }))
    },
  },
  {
    id: 'among',
    when: (s) => s.countries.length >= 3 && (ranked(s) || has(s, 'compare')),
    cue: ['high', 'low', 'rank'],
    needs: { countries: [3, 8], time: ONE_YEAR },
    meaning: {
      en: 'the ranking of the countries named, each with its value, and the highest (lowest) of them',
      fr: 'le classement des pays nommés, chacun avec sa valeur, et le plus élevé (le plus faible)',
    },
    examples: {
      en: ['Among Brazil, Canada and India, which had the highest GDP in 2020?'],
      fr: ['Parmi le Brésil, le Canada et l’Inde, lequel avait le PIB le plus élevé en 2020 ?'],
    },
    read: (s) => parts(s, 'among', oneYear(s.time), has(s, 'high', 'low', 'compare') ? { order: order(s) } : {}),
  },
  {
    id: 'extreme',
    when: (s) => has(s, 'high', 'low', 'compare') && s.countries.length === 0 && !has(s, 'rank', 'all'),
    cue: ['high', 'low'],
    needs: { countries: [0, 0], time: ONE_YEAR },
    meaning: {
      en: 'the country with the highest (lowest) value of the eight in one year, every country that shares it named; "and by how much?": also the country second from that end and the margin between them',
      fr: 'le pays qui a la valeur la plus élevée (la plus faible) des huit pour une année, tous ceux qui la partagent nommés ; « et de combien ? » : aussi le deuxième pays depuis ce bout et l’écart entre eux',
    },
    examples: {
      en: [
        'Which country had the highest GDP in 2024?',
        'Which country had the lowest life expectancy in 2023?',
        'Which country had the highest GDP per capita in 2024, and by how much?',
        'for the 6pm bulletin: which country had the highest life expectancy in 2023?',
      ],
      fr: [
        'Quel pays avait la population la plus faible en 2020 ?',
        'Quel pays a le PIB par habitant le plus bas en 2024, et de combien ?',
        'Quel pays avait le PIB le plus élevé en 2024, et avec quelle avance ?',
        "pour le JT de 20h : quel pays avait l'espérance de vie la plus élevée en 2023 ?",
      ],
    },
    // "And by how much?": the lead of that end over the next country (top 2: the two ends compared).
    read: (s) => parts(s, 'extreme', oneYear(s.time), { order: order(s), ...(endByHowMuch(s) ? { top: 2 } : {}) }),
  },
  {
    id: 'ranking',
    when: (s) => (ranked(s) || has(s, 'ascending', 'descending')) && s.countries.length === 0,
    cue: ['rank'],
    needs: { countries: [0, 0], time: ONE_YEAR },
    meaning: {
      en: 'the eight countries in order, each with its value',
      fr: 'les huit pays dans l’ordre, chacun avec sa valeur',
    },
    examples: {
      en: ['Rank the eight countries by internet use in 2021'],
      fr: ['Classement des pays selon le PIB en 2023'],
    },
    read: (s) =>
      has(s, 'ascending', 'descending')
        ? parts(s, 'ranking', oneYear(s.time), has(s, 'ascending') ? { order: 'lowest' } : {})
        : has(s, 'high', 'low', 'compare')
          ? parts(s, 'extreme', oneYear(s.time), {
              order: s.lower && !has(s, 'high') ? 'lowest' : order(s),
              ...(endByHowMuch(s) ? { top: 2 } : {}),
            })
          : parts(s, 'ranking', oneYear(s.time)),
  },
  {
    id: 'compare',
    when: (s) => s.countries.length === 2 && (has(s, 'compare', 'high', 'low') || s.polar),
    cue: ['compare'],
    needs: { countries: [2, 2], time: ['none', 'latest', 'year', 'years'] },
    meaning: {
      en: "both countries' values in one year (each year named), and which is higher",
      fr: 'les valeurs des deux pays pour une année (chaque année nommée), et laquelle est la plus élevée',
    },
    examples: {
      en: [
        'Which had more people in 2024, Japan or Mexico?',
        'Compare life expectancy in Canada and the United States in 2020.',
        'us gdp 2024 vs canada',
      ],
      fr: ['Qui a le PIB le plus élevé en 2023, le Canada ou le Brésil ?', 'PIB/hab du Royaume-Uni vs Japon en 2024'],
    },
    read: compared,
  },
  {
    id: 'value',
    when: () => true,
    cue: [],
    words: (s) => s.formWords(...LOOKUP_LEFTOVERS),
    needs: { countries: [1, 8], time: ['none', 'latest', 'year', 'years', 'span'] },
    meaning: {
      en: "each country's value of each series, in the year asked, in each year named or over a span; the latest year with a value when none is named",
      fr: 'la valeur de chaque série pour chaque pays, l’année demandée, chaque année nommée ou sur une période ; la dernière année disponible sinon',
    },
    examples: {
      en: [
        'What was the population of Canada in 2024?',
        'What were the population and GDP of Japan in 2020?',
        'canada pop 2024',
        "one for the politics desk — what was india's population in 2020?",
        "my producer is asking - what was canada's gdp in 2022?",
      ],
      fr: [
        "Combien d'habitants au Brésil en 2020 ?",
        'PIB du Canada en 2024 ?',
        'mon rédac chef demande : espérance de vie en Inde en 2015 ?',
      ],
    },
    read: (s) => {
      // A form no row above took ("the highest" of one country over the years, "more" with nothing to compare) is not
      // read as a lookup: the question is declined, naming its words.
      // ("Its highest year": of one country, the highest is over the years, a search the tools do not make.)
      if (s.countries.length === 1 && has(s, 'high', 'low')) return 'which_year'
      if (LOOKUP_LEFTOVERS.some((f) => has(s, f))) return 'not_understood'
      const t = s.time
      const time: PartTime =
        t.kind === 'year' || t.kind === 'years'
          ? t.kind === 'year'
            ? { kind: 'year', year: t.year }
            : { kind: 'years', years: t.years }
          : t.kind === 'span'
            ? ends(t)
            : { kind: 'latest' }
      return parts(s, 'value', time, { polar: false }, true)
    },
  },
]

/** What a row needs and a clause lacks, as a reason that names the row's words. */
export function unmet(shape: Shape, s: Slots): Decline | null {
  const [min, max] = shape.needs.countries
  const n = s.countries.length
  const words = s.formWords(...shape.cue)
  const indicator = s.indicators[0] ?? null
  if (n < min || n > max) {
    if (n === 0 && shape.id !== 'average' && (s.figure !== null || has(s, 'all')))
      // "Which countries had more than 100 million people", "did it rise in every country": a filter of the eight.
      // (The figure is not quoted back: a number in a decline is one no tool gave.)
      return { reason: 'filter', words: s.formWords('all'), indicator }
    const reason: DeclineReason =
      shape.id === 'average'
        ? 'average_of_some'
        : min >= 2 || max === 2
          ? 'two_countries'
          : n === 0
            ? 'no_country'
            : max === 1
              ? 'one_country'
              : 'not_understood'
    return { reason, words, indicator }
  }
  if (!shape.needs.time.includes(s.time.kind)) {
    const reason: DeclineReason = shape.needs.time.includes('span') ? 'two_years' : 'one_year'
    return { reason, words, indicator }
  }
  return null
}
