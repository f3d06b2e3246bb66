import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { openPGliteDatabase } from '../src/db/pgliteDatabase';
import { migrate } from '../src/db/migrate';
import { pgliteLocation } from '../src/db/openDatabase';

/** Every directory and file below `dir`, with its permission bits. */
function modes(dir: string): { path: string; mode: number; directory: boolean }[] {
  const found = [{ path: dir, mode: statSync(dir).mode & 0o777, directory: true }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...modes(entryPath));
    else found.push({ path: entryPath, mode: statSync(entryPath).mode & 0o777, directory: false });
  }
  return found;
}

let dataDir: string;
let previousUmask: number;

before(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-files-'));
  // As permissive as a misconfigured host can be: every new file would be world-writable.
  previousUmask = process.umask(0);
});
after(() => {
  process.umask(previousUmask);
  rmSync(dataDir, { recursive: true, force: true });
});

test('the embedded database is 0700 and none of its files is readable by others, whatever the umask', async () => {
  const location = pgliteLocation(dataDir);
  const db = await openPGliteDatabase(location);
  await migrate(db);
  await db.query(`INSERT INTO users (id, email, name, password_hash, seed_phrase_hash, zip_code,
                  address, country_of_residence, investment_goal)
                  VALUES (gen_random_uuid(), 'a@b.co', 'A', 'h', 's', '1', 'x', 'y', 'none')`);
  assert.equal(statSync(location).mode & 0o777, 0o700, 'private while the server runs');
  await db.close();

  assert.equal(statSync(location).mode & 0o777, 0o700);
  const entries = modes(location);
  assert.ok(entries.length > 10, 'the database wrote its files');
  const open = entries.filter((entry) => (entry.mode & 0o077) !== 0);
  assert.deepEqual(open, [], 'no file or directory grants group or other any access');
});

test('files a looser earlier run left behind are closed on the next open', async () => {
  const location = pgliteLocation(dataDir);
  const stray = path.join(location, 'left-behind');
  writeFileSync(stray, 'x', { mode: 0o644 });
  const db = await openPGliteDatabase(location);
  await db.close();
  assert.equal(statSync(stray).mode & 0o777, 0o600);
});
