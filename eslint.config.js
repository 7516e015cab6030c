import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appImports = ['@tcg/api', '@tcg/api/*', '@tcg/web', '@tcg/web/*'];
const domainImports = [
  '@prisma/*',
  '@tcg/db',
  '@tcg/db/*',
  '@tcg/contract',
  '@tcg/contract/*',
  ...appImports,
  'fastify',
  'fastify-*',
  '@fastify/*',
  'react',
  'react-dom',
  'next',
  'next/*',
  'node:*',
  'fs',
  'fs/*',
  'net',
  'pg',
  'typebox',
  'typebox/*',
];
const httpFramework = ['fastify', 'fastify-*', '@fastify/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'packages/db/src/generated/**',
      '**/next-env.d.ts',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/web/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: domainImports, message: 'packages/domain is pure: no I/O, database or framework imports.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The domain gets time passed in: no Date.now().',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The domain gets time passed in: no new Date() without a value.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'The domain gets randomness passed in (shared/random.ts): no Math.random().',
        },
      ],
    },
  },
  {
    // Storage knows no HTTP and no app (#34): shapes come from @tcg/contract.
    files: ['packages/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: httpFramework, message: 'packages/db knows no HTTP framework.' },
            {
              group: appImports,
              message: 'packages/db imports nothing from apps/: the shapes it shares are in @tcg/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes are adapters (#34): parse, authorize, call one service, reply; every rule decision is in a service.
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='must']",
          message: 'A route decides nothing: call a service (apps/api/src/services/) that applies the rule.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(get|post|put|patch|delete|head|options)$/][callee.object.name='app']",
          message:
            "A route is the contract's: register it with app.route({ ...served('METHOD /path'), handler }) and declare its schemas in packages/contract/src/routes/.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typebox', 'typebox/*', '@sinclair/typebox'],
              message: 'Schemas belong to the contract (packages/contract/src/routes/): a route only registers one.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services run a flow and know no HTTP: no Fastify, no plugin helpers.
    files: ['apps/api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...httpFramework, '../plugins/*', '../routes/*'],
              message: 'Services know no HTTP: take plain values, throw AppError or RuleViolation.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is shapes only: TypeBox and the domain's types, no storage, framework or app.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@prisma/*', '@tcg/db', '@tcg/db/*', ...appImports, ...httpFramework, 'node:*', 'pg'],
              message: 'packages/contract holds shapes only: TypeBox and @tcg/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app reads through the API: no database, no API code, and the contract's types only (type-only imports).
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Staff actions confirm in the page (ConfirmStep), never in a browser dialog.
      'no-alert': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tcg/db', '@tcg/db/*', '@prisma/*', 'pg', ...httpFramework],
              message: 'The web app reads and writes through the API, never the database.',
            },
            {
              group: ['@tcg/api', '@tcg/api/*'],
              message: 'The web app imports no API code: the shapes are in @tcg/contract.',
            },
            {
              group: ['@tcg/contract', '@tcg/contract/*'],
              allowTypeImports: true,
              message: 'Import the contract with `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to call the API from the browser and the server: lib/client.ts and lib/api.ts (and the /api pass-through).
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    ignores: ['apps/web/lib/client.ts', 'apps/web/lib/api.ts', 'apps/web/app/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Call the API through lib/client.ts (browser) or lib/api.ts (server).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
