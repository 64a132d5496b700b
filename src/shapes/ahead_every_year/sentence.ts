// "Was A ahead of B every year": the sentence says what the years show (ahead in each, or the years behind).
import { overtakeVerdict } from '../../reading/verdicts.js'
import { aheadYears } from '../kit/sentence-overtake.js'
import { join, noValue, verdict, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  twoCountries: true,
  say(part, r, lang) {
    const said = aheadYears(part, r, lang)
    if (!said) return noValue(part, r, lang)
    const { years, start, end, from, to, fig, sA, of, higherFr, behind } = said
    // The sentence says what the years show (ahead in each, or the years behind); the verdict is the question's,
    // negated or not ("was it not ahead every year": No when it was).
    const yes = overtakeVerdict(part, years, true)
    if (behind.length === 0) {
      const text =
        lang === 'fr'
          ? `chaque année de ${from} à ${to}, ${sA} a été ${higherFr} à ${of} (${fig(start)} ; ${fig(end)}).`
          : `in every year from ${from} to ${to}, ${sA} was higher than ${of} (${fig(start)}; ${fig(end)}).`
      return { text: verdict(yes, text, lang) }
    }
    const listed = behind.map((p) => p.year)
    const text =
      lang === 'fr'
        ? `de ${from} à ${to}, ${sA} n'a pas été ${higherFr} à ${of} en ${join(listed.map(String), lang)} (${fig(behind[0]!)}).`
        : `from ${from} to ${to}, ${sA} was not higher than ${of} in ${join(listed.map(String), lang)} (${fig(behind[0]!)}).`
    return { text: verdict(yes, text, lang) }
  },
}
