// The source line is the application's, from the tools that really ran, in the language of the answer: the model never
// writes it.
import type { Language } from '../text/language.js'
import { SOURCE_NAME } from '../tools/toolbox.js'

const SOURCE_NAME_FR = 'Banque mondiale, Indicateurs du développement dans le monde'

export function sourceLine(
  snapshotDate: string,
  seriesCodes: Iterable<string>,
  language: Language = 'en',
): string | null {
  const codes = [...new Set(seriesCodes)].sort()
  if (codes.length === 0) return null
  return language === 'fr'
    ? `Source : ${SOURCE_NAME_FR} (CC BY 4.0), instantané du ${snapshotDate} ; ${codes.length === 1 ? 'série' : 'séries'} ${codes.join(', ')}. ` +
        'Vérifiez le chiffre officiel avant publication.'
    : `Source: ${SOURCE_NAME} (CC BY 4.0), snapshot of ${snapshotDate}; series ${codes.join(', ')}. ` +
        'Check the official figure before publishing.'
}
