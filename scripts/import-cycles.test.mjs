// The SPA's modules form no import circle, counting what ESLint's import-x/no-cycle cannot
// see: type-only imports (the rule skips them, yet a circle through the store's types is how a
// UI module ends up loaded by the store) and lazy `import()`s (a chunk and its loader). Tests
// are left out: they import the composition root by design and nothing imports them.
// Run: node --test scripts/import-cycles.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { resolveImport, sourceFiles, SRC } from './srcModules.mjs';

/** Every import of each file (static, type-only, re-export and `import()`), as file paths. */
function importGraph(files, readFile, exists) {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFile(file), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolveImport(file, fileName, exists))
        .filter((target) => target !== null);
      return [file, targets];
    }),
  );
}

/** Strongly connected components of more than one file (Tarjan): each holds a circle. */
function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import circles', () => {
  it('finds a circle made of a type-only import and a lazy import', () => {
    const files = {
      '/src/store.ts': "import { reducer } from './feature';\nexport const store = reducer;\n",
      '/src/feature.ts':
        "import type { Store } from './store';\nexport const reducer = 1;\nexport type S = Store;\n",
      '/src/loader.ts': "export const load = () => import('./chunk');\n",
      '/src/chunk.ts': "import { load } from './loader';\nexport default load;\n",
      '/src/leaf.ts': "import { store } from './store';\nexport const leaf = store;\n",
    };
    const graph = importGraph(
      Object.keys(files),
      (file) => files[file],
      (file) => file in files,
    );
    assert.deepEqual(circles(graph).sort(), [
      ['/src/chunk.ts', '/src/loader.ts'],
      ['/src/feature.ts', '/src/store.ts'],
    ]);
  });

  it('finds none in src/', () => {
    const graph = importGraph(
      sourceFiles(SRC),
      (file) => readFileSync(file, 'utf8'),
      (file) => existsSync(file) && statSync(file).isFile(),
    );
    const relative = circles(graph).map((component) =>
      component.map((file) => path.relative(SRC, file)),
    );
    assert.deepEqual(relative, []);
  });
});
