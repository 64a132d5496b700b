// "Brazil's GDP in 2020", "Canada's population from 2010 to 2015": the values asked, year by year.
import { noValue, valueSentence, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const result = r.values(part.countries[0]!, part.indicator, part)
    return result ? valueSentence(part, result, lang) : noValue(part, r, lang)
  },
}
