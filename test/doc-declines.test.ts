// docs/shapes.md's declines table, written from what the service does (issue 37): each example question is read by
// the rules and answered by the planner; the table shows the reason, the words named and the very answer. A question
// the service answers cannot be listed as declined, and the kinds of question the table once listed as declined
// (combined sums, the year of a maximum, rankings of changes) are answered.
import { describe, expect, it } from 'vitest'
import { DECLINE_MEANS } from '../src/reading/schema.js'
import { readQuestion } from '../src/reading/rules.js'
import { expectDocTable } from './doc-tables.js'
import { DECLINE_EXAMPLES, declinesMarkdown, type DeclineRow } from './doc-shapes.js'
import { plannerService, testStore } from './helpers.js'

describe("docs/shapes.md's declines", () => {
  it('lists only questions the service declines, with the reason and the answer it gives', async () => {
    const service = plannerService()
    const rows: DeclineRow[] = []
    for (const question of DECLINE_EXAMPLES) {
      const reading = readQuestion(question, testStore().years)
      expect(reading.decline, question).not.toBeNull()
      const outcome = await service.ask({ question })
      expect(outcome, question).toMatchObject({ status: 'valid', answer_status: 'cannot_answer', citations: [] })
      rows.push({
        question,
        reason: reading.decline!.reason,
        means: DECLINE_MEANS[reading.decline!.reason],
        words: reading.decline!.words,
        answer: outcome.answer!,
      })
    }
    expectDocTable('docs/shapes.md', 'declines', declinesMarkdown(rows))
  })

  it('answers what the table once listed as declined: combined sums, the year of a maximum, rankings of changes', async () => {
    const service = plannerService()
    for (const question of [
      'What was the combined population of the US, Canada and Mexico in 2024?',
      "In which year was Brazil's GDP highest?",
      'Which country had the biggest increase in population between 2010 and 2020?',
    ]) {
      const outcome = await service.ask({ question })
      expect(outcome, question).toMatchObject({ status: 'valid', answer_status: 'answered' })
    }
  })
})
