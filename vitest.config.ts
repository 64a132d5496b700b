import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The image's test builds and runs a container (npm run test:container).
    exclude: ['test/container/**', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
  },
})
