// One question in, one outcome out, in named steps: set up the conversation (tools, or fetch-first's data block), then
// repeat one step (check the limits, call the model, run the tools it proposed or read its final answer) until an
// answer is final, then judge it. The loop is bounded and never throws: a limit, a provider error or a bug ends it as
// `failed` with a name. The run's state, and the model and tool calls it makes within the limits, are run.ts's.
import { normaliseQuestion } from '../text/normalise.js'
import { checkAnswer } from '../gates/answer-check.js'
import type { Design } from '../config.js'
import type { Problem } from '../problem.js'
import { checkShape, correctionMessage } from '../gates/shape.js'
import type { Answer } from '../llm/answer.js'
import { questionMessage, systemRules } from '../llm/prompt.js'
import { ProviderError } from '../llm/provider.js'
import { detectLanguage } from '../text/language.js'
import type { Fact } from '../tools/facts.js'
import { readResult } from '../tools/toolbox.js'
import { DECLINE_MEANS, type QuestionReading } from '../reading/schema.js'
import { checkReading, completeParts, questionsOwn, readingsAgree, withoutDetail } from '../reading/check.js'
import { checkReadingShape, readingCorrection, readingRequest } from '../reading/model-reader.js'
import { fromReadingJson, readingJson, type ReadingJson } from '../reading/wire.js'
import { fetchReading, tooBig, type PlanBudget } from '../planner/plan.js'
import { meaningOf, sameMeaning } from '../reading/agree.js'
import { readAs } from '../reading/read-as.js'
import { checkSecondLook, confirmed, secondLookCorrection, secondLookRequest } from '../reading/second-look.js'
import { compose } from '../planner/compose.js'
import type { Outcome, Path } from './outcome.js'
import { type AskDeps, type AskInput, LimitReached, Run } from './run.js'
export type { AskDeps, AskInput, FetchPlanner } from './run.js'

/** What one step of the loop ended with. */
type Step = { kind: 'tools' } | { kind: 'retry'; problem: Problem } | { kind: 'final'; answer: Answer }

/** One step: check the limits, call the model, then run its tool calls or read its final answer. */
async function step(run: Run): Promise<Step> {
  const completion = await run.callModel()
  if (completion.toolCalls.length > 0) {
    run.runToolCalls(completion)
    return { kind: 'tools' }
  }
  const shape = checkShape(completion)
  if (!shape.ok) {
    run.messages.push({ role: 'assistant', content: completion.text ?? '' })
    run.messages.push({ role: 'user', content: correctionMessage(shape.problem) })
    return { kind: 'retry', problem: shape.problem }
  }
  return { kind: 'final', answer: shape.answer }
}

/**
 * fetch-first's set-up: the application reads the rows itself and puts them in a <data> block. With no row at all the
 * data cannot answer, and no model is called: the outcome is returned at once.
 */
function setUpFetchFirst(run: Run): Outcome | null {
  const { input, deps } = run
  const rows: string[] = []
  const reason = deps.planFetch(input.reading, (call) => {
    const { result, seen } = run.runTool('application', call.name, JSON.stringify(call.args), () =>
      deps.toolbox.run(call.name, call.args),
    )
    rows.push(seen)
    return result
  })
  if (rows.length === 0) {
    run.trace.push({ type: 'stop', reason: 'nothing_relevant', detail: 'fetch-first found no rows for this question' })
    return run.finish('valid', {
      answer: reason ?? nothingRelevant(input.question),
      answer_status: 'cannot_answer',
      source: null,
      path: 'declined',
    })
  }
  run.messages.push(questionMessage(input.question, rows))
  return null
}

/** The rules read the question whole: parts the tools can give within the limits, or what the data lacks. */
const readWhole = (reading: QuestionReading, budget: PlanBudget) =>
  reading.decline ? DECLINE_MEANS[reading.decline.reason] === 'not_in_data' : !tooBig(reading, budget)

/**
 * The way a question goes. tools, fetch-first and read are what they say; auto asks the rules reader first: a question
 * it reads whole that the data cannot answer is declined with no model call. Then, with a language model, the model
 * reads (read, checked against the rules' reading where they read it whole); with the embedded planner, a question read
 * whole goes fetch-first, and anything else (a question the rules could not place, or too big to fetch) to the tools.
 */
export function pathFor(design: Design, reading: QuestionReading, budget: PlanBudget, planner = false): Path {
  if (design !== 'auto') return design
  if (reading.decline && DECLINE_MEANS[reading.decline.reason] === 'not_in_data') return 'declined'
  if (!planner) return 'read'
  return readWhole(reading, budget) ? 'fetch-first' : 'tools'
}

/** The conversation of the tools design, from its start: its rules and the question. */
function startTools(run: Run) {
  run.path = 'tools'
  run.rules = systemRules(run.deps.store, 'tools')
  run.messages.splice(0, run.messages.length, { role: 'system', content: run.rules })
  run.messages.push(questionMessage(run.input.question))
}

/** Goes on with the tools design, saying why in the trace. */
function toTools(run: Run, reason: string, detail: string): null {
  run.trace.push({ type: 'stop', reason, detail: `${detail}; the question goes to the tools design` })
  startTools(run)
  return null
}

/**
 * The model reads the question into the reading (one call; gate 1 for readings, with one corrective retry), the
 * application checks the reading against the question's words, fetches the facts its parts need and composes the
 * answer, and gate 2 judges it like any answer. Where the rules read the question whole too, the readings must agree
 * for `valid`: otherwise the composed answer goes to the desk with both readings in the trace. A reading
 * refused, one that no shape holds, or one too big to fetch goes on to the tools design (null); in auto, where the
 * rules read the question whole, a refused or unplaced reading that says nothing is lacking leaves theirs composed.
 */
async function readThenCompose(run: Run): Promise<Outcome | null> {
  const { input, deps } = run
  const rules = input.reading
  const request = readingRequest(input.question, input.model, deps.store.years)
  let json: ReadingJson | null = null
  // (Its own count: a reading's retry is not the answer's, should the question go on to the tools.)
  const shapeProblems: Problem[] = []
  while (!json) {
    const completion = await run.callModel(request)
    const shape = checkReadingShape(completion)
    if (shape.ok) {
      json = shape.reading
      break
    }
    shapeProblems.push(shape.problem)
    // One corrective retry; a second malformed reading is a flagged refusal, not a crash.
    if (shapeProblems.length >= 2)
      return (
        rulesInstead(run, `the model's reading was malformed twice (${shape.problem.detail})`) ??
        run.finish('rejected', { problems: shapeProblems })
      )
    request.messages.push(
      { role: 'assistant', content: completion.text ?? '' },
      { role: 'user', content: readingCorrection(shape.problem) },
    )
  }
  // (A decline's series is the rules' own where they declined: "how many inhabitants lacked electricity" is about the
  // share of electricity access, not the population its first series word names.)
  const read = fromReadingJson(json, rules.decline?.indicator ?? rules.indicators[0] ?? null)
  const fields = { ...read, parts: completeParts(read.parts, deps.store.years) }
  const problems = checkReading(fields, rules, deps.store.years)
  run.trace.push({ type: 'reading', by: 'model', reading: json, problems })
  if (problems.length > 0) {
    const why = problems.map((p) => `${p.code}: ${p.detail}`).join('; ')
    const heard = saysLacking(fields)
    return (
      (heard ? null : rulesInstead(run, `the check refused the model's reading (${why})`)) ??
      toTools(run, 'reading_refused', why)
    )
  }
  // Another source and an instruction set aside as the rules wrote them, where they found any (the same words in the
  // answer whoever read the question); else as the model did, where they are the question's own words.
  const aside = {
    sources: rules.sources.length > 0 ? rules.sources : questionsOwn(rules.question, fields.sources),
    setAside: rules.setAside.length > 0 ? rules.setAside : questionsOwn(rules.question, fields.setAside),
  }
  // A reading the rules' own but for a change's every-year detail is theirs: the same answer whoever read it.
  const whole = readWhole(rules, deps.budget)
  const same = whole && readingsAgree(withoutDetail(fields), withoutDetail(rules))
  const reading: QuestionReading = { ...rules, ...fields, ...(same ? { parts: rules.parts } : {}), ...aside }
  if (reading.decline && DECLINE_MEANS[reading.decline.reason] !== 'not_in_data') {
    const why = `the model read no shape in the question (${reading.decline.reason})`
    // (A model that could not place what the rules read whole gives no second reading: theirs is composed.)
    return (saysLacking(fields) ? null : rulesInstead(run, why)) ?? toTools(run, 'no_shape', why)
  }
  if (tooBig(reading, deps.budget)) return toTools(run, 'too_big', 'the reading needs more tool calls than allowed')
  const mine = run.facts.length
  const answer = fetchAndCompose(run, reading)
  const myFacts = run.facts.slice(mine)
  if (same) return judge(run, answer, reading)
  if (!whole) return onlyTheModelRead(run, answer, reading)
  // Where the rules read the question whole too, the two readings must ask the same thing: the same reading, or one
  // whose answer rests on the same facts and comes to the same verdicts (a flag that changes nothing, "ever" or the
  // span of every year, the eight listed or not, is no disagreement; the words each composes may differ). Both are
  // written with the same source and instructions set aside: they change no figure, and one reader may miss a source.
  const theirs: QuestionReading = { ...rules, ...aside }
  const before = run.facts.length
  const rulesAnswer = fetchAndCompose(run, theirs)
  const theirFacts = run.facts.slice(before)
  const toolOf = (call: number) =>
    run.trace.find((t): t is Extract<typeof t, { type: 'tool' }> => t.type === 'tool' && t.tool_call === call)?.name ??
    ''
  // (Each answer's figures cited from the facts its own reading fetched: what each reading fetches is compared.)
  const meaning = (a: Answer, r: QuestionReading, facts: Fact[]) =>
    meaningOf(a, gate2(run, a, r, facts).citations, r, toolOf)
  if (sameMeaning(meaning(answer, reading, myFacts), meaning(rulesAnswer, theirs, theirFacts)))
    return judge(run, answer, reading)
  return twoReadingsDiffer(run, { answer: rulesAnswer, reading: theirs }, { answer, reading })
}

/** What a second look concluded: the reading it confirms (its index among those shown), or null, with its words. */
interface Look {
  which: number | null
  differs: string
}

/**
 * The second look: one small request with the question and the read_as sentence of each reading shown (gate 1 for its
 * reply, one corrective retry). A malformed reply twice, or a provider that cannot take it, confirms nothing.
 */
async function secondLook(run: Run, sentences: string[]): Promise<Look> {
  const request = secondLookRequest(run.input.question, sentences, run.input.model)
  const problems: Problem[] = []
  let look: Look | null = null
  let outcome: 'confirmed' | 'not_confirmed' | 'malformed' | 'unavailable' = 'malformed'
  try {
    while (!look && problems.length < 2) {
      const completion = await run.callModel(request)
      const checked = checkSecondLook(completion, sentences.length)
      if (checked.ok) {
        const which = confirmed(checked.look, sentences.length)
        look = { which: which === null ? null : which - 1, differs: checked.look.differs }
        outcome = which === null ? 'not_confirmed' : 'confirmed'
        break
      }
      problems.push(checked.problem)
      request.messages.push(
        { role: 'assistant', content: completion.text ?? '' },
        { role: 'user', content: secondLookCorrection(checked.problem) },
      )
    }
  } catch (error) {
    // (A limit or a provider's failure here leaves the reading unconfirmed: it goes to the desk, never `valid`.)
    if (!(error instanceof ProviderError) && !(error instanceof LimitReached)) throw error
    problems.push({ code: 'wrong_type', detail: error.message })
    outcome = 'unavailable'
  }
  look ??= { which: null, differs: `no second look (${problems.map((p) => p.detail).join('; ')})` }
  // The trace shows what was asked and what came back: the sentences shown, the verdict, and its words.
  const shown = sentences.map((t, k) => `${k + 1}. ${t}`).join(' ')
  run.trace.push({
    type: 'stop',
    reason: `second_look_${outcome}`,
    detail: `asked whether ${sentences.length > 1 ? 'either reading' : 'the reading'} asks exactly what the question asks: ${shown} -> ${look.which === null ? 'none confirmed' : `reading ${look.which + 1} confirmed`}${look.differs ? `; differs: ${look.differs}` : ''}`,
  })
  return look
}

/**
 * Only the model read the question whole (the rules could not): its answer, once gate 2 passes it, is `valid` only if
 * a second look finds its read_as sentence asks exactly what the question asks; otherwise it goes to the desk with the
 * second look's words. (A refused answer goes to the desk without it: nothing to confirm.)
 */
async function onlyTheModelRead(run: Run, answer: Answer, reading: QuestionReading): Promise<Outcome> {
  const sentence = readAs(reading)
  const judged = judge(run, answer, reading)
  if (judged.status !== 'valid' || sentence === null) return judged
  const look = await secondLook(run, [sentence])
  if (look.which === 0) return judge(run, answer, reading)
  return judge(run, answer, reading, [
    {
      code: 'second_look_differs',
      detail: `a second look found that "${sentence}" is not what the question asks: ${look.differs}`,
    },
  ])
}

/**
 * The rules and the model read the question whole and their answers differ in what they conclude: the second look sees
 * both read_as sentences. It is asked of the same model that wrote the other reading, so it is no third voice for that
 * reading (a model that misread, or obeyed an injection, confirms its own): it can only side with the rules. Where it
 * confirms the rules' reading, theirs is composed; where it confirms the model's, or neither, or the two sentences are
 * the same (nothing to choose by), the model's answer goes to the desk with both readings in the trace.
 */
async function twoReadingsDiffer(
  run: Run,
  rules: { answer: Answer; reading: QuestionReading },
  model: { answer: Answer; reading: QuestionReading },
): Promise<Outcome> {
  const sentences = [readAs(rules.reading), readAs(model.reading)]
  const disagree = (why: string): Problem => ({
    code: 'readings_disagree',
    detail: `the model and the rules read the question differently (both readings are in the trace)${why}`,
  })
  if (sentences.some((s) => s === null) || sentences[0] === sentences[1])
    return judge(run, model.answer, model.reading, [disagree('')])
  const look = await secondLook(run, sentences as string[])
  if (look.which === null)
    return judge(run, model.answer, model.reading, [disagree(`; a second look: ${look.differs}`)])
  if (look.which !== 0) {
    const own = "; the second look, asked of the same model, confirmed the model's own reading: no third voice"
    return judge(run, model.answer, model.reading, [disagree(`${own}${look.differs ? ` (${look.differs})` : ''}`)])
  }
  run.trace.push({
    type: 'stop',
    reason: 'second_look_confirmed',
    detail: "the second look confirmed the rules' reading; it is composed",
  })
  return judge(run, rules.answer, rules.reading)
}

/**
 * A model's reading that says the data or the tools lack something (a place, a series, a sum): heard, its reading goes
 * on, never the rules' instead. One that only could not place the question ("not understood") says nothing of it.
 */
const saysLacking = (fields: { decline: QuestionReading['decline']; missing: readonly unknown[] }) =>
  fields.missing.length > 0 || (fields.decline !== null && DECLINE_MEANS[fields.decline.reason] !== 'unread')

/**
 * auto, where the rules read the question whole: a model's reading that gate 1 or the check refused is no second
 * reading to weigh, so the rules' own reading is composed, as the planner alone would answer it (a model that fails
 * to read a question never makes the answer worse than no model). Null in any other case: the caller goes on.
 */
function rulesInstead(run: Run, why: string): Outcome | null {
  const { input, deps } = run
  if (input.design !== 'auto' || !readWhole(input.reading, deps.budget)) return null
  run.trace.push({
    type: 'stop',
    reason: 'rules_reading_composed',
    detail: `${why}; the rules read the question whole, so their reading is composed`,
  })
  return judge(run, fetchAndCompose(run, input.reading))
}

/** The application's own tool calls for a reading's parts, round by round, then the composer's answer from them. */
function fetchAndCompose(run: Run, reading: QuestionReading): Answer {
  const { deps } = run
  const outcomes = fetchReading(reading, deps.budget, (call) => {
    const { seen } = run.runTool('application', call.name, JSON.stringify(call.args), () =>
      deps.toolbox.run(call.name, call.args),
    )
    // The composer reads what the trace keeps, as a model would.
    return readResult(seen)
  })
  return compose(reading, outcomes, deps.store.years)
}

export async function ask(asked: AskInput, deps: AskDeps): Promise<Outcome> {
  const input = { ...asked, question: normaliseQuestion(asked.question) }
  const run = new Run(input, deps, pathFor(input.design, input.reading, deps.budget, deps.provider.kind === 'planner'))
  run.rules = systemRules(deps.store, run.path === 'tools' ? 'tools' : 'fetch-first')
  run.messages.push({ role: 'system', content: run.rules })
  // The trace opens with the rules' reading, in the JSON a model would write.
  run.trace.push({ type: 'reading', by: 'rules', reading: readingJson(input.reading), problems: [] })
  try {
    if (run.path === 'declined') {
      run.trace.push({ type: 'stop', reason: 'declined', detail: 'the question reader found the data cannot answer' })
      const answer = compose(input.reading, [], deps.store.years).answer
      return run.finish('valid', { answer, answer_status: 'cannot_answer', source: null })
    }
    if (run.path === 'read') {
      const done = await readThenCompose(run)
      if (done) return done
    } else if (run.path === 'fetch-first') {
      const done = setUpFetchFirst(run)
      if (done) return done
    } else {
      run.messages.push(questionMessage(input.question))
    }
    let next = await step(run)
    while (next.kind !== 'final') {
      if (next.kind === 'retry') {
        run.shapeProblems.push(next.problem)
        // One corrective retry; a second malformed answer is a flagged refusal, not a crash.
        if (run.shapeProblems.length >= 2) return run.finish('rejected', { problems: run.shapeProblems })
      }
      next = await step(run)
    }
    return judge(run, next.answer)
  } catch (error) {
    return failed(run, error)
  }
}

function judge(run: Run, answer: Answer, reading = run.input.reading, more: Problem[] = []): Outcome {
  run.readAs = reading
  const { problems, citations } = gate2(run, answer, reading)
  const all = [...problems, ...more]
  const valid = all.length === 0
  return run.finish(valid ? 'valid' : 'rejected', {
    // A refused text is a draft for the desk, never an `answer` that a client could print as checked.
    ...(valid ? { answer: answer.answer.trim() } : { draft: answer.answer.trim() }),
    answer_status: answer.status,
    problems: all,
    citations,
    // A refusal to answer cites nothing: no source line unless the answer used the data.
    ...(answer.status === 'cannot_answer' ? { source: null } : {}),
  })
}

/** Gate 2 on an answer, with the evidence the run gathered: its problems and the facts its figures cite. */
function gate2(run: Run, answer: Answer, reading: QuestionReading, facts: readonly Fact[] = run.facts) {
  const { store } = run.deps
  return checkAnswer(
    answer,
    { facts, years: run.years, missingYears: run.missingYears },
    {
      question: run.input.question,
      reading,
      rules: run.rules,
      snapshotDate: store.snapshotDate,
      snapshotYears: store.years,
    },
  )
}

function failed(run: Run, error: unknown): Outcome {
  if (error instanceof LimitReached) {
    run.trace.push({ type: 'stop', reason: error.limit, detail: error.message })
    return run.finish('failed', {
      limit: error.limit,
      problems: [{ code: `limit_${error.limit}`, detail: error.message }],
    })
  }
  if (error instanceof ProviderError) {
    run.trace.push({ type: 'stop', reason: `provider_${error.code}`, detail: error.message })
    return run.finish('failed', { problems: [{ code: `provider_${error.code}`, detail: error.message }] })
  }
  const message = error instanceof Error ? error.message : String(error)
  run.trace.push({ type: 'stop', reason: 'internal_error', detail: message })
  return run.finish('failed', { problems: [{ code: 'internal_error', detail: message }] })
}

function nothingRelevant(question: string): string {
  return detectLanguage(question) === 'fr'
    ? 'Les données ne permettent pas de répondre : la question ne porte sur aucun des pays et indicateurs du jeu de données de la Banque mondiale.'
    : 'The data cannot answer this: the question does not concern any of the countries and indicators in the World Bank snapshot.'
}
