import { describe, expect, it } from 'vitest'
import { ConfigError, defaultDesign, loadConfig } from '../src/config.js'

describe('configuration', () => {
  it('has working defaults: port 3000, the planner without an endpoint, the loop limits of the issue', () => {
    const config = loadConfig({}, '/srv')
    expect(config).toMatchObject({ port: 3000, provider: 'planner', databasePath: '/srv/data/wdi.sqlite' })
    // No DESIGN: the planner keeps its own (tools), a model gets auto.
    expect(config.design).toBeUndefined()
    expect(defaultDesign(config, 'planner')).toBe('tools')
    expect(defaultDesign(config, 'openai')).toBe('auto')
    expect(defaultDesign(loadConfig({ DESIGN: 'fetch-first' }), 'openai')).toBe('fetch-first')
    expect(config.limits).toEqual({ modelCalls: 5, toolCalls: 10, wallMs: 60_000, resultChars: 3000 })
    expect(config.auth.allowAnonymous).toBe(false)
  })

  it('defaults to the openai provider when an endpoint is configured', () => {
    expect(loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1' }).provider).toBe('openai')
  })

  it('lists every bad value at once, by name', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', PROVIDER: 'gpt', ALLOW_ANONYMOUS: 'yes', LIMIT_MODEL_CALLS: '0' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const problems = (error as ConfigError).problems
      expect(problems).toHaveLength(5)
      expect(problems).toContain('PORT must be an integer from 0 to 65535; got "abc"')
      for (const name of ['LOG_LEVEL', 'PROVIDER', 'ALLOW_ANONYMOUS', 'LIMIT_MODEL_CALLS']) {
        expect(problems.some((p) => p.startsWith(`${name} must be`))).toBe(true)
      }
    }
  })

  it('makes the desk cookie Secure unless DESK_COOKIE_SECURE=false, and keeps receiving within answering', () => {
    expect(loadConfig({}).desk.secureCookie).toBe(true)
    expect(loadConfig({ DESK_COOKIE_SECURE: 'false' }).desk.secureCookie).toBe(false)
    expect(loadConfig({})).toMatchObject({ receiveTimeoutMs: 10_000, authFailureLimit: 20, review: { spoolMax: 1000 } })
    expect(() => loadConfig({ RECEIVE_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /RECEIVE_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS/,
    )
    expect(() => loadConfig({ DESK_COOKIE_SECURE: 'no' })).toThrow(/DESK_COOKIE_SECURE must be true or false/)
  })
  it('keeps a local desk key only outside production (LOCAL_DESK_KEY_FILE, as npm start sets it)', () => {
    expect(loadConfig({}, '/srv').desk.localKeyFile).toBeUndefined()
    expect(loadConfig({ LOCAL_DESK_KEY_FILE: 'var/local-desk-key' }, '/srv').desk.localKeyFile).toBe(
      '/srv/var/local-desk-key',
    )
    expect(() => loadConfig({ LOCAL_DESK_KEY_FILE: 'var/local-desk-key', NODE_ENV: 'production' })).toThrow(
      /LOCAL_DESK_KEY_FILE is for local development \(npm start\): with NODE_ENV=production no desk key is made/,
    )
    expect(loadConfig({ NODE_ENV: 'production' }).desk.localKeyFile).toBeUndefined()
  })

  it('prints what Slack would receive only outside production (SLACK_PRINT_RESPONSES, as npm start sets it)', () => {
    expect(loadConfig({}).slack.printResponses).toBe(false)
    expect(loadConfig({ SLACK_PRINT_RESPONSES: 'true' }).slack.printResponses).toBe(true)
    expect(() => loadConfig({ SLACK_PRINT_RESPONSES: 'true', NODE_ENV: 'production' })).toThrow(
      /SLACK_PRINT_RESPONSES is for local development \(npm start\): with NODE_ENV=production answers are posted/,
    )
    // Production keeps the https allow-list: a response_url elsewhere is refused.
    expect(loadConfig({ NODE_ENV: 'production' }).slack.responseUrlHosts).toEqual(['hooks.slack.com'])
  })
})
