import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BACKGROUND_REQUEST_HEADER, NOTIFICATION_KINDS } from '../../src/api/contract/constants';
import type {
  AddDepositResponse,
  AddWithdrawalResponse,
  NotificationSettings,
  NotificationsPage,
  Quote,
} from '../../src/api/contract';
import {
  allowWithdrawals,
  approveDeposit,
  approveWithdrawal,
  failDeposit,
  failWithdrawal,
  postTradeResult,
  setWithdrawalFee,
} from '../src/operator/commands';
import { runOperatorCommand } from '../src/operator/dispatch';
import { notify, type NewNotification } from '../src/notifications/notify';
import { recordPrices } from '../src/prices/priceStore';
import {
  assertError,
  createUser,
  fetchDetails,
  testServerForFile,
  userIdOf,
  type TestUser,
} from './helpers';

/**
 * The inbox (SPEC §12.4) over real HTTP, on PGlite and on PostgreSQL (DATABASE_URL): what the
 * events write to it, its pages and unread count, mark read, the e-mail switches and the
 * operator's `notify`.
 */
// Starts at the real time (a whole second): rows are stamped with the database's own clock,
// and the two must name the same day whenever the suite runs. A fixed date turned stale.
let clock = Math.floor(Date.now() / 1000) * 1000;
const server = testServerForFile({ now: () => clock });

async function inbox(user: TestUser, query = '', headers: Record<string, string> = {}) {
  const response = await server.request<NotificationsPage>('GET', `/notifications${query}`, {
    token: user.token,
    headers,
  });
  assert.equal(response.status, 200, response.text);
  return response.body;
}
const texts = (page: NotificationsPage) =>
  page.notifications.map(({ kind, title, body }) => ({ kind, title, body }));

async function deposit(user: TestUser, amount: number): Promise<string> {
  const added = await server.request<AddDepositResponse>('POST', '/transaction/add', {
    token: user.token,
    body: { amount },
  });
  assert.equal(added.status, 201, added.text);
  return added.body.transaction.reference;
}

/** One notification of each switch the settings test turns or keeps. */
const SAMPLES: NewNotification[] = [
  {
    kind: 'trade_executed',
    details: {
      reference: 'ORD-1',
      side: 'buy',
      asset: 'BTC',
      quantity: '0.01',
      price: '50000',
      total: '500.00',
    },
  },
  { kind: 'deposit_approved', details: { reference: 'DEP-1', amount: '100.00' } },
  { kind: 'security', details: { event: 'two_factor_on' } },
];

/** Notifies `userId` of each sample and answers the kinds whose e-mail was queued. */
async function emailedKinds(userId: string, samples: NewNotification[]): Promise<string[]> {
  await server.db.query('DELETE FROM mail_outbox WHERE user_id = $1', [userId]);
  await server.db.transaction(async (tx) => {
    for (const sample of samples) await notify(tx, userId, sample);
  });
  const rows = await server.db.query<{ kind: string }>(
    'SELECT kind FROM mail_outbox WHERE user_id = $1 ORDER BY kind',
    [userId],
  );
  return rows.map(({ kind }) => kind);
}

describe('events write to the inbox', () => {
  test('a deposit approved or failed by the operator, worded in the reader’s language', async () => {
    const user = await createUser(server);
    const approved = await deposit(user, 1234);
    const failed = await deposit(user, 20);
    assert.deepEqual(await inbox(user), { notifications: [], nextCursor: null, unread: 0 });
    await approveDeposit(server.db, approved);
    await failDeposit(server.db, failed);
    const page = await inbox(user);
    assert.equal(page.unread, 2);
    assert.deepEqual(texts(page), [
      {
        kind: 'deposit_failed',
        title: 'Deposit failed',
        body: `Your deposit ${failed} of $20.00 could not be confirmed.`,
      },
      {
        kind: 'deposit_approved',
        title: 'Deposit approved',
        body: `Your deposit ${approved} of $1,234.00 was approved and is now in your cash.`,
      },
    ]);
    const german = await inbox(user, '', { 'accept-language': 'de-DE' });
    assert.equal(german.notifications[1]?.title, 'Einzahlung bestätigt');
    assert.match(german.notifications[1]?.body ?? '', /über 1\.234,00\s\$ wurde bestätigt/);
    const spanish = await inbox(user, '', { 'accept-language': 'es' });
    assert.equal(spanish.notifications[0]?.title, 'Depósito fallido');
  });

  test('a withdrawal approved or failed, with no address in it', async () => {
    const user = await createUser(server);
    await postTradeResult(server.db, user.email, '1000', 'Seed');
    await setWithdrawalFee(server.db, user.email, '2.5');
    await allowWithdrawals(server.db, user.email, true);
    const address = 'bc1qexampleaddress000000000000000000';
    const references: string[] = [];
    for (const amount of [100, 50]) {
      const response = await server.request<AddWithdrawalResponse>('POST', '/withdrawal/add', {
        token: user.token,
        body: {
          amount,
          charges: 0.025,
          walletAddress: address,
          email: 'payout@example.com',
          exchange: 'Binance',
          asset: 'BTC',
        },
      });
      assert.equal(response.status, 201, response.text);
      references.push(response.body.withdrawal.reference);
    }
    await approveWithdrawal(server.db, references[0] ?? '');
    await failWithdrawal(server.db, references[1] ?? '');
    const page = await inbox(user);
    assert.deepEqual(texts(page), [
      {
        kind: 'withdrawal_failed',
        title: 'Withdrawal failed',
        body: `Your withdrawal ${references[1]} of $50.00 could not be sent. The amount stays in your cash.`,
      },
      {
        kind: 'withdrawal_approved',
        title: 'Withdrawal sent',
        body: `Your withdrawal ${references[0]} of $100.00 in BTC was approved and sent.`,
      },
    ]);
    assert.ok(!JSON.stringify(page).includes(address));
  });

  test('a trade executed, once even when the execution is retried', async () => {
    const user = await createUser(server);
    await approveDeposit(server.db, await deposit(user, 1000));
    clock += 1000;
    await recordPrices(server.db, [{ asset: 'BTC', price: '50000', observedAt: new Date(clock) }]);
    const quoted = await server.request<Quote>('POST', '/trade/quote', {
      token: user.token,
      body: { side: 'buy', asset: 'BTC', amount: '100' },
    });
    assert.equal(quoted.status, 200, quoted.text);
    for (const expected of [201, 200]) {
      const executed = await server.request('POST', '/trade/execute', {
        token: user.token,
        body: { quoteId: quoted.body.quoteId },
      });
      assert.equal(executed.status, expected, executed.text);
    }
    const page = await inbox(user);
    assert.equal(page.unread, 2);
    const [trade] = texts(page);
    assert.equal(trade?.kind, 'trade_executed');
    assert.equal(trade?.title, 'Bought BTC');
    assert.match(
      trade?.body ?? '',
      /^You bought 0\.00199 BTC at \$50,000\.00 for \$100\.00 \(order ORD-/,
    );
  });

  test('a new withdrawal address is a security notification with the address masked', async () => {
    const user = await createUser(server);
    const address = 'bc1qsecurityaddress0000000000000000xyz9';
    const saved = await server.request('POST', '/withdrawal/addresses', {
      token: user.token,
      body: { label: 'Cold wallet', asset: 'BTC', address },
    });
    assert.equal(saved.status, 201, saved.text);
    const page = await inbox(user);
    const [told, ...others] = texts(page);
    assert.deepEqual(others, []);
    assert.equal(told?.title, 'New withdrawal address');
    // What, when it can receive (after the hold), and when, where and on what it was added.
    assert.match(
      told?.body ?? '',
      /^The BTC address bc1qse…xyz9 \(“Cold wallet”\) was added to your address book\. If this was not you, remove it and reset your password\. It can receive withdrawals from \d{4}-\d\d-\d\d \d\d:\d\d UTC\.\n\nTime: \d{4}-\d\d-\d\d \d\d:\d\d UTC\nDevice: .+\nIP address: 127\.0\.0\.1$/,
    );
    assert.ok(!JSON.stringify(page).includes(address));
  });

  test('a password reset is a security notification that holds no secret', async () => {
    const user = await createUser(server);
    const password = 'Changed@999';
    const reset = await server.request<{ seedPhrase: string }>('PUT', '/auth/edit-password', {
      body: { email: user.email, password, seedPhrase: user.seedPhrase },
    });
    assert.equal(reset.status, 200, reset.text);
    const signIn = await server.request<{ token: string }>('POST', '/auth/login', {
      body: { email: user.email, password },
    });
    assert.equal(signIn.status, 200, signIn.text);
    const page = await inbox({ ...user, token: signIn.body.token });
    assert.deepEqual(
      texts(page).map(({ kind, title }) => ({ kind, title })),
      // Newest first; the sign-in sent no browser id, so it counts as a new browser.
      [
        { kind: 'security', title: 'New sign-in to your account' },
        { kind: 'security', title: 'Your password was reset' },
      ],
    );
    const text = JSON.stringify(page);
    for (const secret of [password, user.seedPhrase, reset.body.seedPhrase, signIn.body.token]) {
      assert.ok(!text.includes(secret));
    }
  });

  test('the operator’s notify posts a message as written; the old notification dialog stays', async () => {
    const user = await createUser(server);
    await runOperatorCommand(server.db, ['set-notification', user.email, 'Please verify your ID']);
    const said = await runOperatorCommand(server.db, [
      'notify',
      user.email,
      'Maintenance tonight',
      'Trading pauses from 02:00 to 02:30 UTC.',
    ]);
    assert.match(said, /Message sent/);
    assert.deepEqual(texts(await inbox(user, '', { 'accept-language': 'de' })), [
      {
        kind: 'message',
        title: 'Maintenance tonight',
        body: 'Trading pauses from 02:00 to 02:30 UTC.',
      },
    ]);
    assert.equal((await fetchDetails(server, user)).notification, 'Please verify your ID');
    await assert.rejects(runOperatorCommand(server.db, ['notify', user.email, 'Only a title']));
    await assert.rejects(
      runOperatorCommand(server.db, ['notify', 'nobody@example.com', 'T', 'B']),
      /No user/,
    );
  });
});

describe('the inbox', () => {
  async function seeded(count: number): Promise<TestUser> {
    const user = await createUser(server);
    const userId = await userIdOf(server, user);
    await server.db.transaction(async (tx) => {
      for (let i = 1; i <= count; i += 1) {
        await notify(tx, userId, { kind: 'message', details: { title: `#${i}`, body: 'b' } });
      }
    });
    // A second apart, so newest-first is the order they were written in (ties go by id).
    await server.db.query(
      `UPDATE notifications SET created_at = timestamptz '2026-11-27T12:00:00Z'
                                            + make_interval(secs => ltrim(details->>'title', '#')::int)
        WHERE user_id = $1`,
      [userId],
    );
    return user;
  }

  test('pages newest first with an opaque cursor bound to the user', async () => {
    const user = await seeded(7);
    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: NotificationsPage = await inbox(
        user,
        `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      titles.push(...page.notifications.map((n) => n.title));
      assert.equal(page.unread, 7);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(titles, ['#7', '#6', '#5', '#4', '#3', '#2', '#1']);

    const first = await inbox(user, '?limit=3');
    const other = await createUser(server);
    const stolen = await server.request(
      'GET',
      `/notifications?limit=3&cursor=${first.nextCursor}`,
      {
        token: other.token,
      },
    );
    assertError(stolen, 400);
    assertError(await server.request('GET', '/notifications?limit=0', { token: user.token }), 400);
    assertError(
      await server.request('GET', '/notifications?limit=101', { token: user.token }),
      400,
    );
    assertError(
      await server.request('GET', '/notifications?limit=3&cursor=junk', { token: user.token }),
      400,
    );
  });

  test('mark read: the caller’s own only, others’ and unknown ids ignored', async () => {
    const [user, other] = [await seeded(3), await seeded(2)];
    const mine = (await inbox(user)).notifications;
    const theirs = (await inbox(other)).notifications;
    const marked = await server.request('POST', '/notifications/read', {
      token: user.token,
      body: {
        ids: [mine[0]?.id, mine[2]?.id, theirs[0]?.id, '00000000-0000-4000-8000-000000000000', 'x'],
      },
    });
    assert.equal(marked.status, 204, marked.text);
    const after = await inbox(user);
    assert.equal(after.unread, 1);
    assert.deepEqual(
      after.notifications.map((n) => n.readAt !== null),
      [true, false, true],
    );
    assert.equal((await inbox(other)).unread, 2);
    assertError(
      await server.request('POST', '/notifications/read', { token: user.token, body: { ids: [] } }),
      400,
    );
  });

  test('the bell’s background poll does not keep the session alive', async () => {
    const user = await createUser(server);
    const userId = await userIdOf(server, user);
    const lastSeen = async () =>
      (
        await server.db.query<{ last_seen_at: Date }>(
          'SELECT max(last_seen_at) AS last_seen_at FROM sessions WHERE user_id = $1',
          [userId],
        )
      )[0]?.last_seen_at?.getTime();
    await server.db.query(
      "UPDATE sessions SET last_seen_at = last_seen_at - interval '10 minutes' WHERE user_id = $1",
      [userId],
    );
    const before = await lastSeen();
    await inbox(user, '', { [BACKGROUND_REQUEST_HEADER]: '1' });
    assert.equal(await lastSeen(), before);
    await inbox(user);
    assert.notEqual(await lastSeen(), before);
  });
});

describe('e-mail settings', () => {
  test('every kind is on by default; switches are kept; security stays on', async () => {
    const user = await createUser(server);
    const userId = await userIdOf(server, user);
    const initial = await server.request<NotificationSettings>('GET', '/notifications/settings', {
      token: user.token,
    });
    assert.equal(initial.status, 200, initial.text);
    assert.deepEqual(
      initial.body.email,
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
    );
    const wanted = { ...initial.body.email, trade_executed: false, price_alert: false };
    const saved = await server.request<NotificationSettings>('PUT', '/notifications/settings', {
      token: user.token,
      body: { email: wanted },
      headers: { 'accept-language': 'es-ES' },
    });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body.email, wanted);
    // What the switches let through to the mail outbox: the deposit (on) and security (always).
    assert.deepEqual(await emailedKinds(userId, SAMPLES), ['deposit_approved', 'security']);
    const [row] = await server.db.query<{ language: string }>(
      'SELECT language FROM users WHERE id = $1',
      [userId],
    );
    assert.equal(row?.language, 'es');

    assertError(
      await server.request('PUT', '/notifications/settings', {
        token: user.token,
        body: { email: { ...wanted, security: false } },
      }),
      400,
      /Security e-mails cannot be switched off/,
    );
    assertError(
      await server.request('PUT', '/notifications/settings', {
        token: user.token,
        body: { email: { security: true } },
      }),
      400,
    );
    const kept = await server.request<NotificationSettings>('GET', '/notifications/settings', {
      token: user.token,
    });
    assert.deepEqual(kept.body.email, wanted);
  });

  test('the language of sign-in is remembered for what is written without a request', async () => {
    const user = await createUser(server);
    const signIn = await server.request('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
    });
    assert.equal(signIn.status, 200, signIn.text);
    const [row] = await server.db.query<{ language: string }>(
      'SELECT language FROM users WHERE email = $1',
      [user.email],
    );
    assert.equal(row?.language, 'de');
  });
});
