import { it } from 'vitest'
import { plannerService } from './helpers.js'
const QS = (process.env.QS ?? '').split('|')
it('asks', async () => {
  const service = plannerService()
  for (const q of QS) {
    const o = await service.ask({ question: q, design: (process.env.DESIGN as 'tools') ?? 'tools' })
    const o2 = o as unknown as Record<string, unknown>
    console.log(
      'Q',
      q,
      '\n  ',
      o.status,
      JSON.stringify((o2.answer as { answer?: string })?.answer ?? o2.answer),
      '\n  ',
      JSON.stringify(o2.problems ?? o2.review ?? '').slice(0, 600),
    )
  }
}, 60000)
