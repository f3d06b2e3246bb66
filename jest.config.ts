/** @jest-config-loader-options {"transpileOnly": true} */
import type { Config } from 'jest';

const config: Config = {
  // jest-fixed-jsdom restores the fetch/streams globals that MSW 2 needs under jsdom. Its jsdom
  // is the project's own, 31 (package.json overrides): its getComputedStyle caches the cascade
  // that every *ByRole query computes per element, and jest used 683 s of CPU on jsdom 26 and
  // 520 s on 31 (the whole suite, two workers, 868 passed both times, 2026-11-29). jsdom 31 also applies CSS @media
  // rules at its fixed 1024 × 768 window, so tests see the layout of a 1024-px screen: the top
  // bar's inline nav (lg, 1200 px up) is hidden there and its links sit in the drawer.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: {
    // An absolute base URL so relative fetches and the router resolve as in a browser.
    url: 'http://localhost:8080/',
    customExportConditions: [''],
  },
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/src/test/setupEnv.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  transform: {
    // Catalogues compile as in the build (scripts/i18n/precompileCatalogue.cjs).
    'src/i18n/locales/.+\\.json$': '<rootDir>/scripts/i18n/catalogueJestTransform.cjs',
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages compile to CommonJS: MSW 2's (.mjs files, until-async) and FormatJS's
  // (intl-messageformat and what it builds on).
  transformIgnorePatterns: [
    '/node_modules/(?!until-async/|@formatjs/|intl-messageformat/|.*\\.mjs$)',
  ],
  moduleNameMapper: {
    // lightweight-charts is ESM-only and draws on canvas, which jsdom lacks: a test double.
    '^lightweight-charts$': '<rootDir>/__mocks__/lightweight-charts.ts',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/__mocks__/fileMock.ts',
    '\\.css$': '<rootDir>/__mocks__/styleMock.ts',
  },
  testTimeout: 15000,
};

export default config;
