// The plan of the countries ranked by their change: every country's change between two years.
import type { ToolOutcome } from '../../tools/toolbox.js'
import { changes, fixed, searchBack, type ShapePlan } from '../kit/plan.js'

export const plan: ShapePlan = {
  needs: (part, { budget, last, span }) => {
    const { indicator: i, time } = part
    // "Since 2000": back from the last year asked to the latest one every country has ("last year": the step into
    // it); the countries whose change went one way ("did it rise in every country between 2010 and 2020"), between
    // the two years named.
    const all = (o: ToolOutcome) => o.ok && o.tool === 'change_ranking' && o.no_value.length === 0
    if (time.kind === 'latest') return [searchBack((to) => changes(i, to - 1, to), all, last, budget)]
    if (part.order === undefined && time.kind === 'span' && !time.since) return [fixed(changes(i, span.from, span.to))]
    // (Never down to the span's first year: a change from a year to itself is none.)
    return [searchBack((to) => changes(i, span.from, to), all, span.to, budget, span.from + 1)]
  },
}
