import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The image's test builds and runs a container (npm run test:container).
    exclude: ['test/container/**', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    // Generous: a test's time bound must not depend on the machine's load (a busy CI machine, 2 shared cores). A test
    // waits on events, or polls until a generous deadline; it never asserts how fast something was.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
})
