// What the shape count_years (the number of years a series held something) asks of a reading: its flags and fields,
// its years (every year of the data when none is named), the question's words it needs and its line in the model's
// prompt (each field: src/shapes/kit/reading.ts).
import { isShare } from '../../reading/clause.js'
import type { ShapeReading } from '../kit/reading.js'
import { countAsked } from './counted.js'

export const reading: ShapeReading = {
  // (Its rules beside its example, tersely: the prompt's budget is the read design's.)
  promptLine:
    'years above/below figure, or up/down steps; faster: step % vs figure; up/down, figure, yes_no: figure = years',
  readsFlags: ['faster'],
  readsFields: ['figure'],
  overEveryYear: true,
  noYearIsEveryYear: true,
  // ("How many years", "combien de fois"; "did it fall in more than 3 years" asks with its way and its number.)
  words: (part) => (countAsked(part) ? ['up', 'down'] : ['count', 'ratio']),
  partRule: ({ flags, figure, indicator }) => {
    const way = flags.includes('up') || flags.includes('down')
    const [faster, yes] = [flags.includes('faster'), flags.includes('yes_no')]
    const counted = figure === null || ['more', 'least', 'less'].includes(figure.relation)
    if (flags.includes('highest') || flags.includes('lowest'))
      return 'a count of years has no end of a ranking (highest, lowest): a rank in every year is not counted'
    if (faster && (figure === null || !way || !figure.percent || !counted))
      return 'a count of years with faster counts a percent change from the year before: it has its way and a percent figure above (more, least) or below (less)'
    if (!faster && !way && (figure === null || !counted))
      return 'a count of years has a figure it was above (more, least) or below (less), or a way (up, down)'
    if (!faster && !way && figure?.percent && !isShare(indicator))
      return 'a count of years above a percent is of a share (a percent of a count or an amount is its change: faster)'
    if (!faster && way && figure !== null && (!yes || figure.percent || !Number.isInteger(figure.value)))
      return 'a count of years with a way and a figure is asked yes or no: its figure is the number of years'
    if (yes && !(way && figure !== null && !faster))
      return 'a count of years asked yes or no has a way and a figure, the number of years asked'
    return null
  },
}
