import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const domainImports = ['@prisma/*', '@tcg/db', '@tcg/db/*', 'fastify', 'fastify-*', '@fastify/*', 'react', 'react-dom', 'next', 'next/*', 'node:fs', 'node:fs/*', 'fs', 'node:net', 'net', 'pg'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/.next/**', 'packages/db/src/generated/**', '**/next-env.d.ts', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/web/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Fastify plugins are async by contract even when they register synchronously.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests poke at JSON answers and use expect.any(); strict any-tracking there buys nothing.
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // The domain is pure: no I/O, no framework, no clock, no unseeded randomness.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: domainImports, message: 'packages/domain is pure: no I/O, database or framework imports.' }] }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'The domain gets time passed in: no Date.now().' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'The domain gets time passed in: no new Date() without a value.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'The domain gets randomness passed in (shared/random.ts): no Math.random().' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
