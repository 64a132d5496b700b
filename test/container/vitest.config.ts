// npm run test:container: the image built and run for real (slow: minutes), apart from npm test.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    include: ['test/container/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 30 * 60_000,
    pool: 'forks',
  },
})
