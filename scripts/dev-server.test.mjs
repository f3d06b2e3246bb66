// `npm start`'s SPA dev server, opened the way its printed URL says (http://localhost:PORT):
// hot reload must connect, not fail with "Invalid Host/Origin header" (the server listens on
// 127.0.0.1, so a client that connected to the listen address was refused as cross-origin).
// Runs with Node's test runner: node --test scripts/dev-server.test.mjs
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const PORT = 8097;
let devServer;

before(async () => {
  devServer = spawn(
    process.execPath,
    ['node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development'],
    { env: { ...process.env, WEB_PORT: String(PORT) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const compiled = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (/compiled (successfully|with \d+ warnings?)/.test(output)) resolve();
      if (/compiled with \d+ errors?/.test(output)) reject(new Error(output.slice(-2000)));
    };
    devServer.stdout.on('data', onData);
    devServer.stderr.on('data', onData);
    devServer.once('exit', (code) => reject(new Error(`dev server exited (${code}):\n${output}`)));
  });
  await compiled;
});

after(async () => {
  if (devServer && devServer.exitCode === null) {
    devServer.kill('SIGTERM');
    await once(devServer, 'exit');
  }
});

for (const host of ['localhost', '127.0.0.1']) {
  test(`hot reload connects when the app is opened at http://${host}:${PORT}`, async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      const page = await browser.newPage();
      const messages = [];
      page.on('console', (message) => messages.push(message.text()));
      const connected = page.waitForEvent('console', {
        predicate: (message) => message.text().includes('[HMR] Waiting for update signal'),
        timeout: 30_000,
      });
      await page.goto(`http://${host}:${PORT}/`);
      await connected;
      // Give a refused socket time to report itself before judging.
      await page.waitForTimeout(1500);
      assert.deepEqual(
        messages.filter((text) => /Invalid Host\/Origin|Disconnected!/.test(text)),
        [],
      );
    } finally {
      await browser.close();
    }
  });
}
