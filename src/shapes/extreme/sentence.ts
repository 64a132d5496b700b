// "Which country had the highest GDP in 2020" (and "by how much?"): the value at the end asked, with every country
// that shares it; asked by how much, the country next to it and the margin between them.
import { INDICATOR_WORDS, COUNTRY_FORMS } from '../../lexicon/names.js'
import { unitLabel } from '../../lexicon/wording.js'
import type { Part } from '../../reading/schema.js'
import { formatUpTo } from '../../text/format.js'
import type { Language } from '../../text/language.js'
import type { CompareResult, RankResult } from '../../tools/toolbox.js'
import { leadPair } from '../kit/ranking-end.js'
import { edgeSentence, rankingSentence } from '../kit/sentence-rank.js'
import { nameOf, PLACE_WORDS, short, type ShapeSentence } from '../kit/sentence.js'

export const sentence: ShapeSentence = {
  say(part, r, lang) {
    const i = part.indicator
    const said = rankingSentence(part, r, lang, {
      say: (p, x, l) => edgeSentence(p, x, l, 1),
      offersCompleteYear: true,
    })
    if (part.top !== 2 || !('text' in said)) return said
    // "And by how much?": the country next to that end, and the margin between them (none when the end is shared).
    const pair = leadPair(part, r.ranks(i))
    const ranks = r.ranks(i).find((x) => x.year === pair?.year)
    const found = pair && r.compares(i, pair.end).find((c) => c.other_country[0] === pair.next && c.year === pair.year)
    return found && ranks ? { text: `${said.text} ${leadSentence(part, found, ranks, lang)}` } : said
  },
}

/**
 * "And by how much?" of a ranking's end: the country next to it, its place (counted from the top, as every place is
 * said), its value, and the margin between the two, from the tool's comparison of them.
 */
function leadSentence(part: Part, c: CompareResult, ranks: RankResult, lang: Language): string {
  const i = part.indicator
  const [end, next] = [c.country, c.other_country]
  const place = ranks.ranking.find((e) => e[1] === next[0])?.[0] ?? 2
  const nth = PLACE_WORDS[lang][place - 1]!
  const gap =
    INDICATOR_WORDS[i].kind === 'percent'
      ? `${formatUpTo(Math.abs(c.difference), 2, lang)} ${lang === 'fr' ? 'points de pourcentage' : 'percentage points'}`
      : INDICATOR_WORDS[i].kind === 'years'
        ? `${formatUpTo(Math.abs(c.difference), 2, lang)} ${unitLabel(i, lang)}`
        : short(i, Math.abs(c.difference), lang)
  const below = next[1] < end[1]
  const classed = COUNTRY_FORMS[next[0]]!.frPlural ? 'se classaient' : 'se classait'
  return lang === 'fr'
    ? `En ${c.year}, ${nameOf(next[0], lang)} ${classed} ${nth} des pays du jeu de données, avec ${short(i, next[1], lang)}, soit ${gap} de ${below ? 'moins' : 'plus'} que ${nameOf(end[0], lang)}.`
    : `In ${c.year}, ${nameOf(next[0], lang)} ranked ${nth} of the countries in the data, with ${short(i, next[1], lang)}, ${gap} ${below ? 'less' : 'more'} than ${nameOf(end[0], lang)}.`
}
