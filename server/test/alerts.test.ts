import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AlertResponse, AlertsResponse, NotificationsPage } from '../../src/api/contract';
import { ALERTS_MAX_ACTIVE } from '../../src/api/contract/constants';
import type { JobLog } from '../src/jobs/jobQueue';
import { evaluateAlerts } from '../src/notifications/alerts';
import { refreshPrices } from '../src/prices/priceJob';
import { coinIdsBySymbol, type PriceSource } from '../src/prices/priceSource';
import {
  assertError,
  countRows,
  createUser,
  startAnotherInstance,
  testServerForFile,
  type TestUser,
} from './helpers';

/**
 * Price alerts (SPEC §12.4) over real HTTP, on PGlite and on PostgreSQL (DATABASE_URL): created,
 * listed, removed, and fired by the price job's refresh — driven here with a source whose prices
 * the test sets, through the same refreshPrices the job runs.
 */
const server = testServerForFile();

// Starts at the real time (a whole second): rows are stamped with the database's own clock,
// and the two must name the same day whenever the suite runs. A fixed date turned stale.
let clock = Math.floor(Date.now() / 1000) * 1000;
let sourcePrices: Record<string, { usd: number }> = {};
const source: PriceSource = {
  synthetic: true,
  simplePrice: () => Promise.resolve({ status: 200, body: JSON.stringify(sourcePrices) }),
};
const quietLog: JobLog = { warn: () => undefined, error: () => undefined };
const coinIds = coinIdsBySymbol();

/** One refresh of the price job at a moment 15 s after the last, with these USD prices. */
async function refresh(prices: Record<string, number>, at = (clock += 15_000)) {
  sourcePrices = Object.fromEntries(
    Object.entries(prices).map(([asset, usd]) => [coinIds.get(asset) ?? asset, { usd }]),
  );
  return refreshPrices({
    db: server.db,
    source,
    assets: Object.keys(prices),
    coinIds,
    now: () => new Date(at),
    log: quietLog,
  });
}

const create = (user: TestUser, body: unknown) =>
  server.request<AlertResponse>('POST', '/alerts', { token: user.token, body });
const list = async (user: TestUser) => {
  const response = await server.request<AlertsResponse>('GET', '/alerts', { token: user.token });
  assert.equal(response.status, 200, response.text);
  return response.body.alerts;
};
const inbox = async (user: TestUser) => {
  const response = await server.request<NotificationsPage>('GET', '/notifications', {
    token: user.token,
  });
  assert.equal(response.status, 200, response.text);
  return response.body;
};

describe('creating, listing and removing alerts', () => {
  test('an alert is created, listed newest first and removed by its owner', async () => {
    const user = await createUser(server);
    const created = await create(user, { asset: 'BTC', direction: 'above', price: '100000.00' });
    assert.equal(created.status, 201, created.text);
    const { alert } = created.body;
    assert.deepEqual(
      { ...alert, id: typeof alert.id, createdAt: typeof alert.createdAt },
      {
        id: 'string',
        asset: 'BTC',
        direction: 'above',
        price: '100000',
        active: true,
        createdAt: 'string',
        firedAt: null,
        firedPrice: null,
      },
    );
    const second = await create(user, { asset: 'ETH', direction: 'below', price: '0.00000001' });
    assert.equal(second.status, 201, second.text);
    assert.deepEqual(
      (await list(user)).map((a) => [a.asset, a.price]),
      [
        ['ETH', '0.00000001'],
        ['BTC', '100000'],
      ],
    );
    const removed = await server.request('DELETE', `/alerts/${alert.id}`, { token: user.token });
    assert.equal(removed.status, 204, removed.text);
    assert.deepEqual(
      (await list(user)).map((a) => a.asset),
      ['ETH'],
    );
  });

  test('refuses an untradable or unknown asset, a bad direction and a price ≤ 0 or malformed', async () => {
    const user = await createUser(server);
    const cases: [body: Record<string, unknown>, message: RegExp][] = [
      [{ asset: 'XRP', direction: 'above', price: '3' }, /XRP cannot be traded here/],
      [{ asset: 'NOPE', direction: 'above', price: '3' }, /NOPE cannot be traded here/],
      [{ asset: 'BTC', direction: 'sideways', price: '3' }, /direction/],
      [{ asset: 'BTC', direction: 'above', price: '0' }, /greater than 0/],
      [{ asset: 'BTC', direction: 'above', price: '0.00000000' }, /greater than 0/],
      [{ asset: 'BTC', direction: 'above', price: '-5' }, /greater than 0/],
      [{ asset: 'BTC', direction: 'above', price: 'abc' }, /plain decimal/],
      [{ asset: 'BTC', direction: 'above', price: '1e5' }, /plain decimal/],
      [{ asset: 'BTC', direction: 'above', price: '' }, /plain decimal/],
      [{ asset: 'BTC', direction: 'above', price: '1.123456789' }, /at most 8 decimal places/],
      [{ asset: 'BTC', direction: 'above', price: '12345678901234567890' }, /digits before/],
      [{ asset: 'BTC', direction: 'above', price: 100 }, /price/],
      [{ asset: 'BTC', direction: 'above' }, /price/],
    ];
    for (const [body, message] of cases) {
      assertError(await create(user, body), 400, message);
    }
    assert.deepEqual(await list(user), []);
  });

  test(`a ${ALERTS_MAX_ACTIVE + 1}st active alert → 409; a fired one no longer counts`, async () => {
    const user = await createUser(server);
    for (let i = 1; i <= ALERTS_MAX_ACTIVE; i += 1) {
      const created = await create(user, {
        asset: 'SOL',
        direction: 'above',
        price: `${1000 + i}`,
      });
      assert.equal(created.status, 201, created.text);
    }
    assertError(
      await create(user, { asset: 'SOL', direction: 'above', price: '5000' }),
      409,
      /already have 20 active alerts/,
    );
    await refresh({ SOL: 1001 });
    const again = await create(user, { asset: 'SOL', direction: 'above', price: '5000' });
    assert.equal(again.status, 201, again.text);
  });

  test('another user’s or an unknown alert id → 404, and nothing is removed', async () => {
    const [owner, other] = [await createUser(server), await createUser(server)];
    const { alert } = (await create(owner, { asset: 'BTC', direction: 'below', price: '1' })).body;
    for (const id of [alert.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      assertError(
        await server.request('DELETE', `/alerts/${id}`, { token: other.token }),
        404,
        /No such alert/,
      );
    }
    assert.equal((await list(owner)).length, 1);
  });
});

describe('evaluation at each price refresh', () => {
  test('fires at the first refresh at or beyond its level, once, records that price, then is off', async () => {
    const user = await createUser(server);
    await refresh({ LTC: 99 });
    const above = (await create(user, { asset: 'LTC', direction: 'above', price: '100' })).body
      .alert;
    await refresh({ LTC: 99.99 });
    assert.equal((await list(user))[0]?.active, true, 'below its level: still waiting');
    await refresh({ LTC: 100 });
    const [fired] = await list(user);
    assert.equal(fired?.id, above.id);
    assert.equal(fired?.active, false);
    assert.equal(fired?.firedPrice, '100');
    assert.equal(fired?.firedAt, new Date(clock).toISOString());
    await refresh({ LTC: 150 });
    await refresh({ LTC: 90 });
    await refresh({ LTC: 150 });
    const { notifications, unread } = await inbox(user);
    assert.equal(unread, 1);
    assert.deepEqual(
      notifications.map(({ kind, title, body }) => ({ kind, title, body })),
      [
        {
          kind: 'price_alert',
          title: 'LTC is at or above $100.00',
          body: 'LTC was priced at $100.00, at or above your alert level of $100.00. This alert is now off.',
        },
      ],
    );
  });

  test('an alert set on the far side of the price fires at the next refresh', async () => {
    const user = await createUser(server);
    await refresh({ TRX: 0.3 });
    await create(user, { asset: 'TRX', direction: 'below', price: '0.35' });
    await refresh({ TRX: 0.31 });
    const [fired] = await list(user);
    assert.equal(fired?.active, false);
    assert.equal(fired?.firedPrice, '0.31');
  });

  test('two instances running the same refresh (or a retried job) notify once', async () => {
    const user = await createUser(server);
    const another = await startAnotherInstance(server);
    try {
      const levels = ['2000', '2100', '2200', '2300'];
      for (const price of levels) await create(user, { asset: 'ETH', direction: 'above', price });
      const before = await countRows(server.db, 'notifications');
      const at = (clock += 15_000);
      const observation = [{ asset: 'ETH', price: '2500', observedAt: new Date(at) }];
      // Each instance's job runs the refresh's steps on the shared database at the same moment.
      await Promise.all([
        evaluateAlerts(server.db, observation),
        evaluateAlerts(another.db, observation),
        refresh({ ETH: 2500 }, at),
      ]);
      assert.equal((await countRows(server.db, 'notifications')) - before, levels.length);
      const alerts = await list(user);
      assert.ok(alerts.every((alert) => !alert.active && alert.firedPrice === '2500'));
      assert.equal((await inbox(user)).unread, levels.length);
    } finally {
      await another.close();
    }
  });
});
