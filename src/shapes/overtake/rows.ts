// The row of the reading table that reads the overtake shape: the words that ask for it, what it needs and what it
// means exactly. src/shapes/layers/rows.ts places it in the table, whose first match wins; its worked examples are in
// examples.ts.
import { type Shape, has, turned, parts, everyYear } from '../kit/rows.js'
import { examples } from './examples.js'

export const overtake: Shape = {
  id: 'overtake',
  // ("By how much is Mexico ahead of Japan" asks a difference: its own row.)
  when: (s) =>
    (has(s, 'overtake') && !has(s, 'difference')) || (has(s, 'ever', 'since_when') && s.countries.length === 2),
  cue: ['overtake', 'ever', 'since_when'],
  needs: { countries: [2, 2], time: ['none', 'span', 'years', 'year', 'ever', 'latest'] },
  meaning: {
    en: 'both countries’ values in every year of the span (every year of the data when none is named; up to the year named): the first year the first was ahead, and where each stands in the last year with values; "never" only from every year; "has A now overtaken B", "… yet" (the present perfect with a word of the present) is yes only when A is ahead in the latest year with values for both after being behind (behind again: since when the other has led); yes or no unless a year is asked ("when did"); "since when": the first year of the run of years the first was ahead that lasts to the latest year with values for both (ahead in every year: since the first such year, the data saying nothing earlier; behind in the latest year: that year\'s values and the last year it was ahead), never yes or no',
    fr: "les valeurs des deux pays chaque année de la période (toutes les années des données si aucune n'est nommée ; jusqu'à l'année nommée) : la première année où le premier était devant, et la situation la dernière année avec des valeurs ; « A a-t-il maintenant dépassé B » (un mot du présent : l'état présent) : oui seulement si A est devant la dernière année avec des valeurs pour les deux après avoir été derrière (de nouveau derrière : depuis quand l'autre est devant) ; oui ou non sauf si une année est demandée (« quand ») ; « depuis quand » : la première année de la suite d'années où le premier était devant qui dure jusqu'à la dernière année avec des valeurs pour les deux (devant chaque année : depuis la première de ces années, les données ne disant rien d'antérieur ; derrière la dernière année : les valeurs de cette année et la dernière année où il était devant), jamais oui ou non",
  },
  examples: examples.overtake,
  read: (s) => {
    const sinceWhen = has(s, 'since_when')
    // ("Since when has it not been ahead" is no reading the answer has: declined.)
    if (sinceWhen && s.negated) return 'not_understood'
    return parts(turned(s), 'overtake', everyYear(s.time, s.years), {
      // "When did Nigeria overtake Japan", "since when" ask a year, not yes or no.
      polar: !has(s, 'which_year', 'since_when'),
      ...(s.time.kind === 'year' && !sinceWhen ? { at: s.time.year } : {}),
      ...(sinceWhen ? { since_when: true as const } : {}),
      ...(has(s, 'ever') && !has(s, 'overtake') && !sinceWhen ? { ever: true as const } : {}),
      // "Has India overtaken the UK": ahead in the latest year, not at some point.
      ...(s.perfect && !sinceWhen && s.time.kind !== 'year' ? { now: true as const } : {}),
    })
  },
}
