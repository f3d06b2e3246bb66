import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/accounts/demoAccount';
import type { Database } from '../src/db/database';
import { countRows, openTestDatabase, TEST_SCRYPT_COST } from './helpers';

let db: Database;
before(async () => {
  db = await openTestDatabase();
});
after(() => db.close());

test('instances creating the demo account at once make exactly one, and only email and password come back', async () => {
  const results = await Promise.all(
    Array.from({ length: 4 }, () => ensureDemoAccount(db, TEST_SCRYPT_COST)),
  );
  const created = results.filter((result) => result !== null);
  assert.equal(created.length, 1, 'one instance reports creating it');
  assert.deepEqual(created[0], { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  assert.equal(await countRows(db, 'users'), 1);
  assert.equal(await ensureDemoAccount(db, TEST_SCRYPT_COST), null, 'a restart creates nothing');
});
