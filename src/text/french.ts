// French as it is written: a preposition meets a definite article in one word ("de le PIB" is "du PIB", "à les
// États-Unis" is "aux États-Unis"), wherever two pieces of a sentence were joined ("au-dessus de" + "le PIB du
// Canada"). Applied once to every French text the application writes (an answer, a decline, its "Lu comme" line),
// so that no piece need know what stands before it.

const CONTRACTED: Record<string, string> = { 'de le': 'du', 'de les': 'des', 'à le': 'au', 'à les': 'aux' }

/** "de le PIB" → "du PIB", "De les" → "Des", "à le Canada" → "au Canada": the article joined to its preposition. */
export const contract = (text: string): string =>
  text.replace(/(^|[\s(«'’])(de|à) (les?) /giu, (_m, before: string, prep: string, article: string) => {
    const joined = CONTRACTED[`${prep.toLowerCase()} ${article.toLowerCase()}`]!
    const upper = prep[0] !== prep[0]!.toLowerCase()
    return `${before}${upper ? joined[0]!.toUpperCase() + joined.slice(1) : joined} `
  })
