// Flat config: typescript-eslint's recommended rules with type information (a promise nobody
// handles is an error), the React hooks and accessibility rules for the SPA, Testing Library and
// jest-dom rules for its tests, and the layer rules of ARCHITECTURE.md (lib/components → features
// → app), so a reviewer never has to police import directions by hand.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// Zones are resolved against the repository, not the shell's working directory, so the rules
// hold wherever ESLint is started from (an editor, `npm run lint`, the lint-layers test).
const root = fileURLToPath(new URL('.', import.meta.url));

/** Code every layer may use; it must never reach up into a feature or the composition root. */
const SHARED = ['src/api', 'src/components', 'src/config', 'src/content', 'src/i18n', 'src/lib'];

/**
 * The features, read from disk so a new folder is fenced in the moment it exists. A feature's
 * public API is its index file; market's is index.tsx because it builds the lazy widgets.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_API = ['./index.ts', './index.tsx'];

/**
 * Test-only code. A test builds the real store and router (the composition root) and reads its
 * own feature's internals, and src/test's helpers exist to mount the whole app, so these files
 * stand above app/ and are exempt from the production zones. A feature's tests still may not
 * take another feature's internals, so they never pin a neighbour's private shape.
 */
const TEST_CODE = ['src/**/__tests__/**', 'src/test/**'];

/** The jest suites, where the Testing Library and jest-dom rules apply. */
const TEST_FILES = ['src/**/__tests__/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];

/**
 * The SPA takes the API contract's types only: its schemas are TypeBox values the bundle must
 * not carry. Its run-time values live in plain modules (constants, guards) beside them.
 */
const CONTRACT_TYPES_ONLY = {
  regex: 'api/contract(/(?!constants$|guards$)[^/]+)?$',
  allowTypeImports: true,
  message: 'Import only types from the API contract (values: api/contract/constants or guards).',
};

const featureFence = FEATURES.map((feature) => ({
  target: FEATURES.filter((other) => other !== feature).map((other) => `src/features/${other}`),
  from: `src/features/${feature}`,
  except: PUBLIC_API,
  message: `Use what src/features/${feature}/index.ts exports; the rest of a feature is private.`,
}));

const productionZones = [
  {
    target: SHARED,
    from: ['src/features', 'src/app'],
    message: 'Shared code sits below features and app/; move what both need down a level.',
  },
  // The typed hooks need the store's types, and only those (the type-only rule below): the one
  // edge from shared code up to app/, erased at compile time.
  {
    target: 'src/hooks/redux.ts',
    from: 'src/features',
    message: 'Shared code sits below features and app/; move what both need down a level.',
  },
  {
    target: 'src/hooks/redux.ts',
    from: 'src/app',
    except: ['./store.ts'],
    message: 'src/hooks/redux.ts may read only the types RootState and AppDispatch from app/store.',
  },
  {
    target: 'src/hooks/**/!(redux).{ts,tsx}',
    from: ['src/features/**', 'src/app/**'],
    message: 'Shared code sits below features and app/; move what both need down a level.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'app/ composes the features; a feature never imports it.',
  },
  ...featureFence,
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'coverage/**',
      'node_modules/**',
      'e2e/artifacts/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Every .ts/.tsx file sits in tsconfig.json (src, server, e2e, bench, scripts, root configs),
      // so the project service types them all with the compiler's own settings.
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // node:test's test() and describe() return promises the runner itself awaits and reports,
      // so a top-level call needs no handling; every other promise must be.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Server and notification texts are shown as text, never parsed as HTML (SPEC §5).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as React children; never inject HTML.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Render text as React children; never inject HTML.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The project imports relatively, without extensions; the resolver finds .ts/.tsx first.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Type-only imports are erased, so they cannot form a cycle at run time; the rule skips
      // them (scripts/import-cycles.test.mjs counts them too). A lazily loaded chunk counts:
      // what it shares with the module that loads it lives in a third module.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: productionZones }],
    },
  },
  {
    files: TEST_CODE,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: featureFence }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CONTRACT_TYPES_ONLY] }],
    },
  },
  {
    files: ['src/hooks/**/*.{ts,tsx}'],
    rules: {
      // Keeps the one upward edge (hooks → app/store) type-only, so no store code is pulled in.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*'],
              allowTypeImports: true,
              message: 'Only types may come from app/ into shared hooks.',
            },
            CONTRACT_TYPES_ONLY,
          ],
        },
      ],
    },
  },
  {
    // The domain takes and returns typed values and throws DomainError; HTTP is the routes'.
    files: ['server/src/accounts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)http/|^fastify$|^@fastify/',
              message: 'accounts/ knows nothing of HTTP: take typed values, throw DomainError.',
            },
          ],
        },
      ],
    },
  },
  {
    // A Fastify plugin is async even when it awaits nothing: avvio turns its throw (a duplicate
    // route) into a rejected app.register(), where a plain function's throw escapes uncaught;
    // likewise a hook without `done` must return a promise.
    files: ['server/src/routes/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // autoFocus sits on MUI components only, each in a dialog or the sign-in code step that the
      // user just opened: focus moves into it as the WAI-ARIA dialog pattern asks. A plain DOM
      // element taking focus on its own is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: TEST_FILES,
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: TEST_FILES,
    ...jestDom.configs['flat/recommended'],
  },
  {
    // The plain scripts are outside tsconfig.json (no allowJs): no type information to lint with.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
