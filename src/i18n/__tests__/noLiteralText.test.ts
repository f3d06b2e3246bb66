import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Issue 28: no user-visible text is written into the SPA's JSX; it comes from a catalogue, so
 * every language has it. Text children and the attributes people read or hear (labels, titles,
 * placeholders, alternative texts) must not be letters written in the code. Symbols and
 * punctuation (`·`, `—`, `%`, `/`) may be.
 */
const SRC = path.join(__dirname, '..', '..');
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'helperText',
  'subject',
]);
const WORDS = /\p{L}{2,}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(SRC, file)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text))
      found.push(`${where(node)} ${node.text.trim()}`);
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    ) {
      found.push(`${where(node)} ${node.name.getText(source)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('the SPA writes no user-visible words into its JSX', () => {
  const files = sourceFiles(SRC);
  expect(files.length).toBeGreaterThan(50);
  expect(files.flatMap(literalTexts)).toEqual([]);
});
