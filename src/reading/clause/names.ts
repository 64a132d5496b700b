// The countries and the series a clause names: a country's people too; the population when only people are
// named or counted; a share's denominator is no series asked.
import type { CountryCode, IndicatorCode } from '../../lexicon/codes.js'
import type { Form } from '../../lexicon/question-words.js'
import { is, isForm, uniq } from '../token-match.js'
import type { Token } from '../tokens.js'

/** Countries, in the order named; a country's people too. */
export function countriesOf(tokens: Token[]): CountryCode[] {
  return uniq(
    tokens.flatMap((t) => t.meanings.flatMap((m) => (m.kind === 'country' || m.kind === 'people' ? [m.code] : []))),
  )
}

/** Series: the strong words; the population when only people or a weak word name one, or people are counted. */
export function seriesOf(tokens: Token[], forms: ReadonlySet<Form>): IndicatorCode[] {
  let indicators = uniq(
    tokens.flatMap((t, i) =>
      t.meanings.flatMap((m) =>
        m.kind === 'indicator' &&
        !m.weak &&
        !(
          m.code === 'SP.POP.TOTL' &&
          namesShareDenominator(tokens, i) &&
          tokens.some((o) => o !== t && isShareIndicatorToken(o))
        )
          ? [m.code]
          : [],
      ),
    ),
  )
  const weak = tokens.some((t) => t.meanings.some((m) => m.kind === 'indicator' && m.weak))
  if (yearsLived(tokens) && indicators.every((i) => i === 'SP.POP.TOTL')) return ['SP.DYN.LE00.IN']
  const counted = forms.has('count')
  const people = tokens.some((t) => is(t, 'people'))
  if (indicators.length === 0 && (weak || (counted && people))) indicators = ['SP.POP.TOTL']
  // "How many people lived in Canada, and what was its GDP": people counted name the population beside another series.
  else if (
    counted &&
    tokens.some(
      (t, i) =>
        isForm(tokens[i - 1], 'count') && (is(t, 'people') || t.meanings.some((m) => m.kind === 'indicator' && m.weak)),
    ) &&
    !indicators.includes('SP.POP.TOTL') &&
    !indicators.some(isShare)
  ) {
    indicators = ['SP.POP.TOTL', ...indicators]
  }
  return indicators
}

/** A word for years, inside a count's words ("how many more years", "combien d'années de plus") or alone. */
const YEARS_WORD = /(?:^| )(?:years|annees|ans)$/
/** A verb of living: "live", "vit-on", "vivent" (never "lives" as a noun beside a count of people: see the caller). */
const LIVE = /^(?:live|lived|living|vit|vivent|vivre|vivait|vivaient|vecu)$/

/**
 * "How many more years did people live in Japan than in Nigeria", "combien d'années de plus vit-on au Japon": years
 * counted with a verb of living are life expectancy's (its unit is years), never the population the people name.
 */
function yearsLived(tokens: Token[]): boolean {
  // (Counted: "over the years" beside "how many people lived" names no unit.)
  const counts = (t: Token | undefined) => t !== undefined && /^(?:how many|combien)\b/.test(t.words)
  return (
    tokens.some((t) => LIVE.test(t.words)) &&
    tokens.some((t, i) => YEARS_WORD.test(t.words) && (counts(t) || counts(tokens[i - 1])))
  )
}

/** "Share of Nigeria's population": the population at `i` names the share's denominator, not a series asked. */
function namesShareDenominator(tokens: Token[], i: number): boolean {
  return tokens
    .slice(Math.max(0, i - 5), i)
    .some(
      (t, k, before) =>
        isForm(t, 'share') && before.slice(k + 1).every((b) => is(b, 'neutral') || is(b, 'country') || is(b, 'people')),
    )
}

/** A series that is a share of people (electricity access, internet users): a percent, never a count. */
export function isShare(i: IndicatorCode) {
  return i === 'EG.ELC.ACCS.ZS' || i === 'IT.NET.USER.ZS'
}
const isShareIndicatorToken = (t: Token) => t.meanings.some((m) => m.kind === 'indicator' && isShare(m.code))
