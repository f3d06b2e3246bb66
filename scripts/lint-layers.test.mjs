// Proves the layer rules of eslint.config.mjs bite: a clean `npm run lint` means nothing if a
// mistyped zone matched no file. Each case lints one made-up file against the real config
// (the imported modules are real, so the resolver finds them) and checks which rule fires.
// Run: node --test scripts/lint-layers.test.mjs
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The made-up files are not on disk, so the type-checked rules' project service cannot open
// them; the layer rules need no types.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function rulesFiredBy(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${filePath} did not parse`);
  return result.messages.map((message) => message.ruleId);
}

const ZONE = 'import-x/no-restricted-paths';

describe('layer zones', () => {
  const violations = [
    [
      'shared code importing a feature',
      'src/components/Bad.tsx',
      "import { loggedOut } from '../features/session';\nexport const bad = loggedOut;\n",
    ],
    [
      'shared code importing app/',
      'src/lib/bad.ts',
      "import { setupStore } from '../app/store';\nexport const bad = setupStore;\n",
    ],
    [
      'the API layer importing a feature',
      'src/api/bad.ts',
      "import { sessionApi } from '../features/session/sessionApi';\nexport const bad = sessionApi;\n",
    ],
    [
      'a feature importing app/',
      'src/features/deposit/Bad.tsx',
      "import { setupStore } from '../../app/store';\nexport const bad = setupStore;\n",
    ],
    [
      "a feature importing app/'s types",
      'src/features/deposit/Bad.tsx',
      "import type { RootState } from '../../app/store';\nexport type Bad = RootState;\n",
    ],
    [
      "a feature importing another feature's internals",
      'src/features/deposit/Bad.tsx',
      "import { loggedOut } from '../session/sessionSlice';\nexport const bad = loggedOut;\n",
    ],
    [
      "a feature importing another feature's endpoints file",
      'src/features/account/Bad.tsx',
      "import { useGetTransactionsQuery } from '../deposit/depositApi';\nexport const bad = useGetTransactionsQuery;\n",
    ],
    [
      'a shared hook other than redux.ts importing the store',
      'src/hooks/useBad.ts',
      "import type { RootState } from '../app/store';\nexport type Bad = RootState;\n",
    ],
    [
      "a feature's test importing another feature's internals",
      'src/features/deposit/__tests__/Bad.test.tsx',
      "import { loggedOut } from '../../session/sessionSlice';\nexport const bad = loggedOut;\n",
    ],
  ];
  for (const [name, filePath, code] of violations) {
    it(`rejects ${name}`, async () => {
      assert.ok((await rulesFiredBy(filePath, code)).includes(ZONE));
    });
  }

  const allowed = [
    [
      "a feature importing another feature's index.ts",
      'src/features/deposit/Good.tsx',
      "import { loggedOut } from '../session';\nexport const good = loggedOut;\n",
    ],
    [
      "a feature importing another feature's index.tsx",
      'src/features/dashboard/Good.tsx',
      "import { TickerTape } from '../market';\nexport const good = TickerTape;\n",
    ],
    [
      'a feature importing its own files and shared code',
      'src/features/deposit/Good.tsx',
      "import { useGetTransactionsQuery } from './depositApi';\nimport { api } from '../../api/api';\nexport const good = [useGetTransactionsQuery, api];\n",
    ],
    [
      "the typed hooks importing the store's types",
      'src/hooks/redux.ts',
      "import type { AppDispatch, RootState } from '../app/store';\nexport type Good = [AppDispatch, RootState];\n",
    ],
    [
      "a feature's test building the real store",
      'src/features/deposit/__tests__/Good.test.tsx',
      "import { setupStore } from '../../../app/store';\nimport { depositApi } from '../depositApi';\nexport const good = [setupStore, depositApi];\n",
    ],
  ];
  for (const [name, filePath, code] of allowed) {
    it(`allows ${name}`, async () => {
      assert.deepEqual(await rulesFiredBy(filePath, code), []);
    });
  }
});

describe('type-only edge from the hooks to app/', () => {
  it('rejects a value import of the store in the typed hooks', async () => {
    const fired = await rulesFiredBy(
      'src/hooks/redux.ts',
      "import { setupStore } from '../app/store';\nexport const bad = setupStore;\n",
    );
    assert.ok(fired.includes('@typescript-eslint/no-restricted-imports'));
  });
});

describe('import circles', () => {
  it('rejects a lazily loaded chunk importing the module that loads it', async () => {
    // Toasts.tsx loads ToastHost.tsx with import(); the host must not import it back.
    const fired = await rulesFiredBy(
      'src/components/ToastHost.tsx',
      "import { useToast } from './Toasts';\nexport const bad = useToast;\n",
    );
    assert.ok(fired.includes('import-x/no-cycle'));
  });
});
