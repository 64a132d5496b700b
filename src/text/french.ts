// French as it is written: a preposition meets a definite article in one word ("de le PIB" is "du PIB", "à les
// États-Unis" is "aux États-Unis"), wherever two pieces of a sentence were joined ("au-dessus de" + "le PIB du
// Canada"). Applied once to every French text the application writes (an answer, a decline, its "Lu comme" line),
// so that no piece need know what stands before it.

const CONTRACTED: Record<string, string> = { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' }

/**
 * "de le PIB" → "du PIB", "De les" → "Des", "à le Canada" → "au Canada": the article joined to its preposition; the
 * question's own words quoted « like this » are left as typed.
 */
export const contract = (text: string): string =>
  text
    .split(/(«[^»]*»)/u)
    .map((piece) => (piece.startsWith('«') ? piece : joined(piece)))
    .join('')

const joined = (text: string): string =>
  text.replace(/(^|[\s(«'’])(de|à) (les?) /giu, (_m, before: string, prep: string, article: string) => {
    const word = CONTRACTED[`${prep.toLowerCase()} ${article.toLowerCase()}`]!
    const upper = prep[0] !== prep[0]!.toLowerCase()
    return `${before}${upper ? word[0]!.toUpperCase() + word.slice(1) : word} `
  })
