// The snapshot's eight countries and six series, by code: every word list of the lexicon is keyed by these, so that the
// compiler sees a list that forgets one.

export const COUNTRY_CODES = ['BRA', 'CAN', 'GBR', 'IND', 'JPN', 'MEX', 'NGA', 'USA'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

export const INDICATOR_CODES = [
  'SP.POP.TOTL',
  'NY.GDP.MKTP.CD',
  'NY.GDP.PCAP.CD',
  'SP.DYN.LE00.IN',
  'EG.ELC.ACCS.ZS',
  'IT.NET.USER.ZS',
] as const
export type IndicatorCode = (typeof INDICATOR_CODES)[number]

export const isCountryCode = (code: string): code is CountryCode => (COUNTRY_CODES as readonly string[]).includes(code)
export const isIndicatorCode = (code: string): code is IndicatorCode =>
  (INDICATOR_CODES as readonly string[]).includes(code)

/** The six series by short name, for code that writes questions about them (the golden set, the bank, tests). */
export const INDICATOR = {
  POP: 'SP.POP.TOTL',
  GDP: 'NY.GDP.MKTP.CD',
  PCAP: 'NY.GDP.PCAP.CD',
  LE: 'SP.DYN.LE00.IN',
  ELC: 'EG.ELC.ACCS.ZS',
  NET: 'IT.NET.USER.ZS',
} as const satisfies Record<string, IndicatorCode>
