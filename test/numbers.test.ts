// The number reader and the one precision rule, by example (the writings real models used) and by property: for random
// values and every writing the application's formatter or a model produces, reading gives the value back at the
// precision shown, and a figure one unit off in its last shown place is never supported.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatFixed, formatScaled } from '../src/text/format.js'
import type { Language } from '../src/text/language.js'
import {
  isSupported,
  isYear,
  matchesValue,
  numbersInJsonText,
  PRECISION_RULE,
  readNumbers,
  scaleWordsWithoutDigits,
  type ShownNumber,
} from '../src/text/numbers.js'
import { splitSentences } from '../src/text/sentences.js'

const read = (text: string, language: Language = 'en') => readNumbers(text, language)
const one = (text: string, language: Language = 'en') => {
  const found = read(text, language).filter((n) => n.kind === 'number')
  expect(found, text).toHaveLength(1)
  return found[0]!
}
const reading = (n: ShownNumber) => ({
  text: n.text,
  shown: n.shown,
  decimals: n.decimals,
  scale: n.scale,
  unit: n.unit,
})

describe('reading what real models wrote', () => {
  it.each([
    ['3.00567418 percentage points', 'en', { shown: 3.00567418, decimals: 8, unit: 'points' }],
    ['75.62650476 %', 'en', { shown: 75.62650476, decimals: 8, unit: 'percent' }],
    ['35,215.003535366', 'en', { shown: 35215.003535366, decimals: 9, scale: 1 }],
    ['487,387,801,877.803', 'en', { shown: 487387801877.803, decimals: 3 }],
    ['86 169,6641581917', 'fr', { shown: 86169.6641581917, decimals: 10 }],
    ['1 347,51939071367', 'fr', { shown: 1347.51939071367, decimals: 11 }],
    ['3 194 milliards', 'fr', { shown: 3194, scale: 1e9 }],
    ['95.46 %', 'en', { shown: 95.46, unit: 'percent' }],
    ['29.298 trillion', 'en', { shown: 29.298, scale: 1e12 }],
    ['41,3 millions', 'fr', { shown: 41.3, scale: 1e6 }],
    ['2,27 milliards', 'fr', { shown: 2.27, scale: 1e9 }],
    ['5 billions', 'fr', { shown: 5, scale: 1e12 }],
    ['5 billion', 'en', { shown: 5, scale: 1e9 }],
    ['$2.3bn', 'en', { shown: 2.3, scale: 1e9 }],
    ['41.3M', 'en', { shown: 41.3, scale: 1e6 }],
    ['12.91 times', 'en', { shown: 12.91, unit: 'times' }],
    ['1,06 fois', 'fr', { shown: 1.06, unit: 'times' }],
    ['6th', 'en', { shown: 6, unit: 'ordinal' }],
    ['1er', 'fr', { shown: 1, unit: 'ordinal' }],
    ['3 points de pourcentage', 'fr', { shown: 3, unit: 'points' }],
    ['-48.24%', 'en', { shown: -48.24, unit: 'percent' }],
    ['\u221248,24\u00a0%', 'fr', { shown: -48.24, unit: 'percent' }],
    ['+41,52 %', 'fr', { shown: 41.52, unit: 'percent' }],
    ['41\u202f262\u202f329', 'fr', { shown: 41262329 }],
    ['41\u00a0262\u00a0329', 'fr', { shown: 41262329 }],
    ['1.234.567,5', 'fr', { shown: 1234567.5 }],
    ['41,262', 'en', { shown: 41262 }],
    ['41,262', 'fr', { shown: 41.262 }],
    ['41.262', 'en', { shown: 41.262 }],
    ['1907 dollars', 'en', { shown: 1907 }],
  ] as const)('%s (%s)', (text, language, expected) => {
    expect(one(text, language)).toMatchObject(expected)
  })

  it('keeps numbers apart that stand apart', () => {
    expect(read('En 2020, 208 660 842 habitants', 'fr').map(reading)).toMatchObject([
      { text: '2020', shown: 2020 },
      { text: '208 660 842', shown: 208660842 },
    ])
    expect(read('from 2000-2024, ranked 6 of 8', 'en').map((n) => [n.kind, n.shown])).toEqual([
      ['year', 2000],
      ['year', 2024],
      ['number', 6],
      ['number', 8],
    ])
  })

  it('reads years, dates, and no number inside a word or a name', () => {
    expect(
      read('COVID-19 hit SP.DYN.LE00.IN and G7 in 2020; snapshot 2026-07-01.').map((n) => [n.kind, n.text]),
    ).toEqual([
      ['year', '2020'],
      ['date', '2026-07-01'],
    ])
    // A year joined to a word by a hyphen is a year, with no sign: "mid-2020", "pré-2010".
    expect(read('In mid-2031 and pré-2010, COVID-2019x.').map((n) => [n.kind, n.shown, n.sign])).toEqual([
      ['year', 2031, ''],
      ['year', 2010, ''],
    ])
  })

  it('gives a garbled number no reading at all', () => {
    for (const text of ['41,262.329,5', '1,234,56']) {
      const [n] = read(text)
      expect(n!.readable, text).toBe(false)
      expect(matchesValue(n!, 41262329.5)).toBe(false)
    }
  })
})

describe('reading, rule by rule', () => {
  /** Each number read: its text (always the slice of the input it was read from), and how it was read. */
  const readings = (text: string, language: Language) =>
    read(text, language).map((n) => {
      expect(text.slice(n.start, n.end)).toBe(n.text)
      return {
        text: n.text,
        kind: n.kind,
        shown: n.shown,
        sign: n.sign,
        unit: n.unit,
        scale: n.scale,
        readable: n.readable,
      }
    })

  it.each([
    // Thousands grouped by any space (no-break, narrow and thin ones too), even mixed; then one decimal part.
    ['41 262 329', 'fr', { shown: 41262329 }],
    ['41\u2009262\u2009329', 'fr', { shown: 41262329 }],
    ['1 234\u00a0567', 'fr', { shown: 1234567 }],
    ['1 234.5', 'en', { shown: 1234.5 }],
    // A first separator followed by the same one, or by the other, groups thousands.
    ['1.234.567', 'en', { shown: 1234567 }],
    ['1.234,5', 'fr', { shown: 1234.5 }],
    ['1,234.5', 'fr', { shown: 1234.5 }],
    // Not three digits after it, or more than three before it: a decimal, in English too.
    ['1,23', 'en', { shown: 1.23 }],
    ['1,2345', 'en', { shown: 1.2345 }],
    ['1234,567', 'en', { shown: 1234.567 }],
    // A fraction with no integer part.
    ['.125', 'en', { text: '.125', shown: 0.125 }],
    ['a share of .5%', 'en', { text: '.5%', shown: 0.5, unit: 'percent' }],
    ['+41,52 %', 'fr', { text: '+41,52 %', shown: 41.52, sign: '+' }],
    // Scales glued to the digits or written after them, in either case.
    ['41.3M people', 'en', { text: '41.3M', shown: 41.3, scale: 1e6 }],
    ['$2.27B', 'en', { text: '2.27B', scale: 1e9 }],
    ['1.5T', 'en', { text: '1.5T', scale: 1e12 }],
    ['5k', 'en', { text: '5k', scale: 1e3 }],
    ['2tn', 'en', { text: '2tn', scale: 1e12 }],
    ['3mds', 'fr', { text: '3mds', scale: 1e9 }],
    ['3 md', 'fr', { text: '3 md', scale: 1e9 }],
    ['2 mille', 'fr', { text: '2 mille', scale: 1e3 }],
    ['3 thousands', 'en', { text: '3 thousands', scale: 1e3 }],
    // One scale per number: a scale word after a glued scale is not read again.
    ['1.2bn million', 'en', { text: '1.2bn', scale: 1e9 }],
    ['5 millionaires', 'en', { text: '5', scale: 1 }],
    // Percent, in every writing, after any run of spaces.
    ['12.5  %', 'en', { text: '12.5  %', unit: 'percent' }],
    ['5 per cent of', 'en', { text: '5 per cent', unit: 'percent' }],
    ['5 pour cent des', 'fr', { text: '5 pour cent', unit: 'percent' }],
    ['5 pourcent des', 'fr', { text: '5 pourcent', unit: 'percent' }],
    ['5 pct.', 'en', { text: '5 pct', unit: 'percent' }],
    ['5 percentage', 'en', { text: '5', unit: 'plain' }],
    // Percentage points, singular or plural.
    ['2 percentage point', 'en', { text: '2 percentage point', unit: 'points' }],
    ['1 point de pourcentage', 'fr', { text: '1 point de pourcentage', unit: 'points' }],
    ['1 point de %', 'fr', { text: '1 point de %', unit: 'points' }],
    ['3 pp.', 'en', { text: '3 pp', unit: 'points' }],
    ['3 p.p.', 'en', { text: '3 p.p.', unit: 'points' }],
    ['1 point,', 'en', { text: '1 point', unit: 'points' }],
    ['2 pts', 'en', { text: '2 pts', unit: 'points' }],
    ['1 pt', 'en', { text: '1 pt', unit: 'points' }],
    // Multiples.
    ['3 times more', 'en', { text: '3 times', unit: 'times' }],
    ['3x', 'en', { text: '3x', unit: 'times' }],
    ['3 ×', 'en', { text: '3 ×', unit: 'times' }],
    ['3 fois plus', 'fr', { text: '3 fois', unit: 'times' }],
    // Ordinals: whole, ungrouped numbers only, and nothing read after them.
    ['ranked 6th of', 'en', { text: '6th', shown: 6, unit: 'ordinal' }],
    ['la 2e fois', 'fr', { text: '2e', shown: 2, unit: 'ordinal' }],
    ['the 1,000th', 'en', { text: '1,000', shown: 1000, unit: 'plain' }],
    ['2.5th', 'en', { text: '2.5', shown: 2.5, unit: 'plain' }],
  ] as const)('%s (%s)', (text, language, expected) => {
    const found = readings(text, language)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ kind: 'number', readable: true, ...expected })
  })

  it('ends a number where a separator does not group thousands, and reads what follows on its own', () => {
    const texts = (text: string, language: Language) => readings(text, language).map((n) => [n.text, n.shown])
    expect(texts('In 2020 208 660 842 people', 'fr')).toEqual([
      ['2020', 2020],
      ['208 660 842', 208660842],
    ])
    expect(texts('1 23', 'fr')).toEqual([
      ['1', 1],
      ['23', 23],
    ])
    expect(texts('1,234 567', 'en')).toEqual([
      ['1,234', 1234],
      ['567', 567],
    ])
    // A full stop that ends the sentence is not a separator, nor a space before the next number.
    expect(texts('It was 1.234. It grew 1.5.', 'en')).toEqual([
      ['1.234', 1.234],
      ['1.5', 1.5],
    ])
    expect(texts('Ratios: 1.234 5.678', 'en')).toEqual([
      ['1.234', 1.234],
      ['5.678', 5.678],
    ])
    // A suffix is read only right after the number.
    expect(readings('5 people and 3%, 2 people and 3 points', 'en').map((n) => [n.text, n.unit])).toEqual([
      ['5', 'plain'],
      ['3%', 'percent'],
      ['2', 'plain'],
      ['3 points', 'points'],
    ])
  })

  it('reads a garbled number whole, as unreadable, and the next number apart', () => {
    for (const [text, language, garbled] of [
      ['1,234,56 and 7', 'en', '1,234,56'],
      ['41,262.329,5.1 and 7', 'en', '41,262.329,5.1'],
      ['1.5.3 and 7', 'en', '1.5.3'],
      ['1,5,3 et 7', 'fr', '1,5,3'],
    ] as const) {
      const [n, seven] = read(text, language)
      expect([n!.text, n!.readable, Number.isNaN(n!.shown), Number.isNaN(n!.value)], text).toEqual([
        garbled,
        false,
        true,
        true,
      ])
      expect([seven!.text, seven!.shown], text).toEqual(['7', 7])
    }
  })

  it('reads a date whole, and a signed number never as a date', () => {
    expect(read('Snapshot of 2026-07-01.')).toEqual([
      {
        text: '2026-07-01',
        start: 12,
        end: 22,
        kind: 'date',
        sign: '',
        integer: '2026',
        fraction: '',
        decimals: 0,
        scale: 1,
        unit: 'plain',
        percent: false,
        shown: 2026,
        value: 2026,
        readable: true,
      },
    ])
    expect(read('-2026-07-01').map((n) => n.kind)).not.toContain('date')
  })

  it.each([
    ['2020', 'year'],
    ['1900', 'year'],
    ['2100', 'year'],
    ['mid-1999', 'year'],
    ['In 2020, 5 people', 'year'],
    ['1899', 'number'],
    ['2101', 'number'],
    ['02020', 'number'],
    ['2,020', 'number'],
    ['2020.5', 'number'],
    ['-2020', 'number'],
    ['2020%', 'number'],
    ['2020 million', 'number'],
    ['2020bn', 'number'],
    ['$2020', 'number'],
    ['1907 dollars per person', 'number'],
    ['1950  dollars', 'number'],
    ['1990 dollar', 'number'],
    ['1950 inhabitants, in', 'number'],
  ])('%s: its first number is a %s', (text, kind) => {
    const [n] = read(text)
    expect(n!.kind).toBe(kind)
    expect(isYear(n!)).toBe(kind === 'year')
  })

  it('gives the value at its scale, and says whether it is a percent', () => {
    expect(one('41,3 millions', 'fr')).toMatchObject({ shown: 41.3, scale: 1e6, value: 41300000, percent: false })
    expect(one('5 billions', 'fr')).toMatchObject({ value: 5e12, percent: false })
    expect(one('-48.24%')).toMatchObject({ value: -48.24, unit: 'percent', percent: true })
    expect(one('3 pp')).toMatchObject({ unit: 'points', percent: false })
  })
})

describe('the precision rule: rounded, or digits dropped, at the precision shown', () => {
  it.each([
    ['41.3 million', 41262329, true],
    ['41.2 million', 41262329, true],
    ['41 million', 41262329, true],
    ['40 million', 41262329, false],
    ['41,262,330', 41262329, false],
    ['95.47%', 95.46530151, true],
    ['95.46%', 95.46530151, true],
    ['95.45%', 95.46530151, false],
    ['4.549', 4.5495121951219, true],
    ['4.55', 4.5495121951219, true],
    ['4.54', 4.5495121951219, true],
    ['4.56', 4.5495121951219, false],
    ['37.2%', 37.15, true],
    ['37.1%', 37.15, true],
    ['37.3%', 37.15, false],
    ['81.530', 81.53, true],
    ['81.5301', 81.53, false],
    ['29.3 trillion', 29298013000000, true],
    ['29.3 billion', 29298013000000, false],
  ] as const)('%s for %d: %s', (text, value, expected) => {
    expect(matchesValue(one(text), value)).toBe(expected)
  })
})

describe('judging a figure', () => {
  it('never supports an unreadable number, nor a value that is not finite', () => {
    const n = one('41.3 million')
    expect(matchesValue(n, 41262329)).toBe(true)
    expect(matchesValue(n, Number.NaN)).toBe(false)
    expect(matchesValue(n, Number.POSITIVE_INFINITY)).toBe(false)
    expect(matchesValue({ ...n, readable: false }, 41262329)).toBe(false)
  })

  it('supports a figure when any one of the given values matches it', () => {
    const n = one('41.3 million')
    expect(isSupported(n, [5, 41262329])).toBe(true)
    expect(isSupported(n, [41262329, 5])).toBe(true)
    expect(isSupported(n, [5])).toBe(false)
    expect(isSupported(n, [])).toBe(false)
  })

  it('tells the model the rule that matchesValue applies, with examples it judges as the rule says', () => {
    expect(PRECISION_RULE).toBe(
      'Figures in digits, rounded or with digits dropped (rescaling is rounding): 12345678 as 12,345,678, 12.3 million or 12 million.',
    )
    const [value, ...shown] = read(PRECISION_RULE)
    expect(shown.map((n) => [n.text, matchesValue(n, value!.value)])).toEqual([
      ['12,345,678', true],
      ['12.3 million', true],
      ['12 million', true],
    ])
    // What the rule rules out, though it no longer spends the model's tokens saying so.
    expect(matchesValue(read('10 million')[0]!, value!.value)).toBe(false)
  })
})

describe('numbers in a tool result as the model saw it', () => {
  it('gives the numeric literals, signed, with decimals and exponents, and none from inside a string', () => {
    const json = JSON.stringify({
      year: 2024,
      value: -1234.5,
      big: 2.5e21,
      small: 1e-7,
      list: [7, 0.25],
      note: 'snapshot 2026-07-01, "5" quoted 12',
    })
    expect(numbersInJsonText(json)).toEqual([2024, -1234.5, 2.5e21, 1e-7, 7, 0.25])
    expect(numbersInJsonText('[1E3,2e+2,3.0e-1]')).toEqual([1000, 200, 0.3])
  })

  it('reads text cut off inside a string as that string to the end', () => {
    expect(numbersInJsonText('{"value":41262329,"note":"cut at 2026')).toEqual([41262329])
  })
})

describe('scale words without digits', () => {
  it('finds each scale word that is not part of a written number, where it stands', () => {
    const text =
      'forty-one million, 41.3 million, hundreds of thousands, a hundred, a thousand, two billion, a trillion'
    const en = scaleWordsWithoutDigits(text, 'en')
    expect(en.map((w) => w.word)).toEqual([
      'million',
      'hundreds',
      'thousands',
      'hundred',
      'thousand',
      'billion',
      'trillion',
    ])
    for (const { word, start } of en) expect(text.slice(start, start + word.length)).toBe(word)
    const fr = 'deux milliards, un milliard, deux mille, 2 millions, des millions'
    expect(scaleWordsWithoutDigits(fr, 'fr')).toEqual([
      { word: 'milliards', start: fr.indexOf('milliards') },
      { word: 'milliard', start: fr.indexOf('milliard,') },
      { word: 'mille', start: fr.indexOf('mille') },
      { word: 'millions', start: fr.lastIndexOf('millions') },
    ])
  })

  it('does not count a scale word inside another word', () => {
    const inside = 'a millionaire, multimillion, Billions'
    expect(scaleWordsWithoutDigits(inside, 'en')).toEqual([{ word: 'Billions', start: inside.indexOf('Billions') }])
    expect(scaleWordsWithoutDigits('trillions, billions, 3 thousand', 'en').map((w) => w.word)).toEqual([
      'trillions',
      'billions',
    ])
  })
})

// ---- properties ----

/** A value as a model reads it in JSON: the shortest decimal text of a double. */
const values = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.integer({ min: 0, max: 10 }))
  .map(([digits, decimals]) =>
    Number(
      `${digits / 10n ** BigInt(decimals)}.${(digits % 10n ** BigInt(decimals)).toString().padStart(decimals, '0')}`,
    ),
  )
  .filter((v) => v >= 1e-6 && v < 1e21) // String() writes these without an exponent, as JSON does

/** value / 10^shift, cut (or rounded half up) to `decimals`: the digits a writer shows. */
function shownDigits(value: number, shift: number, decimals: number, mode: 'cut' | 'round'): [string, string] {
  const [whole = '0', fraction = ''] = String(value).split('.')
  const digits = BigInt(whole + fraction)
  const places = fraction.length + shift
  let units: bigint
  if (places <= decimals) units = digits * 10n ** BigInt(decimals - places)
  else {
    const divisor = 10n ** BigInt(places - decimals)
    units = digits / divisor + (mode === 'round' && 2n * (digits % divisor) >= divisor ? 1n : 0n)
  }
  const text = units.toString().padStart(decimals + 1, '0')
  return [text.slice(0, text.length - decimals), text.slice(text.length - decimals)]
}

interface Style {
  language: Language
  group: string
  point: string
  scales: [string, number][]
  percent: string
  minus: string
}
const STYLES: Style[] = [
  {
    language: 'en',
    group: ',',
    point: '.',
    scales: [
      ['', 0],
      [' thousand', 3],
      [' million', 6],
      [' billion', 9],
      [' trillion', 12],
      ['bn', 9],
      [' tn', 12],
    ],
    percent: '%',
    minus: '-',
  },
  {
    language: 'en',
    group: '',
    point: '.',
    scales: [
      ['', 0],
      [' million', 6],
    ],
    percent: ' percent',
    minus: '\u2212',
  },
  {
    language: 'fr',
    group: ' ',
    point: ',',
    scales: [
      ['', 0],
      [' mille', 3],
      [' millions', 6],
      [' milliards', 9],
      [' billions', 12],
    ],
    percent: ' %',
    minus: '-',
  },
  {
    language: 'fr',
    group: '\u00a0',
    point: ',',
    scales: [
      ['', 0],
      [' millions', 6],
    ],
    percent: '\u00a0%',
    minus: '\u2212',
  },
  {
    language: 'fr',
    group: '\u202f',
    point: ',',
    scales: [
      ['', 0],
      [' milliards', 9],
    ],
    percent: '\u202f%',
    minus: '-',
  },
]

interface Writing {
  value: number
  style: Style
  scaleIndex: number
  decimals: number
  mode: 'cut' | 'round'
  percent: boolean
  negative: boolean
}
const writings: fc.Arbitrary<Writing> = fc.record({
  value: values,
  style: fc.constantFrom(...STYLES),
  scaleIndex: fc.nat(),
  decimals: fc.integer({ min: 0, max: 6 }),
  mode: fc.constantFrom('cut' as const, 'round' as const),
  percent: fc.boolean(),
  negative: fc.boolean(),
})

function write(w: Writing) {
  const [scaleWord, shift] = w.style.scales[w.scaleIndex % w.style.scales.length]!
  const usePercent = w.percent && shift === 0
  const [whole, fraction] = shownDigits(w.value, shift, w.decimals, w.mode)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, w.style.group)
  const body = `${grouped}${fraction ? w.style.point + fraction : ''}${usePercent ? w.style.percent : scaleWord}`
  const sign = w.negative ? w.style.minus : ''
  const unit = w.style.language === 'fr' ? 'habitants' : 'people'
  return { text: `${sign}${body}`, sentence: `Value: ${sign}${body} ${unit}.`, whole, fraction }
}

describe('properties', () => {
  it('reads every writing back as the value, at the precision shown', () => {
    fc.assert(
      fc.property(writings, (w) => {
        const { text, sentence, whole, fraction } = write(w)
        const found = readNumbers(sentence, w.style.language).filter((n) => n.kind === 'number')
        expect(found.map((n) => n.text)).toEqual([text])
        const n = found[0]!
        expect(n.readable).toBe(true)
        expect([n.integer.replace(/^0+(?=\d)/, ''), n.fraction]).toEqual([whole.replace(/^0+(?=\d)/, ''), fraction])
        expect(n.sign).toBe(w.negative ? '-' : '')
        expect(matchesValue(n, w.value)).toBe(true)
      }),
      { numRuns: 3000 },
    )
  })

  it('never supports a figure off by one unit below, or two above, in its last shown place', () => {
    fc.assert(
      fc.property(writings, fc.constantFrom(-1n, 2n), (w, delta) => {
        const { text } = write(w)
        const n = readNumbers(text, w.style.language)[0]!
        const units = BigInt(n.integer + n.fraction) + delta
        fc.pre(units >= 0n)
        const digits = units.toString().padStart(n.decimals + 1, '0')
        const off = {
          ...n,
          integer: digits.slice(0, digits.length - n.decimals),
          fraction: digits.slice(digits.length - n.decimals),
        }
        // The shown digits are the value cut or rounded; one unit below the cut or two above it is neither.
        const cut = shownDigits(w.value, Math.log10(n.scale), n.decimals, 'cut').join('')
        fc.pre(BigInt(cut) === BigInt(n.integer + n.fraction))
        expect(matchesValue(off, w.value)).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it("reads the application's own formatter back, in both languages", () => {
    fc.assert(
      fc.property(
        values,
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom<Language>('en', 'fr'),
        (value, decimals, language) => {
          for (const text of [formatFixed(value, decimals, language), formatScaled(value, language)]) {
            if (text === null) continue
            const n = one(`${text} ${language === 'fr' ? 'habitants' : 'people'}`, language)
            expect(matchesValue(n, value), text).toBe(true)
          }
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('sentences', () => {
  it('splits at sentence ends, not at decimals, abbreviations or list markers', () => {
    const text =
      'In 2024, the U.S. population was 340.1 million. Ranking in 2021: 1. United Kingdom 96.7%; 2. Canada 92.3%. Voilà !'
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'In 2024, the U.S. population was 340.1 million.',
      'Ranking in 2021: 1. United Kingdom 96.7%; 2. Canada 92.3%.',
      'Voilà !',
    ])
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text)
  })
})
