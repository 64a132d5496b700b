import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

export default tseslint.config(
  // .stryker-tmp/ and reports/: npm run test:mutation's sandboxes (copies of the project) and reports.
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'eval-out/', '.stryker-tmp/', 'reports/', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { project: ['./tsconfig.check.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify's async handlers often just return a value: an async function without await is the idiom there.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read `inject().json()` (typed any) on every line; the promise rules stay on.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
)
