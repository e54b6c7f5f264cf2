// Flat config: TypeScript strict rules for every package, React hooks and React Compiler rules for
// UI code, Storybook rules for stories, and the package boundaries (decision 016). Generated files
// are ignored.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import folders from './scripts/lint/folder-boundaries.js';

/** Import patterns that reach into a package by path instead of through its name. */
const pathInto = (pkg) => [`**/${pkg}/src/**`, `**/${pkg}/src`];

/**
 * What each package may not import. Dependencies flow one way: contract -> domain -> (api-client, ui,
 * mock-server) -> web. A backwards import means the code is in the wrong package.
 */
const forbidden = {
  domain: {
    packages: [
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      'openapi-fetch',
      'msw',
      'msw/*',
      'firebase',
      'firebase/*',
      'node:*',
      '@cnpj/api-client',
      '@cnpj/api-client/*',
      '@cnpj/ui',
      '@cnpj/ui/*',
      '@cnpj/mock-server',
      '@cnpj/mock-server/*',
      '@cnpj/web',
      '@cnpj/web/*',
      '@cnpj/fixtures',
      '@cnpj/fixtures/*',
      ...pathInto('api-client'),
      ...pathInto('ui'),
      ...pathInto('mock-server'),
      ...pathInto('web'),
      ...pathInto('fixtures'),
    ],
    why: 'The domain holds types and rules only: no React, no transport, no Node-only API, no other package of ours (decision 016).',
  },
  apiClient: {
    packages: [
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      '@cnpj/ui',
      '@cnpj/ui/*',
      '@cnpj/mock-server',
      '@cnpj/mock-server/*',
      '@cnpj/web',
      '@cnpj/web/*',
      ...pathInto('domain'),
      ...pathInto('ui'),
      ...pathInto('mock-server'),
      ...pathInto('web'),
    ],
    why: 'The client is transport only, on top of @cnpj/domain: it knows nothing of React, the kit, the mock or the app (decision 016).',
  },
  ui: {
    packages: [
      '@cnpj/api-client',
      '@cnpj/api-client/*',
      'openapi-fetch',
      'firebase',
      'firebase/*',
      'react-router-dom',
      '@cnpj/mock-server',
      '@cnpj/mock-server/*',
      '@cnpj/web',
      '@cnpj/web/*',
      ...pathInto('domain'),
      ...pathInto('api-client'),
      ...pathInto('mock-server'),
      ...pathInto('web'),
    ],
    why: 'The kit takes state as props and knows the domain only: never the client, the mock or the app (decision 016).',
  },
  mock: {
    packages: [
      'react',
      'react-dom',
      'react/*',
      '@cnpj/api-client',
      '@cnpj/api-client/*',
      '@cnpj/ui',
      '@cnpj/ui/*',
      '@cnpj/web',
      '@cnpj/web/*',
      '@cnpj/qa-console',
      '@cnpj/qa-console/*',
      '**/console/src/**',
      ...pathInto('domain'),
      ...pathInto('api-client'),
      ...pathInto('ui'),
      ...pathInto('web'),
    ],
    why: 'The mock answers what the contract says, from the domain alone: never the client, the kit or the app (decision 016).',
  },
  console: {
    packages: [
      '@cnpj/api-client',
      '@cnpj/api-client/*',
      '@cnpj/web',
      '@cnpj/web/*',
      ...pathInto('domain'),
      ...pathInto('api-client'),
      ...pathInto('ui'),
      ...pathInto('mock-server'),
      ...pathInto('web'),
      '../../src/**',
      '../../../src/**',
    ],
    why: "The QA console is a package of its own (@cnpj/qa-console): the kit through its entry points, the domain, and only the mock's types, through the mock's name — never the mock's code (decision 016).",
  },
  web: {
    packages: [
      '@cnpj/mock-server',
      '@cnpj/mock-server/*',
      '@cnpj/fixtures',
      '@cnpj/fixtures/*',
      ...pathInto('fixtures'),
      ...pathInto('domain'),
      ...pathInto('api-client'),
      ...pathInto('ui'),
      ...pathInto('mock-server'),
    ],
    why: 'The app ships no mock and no sample data, and takes each package through its name and public entry points (decision 016).',
  },
  fixtures: {
    packages: [
      'react',
      'react-dom',
      'react/*',
      'msw',
      'msw/*',
      '@cnpj/api-client',
      '@cnpj/api-client/*',
      '@cnpj/ui',
      '@cnpj/ui/*',
      '@cnpj/mock-server',
      '@cnpj/mock-server/*',
      '@cnpj/web',
      '@cnpj/web/*',
      ...pathInto('domain'),
      ...pathInto('api-client'),
      ...pathInto('ui'),
      ...pathInto('mock-server'),
      ...pathInto('web'),
    ],
    why: "The sample data builds on the domain alone: the mock's seed and the kit's stories both take it, so it takes neither (decision 046).",
  },
};

/** The kit's stories, story data and tests: the only kit files that may take the sample data. */
const kitSampleFiles = [
  'packages/ui/src/**/*.stories.tsx',
  'packages/ui/src/**/*.test.{ts,tsx}',
  'packages/ui/src/**/fixtures.{ts,tsx}',
  'packages/ui/src/**/story-data.{ts,tsx}',
  'packages/ui/src/**/story-helpers.{ts,tsx}',
];

/** The kit's production code: the domain only, and no sample data (decision 046). */
const kitProduction = {
  packages: [
    ...forbidden.ui.packages,
    '@cnpj/fixtures',
    '@cnpj/fixtures/*',
    ...pathInto('fixtures'),
  ],
  why: `${forbidden.ui.why} Sample data (@cnpj/fixtures) only in stories, story data and tests (decision 046).`,
};

/** The app's tests, flow stories and test helpers. */
const appTestFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  'apps/web/src/flows/**',
  'apps/web/src/test/**',
];

/**
 * Each feature's one module of server reads (query options and the hooks that read them); the cache
 * itself lives in services/server-state. Pages and other hooks read server data through these.
 */
const queryModules = [
  'apps/web/src/**/queries.ts',
  'apps/web/src/**/*-queries.ts',
  'apps/web/src/shared/services/server-state/**',
];

/** The reading hooks, allowed only in the query modules. */
const serverReads = {
  name: '@tanstack/react-query',
  importNames: [
    'useQuery',
    'useQueries',
    'useSuspenseQuery',
    'useSuspenseQueries',
    'useInfiniteQuery',
    'queryOptions',
  ],
  message:
    "Read server data through the feature's query module (its queries.ts): one way to read it, keys in shared/services/server-state/keys.ts.",
};

/** A config block that forbids `rule`'s imports in `files` (minus `ignores`). */
const boundary = (files, rule, ignores = [], paths = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths, patterns: [{ group: rule.packages, message: rule.why }] },
    ],
  },
});

/**
 * The app takes the kit one way, through its entry points (@cnpj/ui/components/X, /screens/X,
 * /on-demand), as each page already does: one way to import each thing, and each import names the part it uses.
 */
const kitEntryPoints = [
  {
    name: '@cnpj/ui',
    message: 'Import the kit through its entry points: @cnpj/ui/components/X, @cnpj/ui/screens/X.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'playwright-report/**',
      'test-results/**',
      '**/schema.d.ts',
      '**/enums.ts',
      'apps/web/public/mockServiceWorker.js',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'apps/web/**/*.{ts,tsx}',
      'apps/mock-server/console/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The kit and the app are built with the React Compiler (decision 062): its rules say where a
  // component breaks the rules of React, where the compiler would skip it without a word.
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      // Syntax the compiler does not handle yet (`??=`, try/finally, `import()` in a component)
      // makes it skip the whole component silently: the gate says so instead.
      'react-hooks/todo': 'error',
    },
  },
  {
    files: [
      'scripts/**',
      'packages/*/scripts/**',
      'bench/**',
      'apps/mock-server/**',
      'e2e/**',
      '.ci/**',
    ],
    rules: { 'no-console': 'off' },
  },
  // Features, the frame and shared/ in the app, and screens in the kit, keep out of each other's
  // folders (docs/adding-a-feature.md).
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    plugins: { folders },
    rules: { 'folders/folder-boundaries': 'error' },
  },
  ...storybook.configs['flat/recommended'],
  boundary(['packages/domain/src/**/*.ts'], forbidden.domain),
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'process',
          'Buffer',
          'require',
        ].map((name) => ({ name, message: forbidden.domain.why })),
      ],
    },
  },
  boundary(['packages/api-client/src/**/*.ts'], forbidden.apiClient),
  boundary(['packages/ui/src/**/*.{ts,tsx}'], forbidden.ui),
  boundary(['packages/ui/src/**/*.{ts,tsx}'], kitProduction, kitSampleFiles),
  boundary(['packages/fixtures/src/**/*.ts'], forbidden.fixtures),
  boundary(
    [
      'apps/mock-server/src/**/*.ts',
      'apps/mock-server/test/**/*.ts',
      'apps/mock-server/bench/**/*.ts',
    ],
    forbidden.mock,
  ),
  // The console reads the mock's types (its state, journal and scenario shapes) but runs none of its code:
  // it talks to the mock over HTTP only.
  boundary(['apps/mock-server/console/**/*.{ts,tsx}'], forbidden.console, [], kitEntryPoints),
  {
    files: ['apps/mock-server/console/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cnpj/mock-server', '@cnpj/mock-server/*'],
              allowTypeImports: true,
              message: forbidden.console.why,
            },
          ],
        },
      ],
    },
  },
  // Tests and flow stories run the app against the shared mock handlers; the app itself never does.
  // Server data is read one way: through a feature's query module, nowhere else.
  boundary(
    ['apps/web/src/**/*.{ts,tsx}'],
    forbidden.web,
    [...appTestFiles, ...queryModules],
    [...kitEntryPoints, serverReads],
  ),
  boundary(queryModules, forbidden.web, appTestFiles, kitEntryPoints),
  // The app's tests and flows may reach the mock, but take the kit the same one way.
  {
    files: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.stories.tsx',
      'apps/web/src/flows/**',
      'apps/web/src/test/**',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: kitEntryPoints }] },
  },
);
