/**
 * The alert and inbox figures of `npm run bench:server` (SPEC §12.4, issue 30): one price
 * refresh's alert evaluation over 100,000 active alerts across the 6 tradable assets, and
 * `GET /notifications` for a user with 10,000 notifications — each printed beside its target with
 * MET / NOT MET. Seeded in bulk with SQL; nothing is asserted but the answers themselves.
 */
import type { NotificationsPage } from '../src/api/contract';
import { BACKGROUND_REQUEST_HEADER } from '../src/api/contract/constants';
import { evaluateAlerts } from '../server/src/notifications/alerts';
import { createUser, userIdOf, type TestServer, type TestUser } from '../server/test/helpers';
import { latencies, printLatencyTargets } from './latencyTargets';

const ALERTS = 100_000;
const ALERT_OWNERS = 50;
const REFRESHES = 30;
const NOTIFICATIONS = 10_000;
const PAGE_REQUESTS = 200;
const TARGETS_MS = { evaluation: 200, page: 20 };
const PRICES: Record<string, number> = {
  BTC: 67012.5,
  ETH: 3456.78,
  SOL: 150.25,
  BNB: 590.1,
  LTC: 84.33,
  TRX: 0.1234,
};
const ASSETS = Object.keys(PRICES);

/**
 * `ALERTS` active alerts spread over `owners` and the six assets, half above and half below
 * the price, at levels 0.1 %–50 % away from it: a refresh that moves a price a little crosses a
 * few of them, as a real market does.
 */
async function seedAlerts(server: TestServer, owners: string[]): Promise<void> {
  await server.db.query(
    `INSERT INTO price_alerts (id, user_id, asset, direction, price, created_at)
     SELECT gen_random_uuid(), ($1::uuid[])[1 + i % cardinality($1::uuid[])], a.asset,
            CASE WHEN i % 2 = 0 THEN 'above' ELSE 'below' END,
            round(a.price * CASE WHEN i % 2 = 0 THEN 1.001 + (i % 499) / 1000.0
                                 ELSE 0.999 - (i % 499) / 1000.0 END, 8),
            now()
       FROM generate_series(1, $2::int) AS i
       JOIN unnest($3::text[], $4::numeric[]) WITH ORDINALITY AS a(asset, price, n)
         ON a.n = 1 + (i / 2) % 6`,
    [owners, ALERTS, ASSETS, ASSETS.map((asset) => PRICES[asset])],
  );
  await server.db.query('ANALYZE price_alerts');
}

/** Refreshes whose prices wander ±0.2 % around the seed prices; each one's evaluation timed. */
async function evaluationTimes(server: TestServer) {
  const times: number[] = [];
  let fired = 0;
  for (let r = 0; r < REFRESHES; r += 1) {
    const drift = 1 + 0.002 * Math.sin(r);
    const observedAt = new Date();
    const stored = ASSETS.map((asset) => ({
      asset,
      price: ((PRICES[asset] ?? 1) * drift).toFixed(8),
      observedAt,
    }));
    const start = performance.now();
    fired += await evaluateAlerts(server.db, stored);
    times.push(performance.now() - start);
  }
  return { ...latencies(times), fired };
}

/** `count` notifications of mixed kinds a minute apart, every other one read. */
async function seedNotifications(server: TestServer, userId: string, count: number) {
  await server.db.query(
    `INSERT INTO notifications (user_id, kind, details, created_at, read_at)
     SELECT $1, 'deposit_approved',
            jsonb_build_object('reference', 'DEP-BENCH' || i, 'amount', (i % 900 + 100) || '.00'),
            now() - i * interval '1 minute',
            CASE WHEN i % 2 = 0 THEN now() END
       FROM generate_series(1, $2::int) AS i`,
    [userId, count],
  );
  await server.db.query('ANALYZE notifications');
}

/** Sequential requests of `path` as the bell polls it (the background header), timed. */
async function pageTimes(server: TestServer, user: TestUser, path: string) {
  const headers = { authorization: `Bearer ${user.token}`, [BACKGROUND_REQUEST_HEADER]: '1' };
  const times: number[] = [];
  for (let i = 0; i < PAGE_REQUESTS + 20; i += 1) {
    const start = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`, { headers });
    const text = await response.text();
    if (i >= 20) times.push(performance.now() - start);
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}: ${text}`);
  }
  return latencies(times);
}

/** The cursor of the page that starts halfway down the inbox. */
async function middleCursor(server: TestServer, user: TestUser): Promise<string> {
  let cursor: string | null = null;
  for (let seen = 0; seen < NOTIFICATIONS / 2; seen += 100) {
    const page: { body: NotificationsPage } = await server.request<NotificationsPage>(
      'GET',
      `/notifications?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token: user.token },
    );
    cursor = page.body.nextCursor;
    if (!cursor) throw new Error('the inbox ended before its middle');
  }
  if (!cursor) throw new Error('no cursor');
  return cursor;
}

/** Runs the figures and prints them beside their targets. */
export async function notificationFigures(server: TestServer): Promise<{ met: boolean }> {
  console.log('\nAlerts and notifications:');
  const owners: string[] = [];
  for (let i = 0; i < ALERT_OWNERS; i += 1)
    owners.push(await userIdOf(server, await createUser(server)));
  const seedStart = performance.now();
  await seedAlerts(server, owners);
  const reader = await createUser(server);
  await seedNotifications(server, await userIdOf(server, reader), NOTIFICATIONS);
  console.log(
    `  Seeded ${ALERTS.toLocaleString('en-US')} alerts and ${NOTIFICATIONS.toLocaleString('en-US')} notifications in ${Math.round(performance.now() - seedStart)} ms`,
  );
  const evaluation = await evaluationTimes(server);
  const firstPage = await pageTimes(server, reader, '/notifications?limit=20');
  const cursor = await middleCursor(server, reader);
  const middlePage = await pageTimes(
    server,
    reader,
    `/notifications?limit=20&cursor=${encodeURIComponent(cursor)}`,
  );
  // The floor under both: a signed-in GET that reads one row, on the same server and machine.
  const floor = await pageTimes(server, reader, '/watchlist');

  const rows = [
    {
      figure: `Alert evaluation per refresh, ${ALERTS.toLocaleString('en-US')} active alerts, ${ASSETS.length} assets (${evaluation.fired} fired in ${REFRESHES} refreshes)`,
      ...evaluation,
      target: TARGETS_MS.evaluation,
    },
    {
      figure: `GET /notifications first page p99, ${NOTIFICATIONS.toLocaleString('en-US')} notifications`,
      ...firstPage,
      target: TARGETS_MS.page,
    },
    {
      figure: `GET /notifications page ${NOTIFICATIONS / 2 / 20 + 1} (by cursor) p99`,
      ...middlePage,
      target: TARGETS_MS.page,
    },
  ];
  console.log(
    `  For scale: GET /watchlist (one row) p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms`,
  );
  return { met: printLatencyTargets('Issue 30 targets (alerts and notifications)', rows) };
}
