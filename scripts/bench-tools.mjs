// Installs the bench's own tools (bench/package.json: Lighthouse, chrome-launcher, autocannon)
// exactly as bench/package-lock.json pins them, when they are missing or the lock is newer than
// the install. Nothing `npm test` runs needs them, so `npm ci` leaves them out; the bench
// scripts run this first (see bench/benchTools.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const LOCK = 'bench/package-lock.json';
// npm ci writes this file last, so it is there only after a whole install.
const INSTALLED = 'bench/node_modules/.package-lock.json';

if (existsSync(INSTALLED) && statSync(INSTALLED).mtimeMs >= statSync(LOCK).mtimeMs) {
  process.exit(0);
}
console.log('Installing the bench tools (bench/package.json)…');
const result = spawnSync('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
