// Removes, from package-lock.json, optional platform binaries that the lock names but does not
// hold. The registry these machines reach does not publish every platform's build of
// @swc/core and unrs-resolver (darwin, win32 and some linux ones 404), so `npm install` leaves
// them out of the lock while still listing them under their parent, and `npm ci` then refuses
// the lock as "Missing … from lock file". Run after regenerating the lock:
//   rm -rf node_modules package-lock.json && npm install && node scripts/prune-lock.mjs && npm ci
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const present = new Set(
  Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')),
);
const removed = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (present.has(name)) continue;
    delete entry.optionalDependencies[name];
    removed.push(`${key || '(root)'} → ${name}`);
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  removed.length
    ? `Removed ${removed.length} unpublished optional binaries:\n  ${removed.join('\n  ')}`
    : 'Nothing to remove.',
);
