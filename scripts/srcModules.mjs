// The SPA's own modules as the import checks read them (import-cycles, form-rules-deferred).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SRC = fileURLToPath(new URL('../src', import.meta.url));
const SKIPPED_FOLDERS = new Set(['__tests__', 'test']);

/** Every .ts/.tsx module under `folder`, tests left out. */
export function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The project imports relatively and without extensions; a package's name gives null. */
export function resolveImport(from, specifier, exists) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find(exists) ?? null;
}
