// yup (≈ 11 kB gzip with its helpers) stays out of every page's first render: only form rules
// modules import it, and the rest of the SPA reaches a rules module by `import()` (formRules,
// src/lib/validation.ts) or for its types. A static import of one from a page or a form would
// put yup back in that page's first render without failing anything else, so this checks it.
// Tests are left out: they may validate with a schema directly.
// Run: node --test scripts/form-rules-deferred.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { resolveImport, sourceFiles, SRC } from './srcModules.mjs';

/** The specifiers a module loads when it runs: static imports and re-exports, not types. */
function runtimeImports(source) {
  const file = ts.createSourceFile('module.tsx', source, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (!statement.isTypeOnly) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/**
 * Rules modules (those that load `yup` or its adapter, src/lib/schemaValidation.ts), and every
 * static runtime import of one by any other module.
 */
function eagerRulesImports(files, readFile, exists) {
  const imports = new Map(
    files.map((file) => [
      file,
      runtimeImports(readFile(file)).map(
        (specifier) => resolveImport(file, specifier, exists) ?? specifier,
      ),
    ]),
  );
  const adapter = files.find((file) =>
    file.endsWith(`${path.sep}lib${path.sep}schemaValidation.ts`),
  );
  const rulesModules = new Set(
    files.filter((file) =>
      imports.get(file).some((target) => target === 'yup' || target === adapter),
    ),
  );
  const eager = [];
  for (const [file, targets] of imports) {
    if (rulesModules.has(file)) continue;
    for (const target of targets) if (rulesModules.has(target)) eager.push([file, target]);
  }
  return { rulesModules, eager };
}

describe('form rules load on first validation, not with the page', () => {
  it('finds a form that imports its rules statically, and passes one that imports types', () => {
    const files = {
      '/src/loginSchema.ts': "import { object } from 'yup';\nexport const rules = object();\n",
      '/src/Eager.tsx': "import { rules } from './loginSchema';\nexport const f = rules;\n",
      '/src/Typed.tsx':
        "import type { X } from './loginSchema';\nimport { type Y } from './loginSchema';\nexport const load = () => import('./loginSchema');\n",
    };
    const { rulesModules, eager } = eagerRulesImports(
      Object.keys(files),
      (file) => files[file],
      (file) => file in files,
    );
    assert.deepEqual([...rulesModules], ['/src/loginSchema.ts']);
    assert.deepEqual(eager, [['/src/Eager.tsx', '/src/loginSchema.ts']]);
  });

  it('finds no static import of a rules module in src/', () => {
    const { rulesModules, eager } = eagerRulesImports(
      sourceFiles(SRC),
      (file) => readFileSync(file, 'utf8'),
      (file) => existsSync(file) && statSync(file).isFile(),
    );
    // The scan sees the rules modules it guards (the sign-in form's among them).
    assert.ok(rulesModules.has(path.join(SRC, 'features/auth/schemas.ts')));
    assert.ok(rulesModules.size >= 10, `only ${rulesModules.size} rules modules found`);
    const relative = eager.map((pair) => pair.map((file) => path.relative(SRC, file)));
    assert.deepEqual(relative, []);
  });
});
