// English or French, from the words used. Good enough for chat questions and one-sentence answers.
import { remembered } from './remembered.js'

export type Language = 'en' | 'fr'

const FRENCH =
  /\b(le|la|les|des|du|de|en|au|aux|combien|quel|quelle|quels|quelles|était|étaient|est|sont|habitants|années?|entre|et|pour|sur|par|plus|moins|depuis|selon|été|population de|pib|espérance|accès|électricité|utilisant|données|milliards?|pays|avec|dans|où|qui|a-t-il|y a-t-il|une|moi|tes|mes|raconte|donne|rang|ce|cette)\b/giu
const ENGLISH =
  /\b(the|of|in|was|were|is|are|what|how|many|much|which|and|to|from|between|people|population of|gdp|life|expectancy|access|internet|users|data|billion|trillion|country|countries|with|by|did|does|has|had|highest|lowest)\b/giu

/**
 * Chat questions name little but places and series ("PIB Japon 2020 ?", "EV Nigeria 2021"): a country's name as each
 * language writes it, and the newsroom shorthand of each, count too. Shorthand both languages type ("vs", "pop") and
 * names both write alike ("Canada", "Nigeria") count for neither.
 */
const FRENCH_NAMES =
  /(?<!\p{L})(japon|br[ée]sil|inde|mexique|royaume[- ]uni|[ée]tats[- ]unis|nigéria|ev|esp|hab|dispo|jt|vie|chiffre|dernier|derni[èe]re|vrai|juste|c'est)(?!\p{L})/giu
const ENGLISH_NAMES =
  /(?<!\p{L})(japan|brazil|india|mexico|united kingdom|britain|united states|america|latest|true|right|people)(?!\p{L})/giu

/** The language of a text (remembered: the reader, the composer and the gates each ask it of the same text). */
export const detectLanguage = remembered((text: string): Language => {
  // ("Japan's LE": "LE" in capitals among lower-case words is English shorthand for life expectancy, not the article.)
  const shorthand = /[a-z]/u.test(text) ? text.replace(/\bLE\b/gu, '') : text
  const fr =
    (shorthand.match(FRENCH) ?? []).length +
    (shorthand.match(FRENCH_NAMES) ?? []).length +
    (/[éèêàçùôî]/iu.test(text) ? 1 : 0)
  const en = (text.match(ENGLISH) ?? []).length + (text.match(ENGLISH_NAMES) ?? []).length
  return fr > en ? 'fr' : 'en'
})
