import { it } from 'vitest'
import { readQuestion } from '../src/reading/rules.js'
const QS = (process.env.QS ?? '').split('|')
it('reads', () => {
  for (const q of QS) {
    const r = readQuestion(q, [2000, 2025])
    console.log('Q', q, '\n  ', JSON.stringify({ parts: r.parts, decline: r.decline }))
  }
})
