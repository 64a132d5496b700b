// The newsroom's shorthand: a short form stands for its long form wherever the long form is a phrase's word or words
// ("how many pp" is "how many percentage points", "in bn" is "in billions", "yoy" is "year on year", "diff" is
// "difference"). Data only: reading/tokens.ts gives each phrase written with the short form the long form's meanings
// (a phrase of its own is never replaced). Normalised text: "y/y" reads as "y y", "gdp/cap" as "gdp cap".

/** [short form, long form]: whole words of normalised text. */
export const SHORTHAND: readonly (readonly [string, string])[] = [
  ['pp', 'percentage points'],
  ['pp', 'percentage point'],
  ['ppt', 'percentage point'],
  ['ppts', 'percentage points'],
  ['pts', 'points'],
  ['diff', 'difference'],
  ['bn', 'billion'],
  ['bn', 'billions'],
  ['tn', 'trillion'],
  ['tn', 'trillions'],
  ['mn', 'million'],
  ['mn', 'millions'],
  ['yoy', 'year on year'],
  ['y y', 'year on year'],
  ['y o y', 'year on year'],
  ['pop', 'population'],
  ['ppl', 'people'],
  ['cap', 'capita'],
  ['avg', 'average'],
  ['yrs', 'years'],
  ['yr', 'year'],
]

/**
 * Short forms that are words of their own in French ("le"): in an English question only, as typed in capitals
 * ("Japan's LE") or right after a country's possessive ("japan's le"), never the article.
 */
export const ENGLISH_CAPITALS: Readonly<Record<string, string>> = { le: 'life expectancy' }
