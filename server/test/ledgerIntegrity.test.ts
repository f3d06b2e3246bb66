import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { postLedgerEntry } from '../src/accounts/ledger';
import { insertUser } from '../src/accounts/users';
import { isUniqueViolation, type Database } from '../src/db/database';
import { countRows, openTestDatabase } from './helpers';

let db: Database;
let userId: string;

before(async () => {
  db = await openTestDatabase();
  userId = await insertUser(db, {
    email: `ledger-${randomUUID().slice(0, 8)}@example.com`,
    name: 'Ledger',
    passwordHash: 'x',
    seedPhraseHash: 'y',
    zipCode: '1',
    address: '1 Road',
    countryOfResidence: 'x',
    currency: '$',
    investmentGoal: 'none',
  });
  await postLedgerEntry(db, {
    userId,
    kind: 'deposit',
    amount: '100.00',
    reason: 'Deposit approved',
    reference: 'DEP-LEDGER-1',
  });
});
after(() => db.close());

test('a ledger entry cannot be updated, deleted or truncated away', async () => {
  await assert.rejects(
    db.query("UPDATE ledger_entries SET amount = 1000000 WHERE reference = 'DEP-LEDGER-1'"),
    /append-only: UPDATE refused/,
  );
  await assert.rejects(
    db.query("DELETE FROM ledger_entries WHERE reference = 'DEP-LEDGER-1'"),
    /append-only: DELETE refused/,
  );
  await assert.rejects(db.exec('TRUNCATE ledger_entries'), /append-only: TRUNCATE refused/);
  const [row] = await db.query<{ amount: string }>(
    "SELECT amount::text FROM ledger_entries WHERE reference = 'DEP-LEDGER-1'",
  );
  assert.equal(row?.amount, '100.00');
});

test('one source record cannot post twice under the same kind', async () => {
  const again = postLedgerEntry(db, {
    userId,
    kind: 'deposit',
    amount: '100.00',
    reason: 'Deposit approved',
    reference: 'DEP-LEDGER-1',
  });
  await assert.rejects(again, (error: unknown) => isUniqueViolation(error));
  assert.equal(await countRows(db, 'ledger_entries'), 1);
});

test('a withdrawal still posts its payout and its fee under one reference', async () => {
  for (const kind of ['withdrawal', 'withdrawal_fee'] as const) {
    await postLedgerEntry(db, {
      userId,
      kind,
      amount: '-5.00',
      reason: 'Withdrawal',
      reference: 'WDR-LEDGER-1',
    });
  }
  assert.equal(await countRows(db, 'ledger_entries'), 3);
});
