// Runs the server test files named on the command line in this one process, each inside a
// suite of its own: `node --require ./server/test/support/registerTypeScript.cjs
// server/test/support/runTestFiles.cjs server/test/a.test.ts server/test/b.test.ts`.
//
// Why not `node --test a.test.ts b.test.ts`: that starts a process per file, and each one loads
// the server again (about 1,100 modules, 7.6 MB of code) and compiles PGlite's WebAssembly
// again. Twelve files (every fifth) used 52 s of CPU as twelve processes and 33 s in one
// (2026-11-29, 86 passed both ways). Node's own `--test-isolation=none` shares one process too,
// but Node 24 adds each file's top-level hooks to the root test, where they run around every
// other file's tests as well. Here each file is required (synchronously: SWC compiles it to
// CommonJS) inside its suite's callback, so its top-level tests and before/after/beforeEach/
// afterEach hooks belong to that suite alone, as they do in a process of their own. The test
// files put back every environment variable they change, which sharing a process needs.
const path = require('node:path');
const { suite } = require('node:test');

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('runTestFiles: name the test files to run');
for (const file of files) {
  suite(file, () => {
    require(path.resolve(file));
  });
}
