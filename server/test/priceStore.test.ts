import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Database } from '../src/db/database';
import { dailyCloses, freshPrice, keptPrices, recordPrices } from '../src/prices/priceStore';
import { openTestDatabase, plainRows } from './helpers';

let db: Database;
before(async () => {
  db = await openTestDatabase();
});
after(() => db.close());

const at = (iso: string) => new Date(iso);

test('the latest price only moves forward in time, and each UTC day keeps its last price', async () => {
  await recordPrices(db, [
    { asset: 'BTC', price: '67000.5', observedAt: at('2026-11-26T23:59:50Z') },
    { asset: 'BTC', price: '67100.12345678', observedAt: at('2026-11-27T00:00:05Z') },
  ]);
  // A late answer observed earlier than what is kept changes neither the latest nor the close.
  await recordPrices(db, [{ asset: 'BTC', price: '1.00', observedAt: at('2026-11-27T00:00:01Z') }]);
  const now = at('2026-11-27T00:00:30Z');
  assert.deepEqual(plainRows(await keptPrices(db, ['BTC', 'ETH'], 60, now)), [
    { asset: 'BTC', price: '67100.12345678', asOf: at('2026-11-27T00:00:05Z'), stale: false },
  ]);
  assert.deepEqual(plainRows(await dailyCloses(db, ['BTC'], '2026-11-26', '2026-11-27')), [
    { asset: 'BTC', day: '2026-11-26', price: '67000.5' },
    { asset: 'BTC', day: '2026-11-27', price: '67100.12345678' },
  ]);
});

test('a price older than the limit is stale and never fresh', async () => {
  await recordPrices(db, [{ asset: 'ETH', price: '3000', observedAt: at('2026-11-27T10:00:00Z') }]);
  const justInTime = await freshPrice(db, 'ETH', 60, at('2026-11-27T10:01:00Z'));
  assert.equal(justInTime?.price, '3000');
  assert.equal(await freshPrice(db, 'ETH', 60, at('2026-11-27T10:01:00.001Z')), null);
  assert.equal(await freshPrice(db, 'SOL', 60, at('2026-11-27T10:00:00Z')), null);
});

test('the database refuses a price of zero or below', async () => {
  await assert.rejects(
    recordPrices(db, [{ asset: 'SOL', price: '0', observedAt: at('2026-11-27T10:00:00Z') }]),
  );
  assert.deepEqual(await keptPrices(db, ['SOL'], 60, at('2026-11-27T10:00:00Z')), []);
});
