import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type {
  AddSavedAddressRequest,
  AddSavedAddressResponse,
  LoginHistoryResponse,
  SecurityEvent,
} from '../../src/api/types';
import {
  maskAddress,
  recordSecurityEvent,
  SECURITY_HISTORY_SIZE,
} from '../src/accounts/securityEvents';
import { assertError, createUser, testServerForFile, type TestUser, userIdOf } from './helpers';

/**
 * The security history (GET /auth/login-history's `events`): every change to the address book
 * is there, with when, from where and what — never the whole address.
 */
const server = testServerForFile();

const BTC_ADDRESS = 'bc1qcoldwallet00000000000000000x9f2';
const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const save = (user: TestUser, body: AddSavedAddressRequest) =>
  server.request<AddSavedAddressResponse>('POST', '/withdrawal/addresses', {
    token: user.token,
    body,
    headers: { 'user-agent': DEVICE },
  });

const remove = (user: TestUser, id: string) =>
  server.request('DELETE', `/withdrawal/addresses/${id}`, {
    token: user.token,
    headers: { 'user-agent': DEVICE },
  });

async function history(user: TestUser): Promise<LoginHistoryResponse> {
  const response = await server.request<LoginHistoryResponse>('GET', '/auth/login-history', {
    token: user.token,
  });
  assert.equal(response.status, 200, response.text);
  return response.body;
}

test('adding and removing an address are in the history, newest first, with a masked address', async () => {
  const user = await createUser(server);
  assert.deepEqual((await history(user)).events, []);

  const saved = await save(user, { label: 'My BTC wallet', asset: 'BTC', address: BTC_ADDRESS });
  assert.equal(saved.status, 201, saved.text);
  const removed = await remove(user, saved.body.address.id);
  assert.equal(removed.status, 204, removed.text);

  const { logins, events } = await history(user);
  // The sign-ins are unchanged beside them (SPEC §11.1).
  assert.equal(logins.length, 1);
  assert.deepEqual(Object.keys(logins[0] ?? {}).sort(), [
    'at',
    'device',
    'ip',
    'success',
    'userAgent',
  ]);

  assert.deepEqual(
    events.map(({ kind, ip, userAgent, device, detail }) => ({
      kind,
      ip,
      userAgent,
      device,
      detail,
    })),
    [
      {
        kind: 'address_removed',
        ip: '127.0.0.1',
        userAgent: DEVICE,
        device: { browser: 'Firefox', os: 'Linux' },
        detail: { label: 'My BTC wallet', asset: 'BTC', maskedAddress: 'bc1qco…x9f2' },
      },
      {
        kind: 'address_added',
        ip: '127.0.0.1',
        userAgent: DEVICE,
        device: { browser: 'Firefox', os: 'Linux' },
        detail: {
          label: 'My BTC wallet',
          asset: 'BTC',
          maskedAddress: 'bc1qco…x9f2',
          // When it can receive: the address's own usable-from time.
          usableFrom: saved.body.address.usableFrom,
        },
      },
    ],
  );
  const [latest, first] = events as [SecurityEvent, SecurityEvent];
  assert.deepEqual(Object.keys(latest).sort(), [
    'at',
    'detail',
    'device',
    'id',
    'ip',
    'kind',
    'userAgent',
  ]);
  assert.notEqual(latest.id, first.id);
  assert.equal(typeof latest.id, 'string');
  assert.ok(Date.parse(latest.at) >= Date.parse(first.at));
  assert.ok(Math.abs(Date.parse(first.at) - Date.parse(saved.body.address.createdAt)) < 60_000);

  // Neither the answer nor the table ever holds the whole address.
  const raw = await server.request('GET', '/auth/login-history', { token: user.token });
  assert.ok(!raw.text.includes(BTC_ADDRESS));
  const stored = await server.db.query<{ detail: string }>(
    'SELECT detail::text AS detail FROM security_events WHERE user_id = $1',
    [await userIdOf(server, user)],
  );
  assert.equal(stored.length, 2);
  for (const row of stored) assert.ok(!row.detail.includes(BTC_ADDRESS), row.detail);

  // Someone else's history shows none of it.
  assert.deepEqual((await history(await createUser(server))).events, []);
});

test('a refused change (duplicate, not in the book) records nothing', async () => {
  const user = await createUser(server);
  const entry = { label: 'Cold wallet', asset: 'BTC', address: BTC_ADDRESS } as const;
  assert.equal((await save(user, entry)).status, 201);
  assertError(await save(user, { ...entry, label: 'Again' }), 400, /already in your address book/);
  assertError(await remove(user, randomUUID()), 404);
  assert.deepEqual(
    (await history(user)).events.map((event) => event.kind),
    ['address_added'],
  );
});

test(`an account keeps its newest ${SECURITY_HISTORY_SIZE} events`, async () => {
  const user = await createUser(server);
  const userId = await userIdOf(server, user);
  const client = { ip: '192.0.2.1', userAgent: 'Seeder' };
  for (let i = 0; i < SECURITY_HISTORY_SIZE; i += 1) {
    await recordSecurityEvent(server.db, userId, client, {
      kind: 'address_added',
      detail: { label: `Seed ${i}`, asset: 'ETH', maskedAddress: '0x5290…9EE7' },
    });
  }
  assert.equal(
    (await save(user, { label: 'Newest', asset: 'BTC', address: BTC_ADDRESS })).status,
    201,
  );

  const { events } = await history(user);
  assert.equal(events.length, SECURITY_HISTORY_SIZE);
  const labelOf = (event: (typeof events)[number] | undefined) =>
    event && 'label' in event.detail ? event.detail.label : undefined;
  assert.equal(labelOf(events[0]), 'Newest');
  assert.equal(labelOf(events.at(-1)), 'Seed 1');
  const [count] = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM security_events WHERE user_id = $1',
    [userId],
  );
  assert.equal(count?.n, SECURITY_HISTORY_SIZE);
});

test('a masked address shows at most its first 6 and last 4 characters, and never more than half', () => {
  assert.equal(maskAddress(BTC_ADDRESS), 'bc1qco…x9f2');
  assert.equal(maskAddress('0x52908400098527886E0F7030069857D2E4169EE7'), '0x5290…9EE7');
  assert.equal(maskAddress('abcdefghijklmnop'), 'abcd…mnop');
  assert.equal(maskAddress('abcdefgh'), 'ab…gh');
  assert.equal(maskAddress('abc'), '…');
});
