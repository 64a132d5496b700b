// Wires the pure loop to this process's store, providers and clock, and chooses a provider and design per request.
import { defaultDesign, type Config, type Design, type ProviderName } from '../config.js'
import type { Store } from '../data/store.js'
import { createPlannerProvider, PLANNER_MODEL } from '../planner/provider.js'
import { createOpenAiProvider } from '../providers/openai.js'
import { createRecordProvider, createReplayProvider } from '../providers/recordings.js'
import type { Toolbox } from '../tools/toolbox.js'
import { fetchFirstPlanner } from './fetch-first.js'
import { ask } from './loop.js'
import type { Outcome } from './outcome.js'
import { loadPrices, type PriceTable } from './pricing.js'
import { systemClock, type Clock } from '../clock.js'
import { ActionableError } from '../errors.js'
import type { ChatRequest } from '../llm/chat.js'
import type { Provider } from '../llm/provider.js'
import { planBudgetFor } from '../planner/plan.js'
import { readQuestion } from '../reading/rules.js'
import { normaliseQuestion } from '../text/normalise.js'
import { forgetTexts } from '../text/remembered.js'

export interface AskRequest {
  question: string
  provider?: ProviderName
  model?: string
  design?: Design
}

export class ProviderUnavailable extends ActionableError {
  override name = 'ProviderUnavailable'
}

export interface AskService {
  ask(request: AskRequest): Promise<Outcome>
}

/** The providers this configuration can offer: openai and record only with an endpoint configured. */
export function configuredProviders(config: Config): Partial<Record<ProviderName, () => Provider>> {
  const endpoint = Boolean(config.openai.baseURL || config.openai.apiKey || config.openai.azureEndpoint)
  return {
    planner: () => createPlannerProvider(planBudgetFor(config.limits)),
    replay: () => createReplayProvider(config.recordingsDir),
    ...(endpoint
      ? {
          openai: () => createOpenAiProvider(config.openai),
          record: () => createRecordProvider(createOpenAiProvider(config.openai), config.recordingsDir),
        }
      : {}),
  }
}

export function createAskService(options: {
  config: Config
  store: Store
  toolbox: Toolbox
  providers?: Partial<Record<ProviderName, () => Provider>>
  clock?: Clock
  prices?: PriceTable
  /** Count every request's input tokens locally (evaluations). */
  countTokens?: (request: ChatRequest) => number
}): AskService {
  const { config, store, toolbox } = options
  const factories = options.providers ?? configuredProviders(config)
  const cache = new Map<ProviderName, Provider>()
  const prices = options.prices ?? loadPrices(config.pricesFile)
  const budget = { ...planBudgetFor(config.limits), years: store.years }
  const planFetch = fetchFirstPlanner(budget)
  return {
    async ask(request) {
      const name = request.provider ?? config.provider
      const factory = factories[name]
      if (!factory) {
        throw new ProviderUnavailable(
          `Provider ${JSON.stringify(name)} is not available here. Available: ${Object.keys(factories).join(', ')}.`,
        )
      }
      if (!cache.has(name)) cache.set(name, factory())
      const provider = cache.get(name)!
      const model = provider.kind === 'planner' ? PLANNER_MODEL : (request.model ?? config.model)
      // The one reading of the question, made here where it enters: the planner, fetch-first, the auto design's
      // choice and gate 2's coverage all use it.
      // (A new question: the texts the last one had read are forgotten, never reused for this one.)
      forgetTexts()
      const question = normaliseQuestion(request.question)
      const reading = readQuestion(question, store.years)
      // The planner keeps its own design; a model's default is auto.
      const design = request.design ?? defaultDesign(config, name)
      return ask(
        { question, design, model, reading },
        {
          store,
          toolbox,
          provider,
          clock: options.clock ?? systemClock,
          limits: config.limits,
          prices,
          planFetch,
          budget,
          ...(options.countTokens ? { countTokens: options.countTokens } : {}),
        },
      )
    },
  }
}
