// Loads the server's TypeScript for the server tests: `node --require
// ./server/test/support/registerTypeScript.cjs --test server/test/x.test.ts`.
//
// Why not tsx, as `npm run server` uses: tsx also rewrites every ES-module package it meets
// (TypeBox's 373 files, pg-boss) into CommonJS, where Node 24 loads them as they are
// (`require` of an ES module). Loading the test helpers took 2.2 s of CPU with tsx and 1.0 s
// with this file (2026-11-29, this machine), and every server test file is its own process:
// 109 per `npm test` (62 files on the embedded database, 47 of them again on PostgreSQL). The
// server and CLI processes the tests start load through it too (helpers.ts,
// TYPESCRIPT_NODE_ARGS), but for one test of each product command, which keeps tsx.
//
// Each .ts file is compiled to CommonJS by SWC (the compiler jest and webpack already use),
// with its source map inline so a failure's stack names the TypeScript line.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

process.setSourceMapsEnabled(true);

/** @type {import('@swc/core').Options} */
const options = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
