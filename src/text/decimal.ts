// Exact decimal arithmetic on the World Bank's texts, so a difference is exact and not a double's approximation.

function toScaled(text: string, scale: number): bigint {
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.')
  const digits = BigInt(whole + fraction.padEnd(scale, '0'))
  return negative ? -digits : digits
}

const decimals = (text: string) => (text.split('.')[1] ?? '').length

/** `a - b`, exactly, as decimal text without trailing zeros. */
export function subtractDecimal(a: string, b: string): string {
  const scale = Math.max(decimals(a), decimals(b))
  const diff = toScaled(a, scale) - toScaled(b, scale)
  const negative = diff < 0n
  const digits = (negative ? -diff : diff).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** The sum of decimal texts, exactly, as decimal text without trailing zeros (in any order, the same digits). */
export function sumDecimals(texts: readonly string[]): string {
  const scale = Math.max(0, ...texts.map(decimals))
  const total = texts.reduce((sum, t) => sum + toScaled(t, scale), 0n)
  return subtractDecimal(fromScaled(total, scale), '0')
}

function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale)
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`
}

/** Rounds half away from zero to `places` decimals (toFixed rounds the binary value, which surprises people). */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor
  return Object.is(rounded, -0) ? 0 : rounded
}

/** A JavaScript number as the exact decimal digits it prints as (what a model reads in JSON): digits x 10^-decimals. */
export function exactDecimal(value: number): { digits: bigint; decimals: number } {
  const text = Math.abs(value).toString()
  const [mantissa = '0', exponentText] = text.split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const decimals = fraction.length - Number(exponentText ?? 0)
  const digits = BigInt(whole + fraction)
  return decimals >= 0 ? { digits, decimals } : { digits: digits * 10n ** BigInt(-decimals), decimals: 0 }
}

/**
 * |value| / 10^shift at `places` decimals, as whole units of the last place: cut (digits dropped) and rounded half away
 * from zero. Exact, on the decimal digits the value prints as.
 */
export function unitsAt(value: number, places: number, shift = 0): { cut: bigint; rounded: bigint } {
  const { digits, decimals } = exactDecimal(value)
  const have = decimals + shift
  if (have <= places) {
    const units = digits * 10n ** BigInt(places - have)
    return { cut: units, rounded: units }
  }
  const divisor = 10n ** BigInt(have - places)
  const cut = digits / divisor
  return { cut, rounded: cut + (2n * (digits % divisor) >= divisor ? 1n : 0n) }
}
