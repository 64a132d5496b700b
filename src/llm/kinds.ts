// What produced a completion: a language model, a recording of one, the planner or constructed text, each said plainly.
/** What produced the completions, said plainly: never present rules or constructed output as a language model's. */
export const PROVIDER_KINDS = ['language-model', 'recording', 'planner', 'constructed'] as const
export type ProviderKind = (typeof PROVIDER_KINDS)[number]

export const PROVIDER_KIND_LABEL: Record<ProviderKind, string> = {
  'language-model': 'a language model over an OpenAI-compatible API',
  recording: "a recorded language model's responses, replayed",
  planner: 'the embedded deterministic planner (fixed rules, not a language model)',
  constructed: 'constructed completions (a scripted server or test code, not a language model)',
}
