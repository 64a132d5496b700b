// The question's tokens set right before its clauses are read: a year shown as a percent is a year, a lead-in that
// says what the question is for is framing ("For the 6pm bulletin: …"), "the year before" is a year.
import { is, RELATED } from '../token-match.js'
import type { Token } from '../tokens.js'

/**
 * "Mexico internet users 2022 %": a percent sign after a year of the data, with no relation before it, marks the
 * figure asked as a share in that year; the number is the year, never a share of 2022 % to check.
 */
export function yearsShownAsPercent(tokens: Token[], [first, last]: readonly [number, number]): Token[] {
  return tokens.map((t, i) =>
    t.kind === 'number' &&
    t.percent === true &&
    Number.isInteger(t.value) &&
    t.value >= first &&
    t.value <= last &&
    !RELATED.test(` ${tokens[i - 1]?.words ?? ''} `) &&
    !tokens.some((o) => o.kind === 'year')
      ? (({ percent: _shown, ...year }) => ({ ...year, kind: 'year' as const, words: String(t.value) }))(t)
      : t,
  )
}

/** A token read as framing: a number in it ("the 6pm bulletin") is a word, never a figure of the question's own. */
const asFraming = (t: Token): Token => ({
  ...t,
  kind: 'word',
  words: t.kind === 'word' ? t.words : t.text.toLowerCase(),
  value: Number.NaN,
  meanings: [{ kind: 'framing' }],
})

/** A lead-in's words that label what follows as a claim to check. */
const CLAIM_LABELS = new Set(['claim', 'claims', 'rumour', 'rumor', 'affirmation', 'rumeur', 'intox', 'infox'])

/** What ends a lead-in: a colon, a dash set apart by a space, an em dash. */
const LEAD_IN_END = /:|\s[-–]|[-–]\s|—/
/**
 * What a lead-in may hold: words the reader does not know, framing, chat words, a number ("one for the desk"), a time
 * of day or of the news cycle ("the late news", "this morning"), never a time the question asks ("latest", "since").
 */
const LEAD_IN_KINDS = new Set<Token['meanings'][number]['kind']>(['framing', 'neutral', 'number', 'confirm'])
const LEAD_IN_TIMES = new Set(['month', 'relative'])

/**
 * "For the 6pm bulletin: …", "pour le JT de 20h : …", "one for the politics desk — …", "my producer is asking - …":
 * the words before a colon or a dash at the question's start that name no country, series, year, form or anything the
 * data declines say what the question is for, not what it asks: framing. A lead-in that names any of those ("Canada:
 * …", "Rural areas only: …") is the question's, and read as such.
 */
export function leadInFramed(text: string, tokens: Token[]): Token[] {
  const end = tokens.findIndex((t, i) => i > 0 && i <= 12 && LEAD_IN_END.test(text.slice(tokens[i - 1]!.end, t.start)))
  if (end < 0) return tokens
  const lead = tokens.slice(0, end)
  const framing = lead.every(
    (t) =>
      t.kind !== 'year' &&
      t.meanings.every((m) => LEAD_IN_KINDS.has(m.kind) || (m.kind === 'time' && LEAD_IN_TIMES.has(m.time))),
  )
  const asks = tokens
    .slice(end)
    .some(
      (t) => t.kind === 'year' || t.meanings.some((m) => ['country', 'people', 'indicator', 'form'].includes(m.kind)),
    )
  if (!framing || !asks || lead.every((t) => is(t, 'framing'))) return tokens
  // ("Claim to check: …", "fact check: …", "à vérifier : …": the lead-in asks whether what follows holds.)
  const checks = lead.some((t) => is(t, 'confirm') || CLAIM_LABELS.has(t.words))
  return tokens.map((t, i) =>
    i < end
      ? i === 0 && checks
        ? { ...asFraming(t), meanings: [{ kind: 'framing' as const }, { kind: 'confirm' as const }] }
        : asFraming(t)
      : t,
  )
}

/** "The year before", "the previous year", "l'année précédente", "l'année d'avant", "un an plus tôt". */
const YEAR_BEFORE =
  /^(?:(?:the|a|one) year (?:before|earlier|prior)|(?:the )?(?:previous|prior|preceding) year|l annee (?:precedente|d avant)|l an d avant|(?:un|une) (?:an|annee) (?:plus tot|avant|auparavant)|l annee precedant)$/

/**
 * "What was Japan's GDP in 2020, and the year before?": the year before the year named just before it (or the year
 * right after: "the year before 2020"), a year of the question like any other; with no year named, the words stay
 * and the time is declined naming them.
 */
export function previousYears(tokens: Token[], [first]: readonly [number, number]): Token[] {
  const out: Token[] = []
  for (let i = 0; i < tokens.length; i += 1) {
    const found = [5, 4, 3, 2, 1].find(
      (n) =>
        i + n <= tokens.length &&
        YEAR_BEFORE.test(
          tokens
            .slice(i, i + n)
            .map((t) => t.words)
            .join(' '),
        ),
    )
    const after = found !== undefined ? tokens[i + found] : undefined
    const named = after?.kind === 'year' ? after : [...out].reverse().find((t) => t.kind === 'year')
    if (found === undefined || !named || named.value - 1 < first) {
      out.push(tokens[i]!)
      continue
    }
    const last = after?.kind === 'year' ? after : tokens[i + found - 1]!
    const year = named.value - 1
    out.push({ ...tokens[i]!, kind: 'year', value: year, words: String(year), end: last.end, meanings: [] })
    i += found - 1 + (after?.kind === 'year' ? 1 : 0)
  }
  return out
}
